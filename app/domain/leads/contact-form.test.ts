import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { CONTACT_SERVICES, FIELD_LIMITS } from "#app/domain/form/form-fields.ts";
import { ContactFormSchema } from "#app/domain/leads/contact-form.ts";
import en from "#app/locales/en/forms.json";

const errorsOf = (fields: Record<string, string>) => {
  const formData = new FormData();
  for (const [key, value] of Object.entries(fields)) formData.set(key, value);
  const submission = parseWithZod(formData, { schema: ContactFormSchema });
  return (submission.status === "error" && submission.error) || {};
};
const valid = {
  name: "Ana Silva",
  email: "ana@example.com",
  company: "Acme",
  service: "govtech",
  message: "We would like to bid on state tenders.",
};

describe("contact form schema (spec 000 §5, 001 §5)", () => {
  it("accepts a complete form", () => {
    expect(errorsOf(valid)).toEqual({});
  });

  it("offers the spec's seven services, with their labels", () => {
    expect(CONTACT_SERVICES).toEqual([
      "entry-kit",
      "retainer",
      "market-entry",
      "govtech",
      "partnerships",
      "compliance",
      "other",
    ]);
    expect(en.contact.services["entry-kit"]).toBe("Entry Kit (A$5K)");
    expect(en.contact.services.retainer).toBe("Retainer (A$15K/month)");
  });

  it("reports each missing field with its message", () => {
    expect(errorsOf({})).toEqual({
      name: ["nameRequired"],
      email: ["emailRequired"],
      company: ["companyRequired"],
      service: ["serviceRequired"],
      message: ["messageRequired"],
    });
    expect(en.errors.serviceRequired).toBe("Please select a service");
  });

  it("says 'Please enter a valid email address' for a malformed address", () => {
    expect(errorsOf({ ...valid, email: "ana.example.com" }).email).toEqual(["emailInvalid"]);
    expect(en.errors.emailInvalid).toBe("Please enter a valid email address");
  });

  it("needs at least 10 characters of message after trimming", () => {
    expect(errorsOf({ ...valid, message: "   too short      " }).message).toEqual(["messageTooShort"]);
    expect(errorsOf({ ...valid, message: "0123456789" }).message).toBeUndefined();
    expect(en.errors.messageTooShort).toBe("Message must be at least 10 characters long");
  });

  it("refuses an unknown service value", () => {
    expect(errorsOf({ ...valid, service: "free-lunch" }).service).toEqual(["serviceRequired"]);
  });

  it("rejects an over-long message instead of truncating it", () => {
    expect(errorsOf({ ...valid, message: "m".repeat(FIELD_LIMITS.message + 1) }).message).toEqual([
      "tooLong",
    ]);
  });

  it("has the spec's summary, success and failure texts", () => {
    expect(en.errors.fixErrors).toBe("Please fix the errors above and try again.");
    expect(en.contact.success).toBe("Message sent successfully! We will contact you within 24 hours.");
    expect(en.errors.contactFailed).toBe(
      "Failed to send message. Please try again or email us directly at {{email}}",
    );
  });
});
