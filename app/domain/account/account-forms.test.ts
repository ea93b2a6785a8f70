import { describe, expect, it } from "vitest";
import {
  deleteAccountSchema,
  loginSchema,
  registerSchema,
  totpCodeSchema,
} from "#app/domain/account/account-forms.ts";

/** Error keys by field path ("" for the form). */
function errors(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const byField: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path.join(".");
    byField[field] = [...(byField[field] ?? []), issue.message];
  }
  return byField;
}

describe("registerSchema (spec 001 §5 Registration)", () => {
  const valid = {
    email: " Ana@Example.com ",
    company: "Acme",
    password: "secret",
    confirmPassword: "secret",
  };

  it("accepts a complete registration and normalises the address", () => {
    expect(registerSchema.parse(valid)).toMatchObject({ email: "ana@example.com", company: "Acme" });
  });

  it("requires every field", () => {
    expect(errors(registerSchema.safeParse({}))).toEqual({
      email: ["emailRequired"],
      company: ["companyRequired"],
      password: ["passwordRequired"],
      confirmPassword: ["confirmPasswordRequired"],
    });
  });

  it("says 'Passwords do not match' and 'at least 6 characters', together with other messages", () => {
    const result = registerSchema.safeParse({
      ...valid,
      company: "",
      password: "12345",
      confirmPassword: "1234",
    });
    expect(errors(result)).toEqual({
      company: ["companyRequired"],
      password: ["passwordTooShort"],
      confirmPassword: ["passwordsMismatch"],
    });
  });

  it("accepts exactly 6 characters", () => {
    expect(
      registerSchema.safeParse({ ...valid, password: "123456", confirmPassword: "123456" }).success,
    ).toBe(true);
  });
});

describe("the other account forms", () => {
  it("login needs an email and a password, nothing more", () => {
    expect(errors(loginSchema.safeParse({ email: "", password: "" }))).toEqual({
      email: ["emailRequired"],
      password: ["passwordRequired"],
    });
  });

  it("deleting needs the ticked confirmation", () => {
    expect(errors(deleteAccountSchema.safeParse({ password: "x" }))).toEqual({
      confirm: ["confirmDeleteRequired"],
    });
    expect(deleteAccountSchema.safeParse({ password: "x", confirm: "on" }).success).toBe(true);
  });

  it("a TOTP code is 6 digits; spaces are ignored", () => {
    expect(totpCodeSchema.parse({ code: "123 456" })).toEqual({ code: "123456" });
    expect(errors(totpCodeSchema.safeParse({ code: "12a456" }))).toEqual({ code: ["codeInvalid"] });
  });
});
