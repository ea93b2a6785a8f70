import {
  type DefaultValue,
  type FieldMetadata,
  getInputProps,
  getSelectProps,
  getTextareaProps,
} from "@conform-to/react";
import { Plus } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, useLocation, useNavigation } from "react-router";
import {
  FormError,
  Notice,
  SelectField,
  TextAreaField,
  TextField,
} from "#app/components/form/form-controls.tsx";
import { useForm } from "#app/components/form/use-form.ts";
import { LocalizedLink } from "#app/components/language.tsx";
import { buttonClass, SubmitButton } from "#app/components/ui/button.tsx";
import { SampleBadge } from "#app/components/ui/sample-mark.tsx";
import type { FormAnswer } from "#app/domain/form/form-answer.ts";

/**
 * The parts the three content editors (posts, partners, opportunities) share: the form frame with its Save button
 * and delete link, the delete confirmation, fields bound to `useForm`, and the lists' small cells.
 */

/**
 * `useForm` for a content form (`Name`: its fields): messages from `admin-content`; no check in the browser, the
 * server's answer shows the errors.
 */
export function useContentForm<Name extends string>(
  id: string,
  answer: FormAnswer | undefined,
  defaultValue: Partial<Record<Name, unknown>>,
) {
  return useForm<Record<Name, unknown>, unknown>({
    id,
    answer,
    ns: "admin-content",
    defaultValue: defaultValue as DefaultValue<Record<Name, unknown>>,
  });
}

// biome-ignore lint/suspicious/noExplicitAny: a field of any content form
type Field = FieldMetadata<any, any, string[]>;
/** What the bound fields need of a content form: its (translated) errors and pending state. */
export type ContentForm = Pick<
  ReturnType<typeof useForm>,
  "formProps" | "formError" | "hasFieldErrors" | "pending"
> & {
  errorOf(field: Field): string | undefined;
};

/**
 * A content editor's form: whether it was just saved, what went wrong on top, the fields, then Save (the first button, so Enter saves),
 * `actions` (Preview) and, for a stored record, the link to its delete step.
 */
