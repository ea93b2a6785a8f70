import { getSelectProps } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { LeadPanel } from "#app/components/admin/leads/lead-panel.tsx";
import { FormError, SelectField } from "#app/components/form/form-controls.tsx";
import { useForm } from "#app/components/form/use-form.ts";
import { SubmitButton } from "#app/components/ui/button.tsx";
import { LEAD_STATUS_CODES, type LeadStatusCode } from "#app/domain/admin/lead-codes.ts";
import type { FormAnswer } from "#app/domain/form/form-answer.ts";

/** Moves the lead to another status (posted to the lead page's action as `intent=status`). */
export function LeadStatusForm({ status, answer }: { status: LeadStatusCode; answer?: FormAnswer }) {
  const { t } = useTranslation("admin-leads");
  const { formProps, fields, errorOf, formError, pending } = useForm({
    id: "lead-status",
    ns: "admin-leads",
    defaultValue: { status },
    answer,
  });
  return (
    <LeadPanel title={t("detail.statusTitle")}>
      <Form {...formProps} className="space-y-3">
        <input type="hidden" name="intent" value="status" />
        <SelectField
          {...getSelectProps(fields.status)}
          label={t("detail.statusLabel")}
          error={errorOf(fields.status)}
        >
          {LEAD_STATUS_CODES.map((code) => (
            <option key={code} value={code}>
              {t(`status.${code}`)}
            </option>
          ))}
        </SelectField>
        {formError && <FormError>{formError}</FormError>}
        <SubmitButton pending={pending} pendingLabel={t("detail.saving")}>
          {t("detail.statusSubmit")}
        </SubmitButton>
      </Form>
    </LeadPanel>
  );
}
