import { useEffect, useState } from "react";
import type { FormFields, FormValue, ValidatorName, validate } from "#app/components/forms/validators.ts";
import type { FormCheck } from "#app/components/ui/use-form.ts";

let loaded: typeof validate | undefined;

/**
 * A form's check for `useForm` (its schema, by name), loaded once per page after it is interactive, off the first
 * load (docs/decisions/008); undefined until it arrives, while the server's answer carries the errors. `null`: a
 * form without fields to check (a lone button).
 */
export function useValidator<Name extends ValidatorName>(
  name: Name | null,
): FormCheck<FormFields<Name>, FormValue<Name>> | undefined {
  const [validator, setValidator] = useState(() => loaded);
  useEffect(() => {
    if (validator || !name) return;
    void import("#app/components/forms/validators.ts").then((module) => {
      loaded = module.validate;
      setValidator(() => module.validate);
    });
  }, [validator, name]);
  return validator && name ? (formData) => validator(name, formData) : undefined;
}
