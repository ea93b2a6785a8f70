import { describe, expect, it } from "vitest";
import { hasUtm, utmFromSearch } from "#app/domain/analytics/attribution.ts";

describe("UTM attribution", () => {
  it("reads the five UTM parameters and ignores the rest", () => {
    const utm = utmFromSearch(
      new URLSearchParams(
        "utm_source=linkedin&utm_medium=social&utm_campaign=q3&utm_term=govtech&utm_content=a&x=1",
      ),
    );
    expect(utm).toEqual({
      utm_source: "linkedin",
      utm_medium: "social",
      utm_campaign: "q3",
      utm_term: "govtech",
      utm_content: "a",
    });
    expect(hasUtm(utm)).toBe(true);
  });

  it("drops blank and absurdly long values", () => {
    const utm = utmFromSearch(new URLSearchParams(`utm_source=%20&utm_medium=${"m".repeat(201)}`));
    expect(utm).toEqual({});
    expect(hasUtm(utm)).toBe(false);
  });
});
