import QRCode from "qrcode";
import type { TwoFactorSetup } from "#app/domain/form/form-answer.ts";
import { TOTP_ISSUER } from "#app/server/account/auth.server.ts";

/** The setup to show: the authenticator URI, its QR code (SVG) and the backup codes. */
export async function twoFactorSetup(totpURI: string, backupCodes: string[]): Promise<TwoFactorSetup> {
  return { totpURI, qrSvg: await QRCode.toString(totpURI, { type: "svg", margin: 1 }), backupCodes };
}

/** Longer than any URI we issue (a 52-character secret, our issuer, an address of up to 254 characters). */
const MAX_TOTP_URI_CHARS = 512;
/** A base32 secret, no longer than ours (better-auth's 32 bytes are 52 characters) with room. */
const SECRET = /^[A-Z2-7]{16,64}$/;
/** better-auth issues 10 codes like `abcde-12345`. */
const MAX_BACKUP_CODES = 20;
const BACKUP_CODE = /^[A-Za-z0-9-]{1,32}$/;

/**
 * The authenticator URI of `secret` for `email`, written as better-auth writes it (6 digits, 30 seconds): the
 * setup step shows it, so a URI sent back can be checked against it.
 */
export function totpUriFor(secret: string, email: string): string {
  const params = new URLSearchParams({ secret, issuer: TOTP_ISSUER, digits: "6", period: "30" });
  return `otpauth://totp/${encodeURIComponent(TOTP_ISSUER)}:${encodeURIComponent(email)}?${params}`;
}

/**
 * The setup the confirmation form sent back in its hidden fields, so that a wrong code shows it again. It is taken
 * only when we could have issued it to the signed-in account (`email`): exactly our URI for its address with a
 * base32 secret, and a few short backup codes. Anything else shows no setup (the visitor starts again) and never
 * reaches the QR encoder, which failed on an overlong URI with a 500 (issue 25 item 16).
 */
export async function setupSentBack(
  payload: Record<string, unknown>,
  email: string | undefined,
): Promise<TwoFactorSetup | undefined> {
  const { totpURI, backupCodes } = payload;
  if (!email || typeof totpURI !== "string" || totpURI.length > MAX_TOTP_URI_CHARS) return undefined;
  const secret = URL.canParse(totpURI) ? new URL(totpURI).searchParams.get("secret") : null;
  if (!secret || !SECRET.test(secret) || totpURI !== totpUriFor(secret, email)) return undefined;
  const codes = [backupCodes ?? []].flat();
  if (codes.length > MAX_BACKUP_CODES) return undefined;
  if (!codes.every((code): code is string => typeof code === "string" && BACKUP_CODE.test(code)))
    return undefined;
  return twoFactorSetup(totpURI, codes);
}
