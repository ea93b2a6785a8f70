import { type FieldMetadata, getInputProps } from "@conform-to/react";
import { useCallback, useEffect, useState } from "react";
import type { FormAnswer } from "#app/domain/form-answer.ts";

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
      className={`min-w-0 flex-1 rounded-md border bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 focus:outline-2 focus:outline-offset-1 disabled:opacity-70 ${
        dark ? "border-slate-600 focus:outline-white" : "border-slate-300 focus:outline-brand-700"
      } ${error ? "border-red-500" : ""}`}
    />
  );
}
