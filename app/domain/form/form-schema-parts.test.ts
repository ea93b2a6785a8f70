import { describe, expect, it } from "vitest";
import { forgotPasswordSchema, loginSchema } from "#app/domain/account/account-forms.ts";
import { emailAddress as email } from "#app/domain/form/form-schema-parts.ts";
import { ContactFormSchema } from "#app/domain/leads/contact-form.ts";
import { LeadFormSchema } from "#app/domain/leads/lead-form.ts";
import { NewsletterSchema } from "#app/domain/newsletter/newsletter.ts";

const errorOf = (value: string) => email.safeParse(value).error?.issues[0]?.message;

describe("emailAddress", () => {
  it("is the e-mail field of every form but the lead form, public and account alike", () => {
    for (const schema of [ContactFormSchema, NewsletterSchema, loginSchema, forgotPasswordSchema]) {
      expect(schema.shape.email).toBe(email);
    }
  });

  it("reports a malformed address with the lead form's own wording there, and the same rules (decision 062)", () => {
    const lead = LeadFormSchema.shape.email;
    expect(lead.safeParse("ana@example").error?.issues[0]?.message).toBe("leadEmailInvalid");
    expect(email.safeParse("ana@example").error?.issues[0]?.message).toBe("emailInvalid");
    expect(lead.safeParse("").error?.issues[0]?.message).toBe("emailRequired");
    expect(lead.parse("  Ana@Example.COM ")).toBe("ana@example.com");
  });

  it.each([
    ["ana@example.com", "ana@example.com"],
    ["  Ana.Silva+news@Mail.Example.co.uk ", "ana.silva+news@mail.example.co.uk"],
    ["o'neil@example.ie", "o'neil@example.ie"],
    ["ana@例子.中国", "ana@例子.中国"],
  ])("accepts one plain address: %s", (value, expected) => {
    expect(email.parse(value)).toBe(expected);
  });

  it.each([
    "someone<attacker@evil.example>",
    "Someone <attacker@evil.example>",
    "victim,other@evil.example",
    "victim@example.com,other@evil.example",
    "victim@example.com;other@evil.example",
    '"victim"@evil.example',
    "victim(comment)@evil.example",
    "victim@example.com other@evil.example",
    "victim@[127.0.0.1]",
    "ana@example",
    "ana..silva@example.com",
    ".ana@example.com",
    "ana@-example.com",
  ])("refuses anything but one plain address: %s", (value) => {
    expect(errorOf(value)).toBe("emailInvalid");
  });
});
