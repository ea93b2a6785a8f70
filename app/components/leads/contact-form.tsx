import { getSelectProps, getTextareaProps } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { Form, useLocation } from "react-router";
import { trackSent } from "#app/components/analytics/analytics-hooks.ts";
import { FormError, FormSuccess, SelectField, TextAreaField } from "#app/components/form/form-controls.tsx";
import { Honeypot } from "#app/components/form/honeypot.tsx";
import { useForm } from "#app/components/form/use-form.ts";
import { useValidator } from "#app/components/form/use-validator.ts";
import { useLocalizedHref } from "#app/components/language.tsx";
import { IdentityFields } from "#app/components/leads/identity-fields.tsx";
import { contactMessageValues } from "#app/components/leads/use-contact-email.ts";
import { SubmitButton } from "#app/components/ui/button.tsx";
import type { SentEvent } from "#app/domain/analytics/analytics.ts";
import type { FormAnswer } from "#app/domain/form/form-answer.ts";
import { CONTACT_SERVICES, FIELD_LIMITS } from "#app/domain/form/form-fields.ts";

/** What a sent contact form reports. */
const SENT: SentEvent = { event: "lead_submitted", params: { source: "contact" } };

/** The contact form (spec 000 §3, §5, §8; 001 §4, §5, §8), posting to the /contact action from any page. */
export function ContactForm({
  contactEmail,
  answer,
  arrival,
}: {
  /** Offered in the failure message; null: this deployment shows none (decision 064). */
  contactEmail: string | null;
  answer?: FormAnswer;
  /** Where the visitor came from (`country=…&customer=…`), carried in the lead's page. */
  arrival: string;
}) {
  const { t } = useTranslation("forms");
  const href = useLocalizedHref();
  const { pathname } = useLocation();
  const form = useForm({
    validator: useValidator("contact"),
    action: href("/contact"),
    fetcher: true,
    messageValues: contactMessageValues(contactEmail),
    answer,
    onAnswer: trackSent(SENT.event, undefined, SENT.params),
  });
  const { formProps, fields, errorOf, formError, hasFieldErrors, pending } = form;

  return (
    <Form {...formProps} className="space-y-4" data-testid="contact-form">
      <Honeypot />
      <input type="hidden" name="page" value={arrival ? `${pathname}?${arrival}` : pathname} />
      <IdentityFields fields={fields} errorOf={errorOf} pairNameAndEmail />
      <SelectField
        {...getSelectProps(fields.service)}
        label={t("fields.service")}
        error={errorOf(fields.service)}
        required
      >
        <option value="">{t("fields.servicePlaceholder")}</option>
        {CONTACT_SERVICES.map((service) => (
          <option key={service} value={service}>
            {t(`contact.services.${service}`)}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        {...getTextareaProps(fields.message)}
        label={t("fields.message")}
        error={errorOf(fields.message, FIELD_LIMITS.message)}
        rows={5}
        required
      />
      {formError ? (
        <FormError>{formError}</FormError>
      ) : (
        hasFieldErrors && <FormError>{t("errors.fixErrors")}</FormError>
      )}
      <FormSuccess sentEvent={SENT}>{form.answer?.sent && !pending && t("contact.success")}</FormSuccess>
      <SubmitButton pending={pending} pendingLabel={t("contact.submitting")}>
        {t("contact.submit")}
      </SubmitButton>
    </Form>
  );
}
