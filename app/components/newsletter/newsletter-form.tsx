import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { trackSent } from "#app/components/analytics/analytics-hooks.ts";
import { FormError, FormSuccess } from "#app/components/form/form-controls.tsx";
import { Honeypot } from "#app/components/form/honeypot.tsx";
import { useForm } from "#app/components/form/use-form.ts";
import { useValidator } from "#app/components/form/use-validator.ts";
import { useLocalizedHref } from "#app/components/language.tsx";
import { EmailBoxInput, THANK_YOU_MS, useThankYou } from "#app/components/leads/email-box.tsx";
import { SubmitButton } from "#app/components/ui/button.tsx";
import type { SentEvent } from "#app/domain/analytics/analytics.ts";
import type { FormAnswer } from "#app/domain/form/form-answer.ts";
import { DEFAULT_NEWSLETTER_SOURCE, FIELD_LIMITS } from "#app/domain/form/form-fields.ts";
import type { Namespace } from "#app/i18n/i18n.ts";

/** What a sent signup reports. */
const SENT: SentEvent = { event: "newsletter_signup" };

/**
 * The newsletter signup (footer, resources and plan pages): an empty or blank submit is ignored; while sending,
 * input and button are disabled and the button shows dots; the thank-you shows for 5 seconds. On a document page
 * the page script does the sending state and the 5 seconds (page-script/form-answers.ts).
 */
export function NewsletterForm({
  source = DEFAULT_NEWSLETTER_SOURCE,
  action = "/newsletter",
  intent,
  answer,
  tone = "light",
  pendingText,
  messagesNs,
}: {
  source?: string;
  /** The site path whose action receives the form: /newsletter, or the page's own (the resources page's). */
  action?: string;
  /** Sent as `intent` where the page's own action tells its forms apart; that action names the source itself. */
  intent?: string;
  /** The receiving action's answer when the page shows it (after a post without JavaScript, or on its page). */
  answer?: FormAnswer;
  /** `dark` on the footer's dark background. */
  tone?: "light" | "dark";
  /** Said on the button while sending (the resources page: 'Processing...'); dots otherwise. */
  pendingText?: string;
  /** A namespace whose `errors.*` word this form's failures (the resources page's own), before `forms`. */
  messagesNs?: Namespace;
}) {
  const { t } = useTranslation("forms");
  const href = useLocalizedHref();
  const { thanked, onAnswer } = useThankYou(answer);
  const { formProps, fields, errorOf, formError, hasFieldErrors, pending } = useForm({
    validator: useValidator("newsletter"),
    action: href(action),
    fetcher: true,
    ns: messagesNs,
    answer,
    onAnswer: trackSent(SENT.event, onAnswer),
  });

  const ignoreBlank = (event: FormEvent<HTMLFormElement>) => {
    const email = new FormData(event.currentTarget).get("email");
    if (typeof email === "string" && email.trim() === "") {
      event.preventDefault();
      return;
    }
    formProps.onSubmit(event);
  };

  const emailError = errorOf(fields.email, FIELD_LIMITS.email);
  const dark = tone === "dark";
  return (
    <Form {...formProps} onSubmit={ignoreBlank} className="max-w-md" data-testid="newsletter-form">
      <Honeypot />
      {intent ? (
        <input type="hidden" name="intent" value={intent} />
      ) : (
        <input type="hidden" name="source" value={source} />
      )}
      <div className="flex gap-2">
        <label htmlFor={fields.email.id} className="sr-only">
          {t("newsletter.label")}
        </label>
        <EmailBoxInput
          field={fields.email}
          error={emailError}
          placeholder={t("newsletter.placeholder")}
          pending={pending}
          dark={dark}
        />
        <SubmitButton
          className="min-w-24"
          pending={pending}
          pendingLabel={
            pendingText ?? (
              <>
                <span aria-hidden>...</span>
                <span className="sr-only">{t("newsletter.submitting")}</span>
              </>
            )
          }
        >
          {t("newsletter.submit")}
        </SubmitButton>
      </div>
      <div className={`mt-2 space-y-2 text-sm ${dark ? "[&_[role=alert]]:bg-red-950/40" : ""}`}>
        {emailError && (
          <p id={`${fields.email.id}-error`} className={dark ? "text-red-300" : "text-red-700"}>
            {emailError}
          </p>
        )}
        {formError ? (
          <FormError>{formError}</FormError>
        ) : (
          hasFieldErrors && !emailError && <FormError>{t("errors.newsletterIssue")}</FormError>
        )}
        <FormSuccess sentEvent={SENT} clearAfterMs={THANK_YOU_MS}>
          {thanked && t("newsletter.success")}
        </FormSuccess>
      </div>
    </Form>
  );
}
