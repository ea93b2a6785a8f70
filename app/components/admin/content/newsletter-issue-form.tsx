import { useTranslation } from "react-i18next";
import { BoundText, ContentFormFrame, useContentForm } from "#app/components/admin/content/content-form.tsx";
import type { FormAnswer } from "#app/domain/form/form-answer.ts";

/** A new issue's identifier: its address in the archive, fixed once saved; its texts are written per language. */
export function NewsletterIssueForm({ answer }: { answer?: FormAnswer }) {
  const { t } = useTranslation("admin-content");
  const form = useContentForm<"id">("newsletter-issue", answer, {});
  return (
    <ContentFormFrame form={form} saved={false} canDelete={false}>
      <BoundText
        form={form}
        field={form.fields.id}
        label={t("fields.id")}
        dir="ltr"
        hint={t("newsletter.idHint")}
      />
    </ContentFormFrame>
  );
}
