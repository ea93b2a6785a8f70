import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { browserTimeZone } from "#app/components/browser-time-zone.ts";
import { CarriedFields } from "#app/components/demo-scheduler/step-frame.tsx";
import { FormError } from "#app/components/form/form-controls.tsx";
import { Honeypot } from "#app/components/form/honeypot.tsx";
import { useForm } from "#app/components/form/use-form.ts";
import { useValidator } from "#app/components/form/use-validator.ts";
import { IdentityFields } from "#app/components/leads/identity-fields.tsx";
import { SubmitButton } from "#app/components/ui/button.tsx";
import { CONTEXT_FIELDS, type DemoDraft } from "#app/domain/demo-scheduler/demo-booking.ts";
import type { FormAnswer } from "#app/domain/form/form-answer.ts";

/**
 * The visitor's time zone, as the browser knows it: filled in once the page runs, so the time step can show each
 * slot in the visitor's own time too. Without JavaScript it stays as the URL had it (or empty: Sydney time only).
 */
function TimeZoneField({ value }: { value?: string }) {
  // Controlled: React rewrites an uncontrolled hidden input's value to its default on every render.
  const [zone, setZone] = useState(value ?? "");
  useEffect(() => {
    const browserZone = browserTimeZone();
    if (browserZone) setZone(browserZone);
  }, []);
  return <input type="hidden" name="tz" value={zone} />;
}

/** Step 1: name, email and company, all required; posted to the page's action, which moves on to the date step. */
export function InfoStep({ draft, answer }: { draft: DemoDraft; answer?: FormAnswer }) {
  const { t } = useTranslation("demo-scheduler");
  const { t: tf } = useTranslation("forms");
  const { formProps, fields, errorOf, formError, hasFieldErrors, pending } = useForm({
    id: "demo-info",
    validator: useValidator("demoInfo"),
    ns: "demo-scheduler",
    answer,
    defaultValue: { name: draft.name, email: draft.email, company: draft.company },
  });
  const context = CONTEXT_FIELDS.filter((field) => draft[field]).map(
    (field) => [field, draft[field]!] as [string, string],
  );
  return (
    <Form {...formProps} className="space-y-4" data-testid="demo-info-form">
      <Honeypot />
      <input type="hidden" name="intent" value="info" />
      <TimeZoneField value={draft.tz} />
      <CarriedFields fields={context} />
      <IdentityFields fields={fields} errorOf={errorOf} pairNameAndEmail />
      {formError ? (
        <FormError>{formError}</FormError>
      ) : (
        hasFieldErrors && <FormError>{tf("errors.fixErrors")}</FormError>
      )}
      <SubmitButton pending={pending} pendingLabel={t("page.continuing")}>
        {t("page.continue")}
      </SubmitButton>
    </Form>
  );
}
