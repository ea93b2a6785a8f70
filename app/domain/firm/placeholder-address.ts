/**
 * Whether an e-mail or web address points at a name kept for examples and tests instead of a real party (issue 28
 * item 1, decision 064). A page never shows such an address or links to it: the contact e-mail, a partner's
 * website. Reserved names (RFC 2606, RFC 6761): `example.com`, `example.net`, `example.org` and anything under them;
 * the top-level names `example`, `test`, `invalid` and `localhost`; loopback addresses. An address we cannot read a
 * host from is treated as a placeholder too: it cannot be shown either. Pure: pages and the server use it alike.
 */
const RESERVED_DOMAINS = new Set(["example.com", "example.net", "example.org"]);
const RESERVED_TOP_LEVEL_NAMES = new Set(["example", "test", "invalid", "localhost"]);

/** The host an address names: a URL's host, or the domain of an e-mail address (`mailto:` or bare); else null. */
function hostOf(address: string): string | null {
  const value = address.trim();
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(value)) {
    try {
      return new URL(value).hostname || null;
    } catch {
      return null;
    }
  }
  const email = value.replace(/^mailto:/i, "");
  const at = email.lastIndexOf("@");
  return at > 0 && at < email.length - 1 ? email.slice(at + 1) : null;
}

export function isPlaceholderAddress(address: string | null | undefined): boolean {
  const host = hostOf(address ?? "")
    ?.toLowerCase()
    .replace(/\.$/, "");
  if (!host) return true;
  const labels = host.split(".");
  if (RESERVED_TOP_LEVEL_NAMES.has(labels.at(-1)!)) return true;
  if (RESERVED_DOMAINS.has(labels.slice(-2).join("."))) return true;
  return /^127\./.test(host) || host === "[::1]" || host === "0.0.0.0";
}

/** The address when a page may show it; null when it is missing or a placeholder (`isPlaceholderAddress`). */
export function publicAddress(address: string | null | undefined): string | null {
  return address && !isPlaceholderAddress(address) ? address : null;
}
