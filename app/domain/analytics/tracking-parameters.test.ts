import { describe, expect, it } from "vitest";
import { isTrackingParameter, withoutTrackingParameters } from "#app/domain/analytics/tracking-parameters.ts";

describe("tracking parameters", () => {
  it("are the campaign and click identifiers, nothing a page reads", () => {
    for (const name of ["utm_source", "utm_campaign", "utm_x", "gclid", "fbclid", "msclkid"])
      expect(isTrackingParameter(name)).toBe(true);
    for (const name of ["page", "q", "category", "xutm_source", "gclid2"])
      expect(isTrackingParameter(name)).toBe(false);
  });

  it("are dropped from a query, which keeps every other parameter in order", () => {
    expect(withoutTrackingParameters("?utm_source=x&page=2&gclid=1&q=a")).toBe("?page=2&q=a");
    expect(withoutTrackingParameters("?utm_source=x")).toBe("");
    expect(withoutTrackingParameters("")).toBe("");
  });
});
