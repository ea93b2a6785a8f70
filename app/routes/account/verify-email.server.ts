/**
 * Whose address a verification link confirms. better-auth's link carries a signed token (a JWT whose payload names
 * the address); better-auth checks the signature when it verifies, so reading the payload here only decides who
 * may use it: the signed-in holder of that account (decision 048).
 */
export function addressOfToken(token: string): string | null {
  const payload = token.split(".")[1];
  if (!payload || payload.length > 2_000) return null;
  try {
    const { email } = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as { email?: unknown };
    return typeof email === "string" ? email.toLowerCase() : null;
  } catch {
    return null;
  }
}
