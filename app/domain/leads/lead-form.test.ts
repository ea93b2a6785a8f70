import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { FIELD_LIMITS } from "#app/domain/form/form-fields.ts";
import { LeadFormSchema } from "#app/domain/leads/lead-form.ts";
import en from "#app/locales/en/forms.json";

const parse = (fields: Record<string, string>) => {
  const formData = new FormData();
  for (const [key, value] of Object.entries(fields)) formData.set(key, value);
  return parseWithZod(formData, { schema: LeadFormSchema });
};
const errorsOf = (fields: Record<string, string>) => {
  const submission = parse(fields);
  return (submission.status === "error" && submission.error) || {};
};
const valid = { name: "Ana Silva", email: "ana@example.com", company: "Acme Pty Ltd" };

describe("lead form schema (spec 000 §5)", () => {
  it("accepts a complete form, trimming and defaulting the source", () => {
    const submission = parse({ ...valid, name: "  Ana Silva ", email: " Ana@Example.com " });
    expect(submission.status).toBe("success");
    if (submission.status === "success") {
      expect(submission.value).toEqual({
        name: "Ana Silva",
        email: "ana@example.com",
        company: "Acme Pty Ltd",
        source: "lead_form",
        page: undefined,
      });
    }
  });

  it("requires a name after trimming: 'Name is required'", () => {
    expect(errorsOf({ ...valid, name: "" }).name).toEqual(["nameRequired"]);
    expect(errorsOf({ ...valid, name: "   " }).name).toEqual(["nameRequired"]);
    expect(en.errors.nameRequired).toBe("Name is required");
  });

  it("requires an email: 'Email is required', and a valid one: 'Email is invalid'", () => {
    expect(errorsOf({ ...valid, email: "" }).email).toEqual(["emailRequired"]);
    expect(errorsOf({ ...valid, email: "ana@example" }).email).toEqual(["leadEmailInvalid"]);
    expect(errorsOf({ ...valid, email: "ana @example.com" }).email).toEqual(["leadEmailInvalid"]);
    expect(en.errors.emailRequired).toBe("Email is required");
    expect(en.errors.leadEmailInvalid).toBe("Email is invalid");
  });

  it("requires a company: 'Company name is required'", () => {
    expect(errorsOf({ ...valid, company: " " }).company).toEqual(["companyRequired"]);
    expect(en.errors.companyRequired).toBe("Company name is required");
  });

  it("confirms with the spec's text, less its year: the offer is evergreen (decision 065)", () => {
    expect(en.leadForm.success).toBe("Thanks! Your Bid Forecast has been sent to your email.");
  });

  it("rejects over-long fields instead of truncating them", () => {
    const errors = errorsOf({
      name: "n".repeat(FIELD_LIMITS.name + 1),
      email: `${"e".repeat(FIELD_LIMITS.email)}@example.com`,
      company: "c".repeat(FIELD_LIMITS.company + 1),
    });
    expect(errors).toMatchObject({ name: ["tooLong"], email: ["tooLong"], company: ["tooLong"] });
    expect(errorsOf({ ...valid, name: "n".repeat(FIELD_LIMITS.name) }).name).toBeUndefined();
  });

  it("keeps a caller's source label and falls back on a malformed one", () => {
    const labelled = parse({ ...valid, source: "exit_intent", page: "/pricing" });
    expect(labelled.status === "success" && labelled.value).toMatchObject({
      source: "exit_intent",
      page: "/pricing",
    });
    const tampered = parse({ ...valid, source: "<script>", page: "javascript:alert(1)" });
    expect(tampered.status === "success" && tampered.value).toMatchObject({
      source: "lead_form",
      page: undefined,
    });
  });
});
