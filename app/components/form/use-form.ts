import {
  type DefaultValue,
  type FieldMetadata,
  getFormProps,
  type Submission,
  useForm as useConformForm,
} from "@conform-to/react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher, useFormAction, useNavigation } from "react-router";
import type { FormAnswer } from "#app/domain/form/form-answer.ts";
import { translateDataKey } from "#app/i18n/data-key.ts";
import type { Namespace } from "#app/i18n/i18n.ts";

type Fields = Record<string, unknown>;

/** The name of Conform's intent field (`INTENT` in @conform-to/dom, which @conform-to/react does not re-export). */
const CONFORM_INTENT = "__intent__";

/** The browser-side check of a form: its zod schema (the one its action uses) read by Conform. */
export type FormCheck<Input extends Fields, Output> = (
  formData: FormData,
) => Submission<Input, string[], Output>;

/**
 * A form's browser-side check as `useValidator` gives it: `check` once its code has loaded (`ready`; also ready
 * with no check, for a form without fields), `load` to ask for it.
 */
export type FormValidator<Input extends Fields, Output> = {
  check?: FormCheck<Input, Output>;
  ready: boolean;
  load(): Promise<void>;
};

export type FormSetup<Input extends Fields, Output, Answer extends FormAnswer> = {
  /** Names the form's state and field ids; needed when a page has several forms. */
  id?: string;
  /** The route whose action receives the form, in the page's language; the page's own route by default. */
  action?: string;
  /** Posts through a fetcher, so the page stays as it is (forms on every page); otherwise the post navigates. */
  fetcher?: boolean;
  /**
   * The check before sending (decision 043): it loads when the visitor first reaches into the form (focus), and a
   * form sent before it has arrived waits for it. Without it, the server's answer carries the errors.
   */
  validator?: FormValidator<Input, Output>;
  /** HTML constraints (required, lengths) from the schema, so the browser checks even without JavaScript. */
  constraint?: Parameters<typeof useConformForm>[0]["constraint"];
  /**
   * `submit` (default): fields are checked on submit, and typing in a field hides its error (spec 000 §4-5).
   * `blur`: a field is checked when left and again as it is edited (the account forms).
   */
  validateOn?: "submit" | "blur";
  /** The namespace of the form's messages (under `errors.`); the pipeline's own come from `forms`. */
  ns?: Namespace;
  /** Values the form-level messages interpolate (the contact address in a failure message). */
  messageValues?: Record<string, string>;
  /** The action's answer when the page itself received the post (the route's `actionData`). */
  answer?: Answer;
  /** Called once for each new answer. */
  onAnswer?(answer: Answer): void;
  defaultValue?: DefaultValue<Input>;
};

/**
 * The browser half of every form (the server half is `receiveForm`): Conform with the form's schema, posting to
 * its route by navigation or through a fetcher, the action's answer shown again (errors and kept values), messages
 * translated, and whether the form is being sent (for `SubmitButton`). Without JavaScript the same markup posts
 * to the route, whose page renders `answer`.
 */
export function useForm<Input extends Fields, Output, Answer extends FormAnswer = FormAnswer>({
  id,
  action,
  fetcher: viaFetcher = false,
  validator,
  constraint,
  validateOn = "submit",
  ns = "forms",
  messageValues,
  answer: pageAnswer,
  onAnswer,
  defaultValue,
}: FormSetup<Input, Output, Answer>) {
  const { t } = useTranslation(ns);
  const key = useId();
  const fetcher = useFetcher({ key });
  const navigation = useNavigation();
  const formAction = useFormAction(action);
  // Through a fetcher, the answer is that of the same action the page would have received.
  const answer: Answer | undefined = (viaFetcher ? fetcher.data : undefined) ?? pageAnswer;
  const [edited, setEdited] = useState<ReadonlySet<string>>(new Set());
  const check = validator?.check;
  const [form, fields] = useConformForm<Input, Output, string[]>({
    id,
    defaultValue,
    constraint,
    lastResult: answer?.result,
    shouldValidate: validateOn === "blur" ? "onBlur" : "onSubmit",
    shouldRevalidate: validateOn === "blur" ? "onInput" : "onSubmit",
    onValidate: check && (({ formData }) => check(formData)),
  });

  // A submit that came before the check's code: sent again once it is here (or, should it fail to load, without).
  const waiting = useRef<{ form: HTMLFormElement; submitter: HTMLElement | null } | null>(null);
  const unchecked = useRef(false);
  const sendWaiting = () => {
    const { form: element, submitter } = waiting.current ?? {};
    waiting.current = null;
    if (!element?.isConnected) return;
    element.requestSubmit(submitter?.isConnected ? submitter : null);
  };
  const ready = validator?.ready ?? true;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the check arrives; sendWaiting reads refs only
  useEffect(() => {
    if (ready) sendWaiting();
  }, [ready]);

  const handled = useRef<Answer | undefined>(undefined);
  useEffect(() => {
    if (!answer || handled.current === answer) return;
    handled.current = answer;
    setEdited(new Set()); // a new answer shows all its errors again
    onAnswer?.(answer);
  }, [answer, onAnswer]);

  /** A message key in the form's namespace, else the pipeline's (`forms`): a code from the schema or the server. */
  const message = (messageKey: string, values?: Record<string, unknown>) =>
    translateDataKey(t, `errors.${messageKey}`, { ns: [ns, "forms"], ...values });
  const shown = (name: string) => validateOn === "blur" || !edited.has(name);
  const formErrorKey = form.errors?.[0];

  return {
    form,
    fields,
    /** Props for React Router's `<Form>`. */
    formProps: {
      ...getFormProps(form),
      method: "post" as const,
      action: formAction,
      navigate: !viaFetcher,
      fetcherKey: viaFetcher ? key : undefined,
      onInput: (event: FormEvent<HTMLFormElement>) => {
        const name = (event.target as HTMLInputElement).name;
        if (name && !edited.has(name)) setEdited((current) => new Set(current).add(name));
      },
      onFocus: () => {
        if (!ready) validator?.load().catch(() => undefined);
      },
      onSubmit: (event: FormEvent<HTMLFormElement>) => {
        if (!ready && !unchecked.current && validator) {
          event.preventDefault();
          const submitter = (event.nativeEvent as SubmitEvent).submitter;
          // Conform checking a field it left (blur) asks with a temporary button named for its intent field: until
          // the check is here there is nothing to check with, and such a request is not the visitor's to keep.
          if (submitter?.getAttribute("name") === CONFORM_INTENT) {
            validator.load().catch(() => undefined);
            return;
          }
          waiting.current = { form: event.currentTarget, submitter };
          validator.load().catch(() => {
            unchecked.current = true;
            sendWaiting();
          });
          return;
        }
        setEdited(new Set());
        form.onSubmit(event);
      },
    },
    /** The field's first error, translated (`max`: the length limit it names), unless it is hidden by an edit. */
    errorOf(field: FieldMetadata<unknown, Input, string[]>, max?: number) {
      const key = field.errors?.[0];
      return key && shown(field.name) ? message(key, { max }) : undefined;
    },
    /** The error about the whole submission (size, rate limit, a refusal of the action), translated. */
    formError: formErrorKey && message(formErrorKey, messageValues),
    hasFieldErrors: Object.entries(form.allErrors).some(
      ([name, errors]) => name !== "" && errors.length > 0 && shown(name),
    ),
    pending: viaFetcher
      ? fetcher.state !== "idle"
      : navigation.state !== "idle" && navigation.formAction === formAction,
    answer,
  };
}
