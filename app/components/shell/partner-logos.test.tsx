import { describe, expect, it } from "vitest";
import { FooterPartners } from "#app/components/shell/partner-logos.tsx";
import enCommon from "#app/locales/en/common.json";
import { serverMarkup } from "#tests/support/server-markup.tsx";

/** The footer's partners under a root route whose loader data names `partnerNames`. */
const render = (partnerNames: string[]) =>
  serverMarkup(<FooterPartners />, { resources: { en: { common: enCommon } }, rootData: { partnerNames } });

describe("FooterPartners", () => {
  it("names each partner the root loader read, as text: no monogram standing in for a logo", () => {
    const html = render(["Banksia Data", "Waratah Cloud"]);
    expect(html).toContain(enCommon.footer.partnersHeading);
    expect(html).toMatch(/<li lang="en">Banksia Data<\/li><li lang="en">Waratah Cloud<\/li>/);
    expect(html).not.toMatch(/>BD<|>WC</);
  });

  it("leaves the section out when there are no names (only sample partners listed)", () => {
    expect(render([])).toBe("");
  });
});
