import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { Honeypot } from "#app/components/forms/honeypot.tsx";
import { IdentityFields } from "#app/components/forms/identity-fields.tsx";
import { useValidator } from "#app/components/forms/use-validator.ts";
import { useLocalizedHref } from "#app/components/language.tsx";
import { SubmitButton } from "#app/components/ui/button.tsx";
import { FormError } from "#app/components/ui/form-controls.tsx";
import { useForm } from "#app/components/ui/use-form.ts";
import type { FormAnswer } from "#app/domain/form-answer.ts";

/**
 * The Market Assessment form (name, email, company; spec 000 §3–§5). Used in the overlay and on /assessment,
 * both posting to the /assessment action.
 */
export function LeadForm({
  source,
  page,
  contactEmail,
  answer,
  onAnswer,
}: {
  source: string;
  /** The page the visitor is on (attribution). */
  page: string;
  contactEmail: string;
  /** The /assessment action's answer when that page received the post. */
  answer?: FormAnswer;
  onAnswer?(answer: FormAnswer): void;
}) {
  const { t } = useTranslation("forms");
  const href = useLocalizedHref();
  const { formProps, fields, errorOf, formError, pending } = useForm({
    check: useValidator("lead"),
    action: href("/assessment"),
    fetcher: true,
    messageValues: { email: contactEmail },
    answer,
    onAnswer,
  });

  return (
    <Form {...formProps} className="space-y-4" data-testid="lead-form">
      <Honeypot />
      <input type="hidden" name="source" value={source} />
      <input type="hidden" name="page" value={page} />
      <IdentityFields fields={fields} errorOf={errorOf} />
      {formError && <FormError>{formError}</FormError>}
      <SubmitButton className="w-full" pending={pending} pendingLabel={t("leadForm.submitting")}>
        {t("leadForm.submit")}
      </SubmitButton>
    </Form>
  );
}
