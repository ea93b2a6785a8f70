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
import { CircleAlert, CircleCheck } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import type { z } from "zod";
import { buttonClass } from "../ui/button.tsx";

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

/** A labelled input with its translated error, tied together for screen readers. */
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
  const inputProps = getInputProps(meta, { type, ariaDescribedBy: hint ? `${meta.id}-hint` : undefined });
  return (
    <div>
      <label htmlFor={meta.id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        {...inputProps}
        key={inputProps.key}
        autoComplete={autoComplete}
        // Addresses read left to right in every language.
        dir={type === "email" ? "ltr" : undefined}
        className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-700 focus:outline-2 focus:outline-brand-700 aria-[invalid=true]:border-red-600"
      />
      {hint && (
        <p id={`${meta.id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      {meta.errors?.[0] && (
        <p id={meta.errorId} className="mt-1 text-sm text-red-700">
          {t(`errors.${meta.errors[0]}`)}
        </p>
      )}
    </div>
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

/** A success or error message; errors are announced at once, successes politely. */
export function Notice({ tone, children }: { tone: "success" | "error" | "info"; children: ReactNode }) {
  const styles = {
    success: "border-green-300 bg-green-50 text-green-900",
    error: "border-red-300 bg-red-50 text-red-900",
    info: "border-amber-300 bg-amber-50 text-amber-950",
  }[tone];
  const Icon = tone === "success" ? CircleCheck : CircleAlert;
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={`flex gap-2 rounded-md border p-3 text-sm ${styles}`}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
      <div>{children}</div>
    </div>
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
