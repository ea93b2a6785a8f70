import { useTranslation } from "react-i18next";
import { BoundText, ContentFormFrame, useContentForm } from "#app/components/admin/content/content-form.tsx";
import type { FormAnswer } from "#app/domain/form/form-answer.ts";
import { FIRM_FIGURE_KEYS, type FirmFigures } from "#app/domain/marketing/firm-figures.ts";

/** The firm's four figures, each a whole number, with what it says on the site. */
export function FirmFiguresForm({
  figures,
  saved,
  answer,
}: {
  figures: FirmFigures;
  saved: boolean;
  answer?: FormAnswer;
}) {
  const { t } = useTranslation("admin-content");
  const form = useContentForm("firm-figures", answer, figures);
  const { fields } = form;
  return (
    <ContentFormFrame form={form} saved={saved} canDelete={false}>
      <div className="grid gap-5 sm:grid-cols-2">
        {FIRM_FIGURE_KEYS.map((key) => (
          <BoundText
            key={key}
            form={form}
            field={fields[key]}
            label={t(`figures.fields.${key}`)}
            hint={t(`figures.hints.${key}`)}
            type="number"
            inputMode="numeric"
          />
        ))}
      </div>
    </ContentFormFrame>
  );
}
