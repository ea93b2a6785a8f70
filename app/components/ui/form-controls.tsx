import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";

/** Shared look of text inputs, selects and text areas; the error state is announced with the field. */
const CONTROL =
  "mt-1 block w-full rounded-md border bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 focus:outline-2 focus:outline-offset-1 focus:outline-brand-700 disabled:bg-slate-100";

const controlClass = (error: string | undefined) =>
  `${CONTROL} ${error ? "border-red-600" : "border-slate-300"}`;

type FieldFrame = { id: string; label: string; error?: string; children: ReactNode };

function Field({ id, label, error, children }: FieldFrame) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

const errorAttributes = (id: string, error: string | undefined) => ({
  "aria-invalid": error ? true : undefined,
  "aria-describedby": error ? `${id}-error` : undefined,
});

type Labelled = { label: string; error?: string; id: string };

export function TextField({ label, error, id, ...input }: Labelled & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Field id={id} label={label} error={error}>
      <input id={id} className={controlClass(error)} {...input} {...errorAttributes(id, error)} />
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
      <textarea id={id} className={controlClass(error)} {...textarea} {...errorAttributes(id, error)} />
    </Field>
  );
}

export function SelectField({
  label,
  error,
  id,
  children,
  ...select
}: Labelled & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <Field id={id} label={label} error={error}>
      <select id={id} className={controlClass(error)} {...select} {...errorAttributes(id, error)}>
        {children}
      </select>
    </Field>
  );
}

/** A message about the whole form: errors interrupt (alert); a confirmation is announced politely. */
export function FormError({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
      {children}
    </p>
  );
}

/** Always rendered, so screen readers announce the confirmation when it appears inside. */
export function FormSuccess({ children }: { children?: ReactNode }) {
  return (
    <div role="status">
      {children && (
        <p className="rounded-md border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
          {children}
        </p>
      )}
    </div>
  );
}
