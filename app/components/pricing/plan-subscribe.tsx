import { Mail } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { FormSuccess } from "#app/components/form/form-controls.tsx";
import { Honeypot } from "#app/components/form/honeypot.tsx";
import { EmailBoxErrors, EmailBoxInput, useEmailBox } from "#app/components/leads/email-box.tsx";
import { SubmitButton } from "#app/components/ui/button.tsx";
import { OfferBox } from "#app/components/ui/sections.tsx";
import type { FormAnswer } from "#app/domain/form/form-answer.ts";

/**
 * The plan page's e-mail box (spec 001 §4, §7.3, §8): posts `intent=subscribe` to the page, which signs the
 * address up (double opt-in) with source `pricing_drip_{slug}`. While sending the input is disabled and the button
 * says 'Processing...'; on success a thank-you replaces the form, the input is emptied, and the form comes back
 * after 5 s; failures say the spec's messages.
 */
export function PlanSubscribe({ planName, answer }: { planName: string; answer?: FormAnswer }) {
  const { t } = useTranslation("pricing-plan");
  const { formProps, fields, emailError, formError, pending, thanked } = useEmailBox({
    id: "plan-subscribe",
    ns: "pricing-plan",
    answer,
  });
  return (
    <OfferBox
      data-testid="plan-subscribe"
      icon={<Mail className="size-6" />}
      title={t("subscribe.title", { plan: planName })}
      text={t("subscribe.text")}
    >
      <Form {...formProps} className="mt-5">
        <Honeypot />
        <input type="hidden" name="intent" value="subscribe" />
        <FormSuccess>{thanked && t("subscribe.success")}</FormSuccess>
        <div className={thanked ? "hidden" : "flex flex-wrap gap-2"}>
          <label htmlFor={fields.email.id} className="sr-only">
            {t("subscribe.label")}
          </label>
          <EmailBoxInput
            field={fields.email}
            error={emailError}
            placeholder={t("subscribe.placeholder")}
            pending={pending}
          />
          <SubmitButton className="min-w-28" pending={pending} pendingLabel={t("subscribe.processing")}>
            {t("subscribe.submit")}
          </SubmitButton>
        </div>
        <EmailBoxErrors fieldId={fields.email.id} emailError={emailError} formError={formError} />
      </Form>
    </OfferBox>
  );
}
