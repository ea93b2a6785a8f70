import { describe, expect, it } from "vitest";
import { homeStructuredData } from "#app/components/marketing/home-structured-data.ts";
import type { FirmContact } from "#app/domain/firm/firm-contact.ts";

const CONTACT = { email: "hello@ausentry.com.au", phone: "+61 2 8000 1234", address: null, abn: null };

const build = (lang: "en" | "ar", contact: FirmContact = CONTACT) =>
  homeStructuredData({
    siteUrl: "https://example.com",
    lang,
    name: "AusEntry Partners",
    description: "Market entry for technology companies.",
    contact,
  });

describe("home structured data", () => {
  it("describes the Organization, the LocalBusiness and the WebSite", () => {
    expect(build("en").map((item) => item["@type"])).toEqual(["Organization", "LocalBusiness", "WebSite"]);
  });

  it("gives the office's business hours: Monday to Friday, 09:00 to 17:00", () => {
    const office = build("en")[1] as { openingHoursSpecification: unknown };
    expect(office.openingHoursSpecification).toEqual({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
      opens: "09:00",
      closes: "17:00",
    });
  });

  it("points at the page's language and links everything to one organization", () => {
    const [organization, office, website] = build("ar") as Record<string, unknown>[];
    expect(organization!.url).toBe("https://example.com/ar");
    expect(website!.inLanguage).toBe("ar");
    expect(office!.parentOrganization).toEqual({ "@id": organization!["@id"] });
    expect(website!.publisher).toEqual({ "@id": organization!["@id"] });
  });

  it("gives the configured e-mail and phone, and leaves out what is not configured", () => {
    const [organization, office] = build("en") as Record<string, unknown>[];
    expect(organization).toMatchObject({ email: "hello@ausentry.com.au", telephone: "+61 2 8000 1234" });
    expect(organization!.contactPoint).toMatchObject({ email: "hello@ausentry.com.au" });
    expect(office).toMatchObject({ email: "hello@ausentry.com.au", telephone: "+61 2 8000 1234" });

    const none = JSON.parse(
      JSON.stringify(build("en", { email: null, phone: null, address: null, abn: null })),
    );
    expect(JSON.stringify(none)).not.toMatch(/email|telephone|contactPoint/);
  });

  it("gives the office's address only as configured: no city of its own", () => {
    const unset = JSON.stringify(build("en"));
    expect(unset).not.toMatch(/"address"|Sydney|NSW/);

    const address = "Level 5, 1 Martin Place, Sydney NSW 2000";
    const office = build("en", { ...CONTACT, address })[1] as Record<string, unknown>;
    expect(office.address).toBe(address);
  });
});
