/**
 * What a form action tells the page, shared by the actions (`receiveForm` builds it) and the form hook (which
 * shows it): an answer when the form is shown again, or, once an account form has done its work, a redirect that
 * leaves a notice for the page it lands on (`?notice=`).
 */
import type { SubmissionResult } from "@conform-to/zod/v4";

/** Conform's result (errors as translation keys under `errors.`, the values to show again) and whether the submission was accepted. */
export type FormAnswer = { result: SubmissionResult<string[]>; sent: boolean };

/**
 * The `intent` of the form an answer belongs to, where a page's forms are told apart by it: a success says so
 * (the action adds it), a refusal carries the values sent.
 */
export function formIntentOf(answer: unknown): unknown {
  if (!answer || typeof answer !== "object") return undefined;
  const own = (answer as { intent?: unknown }).intent;
  return own ?? (answer as Partial<FormAnswer>).result?.initialValue?.intent;
}

/**
 * What turning two-factor on answers with, and what its confirmation answers again after a wrong code: the
 * authenticator URI (`qrSvg` is its QR code, drawn on the server) and the backup codes.
 */
export type TwoFactorSetup = { totpURI: string; qrSvg: string; backupCodes: string[] };

/** The messages a redirect may leave for the page it lands on, translated under `notices.` (account namespace). */
export const NOTICES = [
  "registered",
  "passwordReset",
  "signedOut",
  "signedOutEverywhere",
  "accountDeleted",
  "passwordChanged",
  "twoFactorOn",
  "twoFactorOff",
  "companySaved",
  "verificationSent",
  "adminTwoFactorRequired",
] as const;
export type Notice = (typeof NOTICES)[number];

/** The notice a page's query carries, when it is one of ours. */
export function noticeOf(query: URLSearchParams): Notice | null {
  const value = query.get("notice");
  return NOTICES.find((notice) => notice === value) ?? null;
}
