import { type FieldMetadata, getFormProps, type Submission, useForm } from "@conform-to/react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import type { z } from "zod";
import type { ValidatorName, validators as Validators } from "#app/components/forms/validators.ts";
import type { FormResponse } from "#app/server/forms/receive-form.server.ts";

let loadedValidators: typeof Validators | undefined;
/** Loads the validators once per page; until they arrive, the server's answer carries the errors. */
function useValidators() {
  const [validators, setValidators] = useState(loadedValidators);
  useEffect(() => {
    if (validators) return;
    void import("#app/components/forms/validators.ts").then((module) => {
      loadedValidators = module.validators;
      setValidators(module.validators);
    });
  }, [validators]);
  return validators;
}

/**
 * The browser half of a public form: Conform validates with the form's zod schema on submit (the server runs the
 * same schema; `Schema` types the fields, `validator` names its lazily loaded parser), a fetcher posts to the form's route so the page stays put, and editing a field hides its error
 * (spec 000 §4). Without JavaScript the same markup posts to the route and the page renders `pageResponse`.
 */
export function usePublicForm<Schema extends z.ZodObject>({
  validator,
  action,
  pageResponse,
  onResponse,
}: {
  validator: ValidatorName;
  /** The route whose action handles the form, in the page's language. */
  action: string;
  /** The route's own action data, when the page itself received the (JavaScript-less) post. */
  pageResponse?: FormResponse;
  /** Called once for each new answer from the action. */
  onResponse?(response: FormResponse): void;
}) {
  const { t } = useTranslation("forms");
  const fetcher = useFetcher<FormResponse>();
  const validate = useValidators()?.[validator];
  const response = fetcher.data ?? pageResponse;
  const [edited, setEdited] = useState<ReadonlySet<string>>(new Set());
  const [form, fields] = useForm<z.input<Schema>, z.output<Schema>, string[]>({
    lastResult: response?.result,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onSubmit",
    onValidate:
      validate &&
      (({ formData }) => validate(formData) as Submission<z.input<Schema>, string[], z.output<Schema>>),
  });

  const handled = useRef<FormResponse | undefined>(undefined);
  useEffect(() => {
    if (!response || handled.current === response) return;
    handled.current = response;
    setEdited(new Set()); // a new answer shows all its errors again
    onResponse?.(response);
  }, [response, onResponse]);

  /** The field's first error, translated, unless the visitor has edited the field since. */
  function errorOf(field: FieldMetadata<unknown, z.input<Schema>, string[]>, max?: number) {
    const key = field.errors?.[0];
    return key && !edited.has(field.name) ? t(`errors.${key}`, { max }) : undefined;
  }

  const formProps = {
    ...getFormProps(form),
    method: "post" as const,
    action,
    onInput: (event: FormEvent<HTMLFormElement>) => {
      const name = (event.target as HTMLInputElement).name;
      if (name) setEdited((current) => new Set(current).add(name));
    },
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      setEdited(new Set());
      form.onSubmit(event);
    },
  };

  return {
    Form: fetcher.Form,
    formProps,
    fields,
    errorOf,
    /** Errors about the whole submission (rate limit, size, storage failure), as `forms` keys. */
    formError: form.errors?.[0],
    hasFieldErrors: Object.entries(form.allErrors).some(
      ([name, errors]) => name !== "" && errors.length > 0 && !edited.has(name),
    ),
    pending: fetcher.state !== "idle",
    response,
  };
}
