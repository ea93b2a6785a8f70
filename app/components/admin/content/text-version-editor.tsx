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

/** A language version's status: draft or published (what visitors of that language read). */
export function VersionStatusChoice({
  form,
  field,
}: Omit<Parameters<typeof BoundChoice>[0], "label" | "options" | "labelOf">) {
  const { t } = useTranslation("admin-content");
  return (
    <BoundChoice
      form={form}
      field={field}
      label={t("fields.status")}
      options={VERSION_STATUSES}
      labelOf={(status) => t(`statuses.${status}`)}
    />
  );
}

/** One text field of a kind's language version: its name, label, and lines when it is a paragraph. */
export type TextVersionField = { name: string; label: string; rows?: number };

/**
 * One language's version of a record's texts (decision 081), for any kind written per language: its fields, typed
 * in the language's direction, and draft or published.
 */
export function TextVersionEditor({
  lang,
  fields: textFields,
  text,
  saved,
  answer,
}: {
  lang: LanguageCode;
  fields: readonly TextVersionField[];
  text: (Record<string, string> & { status: VersionStatus }) | null;
  saved: boolean;
  answer?: FormAnswer;
}) {
  const form = useContentForm("text-version", answer, text ?? { status: "draft" });
  const fields = form.fields as Record<string, (typeof form.fields)[keyof typeof form.fields]>;
  return (
    <ContentFormFrame form={form} saved={saved} canDelete={false}>
      <VersionTextFields form={form} fields={textFields} lang={lang} />
      <VersionStatusChoice form={form} field={fields.status!} />
    </ContentFormFrame>
  );
}

/** A language version's text fields, typed in the language's direction: a line, or a paragraph (`rows`). */
export function VersionTextFields({
  form,
  fields: textFields,
  lang,
}: {
  form: ReturnType<typeof useContentForm<string>>;
  fields: readonly TextVersionField[];
  lang: LanguageCode;
}) {
  const fields = form.fields as Record<string, (typeof form.fields)[keyof typeof form.fields]>;
  const textLanguage = { lang, dir: directionOf(lang) };
  return textFields.map(({ name, label, rows }) =>
    rows ? (
      <BoundTextArea
        key={name}
        form={form}
        field={fields[name]!}
        label={label}
        rows={rows}
        textLanguage={textLanguage}
      />
    ) : (
      <BoundText key={name} form={form} field={fields[name]!} label={label} textLanguage={textLanguage} />
    ),
  );
}
