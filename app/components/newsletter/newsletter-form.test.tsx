import { createInstance } from "i18next";
import { renderToString } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { NewsletterForm } from "#app/components/newsletter/newsletter-form.tsx";
import type { FormAnswer } from "#app/domain/form/form-answer.ts";
import { baseOptions } from "#app/i18n/i18n.ts";
import forms from "#app/locales/en/forms.json";
import resources from "#app/locales/en/resources.json";

/** The newsletter form in English, as the page renders it on the server with the action's answer. */
function render(element: React.ReactElement) {
  const i18n = createInstance();
  i18n.use(initReactI18next).init({
    ...baseOptions,
    lng: "en",
    resources: { en: { forms, resources } },
    initAsync: false,
  });
  const router = createMemoryRouter([{ path: "/*", element }], { initialEntries: ["/resources"] });
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
}

/** What the /newsletter action answers when the database refused the signup. */
const saveFailed: FormAnswer = {
  result: { status: "error", error: { "": ["newsletterFailed"] } },
  sent: false,
};

describe("NewsletterForm", () => {
  it("words a failed signup the forms' way by default (footer, spec 000 §8)", () => {
    expect(render(<NewsletterForm answer={saveFailed} />)).toContain(
      "Subscription failed. Please try again later.",
    );
  });

  it("words it the resources page's way with that page's messages (spec 001 §8)", () => {
    const html = render(
      <NewsletterForm
        action="/resources#subscribe"
        intent="subscribe"
        answer={saveFailed}
        messagesNs="resources"
      />,
    );
    expect(html).toContain("There was an error subscribing. Please try again.");
    // Posted to the page, whose action names the source.
    expect(html).toContain('action="/resources#subscribe"');
    expect(html).toContain('name="intent" value="subscribe"');
    expect(html).not.toContain('name="source"');
  });
});
