import { useState } from "react";
import type { FormValidator } from "#app/components/form/use-form.ts";
import type { FormFields, FormValue, ValidatorName, validate } from "#app/components/form/validators.ts";

let loaded: typeof validate | undefined;
let loading: Promise<typeof validate> | undefined;

/** The checks' code (zod and Conform's parser, ~35 KB gzip), fetched once per page; tried again after a failure. */
function loadValidate(): Promise<typeof validate> {
  loading ??= import("#app/components/form/validators.ts").then(
    (module) => {
      loaded = module.validate;
      return module.validate;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * A form's check for `useForm` (its schema, by name). Its code is not part of any page's load (decisions 008 and
 * 043): `useForm` asks for it when the visitor reaches into the form, and a form sent before it has arrived waits
 * for it. `null`: a form without fields to check (a lone button), ready as it is.
 */
export function useValidator<Name extends ValidatorName>(
  name: Name | null,
): FormValidator<FormFields<Name>, FormValue<Name>> {
  const [validator, setValidator] = useState(() => loaded);
  return {
    check: validator && name ? (formData) => validator(name, formData) : undefined,
    ready: !name || validator !== undefined,
    load: async () => {
      const loadedValidate = await loadValidate();
      setValidator(() => loadedValidate);
    },
  };
}
