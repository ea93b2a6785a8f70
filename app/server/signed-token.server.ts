import { createHmac, timingSafeEqual } from "node:crypto";
import { appSecrets } from "#app/server/key-rings.server.ts";

/**
 * Tamper-proof tokens for links in e-mails: `base64url(payload).base64url(HMAC-SHA256)`. The purpose is part of
 * the signed payload, so an unsubscribe token can never confirm a subscription and the other way round. Signed
 * with the newest key of APP_SECRETS, accepted with any of them: links sent before a rotation keep working.
 */
type TokenPayload = { purpose: string; subject: string; expiresAt?: number };

const sign = (key: string, data: string) => createHmac("sha256", key).update(data).digest("base64url");

export function createSignedToken(purpose: string, subject: string, ttlMs?: number): string {
  const payload: TokenPayload = { purpose, subject, ...(ttlMs ? { expiresAt: Date.now() + ttlMs } : {}) };
  const data = Buffer.from(JSON.stringify(payload)).toString("base64url");
  const [newest] = appSecrets();
  return `${data}.${sign(newest!, data)}`;
}

/** Whether `signature` is `data`'s under some key of the ring; every key is compared, each in constant time. */
function signedByRing(data: string, signature: string): boolean {
  const given = Buffer.from(signature);
  return appSecrets()
    .map((key) => {
      const expected = Buffer.from(sign(key, data));
      return expected.length === given.length && timingSafeEqual(expected, given);
    })
    .includes(true);
}

/** The token's subject (e.g. an e-mail address) when the token is genuine, for this purpose and unexpired. */
export function readSignedToken(purpose: string, token: string | null | undefined): string | null {
  const [data, signature, ...rest] = (token ?? "").split(".");
  if (!data || !signature || rest.length > 0 || !signedByRing(data, signature)) return null;
  try {
    const payload = JSON.parse(Buffer.from(data, "base64url").toString("utf8")) as TokenPayload;
    if (payload.purpose !== purpose || typeof payload.subject !== "string") return null;
    if (payload.expiresAt !== undefined && payload.expiresAt < Date.now()) return null;
    return payload.subject;
  } catch {
    return null;
  }
}
