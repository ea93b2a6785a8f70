/** `Temporal.Now`, where the browser has it (not yet in TypeScript's libraries). */
type TemporalNow = { Now: { timeZoneId(): string } };

/**
 * The browser's time zone (an IANA name such as "Asia/Seoul"). Temporal answers at no cost; asking a date formatter
 * instead builds one, and a tab's first costs the set-up of its locale data (20-70 ms measured here, decision 045),
 * so that is only the fallback for browsers without Temporal.
 */
export function browserTimeZone(): string | undefined {
  const temporal = (globalThis as { Temporal?: TemporalNow }).Temporal;
  return temporal?.Now.timeZoneId() ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
}
