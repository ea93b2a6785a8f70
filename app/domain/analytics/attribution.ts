/** Marketing attribution: the UTM parameters of the URL a visitor landed on. Pure: no I/O. */

export const UTM_KEYS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;
export type UtmKey = (typeof UTM_KEYS)[number];
export type Utm = Partial<Record<UtmKey, string>>;

/** Longer values are not campaign labels; they are dropped rather than stored. */
const MAX_UTM_LENGTH = 200;

/** The UTM parameters present in a query string; empty when there are none. */
export function utmFromSearch(search: URLSearchParams): Utm {
  const utm: Utm = {};
  for (const key of UTM_KEYS) {
    const value = search.get(key)?.trim();
    if (value && value.length <= MAX_UTM_LENGTH) utm[key] = value;
  }
  return utm;
}

export function hasUtm(utm: Utm): boolean {
  return Object.keys(utm).length > 0;
}
