import { describe, expect, it } from "vitest";
import { SuccessStories } from "#app/components/marketing/success-stories.tsx";
import { PartnerStories } from "#app/components/partners/partner-program.tsx";
import enCaseStudies from "#app/locales/en/case-studies.json";
import enCommon from "#app/locales/en/common.json";
import enMarketing from "#app/locales/en/marketing.json";
import enPartners from "#app/locales/en/partners.json";
import { serverMarkup } from "#tests/support/server-markup.tsx";

const resources = {
  en: { common: enCommon, marketing: enMarketing, partners: enPartners, "case-studies": enCaseStudies },
};

/** A section as the page renders it, with the root loader saying whether sample content is shown. */
const render = (element: React.ReactElement, sampleContent: boolean) =>
  serverMarkup(element, { resources, rootData: { sampleContent } });

// The case studies are illustrative: shown with the rest of the sample content, gone once staff removed it or
// where the deployment takes none (decision 080).
describe("the illustrative case studies", () => {
  it("tell the home page's stories while sample content is shown, and leave the section out after", () => {
    expect(render(<SuccessStories />, true)).toContain(enMarketing.home.stories.title);
    expect(render(<SuccessStories />, false)).toBe("");
  });

  it("tell the partner stories while sample content is shown, and leave the section out after", () => {
    expect(render(<PartnerStories />, true)).toContain(enPartners.partners.stories.title);
    expect(render(<PartnerStories />, false)).toBe("");
  });
});
