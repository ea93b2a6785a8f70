import { describe, expect, it } from "vitest";
import { CaseStudyArticle, CaseStudyBand, CaseStudyCards } from "#app/components/case-studies/case-study.tsx";
import enStudies from "#app/locales/en/case-studies.json";
import koStudies from "#app/locales/ko/case-studies.json";
import { serverMarkup } from "#tests/support/server-markup.tsx";

const RESOURCES = { en: { "case-studies": enStudies }, ko: { "case-studies": koStudies } };
const render = (element: React.ReactElement, path = "/") =>
  serverMarkup(element, { path, resources: RESOURCES });
/** The page's text: tags as spaces, the entities React writes decoded. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replaceAll("&#x27;", "'")
    .replaceAll("&amp;", "&")
    .replace(/\s+/g, " ");

describe("case studies on a page (decision 064)", () => {
  it("tell a story in full with its figures, written for the page's language, and say it is illustrative", () => {
    const html = textOf(render(<CaseStudyArticle story="govtechContract" />));
    expect(html).toContain(enStudies.items.govtechContract.title);
    expect(html).toContain("introduced its team to 5 departments");
    for (const [value, label] of [
      ["A$2.1M", "first government contract"],
      ["48 hours", "to turn around each bid health check"],
      ["5", "departments introduced"],
    ]) {
      expect(html).toContain(`${label} ${value}`);
    }
    expect(html).toContain(enStudies.illustrativeNote.one);

    const korean = textOf(render(<CaseStudyArticle story="paymentsLaunch" />, "/ko/solutions/market-entry"));
    expect(korean).toContain("30일");
    expect(korean).toContain("4개월");
    expect(korean).toContain(koStudies.illustrativeNote.one);
  });

  it("show the same story as a card, with the line for several stories once", () => {
    const html = textOf(render(<CaseStudyCards stories={["partnerChannel", "govtechContract"]} />));
    expect(html).toContain(enStudies.items.govtechContract.title);
    expect(html).toContain(enStudies.items.govtechContract.summary);
    expect(html).toContain("first government contract A$2.1M");
    expect(html.split(enStudies.illustrativeNote.several)).toHaveLength(2);
  });

  it("quote no one: no testimonial, no attribution", () => {
    const html = render(<CaseStudyCards stories={["paymentsLaunch", "govtechContract", "rdFunding"]} />);
    expect(html).not.toMatch(/<blockquote|<figcaption/);
  });

  it("show each story in a band by its headline figure, large, with the client as the record says and the way to it", () => {
    const markup = render(<CaseStudyBand stories={["paymentsLaunch", "govtechContract"]} />);
    const html = textOf(markup);
    expect(html.split(enStudies.illustrativeNote.several)).toHaveLength(2);
    for (const [story, figure, label] of [
      ["govtechContract", "A$2.1M", "first government contract"],
      ["paymentsLaunch", "300%", "revenue growth in the following year"],
    ] as const) {
      // The headline figure, in the band's large type, with its label.
      expect(markup).toMatch(
        new RegExp(`<dt[^>]*>${label}</dt><dd class="[^"]*text-5xl[^"]*">${figure.replace("$", "\\$")}</dd>`),
      );
      expect(html).toContain(enStudies.items[story].client);
      expect(html).toContain(enStudies.items[story].title);
    }
    // Its other results, small; the whole story on its solution page.
    expect(html).toContain("departments introduced 5");
    expect(markup).toContain('href="/solutions/govtech#case-study"');
    expect(markup).toContain('href="/solutions/market-entry#case-study"');
    expect(html).toContain(`${enStudies.caseStudy.readMore} : ${enStudies.items.govtechContract.title}`);

    const korean = render(<CaseStudyBand stories={["govtechContract"]} />, "/ko");
    expect(korean).toContain('href="/ko/solutions/govtech#case-study"');
    expect(textOf(korean)).toContain(koStudies.illustrativeNote.one);
  });
});
