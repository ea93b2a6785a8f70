import { describe, expect, it } from "vitest";
import type { Route } from "./+types/faq";
import { loader } from "./faq.tsx";

const load = (query: string) =>
  loader({ request: new Request(`http://localhost/faq${query}`), params: {} } as unknown as Route.LoaderArgs);

describe("FAQ page loader", () => {
  it("shows all fifteen questions without a category", () => {
    expect(load("").selection).toBe("all");
    expect(load("").faqs).toHaveLength(15);
  });

  it("filters by the category in the query", () => {
    const { selection, faqs } = load("?category=grants");
    expect(selection).toBe("grants");
    expect(faqs.map((faq) => faq.id)).toEqual(["programs", "rdIncentive", "australianEntity"]);
  });

  it("shows none for an unknown category", () => {
    expect(load("?category=pricing")).toEqual({ selection: "unknown", faqs: [] });
  });
});
