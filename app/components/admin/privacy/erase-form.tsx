import { getInputProps } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { FormError, TextField } from "#app/components/form/form-controls.tsx";
import { useForm } from "#app/components/form/use-form.ts";
import { SubmitButton } from "#app/components/ui/button.tsx";
import type { FormAnswer } from "#app/domain/form/form-answer.ts";

/**
 * Erase, confirmed by typing the address again (no dialog: it works without JavaScript). The server checks the
 * confirmation and answers its errors here.
 */
export function EraseForm({ email, answer }: { email: string; answer?: FormAnswer }) {
  const { t } = useTranslation("admin-privacy");
  const { formProps, fields, errorOf, formError, pending } = useForm({
    id: "erase",
    ns: "admin-privacy",
    answer,
    defaultValue: { email, confirmation: "" },
  });
  return (
    <section aria-labelledby="erase-heading" className="rounded-lg border border-red-200 bg-red-50/50 p-4">
      <h2 id="erase-heading" className="text-lg font-semibold text-red-900">
        {t("erase.heading")}
      </h2>
      <p className="mt-1 max-w-prose text-sm text-slate-700">{t("erase.explanation")}</p>
      <Form {...formProps} className="mt-4 space-y-3">
        <input type="hidden" name="email" value={email} />
        <div className="max-w-md">
          <TextField
            {...getInputProps(fields.confirmation, { type: "email" })}
            label={t("erase.confirmation", { email })}
            error={errorOf(fields.confirmation)}
            autoComplete="off"
            required
          />
        </div>
        {formError && <FormError>{formError}</FormError>}
        <SubmitButton variant="danger" pending={pending} pendingLabel={t("erase.pending")}>
          {t("erase.submit")}
        </SubmitButton>
      </Form>
    </section>
  );
}
