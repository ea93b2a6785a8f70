import { CircleAlert, CircleCheck } from "lucide-react";
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import { errorIdOf, INVALID_BORDER, VALID_BORDER } from "#app/components/form/field-state.ts";
import { type SentEvent, sentEventMarker } from "#app/domain/analytics/analytics.ts";

/** Shared look of text inputs, selects and text areas; the error state is announced with the field. */
const CONTROL =
  "mt-1 block w-full rounded-md border bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 focus:outline-2 focus:outline-offset-1 focus:outline-brand-700 disabled:bg-slate-100 aria-disabled:bg-slate-100";

const controlClass = (error: string | undefined) => `${CONTROL} ${error ? INVALID_BORDER : VALID_BORDER}`;

type FieldFrame = { id: string; label: string; error?: string; hint?: string; children: ReactNode };

function Field({ id, label, error, hint, children }: FieldFrame) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorIdOf(id)} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

const describedBy = (id: string, error: string | undefined, hint?: string) => ({
  "aria-invalid": error ? true : undefined,
  "aria-describedby": [hint && `${id}-hint`, error && errorIdOf(id)].filter(Boolean).join(" ") || undefined,
});

type Labelled = { label: string; error?: string; id: string };

export function TextField({
  label,
  error,
  hint,
  id,
  ...input
}: Labelled & { hint?: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <input
        id={id}
        // Addresses read left to right in every language.
        dir={input.type === "email" ? "ltr" : undefined}
        className={controlClass(error)}
        {...input}
        {...describedBy(id, error, hint)}
      />
    </Field>
  );
}

export function TextAreaField({
  label,
  error,
  id,
  ...textarea
}: Labelled & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <Field id={id} label={label} error={error}>
      <textarea id={id} className={controlClass(error)} {...textarea} {...describedBy(id, error)} />
    </Field>
  );
}

export function SelectField({
  label,
  error,
  hint,
  id,
  children,
  ...select
}: Labelled & { hint?: string } & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <select id={id} className={controlClass(error)} {...select} {...describedBy(id, error, hint)}>
        {children}
      </select>
    </Field>
  );
}

const NOTICE_STYLES = {
  success: "border-green-300 bg-green-50 text-green-900",
  error: "border-red-300 bg-red-50 text-red-900",
  info: "border-amber-300 bg-amber-50 text-amber-950",
} as const;

/**
 * A message about a whole form or page. Errors interrupt (alert); others are announced politely, unless the notice
 * sits inside a live region already (`announce={false}`).
 */
export function Notice({
  tone,
  announce = true,
  children,
}: {
  tone: keyof typeof NOTICE_STYLES;
  announce?: boolean;
  children: ReactNode;
}) {
  const Icon = tone === "success" ? CircleCheck : CircleAlert;
  return (
    <div
      role={announce ? (tone === "error" ? "alert" : "status") : undefined}
      className={`flex gap-2 rounded-md border p-3 text-sm ${NOTICE_STYLES[tone]}`}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
      <div>{children}</div>
    </div>
  );
}

export function FormError({ children }: { children: ReactNode }) {
  return <Notice tone="error">{children}</Notice>;
}

/**
 * A form's success message, its box always rendered, so screen readers announce the confirmation when it appears
 * inside. `sentEvent` is the analytics event the form reports when sent: the app reports it itself (trackSent); on
 * a document page, where the answer arrives as a new page, the page script reports it from the marker this renders
 * with the message, and clears the message after `clearAfterMs` (page-script/form-answers.ts).
 */
export function FormSuccess({
  children,
  sentEvent,
  clearAfterMs,
}: {
  children?: ReactNode;
  sentEvent?: SentEvent;
  /** How long the message stays (a sign-up's thank-you); on app pages the form's own state clears it. */
  clearAfterMs?: number;
}) {
  return (
    <div
      role="status"
      {...sentEventMarker(children ? sentEvent : undefined)}
      data-clear-after-ms={children ? clearAfterMs : undefined}
    >
      {children && (
        <Notice tone="success" announce={false}>
          {children}
        </Notice>
      )}
    </div>
  );
}
