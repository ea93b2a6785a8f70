import {
  type DefaultValue,
  type FieldMetadata,
  type FormMetadata,
  getFormProps,
  getInputProps,
  type SubmissionResult,
  useForm,
} from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import type { z } from "zod";
import { buttonClass } from "#app/components/ui/button.tsx";
import { Notice, TextField } from "#app/components/ui/form-controls.tsx";

/**
 * Conform wired to one of the account schemas: the same zod schema validates on blur/input in the browser and
 * in the action; without JavaScript the browser's own checks and then the action's apply.
 */
export function useAuthForm<Schema extends z.ZodType<Record<string, unknown>, Record<string, unknown>>>(
  schema: Schema,
  lastResult: SubmissionResult<string[]> | undefined,
  options: { id?: string; defaultValue?: DefaultValue<z.input<Schema>> } = {},
) {
  return useForm<z.input<Schema>, z.output<Schema>>({
    ...options,
    lastResult,
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
}

/** A POST form with Conform's props, the form-level error on top and `intent` when the page has several forms. */
export function AuthForm<Fields extends Record<string, unknown>>({
  form,
  intent,
  children,
  className = "flex flex-col gap-4",
}: {
  form: FormMetadata<Fields, string[]>;
  intent?: string;
  children: ReactNode;
  className?: string;
}) {
  const { t } = useTranslation("auth");
  return (
    <Form method="post" {...getFormProps(form)} className={className}>
      {intent && <input type="hidden" name="intent" value={intent} />}
      {form.errors?.[0] && <Notice tone="error">{t(`errors.${form.errors[0]}`)}</Notice>}
      {children}
    </Form>
  );
}

/** A labelled account-form input with its translated error and optional hint. */
export function AuthField({
  meta,
  label,
  type,
  autoComplete,
  hint,
}: {
  meta: FieldMetadata<string | undefined>;
  label: string;
  type: "email" | "password" | "text";
  autoComplete: string;
  hint?: string;
}) {
  const { t } = useTranslation("auth");
  const { key, ...inputProps } = getInputProps(meta, { type });
  return (
    <TextField
      key={key}
      {...inputProps}
      label={label}
      hint={hint}
      error={meta.errors?.[0] && t(`errors.${meta.errors[0]}`)}
      autoComplete={autoComplete}
    />
  );
}

/** A new password and its confirmation (registration, reset, change), with the length hint. */
export function NewPasswordFields({
  password,
  confirmPassword,
  passwordLabel,
}: {
  password: FieldMetadata<string | undefined>;
  confirmPassword: FieldMetadata<string | undefined>;
  passwordLabel: string;
}) {
  const { t } = useTranslation("auth");
  return (
    <>
      <AuthField
        meta={password}
        label={passwordLabel}
        type="password"
        autoComplete="new-password"
        hint={t("fields.passwordHint")}
      />
      <AuthField
        meta={confirmPassword}
        label={t("fields.confirmPassword")}
        type="password"
        autoComplete="new-password"
      />
    </>
  );
}

/** A submit button that says what is happening while its form is being sent. */
export function SubmitButton({
  children,
  pendingLabel,
  intent,
  variant = "primary",
}: {
  children: ReactNode;
  pendingLabel: string;
  intent?: string;
  variant?: "primary" | "secondary" | "danger";
}) {
  const navigation = useNavigation();
  const pending =
    navigation.state === "submitting" && (!intent || navigation.formData?.get("intent") === intent);
  const look =
    variant === "danger" ? "bg-red-700 text-white hover:bg-red-800 focus-visible:outline-red-700" : "";
  return (
    <button
      type="submit"
      disabled={pending}
      aria-busy={pending}
      className={buttonClass(
        variant === "danger" ? "primary" : variant,
        `${look} w-full sm:w-auto sm:self-start`,
      )}
    >
      {pending ? pendingLabel : children}
    </button>
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
