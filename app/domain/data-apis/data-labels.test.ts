import { describe, expect, it } from "vitest";
import { dataLabelKey } from "#app/domain/data-apis/data-labels.ts";

describe("dataLabelKey", () => {
  it.each([
    ["Market Entry", "marketEntry"],
    ["GovTech", "govtech"],
    ["Compliance", "compliance"],
    ["  Financial   services ", "financialServices"],
    ["R&D Grants", "rDGrants"],
  ])("makes %j the key %j", (value, key) => {
    expect(dataLabelKey(value)).toBe(key);
  });
});
