import { useTranslation } from "react-i18next";
import {
  BoundText,
  ContentFormFrame,
  ContentNotice,
  useContentForm,
} from "#app/components/admin/content/content-form.tsx";
import { MarkdownEditor, PreviewButton } from "#app/components/admin/content/markdown-preview.tsx";
import { VersionStatusChoice } from "#app/components/admin/content/text-version-editor.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import type { VersionStatus } from "#app/domain/content/language-versions.ts";
import type { FormAnswer } from "#app/domain/form/form-answer.ts";
import { directionOf, type LanguageCode } from "#app/domain/languages.ts";

export type EditedIssueText = { subject: string; content: string; status: VersionStatus };

/**
 * One language's version of a newsletter issue: its subject and Markdown (typed in the language's direction) beside
 * the preview, draft or published, and a test mail of what the form holds to the staff member.
 */
export function NewsletterIssueEditor({
  lang,
  text,
  preview,
  saved,
  answer,
}: {
  lang: LanguageCode;
  text: EditedIssueText | null;
  preview: string;
  saved: boolean;
  answer?: FormAnswer & { preview?: string; testSentTo?: string };
}) {
  const { t } = useTranslation("admin-content");
  const form = useContentForm("newsletter-issue-text", answer, text ?? { status: "draft" });
  const { fields } = form;
  const textLanguage = { lang, dir: directionOf(lang) };
  return (
    <>
      {answer?.testSentTo && (
        <ContentNotice>{t("newsletter.testSent", { email: answer.testSentTo })}</ContentNotice>
      )}
      <ContentFormFrame
        form={form}
        saved={saved}
        canDelete={false}
        actions={
          <>
            <PreviewButton />
            <button type="submit" name="intent" value="test" className={buttonClass("secondary")}>
              {t("newsletter.testAction")}
            </button>
          </>
        }
      >
        <div className="grid items-start gap-5 sm:grid-cols-2">
          <BoundText
            form={form}
            field={fields.subject}
            label={t("fields.subject")}
            textLanguage={textLanguage}
          />
          <VersionStatusChoice form={form} field={fields.status} />
        </div>
        <MarkdownEditor
          form={form}
          field={fields.content}
          html={answer?.preview ?? preview}
          rows={20}
          textLanguage={textLanguage}
          empty={t("newsletter.previewEmpty")}
        />
      </ContentFormFrame>
    </>
  );
}
