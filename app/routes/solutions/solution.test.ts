import { describe, expect, it } from "vitest";
import type { Route } from "./+types/solution";
import { loader } from "./solution.tsx";

const args = (slug: string) =>
  ({
    params: { slug },
    request: new Request(`http://localhost/solutions/${slug}`),
  }) as unknown as Route.LoaderArgs;

describe("solution page loader", () => {
  it("gives a known solution and its three FAQs", () => {
    const { solution, faqs } = loader(args("partnerships"));
    expect(solution.slug).toBe("partnerships");
    expect(faqs.map((faq) => faq.category)).toEqual(["partnerships", "partnerships", "partnerships"]);
  });

  it.each(["unknown", "Market-Entry", "faq"])("answers 404 for /solutions/%s", (slug) => {
    let thrown: unknown;
    try {
      loader(args(slug));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({ init: { status: 404 } });
  });
});
