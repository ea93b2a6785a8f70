import { useTranslation } from "react-i18next";
import { BoundText, ContentFormFrame, useContentForm } from "#app/components/admin/content/content-form.tsx";
import { MarkdownEditor, PreviewButton } from "#app/components/admin/content/markdown-preview.tsx";
import { VersionStatusChoice } from "#app/components/admin/content/text-version-editor.tsx";
import { Notice } from "#app/components/form/form-controls.tsx";
import type { FormAnswer } from "#app/domain/form/form-answer.ts";
import { DEFAULT_LANGUAGE, directionOf, type LanguageCode } from "#app/domain/languages.ts";

export type EditedLegalVersion = {
  status: "draft" | "published";
  content: string;
  lastUpdated: string;
  builtIn: boolean;
};

/**
 * One language's version of a legal text: its Markdown (written left to right or right to left, as its language
 * is) beside its preview, the "Last updated" date, and draft or published; English is always published.
 */
export function LegalVersionEditor({
  lang,
  version,
  preview,
  today,
  saved,
  answer,
}: {
  lang: LanguageCode;
  version: EditedLegalVersion | null;
  preview: string;
  today: string;
  saved: boolean;
  answer?: FormAnswer & { preview?: string };
}) {
  const { t } = useTranslation("admin-content");
  const form = useContentForm("legal-version", answer, version ?? { status: "draft", lastUpdated: today });
  const { fields } = form;
  const english = lang === DEFAULT_LANGUAGE;
  return (
    <>
      {version?.builtIn && (
        <Notice tone="info" announce={false}>
          {t("legal.builtIn")}
        </Notice>
      )}
      <ContentFormFrame form={form} saved={saved} canDelete={false} actions={<PreviewButton />}>
        <div className="grid items-start gap-5 sm:grid-cols-2">
          <BoundText form={form} field={fields.lastUpdated} label={t("fields.lastUpdated")} type="date" />
          {english ? (
            <p className="text-sm text-slate-700 sm:pt-7">{t("legal.englishAlwaysPublished")}</p>
          ) : (
            <VersionStatusChoice form={form} field={fields.status} />
          )}
        </div>
        <MarkdownEditor
          form={form}
          field={fields.content}
          html={answer?.preview ?? preview}
          rows={22}
          textLanguage={{ lang, dir: directionOf(lang) }}
          empty={t("legal.previewEmpty")}
        />
      </ContentFormFrame>
    </>
  );
}
