import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import {
  cardDigits,
  cardFormSchema,
  isExpired,
  parseExpiry,
  passesLuhn,
  TEST_CARDS,
} from "#app/domain/checkout/card-form.ts";
import en from "#app/locales/en/checkout.json";
import forms from "#app/locales/en/forms.json";

const NOW = new Date(2027, 4, 15); // 15 May 2027
const schema = cardFormSchema(() => NOW);
const valid = {
  email: "Buyer@Example.com",
  cardNumber: "4242 4242 4242 4242",
  expiry: "12/29",
  cvc: "123",
  nameOnCard: "Ana Silva",
};

function check(fields: Record<string, string>) {
  const formData = new FormData();
  for (const [key, value] of Object.entries(fields)) formData.set(key, value);
  return parseWithZod(formData, { schema });
}
const errorsOf = (fields: Record<string, string>) => {
  const submission = check(fields);
  return (submission.status === "error" && submission.error) || {};
};

describe("card form schema", () => {
  it("accepts a complete form, the number reduced to its digits and the address lower-cased", () => {
    const submission = check(valid);
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toEqual({
      ...valid,
      email: "buyer@example.com",
      cardNumber: "4242424242424242",
    });
  });

  it("accepts both test cards (declining is the provider's rule, not the form's)", () => {
    expect(errorsOf({ ...valid, cardNumber: TEST_CARDS.declined })).toEqual({});
    expect(errorsOf({ ...valid, cardNumber: "4242-4242-4242-4242" })).toEqual({});
  });

  it("names each missing field", () => {
    expect(errorsOf({})).toEqual({
      email: ["emailRequired"],
      cardNumber: ["cardNumberRequired"],
      expiry: ["expiryRequired"],
      cvc: ["cvcRequired"],
      nameOnCard: ["nameOnCardRequired"],
    });
    expect(errorsOf({ ...valid, nameOnCard: "   " })).toEqual({ nameOnCard: ["nameOnCardRequired"] });
  });

  it("refuses card numbers that are not one", () => {
    for (const cardNumber of [
      "4242 4242 4242 4241",
      "4242",
      "abcd efgh",
      "4".repeat(20),
      "42424242424242424242424242424242424242424",
    ]) {
      expect(errorsOf({ ...valid, cardNumber }), cardNumber).toEqual({ cardNumber: ["cardNumberInvalid"] });
    }
  });

  it("wants the expiry as MM/YY, this month or later", () => {
    expect(errorsOf({ ...valid, expiry: "05/27" })).toEqual({});
    expect(errorsOf({ ...valid, expiry: "5 / 27" })).toEqual({});
    expect(errorsOf({ ...valid, expiry: "04/27" })).toEqual({ expiry: ["expiryPast"] });
    expect(errorsOf({ ...valid, expiry: "12/26" })).toEqual({ expiry: ["expiryPast"] });
    for (const expiry of ["13/28", "00/28", "1228", "12/2028", "ab/cd"]) {
      expect(errorsOf({ ...valid, expiry }), expiry).toEqual({ expiry: ["expiryInvalid"] });
    }
  });

  it("wants a CVC of 3 or 4 digits", () => {
    expect(errorsOf({ ...valid, cvc: "1234" })).toEqual({});
    for (const cvc of ["12", "12345", "12a"])
      expect(errorsOf({ ...valid, cvc })).toEqual({ cvc: ["cvcInvalid"] });
  });

  it("refuses an over-long name and a bad address", () => {
    expect(errorsOf({ ...valid, nameOnCard: "x".repeat(101) })).toEqual({ nameOnCard: ["tooLong"] });
    expect(errorsOf({ ...valid, email: "not-an-address" })).toEqual({ email: ["emailInvalid"] });
  });

  it("has a message for every key it produces", () => {
    const keys = [
      "cardNumberRequired",
      "cardNumberInvalid",
      "expiryRequired",
      "expiryInvalid",
      "expiryPast",
      "cvcRequired",
      "cvcInvalid",
      "nameOnCardRequired",
    ];
    for (const key of keys) expect(en.errors, key).toHaveProperty(key);
    for (const key of ["emailRequired", "emailInvalid", "tooLong"]) expect(forms.errors).toHaveProperty(key);
  });
});

describe("card rules", () => {
  it("checks the Luhn sum", () => {
    expect(passesLuhn(cardDigits(TEST_CARDS.success))).toBe(true);
    expect(passesLuhn(cardDigits(TEST_CARDS.declined))).toBe(true);
    expect(passesLuhn("4242424242424241")).toBe(false);
    expect(passesLuhn("")).toBe(false);
  });

  it("reads an expiry and knows when it has passed", () => {
    expect(parseExpiry(" 07/31 ")).toEqual({ month: 7, year: 2031 });
    expect(parseExpiry("7/31")).toEqual({ month: 7, year: 2031 });
    expect(parseExpiry("07-31")).toBeNull();
    expect(isExpired({ month: 5, year: 2027 }, NOW)).toBe(false);
    expect(isExpired({ month: 4, year: 2027 }, NOW)).toBe(true);
    expect(isExpired({ month: 1, year: 2028 }, NOW)).toBe(false);
  });
});
