import { type FieldMetadata, getCollectionProps, getTextareaProps } from "@conform-to/react";
import { CircleCheck } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, useLocation } from "react-router";
import { FormError, TextAreaField } from "#app/components/form/form-controls.tsx";
import { Honeypot } from "#app/components/form/honeypot.tsx";
import { useForm } from "#app/components/form/use-form.ts";
import { useValidator } from "#app/components/form/use-validator.ts";
import { useLocalizedHref } from "#app/components/language.tsx";
import { IdentityFields } from "#app/components/leads/identity-fields.tsx";
import { buttonClass, SubmitButton } from "#app/components/ui/button.tsx";
import type { FormAnswer } from "#app/domain/form/form-answer.ts";
import { FIELD_LIMITS } from "#app/domain/form/form-fields.ts";
import { isOneOf } from "#app/domain/one-of.ts";
import {
  type SessionView,
  TIME_PREFERENCES,
  WEBINAR_TOPICS,
  type WebinarId,
} from "#app/domain/webinars/webinars.ts";

/** What the action answers a registration with: the form's answer and the session registered for. */
/** The answer to a registration: the session registered for, by id and title in the page's language. */
export type RegistrationAnswer = FormAnswer & {
  intent: "register";
  webinar: { id: WebinarId; title: string } | null;
};

/**
 * The registration form (spec 001 §2.17, §3, §4, §5): session, name, e-mail, company, preferred time (required),
 * topics and a message (optional). Sent: the success screen, whose 'Register for Another Webinar' brings back an
 * empty form. Refused or failed: the message, every value kept. Without JavaScript it posts to the page.
 */
export function RegistrationForm({
  sessions,
  selected,
  answer: pageAnswer,
}: {
  sessions: readonly SessionView[];
  /** The session 'Register Now' preselected (`?webinar=`). */
  selected: string | null;
  answer?: RegistrationAnswer;
}) {
  const { t } = useTranslation("webinars");
  const href = useLocalizedHref();
  const { pathname } = useLocation();
  const [success, setSuccess] = useState<RegistrationAnswer | null>(pageAnswer?.sent ? pageAnswer : null);
  const form = useForm({
    id: "webinar-registration",
    validator: useValidator("webinarRegistration"),
    action: href("/webinars"),
    fetcher: true,
    ns: "webinars",
    answer: pageAnswer,
    onAnswer: (answer) => {
      if (answer.sent) setSuccess(answer);
    },
  });
  const { formProps, fields, errorOf, formError, hasFieldErrors, pending } = form;

  const successHeading = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [returned, setReturned] = useState(false);
  useEffect(() => {
    if (success) successHeading.current?.focus();
  }, [success]);
  useEffect(() => {
    if (returned && !success) formRef.current?.querySelector("select")?.focus(); // the first field (the honeypot comes before it)
  }, [returned, success]);

  if (success) {
    const again = (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      setSuccess(null);
      setReturned(true);
    };
    return (
      <div
        className="rounded-xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200 sm:p-10"
        data-testid="registration-success"
      >
        <CircleCheck aria-hidden className="mx-auto size-12 text-green-700" />
        <h3
          ref={successHeading}
          tabIndex={-1}
          className="mt-4 text-2xl font-bold text-slate-900 focus:outline-none"
        >
          {t("form.success.title")}
        </h3>
        <p role="status" className="mx-auto mt-3 max-w-lg text-slate-700">
          {success.webinar
            ? t("form.success.text", { title: success.webinar.title })
            : t("form.success.textNoSession")}
        </p>
        <p className="mx-auto mt-2 max-w-lg text-sm text-slate-600">{t("form.success.reply")}</p>
        {/* Without JavaScript a GET of the page (a form: a link to the same URL would only scroll). */}
        <form method="get" action={`${href("/webinars")}#register`} onSubmit={again} className="mt-6">
          <button type="submit" className={buttonClass("primary")}>
            {t("form.success.again")}
          </button>
        </form>
      </div>
    );
  }

  const initial = form.form.initialValue as Record<string, unknown> | undefined;
  const chosen = typeof initial?.webinar === "string" ? initial.webinar : (selected ?? "");
  const timeError = errorOf(fields.timePreference as FieldMetadata<unknown>);
  const topicsError = errorOf(fields.interests as FieldMetadata<unknown>);
  return (
    <Form
      {...formProps}
      ref={formRef}
      className="space-y-5 rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
      data-testid="registration-form"
    >
      <Honeypot />
      <input type="hidden" name="page" value={pathname} />
      <div>
        <label htmlFor={fields.webinar.id} className="block text-sm font-medium text-slate-800">
          {t("form.webinar")}
        </label>
        <select
          // A new preselection ('Register Now' on another card) shows in the list.
          key={selected ?? ""}
          id={fields.webinar.id}
          name={fields.webinar.name}
          form={form.form.id}
          defaultValue={chosen}
          className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:outline-2 focus:outline-offset-1 focus:outline-brand-700"
        >
          <option value="">{t("form.webinarNext")}</option>
          {sessions
            .filter((session) => !session.full)
            .map((session) => (
              <option key={session.id} value={session.id}>
                {t("form.webinarOption", { title: session.title, date: session.date })}
              </option>
            ))}
        </select>
      </div>
      <IdentityFields fields={fields as never} errorOf={errorOf as never} pairNameAndEmail />
      <Choices
        legend={t("form.timePreference")}
        error={timeError}
        required
        inputs={getCollectionProps(fields.timePreference as FieldMetadata<string>, {
          type: "radio",
          options: [...TIME_PREFERENCES],
        })}
        labelOf={(value) => (isOneOf(TIME_PREFERENCES, value) ? t(`form.times.${value}`) : value)}
      />
      <Choices
        legend={t("form.topicsLegend")}
        error={topicsError}
        inputs={getCollectionProps(fields.interests as FieldMetadata<string[]>, {
          type: "checkbox",
          options: [...WEBINAR_TOPICS],
        })}
        labelOf={(value) => (isOneOf(WEBINAR_TOPICS, value) ? t(`form.topics.${value}`) : value)}
      />
      <TextAreaField
        {...getTextareaProps(fields.message as FieldMetadata<string>)}
        label={t("form.message")}
        error={errorOf(fields.message as FieldMetadata<unknown>, FIELD_LIMITS.message)}
        rows={4}
      />
      {formError ? (
        <FormError>{formError}</FormError>
      ) : (
        hasFieldErrors && <FormError>{t("errors.fixErrors", { ns: "forms" })}</FormError>
      )}
      <SubmitButton pending={pending} pendingLabel={t("form.submitting")} className="w-full sm:w-auto">
        {t("form.submit")}
      </SubmitButton>
    </Form>
  );
}

/** A group of radio buttons or checkboxes with its legend and error, announced with each choice. */
function Choices({
  legend,
  error,
  required = false,
  inputs,
  labelOf,
}: {
  legend: string;
  error?: string;
  required?: boolean;
  inputs: ReturnType<typeof getCollectionProps>;
  labelOf(value: string): string;
}) {
  const errorId = `${inputs[0]?.name ?? "choices"}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {inputs.map(({ key, ...input }) => (
          <label
            key={key}
            className="flex cursor-pointer items-center gap-3 rounded-md border border-slate-300 px-3 py-2 text-sm text-slate-800 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
          >
            <input
              {...input}
              required={required && input.type === "radio"}
              aria-invalid={error ? true : undefined}
              className="size-4 accent-brand-700"
            />
            {labelOf(String(input.value))}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
