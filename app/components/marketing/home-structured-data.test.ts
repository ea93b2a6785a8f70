import { describe, expect, it } from "vitest";
import { homeStructuredData } from "#app/components/marketing/home-structured-data.ts";

const build = (lang: "en" | "ar") =>
  homeStructuredData({
    siteUrl: "https://example.com",
    lang,
    name: "AusEntry Partners",
    description: "Market entry for technology companies.",
    email: "hello@example.com",
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
});
