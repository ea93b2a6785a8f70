import { describe, expect, it } from "vitest";
import { ContactForm } from "#app/components/leads/contact-form.tsx";
import { LeadForm } from "#app/components/leads/lead-form.tsx";
import type { FormAnswer } from "#app/domain/form/form-answer.ts";
import enCommon from "#app/locales/en/common.json";
import enForms from "#app/locales/en/forms.json";
import koCommon from "#app/locales/ko/common.json";
import koForms from "#app/locales/ko/forms.json";
import { serverMarkup } from "#tests/support/server-markup.tsx";

const RESOURCES = { en: { common: enCommon, forms: enForms }, ko: { common: koCommon, forms: koForms } };

/** What the action answers when it could not keep the submission (`form.fail(code, 500)`). */
const failed = (code: string): FormAnswer => ({
  sent: false,
  result: { status: "error", initialValue: {}, error: { "": [code] } },
});

const contactForm = (contactEmail: string | null, path = "/contact") =>
  serverMarkup(<ContactForm contactEmail={contactEmail} answer={failed("contactFailed")} arrival="" />, {
    path,
    resources: RESOURCES,
  });

const leadForm = (contactEmail: string | null) =>
  serverMarkup(<LeadForm page="/" contactEmail={contactEmail} answer={failed("leadFailed")} />, {
    path: "/assessment",
    resources: RESOURCES,
  });

describe("a failure message and the contact address (decision 064)", () => {
  it("offers the configured address", () => {
    expect(contactForm("team@ausentry.com.au")).toContain(
      "Failed to send message. Please try again or email us directly at team@ausentry.com.au",
    );
    expect(leadForm("team@ausentry.com.au")).toContain(
      "We could not save your request. Please try again or email us directly at team@ausentry.com.au",
    );
  });

  it("says the same without an address when the deployment has none to show", () => {
    for (const html of [contactForm(null), leadForm(null)]) {
      expect(html).toContain("Please try again in a few minutes.");
      expect(html).not.toMatch(/email us directly|\{\{email\}\}/);
    }
    expect(contactForm(null, "/ko/contact")).toContain(koForms.errors.contactFailed_unlisted);
  });
});
