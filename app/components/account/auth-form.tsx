import { type FieldMetadata, getInputProps } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import type { z } from "zod";
import { Notice, TextField } from "#app/components/ui/form-controls.tsx";
import type { useForm } from "#app/components/ui/use-form.ts";

/**
 * `useForm` settings every account form shares: its schema (the one its action uses) checks a field when it is
 * left and again as it is edited, the schema's HTML constraints let the browser check without JavaScript, and
 * messages come from the account namespace.
 */
export function accountChecks<Schema extends z.ZodType<Record<string, unknown>, Record<string, unknown>>>(
  schema: Schema,
) {
  return {
    check: (formData: FormData) => parseWithZod(formData, { schema }),
    constraint: getZodConstraint(schema),
    validateOn: "blur",
    ns: "account",
  } as const;
}

/** Full width on phones, its own width beside the fields on larger screens. */
export const ACCOUNT_BUTTON = "w-full sm:w-auto sm:self-start";

/** An account form: React Router's `<Form>` with `useForm`'s props and the form-level error on top. */
export function AuthForm({
  form,
  children,
  className = "flex flex-col gap-4",
}: {
  form: Pick<ReturnType<typeof useForm>, "formProps" | "formError">;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Form {...form.formProps} className={className}>
      {form.formError && <Notice tone="error">{form.formError}</Notice>}
      {children}
    </Form>
  );
}

/** A labelled account-form input with its (translated) error and optional hint. */
export function AuthField({
  meta,
  error,
  label,
  type,
  autoComplete,
  hint,
}: {
  meta: FieldMetadata<string | undefined>;
  error: string | undefined;
  label: string;
  type: "email" | "password" | "text";
  autoComplete: string;
  hint?: string;
}) {
  const { key, ...inputProps } = getInputProps(meta, { type });
  return (
    <TextField
      key={key}
      {...inputProps}
      label={label}
      hint={hint}
      error={error}
      autoComplete={autoComplete}
    />
  );
}

/** A new password and its confirmation (registration, reset, change), with the length hint. */
export function NewPasswordFields({
  password,
  confirmPassword,
  passwordLabel,
  errorOf,
}: {
  password: FieldMetadata<string | undefined>;
  confirmPassword: FieldMetadata<string | undefined>;
  passwordLabel: string;
  errorOf(field: FieldMetadata<string | undefined>): string | undefined;
}) {
  const { t } = useTranslation("account");
  return (
    <>
      <AuthField
        meta={password}
        error={errorOf(password)}
        label={passwordLabel}
        type="password"
        autoComplete="new-password"
        hint={t("fields.passwordHint")}
      />
      <AuthField
        meta={confirmPassword}
        error={errorOf(confirmPassword)}
        label={t("fields.confirmPassword")}
        type="password"
        autoComplete="new-password"
      />
    </>
  );
}

/** The centred card every account page sits in. */
export function AuthCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-12 sm:py-16">
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        {intro && <div className="mt-2 text-sm text-slate-600">{intro}</div>}
        <div className="mt-6">{children}</div>
      </div>
    </div>
  );
}
