import { type ChangeEvent, type FormEvent, useEffect, useId, useMemo, useRef, useState } from "react";
import type { z } from "zod";
import type { ToolAnswer } from "#app/components/tools/tool-answer.ts";
import type { ToolId } from "#app/domain/tools/tool-ids.ts";

/**
 * What one tool's form is made of: its id, its fields in the page's order, and `initial`, the worked example it
 * opens with (valid, so its results show on arrival, from the server's HTML on; decision 072).
 */
export type LiveToolSpec<Field extends string, Input, Result> = {
  tool: ToolId;
  fields: readonly Field[];
  initial: Record<Field, string>;
  schema: z.ZodType<Input>;
  compute(input: Input): Result;
};

type Values<Field extends string> = Record<Field, string>;

const sameValues = <Field extends string>(fields: readonly Field[], a: Values<Field>, b: Values<Field>) =>
  fields.every((field) => a[field] === b[field]);

/** The first message key the parse gives each field (in the fields' order), none when it succeeded. */
export function firstIssues<Field extends string>(
  parsed: z.ZodSafeParseResult<unknown>,
  fields: readonly Field[],
): Partial<Record<Field, string>> {
  const found: Partial<Record<Field, string>> = {};
  if (parsed.success) return found;
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as Field;
    if (fields.includes(field)) found[field] ??= issue.message;
  }
  return found;
}

/**
 * A tool's form computed live in the browser (spec 001 §9), the one way the three tools do it:
 * - the values start as the server's answer sent them back (the form as posted without JavaScript), else
 *   `initial`, the worked example (`isExample` while the form still holds it); what the visitor typed into the
 *   server's HTML before this code arrived is theirs, and is taken over once hydrated (`formRef` on the form);
 * - the results are the server's own (`answer.computed`) while the form still holds what it computed them from,
 *   then the same domain functions (`compute`) on every valid change;
 * - `errors`: a field's message shows as soon as what it holds is wrong; an empty field once the visitor asked
 *   for results (here, `submit`, or by the server's answer);
 * - `submit`: with JavaScript the results are already on screen, so 'Calculate' only reports (and focuses) what
 *   is missing or wrong; 'Save results' is sent once the inputs are valid.
 */
export function useLiveTool<Field extends string, Input, Result>(
  spec: LiveToolSpec<Field, Input, Result>,
  answer: ToolAnswer | undefined,
) {
  const { tool, fields, initial, schema, compute } = spec;
  const id = useId();
  const own = answer?.tool === tool ? answer : undefined;
  const valuesOf = (sent: ToolAnswer | undefined): Values<Field> => {
    const posted = sent?.result.initialValue;
    if (!posted) return { ...initial };
    const values = { ...initial };
    for (const field of fields) {
      const value = posted[field];
      values[field] = typeof value === "string" ? value : "";
    }
    return values;
  };
  const [values, setValues] = useState<Values<Field>>(() => valuesOf(own));
  const [asked, setAsked] = useState(own !== undefined);

  const formRef = useRef<HTMLFormElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, when the code arrives
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const typed = { ...initial };
    for (const field of fields) {
      const control = form.elements.namedItem(field);
      typed[field] =
        control instanceof HTMLInputElement || control instanceof HTMLSelectElement ? control.value : "";
    }
    setValues((current) => (sameValues(fields, current, typed) ? current : typed));
  }, []);

  const parsed = useMemo(() => schema.safeParse(values), [schema, values]);
  const result: Result | null =
    own?.computed && sameValues(fields, values, valuesOf(own))
      ? (own.computed as Result)
      : parsed.success
        ? compute(parsed.data)
        : null;
  const isExample = sameValues(fields, values, initial);
  const errors = useMemo(() => {
    const found = firstIssues(parsed, fields);
    for (const field of fields) if (values[field].trim() === "" && !asked) delete found[field];
    return found;
  }, [parsed, fields, values, asked]);

  /** The id of a field's control: `focusFirst` finds it by this. */
  const idOf = (field: Field) => `${id}-${field}`;
  const focusFirst = (found: Partial<Record<Field, string>>) => {
    const first = fields.find((field) => found[field]);
    if (first) document.getElementById(idOf(first))?.focus();
  };

  const change = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    const { name, value } = event.currentTarget;
    setValues((current) => ({ ...current, [name]: value }));
  };

  /** What a field's control is bound to: its id, name and value, and the change that sets the value. */
  const bind = (field: Field) => ({ id: idOf(field), name: field, value: values[field], onChange: change });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (submitter?.value === "save" && parsed.success) return;
    event.preventDefault();
    setAsked(true);
    focusFirst(firstIssues(parsed, fields));
  };

  return {
    id,
    own,
    formRef,
    values,
    setValues,
    valuesOf,
    parsed,
    result,
    isExample,
    errors,
    idOf,
    focusFirst,
    change,
    bind,
    submit,
  };
}
