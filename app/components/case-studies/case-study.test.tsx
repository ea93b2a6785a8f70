import { describe, expect, it } from "vitest";
import { CaseStudyArticle, CaseStudyCards } from "#app/components/case-studies/case-study.tsx";
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
});
