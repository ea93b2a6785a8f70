import type { ReactNode } from "react";
import {
  ContentFormFrame,
  ContentNotice,
  useContentForm,
} from "#app/components/admin/content/content-form.tsx";
import { MarkdownEditor, PreviewButton } from "#app/components/admin/content/markdown-preview.tsx";
import {
  type TextVersionField,
  VersionStatusChoice,
  VersionTextFields,
} from "#app/components/admin/content/text-version-editor.tsx";
import type { VersionStatus } from "#app/domain/content/language-versions.ts";
import type { FormAnswer } from "#app/domain/form/form-answer.ts";
import { directionOf, type LanguageCode } from "#app/domain/languages.ts";

/**
 * One language's version of a text written in Markdown (a post's translation, a newsletter issue): its short fields
 * and its Markdown `content`, typed in the language's direction, beside the preview; draft or published; Preview,
 * and `actions` of the kind's own (a newsletter's test mail). `notice`: what the last action did.
 */
export function MarkdownVersionEditor({
  lang,
  fields: textFields,
  text,
  preview,
  previewEmpty,
  saved,
  notice,
  actions,
  answer,
}: {
  lang: LanguageCode;
  fields: readonly TextVersionField[];
  text: (Record<string, string> & { status: VersionStatus }) | null;
  preview: string;
  previewEmpty: string;
  saved: boolean;
  notice?: string;
  actions?: ReactNode;
  answer?: FormAnswer & { preview?: string };
}) {
  const form = useContentForm("markdown-version", answer, text ?? { status: "draft" });
  const fields = form.fields as Record<string, (typeof form.fields)[keyof typeof form.fields]>;
  const textLanguage = { lang, dir: directionOf(lang) };
  return (
    <>
      {notice && <ContentNotice>{notice}</ContentNotice>}
      <ContentFormFrame
        form={form}
        saved={saved}
        canDelete={false}
        actions={
          <>
            <PreviewButton />
            {actions}
          </>
        }
      >
        <div className="grid items-start gap-5 sm:grid-cols-2">
          <VersionTextFields form={form} fields={textFields} lang={lang} />
          <VersionStatusChoice form={form} field={fields.status!} />
        </div>
        <MarkdownEditor
          form={form}
          field={fields.content!}
          html={answer?.preview ?? preview}
          rows={20}
          textLanguage={textLanguage}
          empty={previewEmpty}
        />
      </ContentFormFrame>
    </>
  );
}
