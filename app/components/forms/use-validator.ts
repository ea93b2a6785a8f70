import { useEffect, useState } from "react";
import type { ValidatorName, validators as Validators } from "#app/components/forms/validators.ts";

let loaded: typeof Validators | undefined;

/**
 * A public form's check for `useForm`, loaded once per page after it is interactive, off the first load
 * (docs/decisions/008); undefined until it arrives, while the server's answer carries the errors.
 */
export function useValidator<Name extends ValidatorName>(name: Name): (typeof Validators)[Name] | undefined {
  const [validators, setValidators] = useState(loaded);
  useEffect(() => {
    if (validators) return;
    void import("#app/components/forms/validators.ts").then((module) => {
      loaded = module.validators;
      setValidators(module.validators);
    });
  }, [validators]);
  return validators?.[name];
}
