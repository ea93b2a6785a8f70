import { type FieldMetadata, getInputProps } from "@conform-to/react";
import { createContext, type ReactNode, use } from "react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { Notice, TextField } from "#app/components/form/form-controls.tsx";
import { type FormSetup, useForm } from "#app/components/form/use-form.ts";
import { useValidator } from "#app/components/form/use-validator.ts";
import type { FormFields, FormValue, ValidatorName } from "#app/components/form/validators.ts";
import { useLocalizedHref } from "#app/components/language.tsx";
import { PageMeta } from "#app/components/shell/page-meta.tsx";
import { type ButtonVariant, SubmitButton } from "#app/components/ui/button.tsx";
import type { FormAnswer } from "#app/domain/form/form-answer.ts";

type AccountForm = Pick<ReturnType<typeof useForm>, "formProps" | "formError" | "errorOf" | "pending">;
type Field = FieldMetadata<string | undefined>;

/**
 * `useForm` for an account form: `check` names its schema (the one its action uses), loaded when the visitor
 * reaches into the form like every form's (decision 043); a field is checked when it is left and again as it is
 * edited, and messages come from the `account` namespace. `action` is the route's path without the language prefix (`/profile/company`);
 * by default the page's own route receives the form.
 */
export function useAccountForm<Name extends ValidatorName, Answer extends FormAnswer = FormAnswer>(
  check: Name | null,
  {
    action,
    ...setup
  }: Pick<FormSetup<FormFields<Name>, FormValue<Name>, Answer>, "id" | "answer" | "defaultValue"> & {
    action?: string;
  } = {},
) {
  const href = useLocalizedHref();
  return useForm<FormFields<Name>, FormValue<Name>, Answer>({
    ...setup,
    validator: useValidator(check),
    validateOn: "blur",
    ns: "account",
    action: action && href(action),
  });
}

/** The translated error of a field of the enclosing `AuthForm`. */
const FieldErrors = createContext<AccountForm["errorOf"]>(() => undefined);

/**
 * An account form: React Router's `<Form>` with `useAccountForm`'s props, the form-level error on top, the fields
 * (`children`), then its submit button (full width on phones) with `aside` (a link) beside it.
 */
export function AuthForm({
  form,
  submit,
  pendingLabel,
  variant,
  aside,
  children,
}: {
  form: AccountForm;
  submit: ReactNode;
  pendingLabel: ReactNode;
  variant?: ButtonVariant;
  aside?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Form {...form.formProps} className="flex flex-col gap-4">
      {form.formError && <Notice tone="error">{form.formError}</Notice>}
      <FieldErrors value={form.errorOf}>{children}</FieldErrors>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <SubmitButton
          variant={variant}
          className="w-full sm:w-auto"
          pending={form.pending}
          pendingLabel={pendingLabel}
        >
          {submit}
        </SubmitButton>
        {aside}
      </div>
    </Form>
  );
}

/** A labelled input of an `AuthForm`, with its (translated) error and optional hint. */
export function AuthField({
  field,
  label,
  type,
  autoComplete,
  hint,
}: {
  field: Field;
  label: string;
  type: "email" | "password" | "text";
  autoComplete: string;
  hint?: string;
}) {
  const errorOf = use(FieldErrors);
  const { key, ...inputProps } = getInputProps(field, { type });
  return (
    <TextField
      key={key}
      {...inputProps}
      label={label}
      hint={hint}
      error={errorOf(field)}
      autoComplete={autoComplete}
    />
  );
}

/** The account's password, to sign in or to confirm a sensitive change (`label`: "Current password"). */
export function CurrentPasswordField({ field, label }: { field: Field; label?: string }) {
  const { t } = useTranslation("account");
  return (
    <AuthField
      field={field}
      label={label ?? t("fields.password")}
      type="password"
      autoComplete="current-password"
    />
  );
}

/** A new password and its confirmation (registration, reset, change), with the length hint. */
export function NewPasswordFields({
  fields,
  passwordLabel,
}: {
  fields: { password: Field; confirmPassword: Field };
  passwordLabel: string;
}) {
  const { t } = useTranslation("account");
  const newPassword = { type: "password", autoComplete: "new-password" } as const;
  return (
    <>
      <AuthField
        field={fields.password}
        label={passwordLabel}
        hint={t("fields.passwordHint")}
        {...newPassword}
      />
      <AuthField field={fields.confirmPassword} label={t("fields.confirmPassword")} {...newPassword} />
    </>
  );
}

/**
 * The centred card every sign-in page sits in; its title is the page's title too. Pages only reached from a
 * mail or mid-sign-in (`noindex`) are kept out of search results; the others describe themselves.
 */
export function AuthCard({
  title,
  description,
  intro,
  children,
}: {
  title: string;
  description?: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-12 sm:py-16">
      <PageMeta title={title} description={description} noindex={!description} />
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        {intro && <div className="mt-2 text-sm text-slate-600">{intro}</div>}
        <div className="mt-6">{children}</div>
      </div>
    </div>
  );
}

/** A link under an account card's form (back to sign-in, request a new link…). */
export function CardFootnote({ children }: { children: ReactNode }) {
  return <p className="mt-6 text-sm text-slate-600">{children}</p>;
}

/** The underlined brand link account pages use in their texts. */
export const ACCOUNT_LINK = "font-medium text-brand-700 underline";
