// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from "vitest";
import { ContactForm } from "#app/components/leads/contact-form.tsx";
import type { FormAnswer } from "#app/domain/form/form-answer.ts";
import enCommon from "#app/locales/en/common.json";
import enForms from "#app/locales/en/forms.json";
import { startFormAnswers } from "#app/page-script/form-answers.ts";
import { serverMarkup } from "#tests/support/server-markup.tsx";

const VALUES = { name: "Ana Silva", email: "ana@", company: "", service: "", message: "Hello" };

/** The contact page as the server renders it after a post, with the action's answer. */
function loadAnswer(answer: FormAnswer) {
  document.body.innerHTML = serverMarkup(
    <ContactForm contactEmail="team@ausentry.com.au" answer={answer} arrival="" />,
    { path: "/contact", resources: { en: { common: enCommon, forms: enForms } } },
  );
  startFormAnswers();
}

const field = (name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
const events = () => (window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? [];
const edit = (name: string, value: string) => {
  field(name).value = value;
  field(name).dispatchEvent(new Event("input", { bubbles: true }));
};

beforeEach(() => {
  (window as unknown as { dataLayer: unknown[] }).dataLayer = [];
});

describe("a form answered on a document page", () => {
  const errors: FormAnswer = {
    sent: false,
    result: {
      status: "error",
      initialValue: VALUES,
      error: { email: ["emailInvalid"], company: ["companyRequired"] },
    },
  };

  it("shows the server's errors until the visitor edits that field, then only that field's error goes", () => {
    loadAnswer(errors);
    const emailError = document.getElementById(`${field("email").id}-error`);
    expect(emailError?.textContent).toBe("Please enter a valid email address");
    expect(field("email").getAttribute("aria-invalid")).toBe("true");

    edit("email", "ana@acme.com.au");

    expect(document.getElementById(`${field("email").id}-error`)).toBeNull();
    expect(field("email").hasAttribute("aria-invalid")).toBe(false);
    expect(field("email").className).not.toContain("border-red-600");
    expect(field("email").getAttribute("aria-describedby") ?? "").not.toContain("-error");
    // The other field keeps its error.
    expect(field("company").getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(`${field("company").id}-error`)?.textContent).toBe(
      "Company name is required",
    );
  });

  it("reports nothing for an answer with errors", () => {
    loadAnswer(errors);
    expect(events()).toEqual([]);
  });

  it("reports the form's event once when the answer says it was sent", () => {
    loadAnswer({ sent: true, result: { status: "success", initialValue: {} } });
    expect(document.body.textContent).toContain(enForms.contact.success);
    expect(events()).toEqual([{ event: "lead_submitted", source: "contact" }]);
  });

  it("ignores a marker that names no event the site reports, or carries malformed parameters", () => {
    document.body.innerHTML = `<div data-sent-event="alert(1)"></div><div data-sent-event="newsletter_signup" data-sent-params="{oops"></div>`;
    startFormAnswers();
    expect(events()).toEqual([{ event: "newsletter_signup" }]);
  });
});
