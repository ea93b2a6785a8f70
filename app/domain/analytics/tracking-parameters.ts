/**
 * Query parameters that say where a visitor came from, never what a page shows (canonical URLs drop them too):
 * they do not make a page of their own, and a link the page offers (share, copy) does not pass them on.
 */
const TRACKING_PARAMETER = /^(?:utm_.*|gclid|fbclid|msclkid)$/;

export function isTrackingParameter(name: string): boolean {
  return TRACKING_PARAMETER.test(name);
}

/** `search` (`?a=1&utm_source=x`, or "") without its tracking parameters: `?a=1`, or "" when nothing is left. */
export function withoutTrackingParameters(search: string): string {
  const query = new URLSearchParams(search);
  for (const name of [...query.keys()]) if (isTrackingParameter(name)) query.delete(name);
  const rest = query.toString();
  return rest ? `?${rest}` : "";
}
