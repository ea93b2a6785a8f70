import { useTranslation } from "react-i18next";
import {
  BoundCheckbox,
  BoundText,
  BoundTextArea,
  ContentFormFrame,
  useContentForm,
} from "#app/components/admin/content/content-form.tsx";
import type { FormAnswer } from "#app/domain/form/form-answer.ts";
import type { OpportunityRecord } from "#app/domain/opportunities/opportunities.ts";

/** A tender's fields; a new one starts active. */
export function OpportunityForm({
  opportunity,
  saved,
  answer,
}: {
  opportunity: OpportunityRecord | null;
  saved: boolean;
  answer?: FormAnswer;
}) {
  const { t } = useTranslation("admin-content");
  const form = useContentForm("opportunity", answer, opportunity ?? { active: true });
  const { fields } = form;
  return (
    <ContentFormFrame form={form} saved={saved} canDelete={opportunity !== null}>
      <div className="grid gap-5 sm:grid-cols-2">
        <BoundText form={form} field={fields.title} label={t("fields.title")} />
        <BoundText form={form} field={fields.id} label={t("fields.id")} dir="ltr" hint={t("hints.id")} />
        <BoundText form={form} field={fields.department} label={t("fields.department")} />
        <BoundText form={form} field={fields.deadline} label={t("fields.deadline")} type="date" />
      </div>
      <BoundTextArea form={form} field={fields.description} label={t("fields.description")} rows={4} />
      <BoundCheckbox field={fields.active} label={t("fields.active")} />
    </ContentFormFrame>
  );
}
