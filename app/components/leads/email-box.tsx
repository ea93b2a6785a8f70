import { type FieldMetadata, getInputProps } from "@conform-to/react";
import { useCallback, useEffect, useState } from "react";
import { FormError } from "#app/components/form/form-controls.tsx";
import { useForm } from "#app/components/form/use-form.ts";
import { useValidator } from "#app/components/form/use-validator.ts";
import type { FormAnswer } from "#app/domain/form/form-answer.ts";
import { FIELD_LIMITS } from "#app/domain/form/form-fields.ts";
import type { Namespace } from "#app/i18n/i18n.ts";

/** How long a sign-up's thank-you stays (spec 000 §9, spec 001 §9 "subscribe success 5 s"). */
export const THANK_YOU_MS = 5000;

/**
 * The e-mail boxes' thank-you (the newsletter, a plan page's drip): shown after each sent answer, gone 5 s later.
 * `onAnswer` goes to `useForm`; `answer` is the no-JavaScript post's answer, shown at once.
 */
export function useThankYou(answer: FormAnswer | undefined) {
  const [thanked, setThanked] = useState(answer?.sent ?? false);
  const onAnswer = useCallback((next: FormAnswer) => setThanked(next.sent), []);
  useEffect(() => {
    if (!thanked) return;
    const timer = setTimeout(() => setThanked(false), THANK_YOU_MS);
    return () => clearTimeout(timer);
  }, [thanked]);
  return { thanked, onAnswer };
}

/**
 * An e-mail box's one input: disabled while sending, its error tied to it (`<id>-error`, which the box renders),
 * left to right in every language. `dark`: on the footer's dark background.
 */
export function EmailBoxInput<Form extends Record<string, unknown>>({
  field,
  error,
  placeholder,
  pending,
  dark = false,
}: {
  field: FieldMetadata<string | undefined, Form, string[]>;
  error: string | undefined;
  placeholder: string;
  pending: boolean;
  dark?: boolean;
}) {
  return (
    <input
      {...getInputProps(field, { type: "email" })}
      placeholder={placeholder}
      autoComplete="email"
      required
      disabled={pending}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${field.id}-error` : undefined}
      dir="ltr"
      className={`min-w-0 flex-1 rounded-md border bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 focus:outline-2 focus:outline-offset-1 disabled:opacity-70 aria-disabled:opacity-70 ${
        dark ? "border-slate-600 focus:outline-white" : "border-slate-300 focus:outline-brand-700"
      } ${error ? "border-red-500" : ""}`}
    />
  );
}

/**
 * A page's own e-mail box (a plan's drip, a region's "Notify Me"): the newsletter's check, posted to the page's
 * action through a fetcher, `ns` wording its failures; with the thank-you (`thanked`) and the address's error.
 */
export function useEmailBox({
  id,
  ns,
  answer,
}: {
  id: string;
  ns: Namespace;
  answer: FormAnswer | undefined;
}) {
  const { thanked, onAnswer } = useThankYou(answer);
  const form = useForm({ id, validator: useValidator("newsletter"), fetcher: true, ns, answer, onAnswer });
  return { ...form, thanked, emailError: form.errorOf(form.fields.email, FIELD_LIMITS.email) };
}

/** Under an e-mail box: the address's error (tied to its input by `<id>-error`) and the form's. */
export function EmailBoxErrors({
  fieldId,
  emailError,
  formError,
}: {
  fieldId: string;
  emailError: string | undefined;
  formError: string | undefined;
}) {
  return (
    <div className="mt-2 space-y-2 text-sm">
      {emailError && (
        <p id={`${fieldId}-error`} className="text-red-700">
          {emailError}
        </p>
      )}
      {formError && <FormError>{formError}</FormError>}
    </div>
  );
}
