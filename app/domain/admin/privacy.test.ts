import { describe, expect, it } from "vitest";
import {
  addressMentionPattern,
  countsOf,
  eraseSchema,
  isEmpty,
  lookupEmailOf,
} from "#app/domain/admin/privacy.ts";
import { NOTHING_HELD } from "#tests/support/nothing-held.ts";

describe("lookupEmailOf", () => {
  it("reads the address, trimmed and lower-cased", () => {
    expect(lookupEmailOf(new URLSearchParams("email=+Ana%40Example.COM+"))).toEqual({
      email: "ana@example.com",
      error: null,
    });
  });

  it("asks nothing without an address", () => {
    expect(lookupEmailOf(new URLSearchParams(""))).toEqual({ email: null, error: null });
    expect(lookupEmailOf(new URLSearchParams("email=++"))).toEqual({ email: null, error: null });
  });

  it("names what is wrong with an address", () => {
    expect(lookupEmailOf(new URLSearchParams("email=ana.example.com"))).toEqual({
      email: null,
      error: "emailInvalid",
    });
    expect(lookupEmailOf(new URLSearchParams(`email=${"a".repeat(260)}@example.com`)).error).toBe("tooLong");
  });
});

describe("eraseSchema", () => {
  it("accepts the address typed again, in any case", () => {
    const parsed = eraseSchema.safeParse({ email: "ana@example.com", confirmation: " ANA@example.com " });
    expect(parsed.success && parsed.data).toEqual({
      email: "ana@example.com",
      confirmation: "ana@example.com",
    });
  });

  it("refuses another or no confirmation, on the confirmation field", () => {
    const other = eraseSchema.safeParse({ email: "ana@example.com", confirmation: "bob@example.com" });
    expect(other.error?.issues).toMatchObject([{ path: ["confirmation"], message: "confirmationMismatch" }]);
    const none = eraseSchema.safeParse({ email: "ana@example.com", confirmation: "" });
    expect(none.error?.issues).toMatchObject([{ path: ["confirmation"], message: "confirmationRequired" }]);
  });

  it("refuses an address that is not one", () => {
    const parsed = eraseSchema.safeParse({ email: "nope", confirmation: "nope" });
    expect(parsed.error?.issues).toMatchObject([{ path: ["email"], message: "emailInvalid" }]);
  });
});

describe("countsOf and isEmpty", () => {
  it("count rows, the notes' number and the account as one", () => {
    const lead = { id: "l1", createdAt: new Date(), source: "contact", name: "Ana", company: "Acme" };
    const account = { id: "u1", role: "user", createdAt: new Date(), company: "Acme", sessions: 2 };
    const data = { ...NOTHING_HELD, leads: [lead, { ...lead, id: "l2" }], leadNotes: 3, account };
    expect(countsOf(data)).toMatchObject({ leads: 2, leadNotes: 3, account: 1, orders: 0 });
    expect(isEmpty(data)).toBe(false);
  });

  it("finds nothing in nothing", () => {
    expect(isEmpty(NOTHING_HELD)).toBe(true);
    expect(Object.values(countsOf(NOTHING_HELD))).toEqual(new Array(12).fill(0));
  });
});

describe("addressMentionPattern", () => {
  it("escapes what a regular expression would read as syntax, lower-cased", () => {
    expect(addressMentionPattern("A.B+c@Ex-ample.com")).toContain("a\\.b\\+c@ex\\-ample\\.com");
  });
});