export function ContentFormFrame({
  form,
  saved,
  canDelete,
  actions,
  children,
}: {
  form: ContentForm;
  /** Just saved (`?saved`): says so above the form. */
  saved: boolean;
  canDelete: boolean;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation("admin-content");
  return (
    <>
      {saved && <ContentNotice>{t("notices.saved")}</ContentNotice>}
      <Form {...form.formProps} encType="multipart/form-data" noValidate className="space-y-5">
        {form.formError && <FormError>{form.formError}</FormError>}
        {!form.formError && form.hasFieldErrors && <FormError>{t("errors.fixFields")}</FormError>}
        {children}
        <div className="flex flex-wrap items-center gap-3 border-t border-slate-200 pt-4">
          <SubmitButton name="intent" value="save" pending={form.pending} pendingLabel={t("actions.saving")}>
            {t("actions.save")}
          </SubmitButton>
          {actions}
          {canDelete && <DeleteLink />}
        </div>
      </Form>
    </>
  );
}

/** To the delete step of the record on this page (`?confirm=delete`), a plain link so it works without JavaScript. */
export function DeleteLink() {
  const { t } = useTranslation("admin-content");
  const { pathname } = useLocation();
  return (
    <Link to={`${pathname}?confirm=delete`} className={buttonClass("ghost", "ms-auto text-red-800")}>
      {t("actions.delete")}
    </Link>
  );
}

/** The delete step: the question, Delete (posts `intent=delete` to the page's action) and Cancel (back to the form). */
export function DeleteConfirm({ question }: { question: string }) {
  const { t } = useTranslation("admin-content");
  const { pathname } = useLocation();
  const pending = useNavigation().state === "submitting";
  return (
    <section aria-labelledby="delete-question" className="rounded-lg border border-red-300 bg-red-50 p-5">
      <h2 id="delete-question" className="text-lg font-semibold text-red-900">
        {question}
      </h2>
      <Form method="post" className="mt-4 flex flex-wrap gap-3">
        <input type="hidden" name="intent" value="delete" />
        <SubmitButton variant="danger" pending={pending} pendingLabel={t("actions.deleting")}>
          {t("actions.delete")}
        </SubmitButton>
        <Link to={pathname} className={buttonClass("secondary")}>
          {t("actions.cancel")}
        </Link>
      </Form>
    </section>
  );
}

/** What a bound field takes: the form, the field and its label. */
export type Bound = { form: ContentForm; field: Field; label: string };

/** A text input bound to its field (its value, constraints and translated error). */
export function BoundText({
  form,
  field,
  label,
  type = "text",
  ...rest
}: Bound & {
  type?: "text" | "url" | "date" | "time" | "number";
  hint?: string;
  onInput?: (value: string) => void;
  dir?: "ltr";
  readOnly?: boolean;
  inputMode?: "numeric";
  /** The language of the text typed in it, when it is not the page's (a translation's editor). */
  textLanguage?: { lang: string; dir: "ltr" | "rtl" };
}) {
  const { key, ...props } = getInputProps(field, { type });
  const { onInput, textLanguage, ...attributes } = rest;
  return (
    <TextField
      key={key}
      {...props}
      {...attributes}
      {...textLanguage}
      label={label}
      error={form.errorOf(field)}
      onInput={onInput && ((event) => onInput(event.currentTarget.value))}
    />
  );
}

export function BoundTextArea({
  form,
  field,
  label,
  rows = 3,
  onInput,
  textLanguage,
}: Bound & {
  rows?: number;
  onInput?: (value: string) => void;
  /** The language of the text written in it, when it is not the page's (a translation's editor). */
  textLanguage?: { lang: string; dir: "ltr" | "rtl" };
}) {
  const { key, ...props } = getTextareaProps(field);
  return (
    <TextAreaField
      key={key}
      {...props}
      {...textLanguage}
      rows={rows}
      label={label}
      error={form.errorOf(field)}
      onInput={onInput && ((event) => onInput(event.currentTarget.value))}
    />
  );
}

/** A select of `options`, each shown as `labelOf(option)`. */
export function BoundChoice<Option extends string>({
  form,
  field,
  label,
  options,
  labelOf,
}: Bound & { options: readonly Option[]; labelOf: (option: Option) => string }) {
  const { key, ...props } = getSelectProps(field);
  return (
    <SelectField key={key} {...props} label={label} error={form.errorOf(field)}>
      {options.map((option) => (
        <option key={option} value={option}>
          {labelOf(option)}
        </option>
      ))}
    </SelectField>
  );
}

/** A checkbox with its label beside it. */
export function BoundCheckbox({ field, label }: Omit<Bound, "form">) {
  const { key, ...props } = getInputProps(field, { type: "checkbox" });
  return (
    <div key={key} className="flex items-center gap-2">
      <input {...props} className="size-4 rounded border-slate-400 accent-brand-700" />
      <label htmlFor={field.id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
    </div>
  );
}

/** The success line a save or delete leaves (`?saved`, `?deleted`). */
export function ContentNotice({ children }: { children: ReactNode }) {
  return <Notice tone="success">{children}</Notice>;
}

/** The list's "New …" button. */
export function NewRecordLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <LocalizedLink to={to} className={buttonClass("primary")}>
      <Plus aria-hidden className="size-4" />
      {children}
    </LocalizedLink>
  );
}

/** A list row's link to its editor, marked when the record is one of the seed's samples, with its slug or id beneath. */
export function RecordLink({
  to,
  detail,
  isSample,
  children,
}: {
  to: string;
  detail: string;
  isSample: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation("admin-content");
  return (
    <>
      <LocalizedLink to={to} className="font-medium text-brand-700 underline hover:text-brand-800">
        {children}
      </LocalizedLink>
      {isSample && (
        <>
          {" "}
          <SampleBadge label={t("samples.badge")} />
        </>
      )}
      <span dir="ltr" className="block text-xs text-slate-500">
        {detail}
      </span>
    </>
  );
}

export function YesNo({ value }: { value: boolean }) {
  const { t } = useTranslation("admin-content");
  return <>{value ? t("values.yes") : t("values.no")}</>;
}
