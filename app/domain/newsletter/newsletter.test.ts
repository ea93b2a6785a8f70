import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { NewsletterSchema } from "#app/domain/newsletter/newsletter.ts";
import en from "#app/locales/en/forms.json";

const parse = (fields: Record<string, string>) => {
  const formData = new FormData();
  for (const [key, value] of Object.entries(fields)) formData.set(key, value);
  return parseWithZod(formData, { schema: NewsletterSchema });
};

describe("newsletter schema (spec 000 §5, §8)", () => {
  it("accepts an address, normalised, with its source label", () => {
    const submission = parse({ email: " Ana@Example.COM ", source: "footer" });
    expect(submission.status === "success" && submission.value).toEqual({
      email: "ana@example.com",
      source: "footer",
    });
  });

  it("defaults the source to 'website' (spec 001 §3)", () => {
    const submission = parse({ email: "ana@example.com" });
    expect(submission.status === "success" && submission.value.source).toBe("website");
  });

  it("requires a valid address", () => {
    const empty = parse({ email: "  " });
    expect(empty.status === "error" && empty.error?.email).toEqual(["emailRequired"]);
    const invalid = parse({ email: "ana@" });
    expect(invalid.status === "error" && invalid.error?.email).toEqual(["emailInvalid"]);
  });

  it("has the spec's failure texts", () => {
    expect(en.errors.newsletterIssue).toBe("There was an issue with your subscription. Please try again.");
    expect(en.errors.newsletterFailed).toBe("Subscription failed. Please try again later.");
  });
});
