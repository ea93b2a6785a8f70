import QRCode from "qrcode";
import type { TwoFactorSetup } from "#app/domain/form-answer.ts";

/** The setup to show: the authenticator URI, its QR code (SVG) and the backup codes. */
export async function twoFactorSetup(totpURI: string, backupCodes: string[]): Promise<TwoFactorSetup> {
  return { totpURI, qrSvg: await QRCode.toString(totpURI, { type: "svg", margin: 1 }), backupCodes };
}

/**
 * The setup the confirmation form sent back in its hidden fields, so that a wrong code shows it again: it is the
 * visitor's own, as shown to them. Only an `otpauth://totp/` URI is taken (it becomes a link on the page).
 */
export async function setupSentBack(payload: Record<string, unknown>): Promise<TwoFactorSetup | undefined> {
  const { totpURI, backupCodes } = payload;
  if (typeof totpURI !== "string" || !totpURI.startsWith("otpauth://totp/")) return undefined;
  return twoFactorSetup(totpURI, [backupCodes ?? []].flat().map(String));
}
