import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FAQ_CATEGORIES, FAQS, faqSelection, faqsIn } from "#app/content/faqs.ts";
import { solutionOf } from "#app/content/solutions.ts";
import { LANGUAGE_CODES } from "#app/domain/languages.ts";

const locale = (lng: string) =>
  JSON.parse(
    readFileSync(path.join(import.meta.dirname, "..", "locales", lng, "faq.json"), "utf8"),
  ) as Record<string, unknown>;

/** The text at a dotted key, its placeholders filled from `values`; fails on a missing key or an unknown placeholder. */
function text(lng: string, key: string, values: Readonly<Record<string, number>> = {}): string {
  const found = key
    .split(".")
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], locale(lng));
  if (typeof found !== "string") throw new Error(`${lng}/faq.json has no text at ${key}`);
  return found.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => {
    if (!(name in values)) throw new Error(`${lng} ${key}: no value for {{${name}}}`);
    return String(values[name]);
  });
}

const answer = (id: string) => {
  const faq = FAQS.find((item) => item.id === id)!;
  return text("en", faq.answer, faq.values);
};

describe("FAQ catalogue", () => {
  it("has fifteen questions with distinct ids, three per category", () => {
    expect(FAQS).toHaveLength(15);
    expect(new Set(FAQS.map((faq) => faq.id)).size).toBe(15);
    for (const category of FAQ_CATEGORIES) {
      expect(
        FAQS.filter((faq) => faq.category === category),
        category,
      ).toHaveLength(3);
    }
    expect(FAQ_CATEGORIES).toEqual(["market-entry", "govtech", "partnerships", "compliance", "grants"]);
  });

  it("answers with the figures of its category's solution", () => {
    for (const faq of FAQS) expect(faq.values).toBe(solutionOf(faq.category).facts);
  });
});

describe("FAQ category filter", () => {
  it("selects everything without a category or with 'all'", () => {
    expect(faqSelection(null)).toBe("all");
    expect(faqSelection("")).toBe("all");
    expect(faqSelection("all")).toBe("all");
    expect(faqsIn("all")).toEqual(FAQS);
  });

  it("selects one category's three questions, in catalogue order", () => {
    expect(faqSelection("govtech")).toBe("govtech");
    expect(faqsIn("govtech").map((faq) => faq.id)).toEqual(["shortlisting", "bidHealthCheck", "departments"]);
    for (const category of FAQ_CATEGORIES) {
      expect(faqsIn(category).every((faq) => faq.category === category)).toBe(true);
    }
  });

  it("selects nothing for a category it does not know (the page says so)", () => {
    for (const value of ["pricing", "GovTech", "market_entry", " grants"]) {
      expect(faqSelection(value), value).toBe("unknown");
    }
    expect(faqsIn("unknown")).toEqual([]);
  });
});

describe("FAQ texts", () => {
  it.each(LANGUAGE_CODES)(
    "exist for every question, answer and category, with known placeholders, in %s",
    (lng) => {
      for (const faq of FAQS) {
        expect(text(lng, faq.question)).not.toBe("");
        expect(text(lng, faq.answer, faq.values)).not.toBe("");
      }
      for (const category of ["all", ...FAQ_CATEGORIES.map((c) => solutionOf(c).key)]) {
        expect(text(lng, `categories.${category}`)).not.toBe("");
      }
      expect(text(lng, "faq.empty")).not.toBe("");
    },
  );

  it.each(LANGUAGE_CODES)("describe the page in 50-160 characters in %s", (lng) => {
    const description = text(lng, "faq.meta.description");
    expect(description.length, description).toBeGreaterThanOrEqual(50);
    expect(description.length, description).toBeLessThanOrEqual(160);
  });

  it("state the spec's FAQ claims (spec 001 §9)", () => {
    expect(answer("abnTimeline")).toContain("ABN) within 3-5 business days");
    expect(answer("shortlisting")).toMatch(/65%.*about 20%/);
    expect(answer("partnerCheck")).toContain("7-point partner check");
    expect(answer("partnerCount")).toMatch(/starting with 3-5 .*scale to 10-15 partners/);
    expect(answer("rdIncentive")).toMatch(/A\$20M.*43\.5%.*38\.5%/);
    expect(text("en", "faq.empty")).toBe("No FAQs found in this category.");
  });
});
