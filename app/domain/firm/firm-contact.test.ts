import { describe, expect, it } from "vitest";
import { firmContact, normalisedAbn, PHONE_PATTERN, telHref } from "#app/domain/firm/firm-contact.ts";

describe("firmContact", () => {
  it("shows what is configured and leaves the rest out", () => {
    expect(
      firmContact({
        CONTACT_EMAIL: "hello@ausentry.com.au",
        FIRM_PHONE: "+61 2 8000 1234",
        FIRM_ADDRESS: "Level 5, 1 Example Street, Sydney NSW 2000",
        FIRM_ABN: "51 824 753 556",
      }),
    ).toEqual({
      email: "hello@ausentry.com.au",
      phone: "+61 2 8000 1234",
      address: "Level 5, 1 Example Street, Sydney NSW 2000",
      abn: "51 824 753 556",
    });
    expect(firmContact({ CONTACT_EMAIL: "hello@ausentry.com.au" })).toEqual({
      email: "hello@ausentry.com.au",
      phone: null,
      address: null,
      abn: null,
    });
  });

  it("leaves a placeholder contact address out (the development default)", () => {
    expect(firmContact({ CONTACT_EMAIL: "hello@ausentry.example" }).email).toBeNull();
  });
});

describe("normalisedAbn", () => {
  it("accepts an ABN whose check digits are right, however it is spaced, and writes it in groups", () => {
    expect(normalisedAbn("51824753556")).toBe("51 824 753 556");
    expect(normalisedAbn("51 824 753 556")).toBe("51 824 753 556");
    expect(normalisedAbn("53 004 085 616")).toBe("53 004 085 616");
  });

  it("refuses a mistyped ABN and anything that is not eleven digits", () => {
    expect(normalisedAbn("51 824 753 557")).toBeNull();
    expect(normalisedAbn("15 824 753 556")).toBeNull();
    expect(normalisedAbn("5182475355")).toBeNull();
    expect(normalisedAbn("518247535560")).toBeNull();
    expect(normalisedAbn("51-824-753-556")).toBeNull();
    expect(normalisedAbn("")).toBeNull();
  });
});

describe("phone numbers", () => {
  it("accepts numbers as people write them and refuses anything else", () => {
    for (const phone of ["+61 2 8000 1234", "(02) 8000 1234", "1300 123 456", "+61-2-8000-1234"]) {
      expect(phone).toMatch(PHONE_PATTERN);
    }
    for (const phone of [
      "call us",
      "123",
      "+61 2 8000 1234 ext. 5",
      "javascript:alert(1)",
      "02 8000 1234 ",
    ]) {
      expect(phone).not.toMatch(PHONE_PATTERN);
    }
  });

  it("links a number by its digits", () => {
    expect(telHref("+61 2 8000 1234")).toBe("tel:+61280001234");
    expect(telHref("(02) 8000 1234")).toBe("tel:0280001234");
  });
});
