import { useTranslation } from "react-i18next";
import {
  BoundChoice,
  BoundText,
  BoundTextArea,
  ContentFormFrame,
  useContentForm,
} from "#app/components/admin/content/content-form.tsx";
import { VERSION_STATUSES, type VersionStatus } from "#app/domain/content/language-versions.ts";
import type { FormAnswer } from "#app/domain/form/form-answer.ts";
import { directionOf, type LanguageCode } from "#app/domain/languages.ts";

export type EditedWebinarText = {
  title: string;
  description: string;
  presenterRole: string;
  status: VersionStatus;
};

/**
 * One language's version of a session's texts: title, description and the presenter's role, typed in the
 * language's direction, and draft or published (a published version puts the session on that language's page).
 */
export function WebinarTextEditor({
  lang,
  text,
  saved,
  answer,
}: {
  lang: LanguageCode;
  text: EditedWebinarText | null;
  saved: boolean;
  answer?: FormAnswer;
}) {
  const { t } = useTranslation("admin-content");
  const form = useContentForm("webinar-text", answer, text ?? { status: "draft" });
  const { fields } = form;
  const textLanguage = { lang, dir: directionOf(lang) };
  return (
    <ContentFormFrame form={form} saved={saved} canDelete={false}>
      <BoundText form={form} field={fields.title} label={t("fields.title")} textLanguage={textLanguage} />
      <BoundTextArea
        form={form}
        field={fields.description}
        label={t("fields.description")}
        rows={4}
        textLanguage={textLanguage}
      />
      <BoundText
        form={form}
        field={fields.presenterRole}
        label={t("fields.presenterRole")}
        textLanguage={textLanguage}
      />
      <BoundChoice
        form={form}
        field={fields.status}
        label={t("fields.status")}
        options={VERSION_STATUSES}
        labelOf={(status) => t(`statuses.${status}`)}
      />
    </ContentFormFrame>
  );
}
