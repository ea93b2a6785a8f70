import { createHmac, timingSafeEqual } from "node:crypto";
import { getAppSecret } from "#app/server/app-secret.server.ts";

/**
 * Tamper-proof tokens for links in e-mails: `base64url(payload).base64url(HMAC-SHA256)`. The purpose is part of
 * the signed payload, so an unsubscribe token can never confirm a subscription and the other way round.
 */
type TokenPayload = { purpose: string; subject: string; expiresAt?: number };

const sign = (data: string) => createHmac("sha256", getAppSecret()).update(data).digest("base64url");

export function createSignedToken(purpose: string, subject: string, ttlMs?: number): string {
  const payload: TokenPayload = { purpose, subject, ...(ttlMs ? { expiresAt: Date.now() + ttlMs } : {}) };
  const data = Buffer.from(JSON.stringify(payload)).toString("base64url");
  return `${data}.${sign(data)}`;
}

/** The token's subject (e.g. an e-mail address) when the token is genuine, for this purpose and unexpired. */
export function readSignedToken(purpose: string, token: string | null | undefined): string | null {
  const [data, signature, ...rest] = (token ?? "").split(".");
  if (!data || !signature || rest.length > 0) return null;
  const expected = Buffer.from(sign(data));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const payload = JSON.parse(Buffer.from(data, "base64url").toString("utf8")) as TokenPayload;
    if (payload.purpose !== purpose || typeof payload.subject !== "string") return null;
    if (payload.expiresAt !== undefined && payload.expiresAt < Date.now()) return null;
    return payload.subject;
  } catch {
    return null;
  }
}
