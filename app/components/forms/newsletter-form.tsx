import { getInputProps } from "@conform-to/react";
import { type FormEvent, useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { Honeypot } from "#app/components/forms/honeypot.tsx";
import { useValidator } from "#app/components/forms/use-validator.ts";
import { useLocalizedHref } from "#app/components/language.tsx";
import { SubmitButton } from "#app/components/ui/button.tsx";
import { FormError, FormSuccess } from "#app/components/ui/form-controls.tsx";
import { useForm } from "#app/components/ui/use-form.ts";
import type { FormAnswer } from "#app/domain/form-answer.ts";
import { DEFAULT_NEWSLETTER_SOURCE, FIELD_LIMITS } from "#app/domain/form-fields.ts";

/** How long the thank-you message stays (spec 000 §9). */
const THANK_YOU_MS = 5000;

/**
 * The newsletter signup (footer, resources and plan pages): an empty or blank submit is ignored; while sending,
 * input and button are disabled and the button shows dots; the thank-you shows for 5 seconds.
 */
export function NewsletterForm({
  source = DEFAULT_NEWSLETTER_SOURCE,
  answer,
  tone = "light",
  pendingText,
  messagesNs,
}: {
  source?: string;
  /** The /newsletter action's answer when that page received the post. */
  answer?: FormAnswer;
  /** `dark` on the footer's dark background. */
  tone?: "light" | "dark";
  /** Said on the button while sending (the resources page: 'Processing...'); dots otherwise. */
  pendingText?: string;
  /** A namespace whose `errors.*` word this form's failures (the resources page's own), before `forms`. */
  messagesNs?: string;
}) {
  const { t } = useTranslation("forms");
  const href = useLocalizedHref();
  const [thanked, setThanked] = useState(answer?.sent ?? false);
  const onAnswer = useCallback((next: FormAnswer) => setThanked(next.sent), []);
  const { formProps, fields, errorOf, formError, hasFieldErrors, pending } = useForm({
    check: useValidator("newsletter"),
    action: href("/newsletter"),
    fetcher: true,
    ns: messagesNs,
    answer,
    onAnswer,
  });

  useEffect(() => {
    if (!thanked) return;
    const timer = setTimeout(() => setThanked(false), THANK_YOU_MS);
    return () => clearTimeout(timer);
  }, [thanked]);

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
      <input type="hidden" name="source" value={source} />
      <div className="flex gap-2">
        <label htmlFor={fields.email.id} className="sr-only">
          {t("newsletter.label")}
        </label>
        <input
          {...getInputProps(fields.email, { type: "email" })}
          placeholder={t("newsletter.placeholder")}
          autoComplete="email"
          required
          disabled={pending}
          aria-invalid={emailError ? true : undefined}
          aria-describedby={emailError ? `${fields.email.id}-error` : undefined}
          dir="ltr"
          className={`min-w-0 flex-1 rounded-md border px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 focus:outline-2 focus:outline-offset-1 disabled:opacity-70 ${
            dark
              ? "border-slate-600 bg-white focus:outline-white"
              : "border-slate-300 bg-white focus:outline-brand-700"
          } ${emailError ? "border-red-500" : ""}`}
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
        <FormSuccess>{thanked && t("newsletter.success")}</FormSuccess>
      </div>
    </Form>
  );
}
