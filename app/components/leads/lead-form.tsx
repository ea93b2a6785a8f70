import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { trackSent } from "#app/components/analytics/analytics-hooks.ts";
import { FormError } from "#app/components/form/form-controls.tsx";
import { Honeypot } from "#app/components/form/honeypot.tsx";
import { useForm } from "#app/components/form/use-form.ts";
import { useValidator } from "#app/components/form/use-validator.ts";
import { useLocalizedHref } from "#app/components/language.tsx";
import { IdentityFields } from "#app/components/leads/identity-fields.tsx";
import { contactMessageValues } from "#app/components/leads/use-contact-email.ts";
import { SubmitButton } from "#app/components/ui/button.tsx";
import type { FormAnswer } from "#app/domain/form/form-answer.ts";

/**
 * The lead form (name, email, company; spec 000 §3–§5): the Market Assessment in the overlay and on /assessment,
 * both posting to the /assessment action, and the guide request on /resources, posting to that page's action with
 * its own fields (`children`) and labels.
 */
export function LeadForm<Answer extends FormAnswer = FormAnswer>({
  source,
  page,
  contactEmail,
  answer,
  onAnswer,
  action = "/assessment",
  submitLabel,
  pendingLabel,
  focusName,
  children,
}: {
  /** The lead's source label; left out where the action derives it (a guide request: `guide_{slug}`). */
  source?: string;
  /** The page the visitor is on (attribution). */
  page: string;
  /** Offered in the failure message; null: this deployment shows none (decision 064). */
  contactEmail: string | null;
  /** The action's answer when its page received the post. */
  answer?: Answer;
  onAnswer?(answer: Answer): void;
  /** The site path whose action receives the form. */
  action?: string;
  submitLabel?: string;
  pendingLabel?: string;
  /** The page opens at this form (a guide card's link): the name takes the focus. */
  focusName?: boolean;
  /** Fields of the form's own, before name, email and company. */
  children?: ReactNode;
}) {
  const { t } = useTranslation("forms");
  const href = useLocalizedHref();
  const { formProps, fields, errorOf, formError, pending } = useForm({
    validator: useValidator("lead"),
    action: href(action),
    fetcher: true,
    messageValues: contactMessageValues(contactEmail),
    answer,
    onAnswer: trackSent("lead_submitted", onAnswer, { source }),
  });

  return (
    <Form {...formProps} className="space-y-4" data-testid="lead-form">
      <Honeypot />
      {source !== undefined && <input type="hidden" name="source" value={source} />}
      <input type="hidden" name="page" value={page} />
      {children}
      <IdentityFields fields={fields} errorOf={errorOf} focusName={focusName} />
      {formError && <FormError>{formError}</FormError>}
      <SubmitButton
        className="w-full"
        pending={pending}
        pendingLabel={pendingLabel ?? t("leadForm.submitting")}
      >
        {submitLabel ?? t("leadForm.submit")}
      </SubmitButton>
    </Form>
  );
}
