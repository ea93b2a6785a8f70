/**
 * Whether `value` is one of `values` (an `as const` list), narrowing it to their union, so a translation key built
 * from it (`t(\`status.${value}\`)`) is checked against the locale files.
 */
export const isOneOf = <V extends string>(values: readonly V[], value: string): value is V =>
  (values as readonly string[]).includes(value);
