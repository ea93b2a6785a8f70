import { getInputProps } from "@conform-to/react";
import { Mail } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { Honeypot } from "#app/components/forms/honeypot.tsx";
import { useValidator } from "#app/components/forms/use-validator.ts";
import { SubmitButton } from "#app/components/ui/button.tsx";
import { FormError, Notice } from "#app/components/ui/form-controls.tsx";
import { useForm } from "#app/components/ui/use-form.ts";
import type { FormAnswer } from "#app/domain/form-answer.ts";
import { FIELD_LIMITS } from "#app/domain/form-fields.ts";

/** How long the thank-you replaces the form (spec 001 §4 "Plan-detail subscribe", §9 "subscribe success 5 s"). */
export const THANK_YOU_MS = 5000;

/**
 * The plan page's e-mail box (spec 001 §4, §7.3, §8): posts `intent=subscribe` to the page, which signs the
 * address up (double opt-in) with source `pricing_drip_{slug}`. While sending the input is disabled and the button
 * says 'Processing...'; on success a thank-you replaces the form, the input is emptied, and the form comes back
 * after 5 s; failures say the spec's messages.
 */
export function PlanSubscribe({ planName, answer }: { planName: string; answer?: FormAnswer }) {
  const { t } = useTranslation("pricing-plan");
  const [thanked, setThanked] = useState(answer?.sent ?? false);
  const onAnswer = useCallback((next: FormAnswer) => setThanked(next.sent), []);
  const { formProps, fields, errorOf, formError, pending } = useForm({
    id: "plan-subscribe",
    check: useValidator("newsletter"),
    fetcher: true,
    ns: "pricing-plan",
    answer,
    onAnswer,
  });

  useEffect(() => {
    if (!thanked) return;
    const timer = setTimeout(() => setThanked(false), THANK_YOU_MS);
    return () => clearTimeout(timer);
  }, [thanked]);

  const emailError = errorOf(fields.email, FIELD_LIMITS.email);
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm" data-testid="plan-subscribe">
      <div className="flex items-start gap-3">
        <span
          aria-hidden
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700"
        >
          <Mail className="size-6" />
        </span>
        <div>
          <h3 className="text-lg font-semibold text-slate-900">{t("subscribe.title", { plan: planName })}</h3>
          <p className="mt-1 text-slate-600">{t("subscribe.text")}</p>
        </div>
      </div>
      <Form {...formProps} className="mt-5">
        <Honeypot />
        <input type="hidden" name="intent" value="subscribe" />
        <div role="status">
          {thanked && (
            <Notice tone="success" announce={false}>
              {t("subscribe.success")}
            </Notice>
          )}
        </div>
        <div className={thanked ? "hidden" : "flex flex-wrap gap-2"}>
          <label htmlFor={fields.email.id} className="sr-only">
            {t("subscribe.label")}
          </label>
          <input
            {...getInputProps(fields.email, { type: "email" })}
            placeholder={t("subscribe.placeholder")}
            autoComplete="email"
            required
            disabled={pending}
            aria-invalid={emailError ? true : undefined}
            aria-describedby={emailError ? `${fields.email.id}-error` : undefined}
            dir="ltr"
            className={`min-w-0 flex-1 rounded-md border bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 focus:outline-2 focus:outline-offset-1 focus:outline-brand-700 disabled:opacity-70 ${
              emailError ? "border-red-500" : "border-slate-300"
            }`}
          />
          <SubmitButton className="min-w-28" pending={pending} pendingLabel={t("subscribe.processing")}>
            {t("subscribe.submit")}
          </SubmitButton>
        </div>
        <div className="mt-2 space-y-2 text-sm">
          {emailError && (
            <p id={`${fields.email.id}-error`} className="text-red-700">
              {emailError}
            </p>
          )}
          {formError && <FormError>{formError}</FormError>}
        </div>
      </Form>
    </div>
  );
}
