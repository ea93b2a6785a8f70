// @vitest-environment happy-dom
import type { ReactElement } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ContactForm } from "#app/components/leads/contact-form.tsx";
import { NewsletterForm } from "#app/components/newsletter/newsletter-form.tsx";
import { type GuideAnswer, GuideRequest } from "#app/components/resources/guide-request.tsx";
import type { FormAnswer } from "#app/domain/form/form-answer.ts";
import enCommon from "#app/locales/en/common.json";
import enForms from "#app/locales/en/forms.json";
import enResources from "#app/locales/en/resources.json";
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

/** A form of the resources page (a document page) as the server renders it, and the page script started. */
function loadResourcesForm(form: ReactElement) {
  document.body.innerHTML = serverMarkup(form, {
    path: "/resources",
    resources: { en: { forms: enForms, resources: enResources } },
  });
  startFormAnswers();
}

/** The resources page's newsletter box, with the page's answer. */
const resourcesNewsletter = (answer?: FormAnswer) => (
  <NewsletterForm
    action="/resources#subscribe"
    intent="subscribe"
    answer={answer}
    pendingText={enResources.resources.subscribeProcessing}
    messagesNs="resources"
  />
);

/** The visitor sends the form (the browser's submit event; whether it goes on: `false` when it was stopped). */
const submit = (form: HTMLFormElement) =>
  form.dispatchEvent(
    new SubmitEvent("submit", {
      bubbles: true,
      cancelable: true,
      submitter: form.querySelector<HTMLButtonElement>("button[type=submit]"),
    }),
  );
const theForm = () => document.querySelector("form")!;
const submitButton = () => theForm().querySelector<HTMLButtonElement>("button[type=submit]")!;

describe("a form being sent on a document page", () => {
  it("says so on its button, takes no more input, and ignores a second submit", () => {
    loadResourcesForm(resourcesNewsletter());
    field("email").value = "ana@acme.com.au";

    expect(submit(theForm())).toBe(true);

    expect(submitButton().textContent).toBe("Processing...");
    expect(submitButton().getAttribute("aria-disabled")).toBe("true");
    expect(field("email").readOnly).toBe(true);
    expect(field("email").getAttribute("aria-disabled")).toBe("true");
    // Read-only, not disabled: the address still goes with the post.
    expect(field("email").disabled).toBe(false);
    expect(new FormData(theForm()).get("email")).toBe("ana@acme.com.au");
    expect(new FormData(theForm()).get("intent")).toBe("subscribe");
    expect(submit(theForm())).toBe(false);
  });

  it("leaves the guide's choice open and says the guide form's own label", () => {
    loadResourcesForm(<GuideRequest selected={null} linkInvalid={false} />);
    submit(theForm());
    expect(submitButton().textContent).toBe(enResources.guideRequest.submitting);
    for (const name of ["name", "email", "company"]) expect(field(name).readOnly, name).toBe(true);
    for (const radio of document.querySelectorAll<HTMLInputElement>("input[type=radio]")) {
      expect(radio.readOnly || radio.hasAttribute("aria-disabled")).toBe(false);
    }
  });

  it("leaves alone a form whose submit the page answers itself (the consent banner's)", () => {
    loadResourcesForm(resourcesNewsletter());
    theForm().addEventListener("submit", (event) => event.preventDefault());
    submit(theForm());
    expect(submitButton().textContent).toBe("Subscribe");
    expect(field("email").readOnly).toBe(false);
  });

  it("is ready again when the visitor comes back to the page (back-forward cache)", () => {
    loadResourcesForm(resourcesNewsletter());
    submit(theForm());
    window.dispatchEvent(Object.assign(new Event("pageshow"), { persisted: true }));
    expect(submitButton().textContent).toBe("Subscribe");
    expect(submitButton().hasAttribute("aria-disabled")).toBe(false);
    expect(field("email").readOnly).toBe(false);
    expect(field("email").hasAttribute("aria-disabled")).toBe(false);
    expect(submit(theForm())).toBe(true);
  });
});

describe("the resources page's forms answered on a document page", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("thanks for a signup with the address emptied, reports it once, and clears the thank-you after 5 s", () => {
    loadResourcesForm(resourcesNewsletter({ sent: true, result: { status: "success", initialValue: null } }));
    const status = theForm().querySelector("[role=status]")!;
    expect(status.textContent).toBe(enForms.newsletter.success);
    expect(field("email").value).toBe("");
    expect(events()).toEqual([{ event: "newsletter_signup" }]);

    vi.advanceTimersByTime(4999);
    expect(status.textContent).toBe(enForms.newsletter.success);
    vi.advanceTimersByTime(1);
    expect(status.textContent).toBe("");
  });

  it("reports a guide request answered with its download", () => {
    const sent: GuideAnswer = {
      sent: true,
      result: { status: "success", initialValue: null },
      guide: "rd-grants-primer",
      download: "/resources/guides/rd-grants-primer.pdf?token=abc",
    };
    loadResourcesForm(<GuideRequest selected={null} linkInvalid={false} answer={sent} />);
    expect(events()).toEqual([{ event: "lead_submitted" }]);
  });

  it("keeps the guide sent when the answer has errors", () => {
    const refused: GuideAnswer = {
      sent: false,
      result: {
        status: "error",
        initialValue: { intent: "guide", guide: "rd-grants-primer", name: "", email: "ana@", company: "" },
        error: { name: ["nameRequired"] },
      },
    };
    loadResourcesForm(
      <GuideRequest selected="australia-tech-playbook" linkInvalid={false} answer={refused} />,
    );
    expect(document.querySelector<HTMLInputElement>("input[type=radio]:checked")?.value).toBe(
      "rd-grants-primer",
    );
    expect(field("email").value).toBe("ana@");
    expect(events()).toEqual([]);
  });
});
