import type { TOptions } from "i18next";

/** Any `t`: i18next types a key given with a default value as a plain string, in every namespace. */
type AnyKeyT = (key: string, options: TOptions & { defaultValue: string }) => string;

/**
 * Translates a key that is data, not code, so the type check cannot know it: a validation code a zod schema wrote
 * (zod types its messages `string`) and the server sent back, or a status read from the database. Everywhere else
 * a key is typed (`i18next.d.ts`) and a wrong one fails `tsc`; this is the one named way around it. The default
 * value is the key itself, which is what i18next shows for a missing key anyway, so nothing changes at runtime.
 */
export function translateDataKey(t: AnyKeyT, key: string, options?: TOptions): string {
  return t(key, { ...options, defaultValue: key });
}
