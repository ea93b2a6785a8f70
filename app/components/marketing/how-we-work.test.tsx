import { describe, expect, it } from "vitest";
import { HowWeWork } from "#app/components/marketing/how-we-work.tsx";
import enMarketing from "#app/locales/en/marketing.json";
import enSolutions from "#app/locales/en/solutions.json";
import { serverMarkup } from "#tests/support/server-markup.tsx";

const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replaceAll("&amp;", "&")
    .replace(/\s+/g, " ");

describe("how we work (home, /about)", () => {
  it("is a dark band telling market entry's steps and timings as its own page does, with the way there", () => {
    const html = serverMarkup(<HowWeWork />, {
      resources: { en: { marketing: enMarketing, solutions: enSolutions } },
    });
    expect(html).toMatch(/<section id="how-we-work" [^>]*class="[^"]*bg-brand-900/);
    const text = textOf(html);
    expect(text).toContain(enMarketing.howWeWork.title);
    // Market entry's own introduction, its figure filled in: no claim of the band's own.
    expect(text).toContain(
      "Four steps take you from a first conversation to a company that is ready to trade, in 30 days.",
    );
    const steps = enSolutions.items.marketEntry.steps;
    expect([...html.matchAll(/<h3[^>]*>([^<]+)<\/h3>/g)].map((match) => match[1])).toEqual([
      steps.assess.title,
      steps.establish.title,
      steps.plan.title,
      steps.launch.title,
    ]);
    expect(text).toContain("Days 1–");
    expect(html).toMatch(/href="\/solutions\/market-entry"[^>]*>Explore market entry<\/a>/);
  });
});
