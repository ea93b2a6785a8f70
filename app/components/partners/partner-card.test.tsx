import { describe, expect, it } from "vitest";
import { PartnerCard } from "#app/components/partners/partner-card.tsx";
import { PartnerNames } from "#app/components/partners/partner-names.tsx";
import type { ListedPartner } from "#app/domain/partners/partner-directory.ts";
import enPartners from "#app/locales/en/partners.json";
import { serverMarkup } from "#tests/support/server-markup.tsx";

const PARTNER: ListedPartner = {
  id: "waratah-cloud",
  name: "Waratah Cloud",
  description: "Sovereign cloud hosting for agencies.",
  category: "integrator",
  industry: "Government",
  specialty: "Sovereign cloud",
  website: "https://www.waratah-cloud.com.au/",
  partnershipLevel: "Gold",
  isFeatured: false,
  isSample: false,
  imageId: null,
};

const render = (element: React.ReactElement) =>
  serverMarkup(element, { path: "/partners", resources: { en: { partners: enPartners } } });
const card = (overrides: Partial<ListedPartner>) =>
  render(<PartnerCard partner={{ ...PARTNER, ...overrides }} />);

describe("a partner on the page (decision 064)", () => {
  it("links a real website", () => {
    const html = card({});
    expect(html).toContain('href="https://www.waratah-cloud.com.au/"');
    expect(html).toContain(enPartners.partnerCard.website);
  });

  it.each([
    "https://example.com/waratah",
    "http://localhost:3000/",
    "https://partners.example.org",
    "https://waratah.example",
    null,
  ])("offers no website link for %s", (website) => {
    const html = card({ website });
    expect(html).not.toContain("<a ");
    expect(html).not.toContain(enPartners.partnerCard.website);
  });

  it("marks one of the seed's fictional firms as a sample, and only those", () => {
    expect(card({ isSample: true })).toContain(enPartners.partnerCard.sample);
    expect(card({})).not.toContain(enPartners.partnerCard.sample);
  });

  it("lists partners by name, the samples marked and the mark explained once", () => {
    const html = render(
      <PartnerNames
        partners={[
          { name: "Coral Sea Cyber", isSample: true },
          { name: "Waratah Cloud", isSample: false },
        ]}
      />,
    );
    expect(html.split(enPartners.partnerCard.sample)).toHaveLength(3); // once per sample, once in the note
    expect(html).toContain("are fictional and show how the directory works");
    expect(render(<PartnerNames partners={[{ name: "Waratah Cloud", isSample: false }]} />)).not.toContain(
      "fictional",
    );
  });
});
