import { useTranslation } from "react-i18next";
import { Honeypot } from "#app/components/forms/honeypot.tsx";
import { IdentityFields } from "#app/components/forms/identity-fields.tsx";
import { usePublicForm } from "#app/components/forms/use-public-form.ts";
import { useLocalizedHref } from "#app/components/language.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { FormError } from "#app/components/ui/form-controls.tsx";
import type { LeadFormSchema } from "#app/domain/lead-form.ts";
import type { FormResponse } from "#app/server/forms/receive-form.server.ts";

/**
 * The Market Assessment form (name, email, company; spec 000 §3–§5). Used in the overlay and on /assessment,
 * both posting to the /assessment action.
 */
export function LeadForm({
  source,
  page,
  contactEmail,
  pageResponse,
  onResponse,
}: {
  source: string;
  /** The page the visitor is on (attribution). */
  page: string;
  contactEmail: string;
  pageResponse?: FormResponse;
  onResponse?(response: FormResponse): void;
}) {
  const { t } = useTranslation("forms");
  const href = useLocalizedHref();
  const { Form, formProps, fields, errorOf, formError, pending } = usePublicForm<typeof LeadFormSchema>({
    validator: "lead",
    action: href("/assessment"),
    pageResponse,
    onResponse,
  });

  return (
    <Form {...formProps} className="space-y-4" data-testid="lead-form">
      <Honeypot />
      <input type="hidden" name="source" value={source} />
      <input type="hidden" name="page" value={page} />
      <IdentityFields fields={fields} errorOf={errorOf} />
      {formError && <FormError>{t(`errors.${formError}`, { email: contactEmail })}</FormError>}
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? t("leadForm.submitting") : t("leadForm.submit")}
      </Button>
    </Form>
  );
}
