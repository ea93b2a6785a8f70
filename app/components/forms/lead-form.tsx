import { useTranslation } from "react-i18next";
import type { LeadFormSchema } from "../../domain/lead-form.ts";
import type { FormResponse } from "../../server/public-form.server.ts";
import { useLocalizedHref } from "../language.tsx";
import { Button } from "../ui/button.tsx";
import { FormError } from "../ui/form-controls.tsx";
import { Honeypot } from "./honeypot.tsx";
import { IdentityFields } from "./identity-fields.tsx";
import { usePublicForm } from "./use-public-form.ts";

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
