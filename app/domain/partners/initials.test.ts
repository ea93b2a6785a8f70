import { describe, expect, it } from "vitest";
import { initials } from "#app/domain/partners/initials.ts";

describe("initials", () => {
  it("takes the first letters of the first two words", () => {
    expect(initials("Northbridge Systems Integration")).toBe("NS");
    expect(initials("Sarah Mitchell")).toBe("SM");
  });

  it("copes with one word, extra spaces and lower case", () => {
    expect(initials("Kestrel")).toBe("K");
    expect(initials("  omar   haddad ")).toBe("OH");
  });
});
