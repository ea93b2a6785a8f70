/**
 * better-auth's error codes mapped to our translation keys (`account` namespace, `errors.*`). Anything unmapped or
 * unexpected becomes the spec's 'An unexpected error occurred. Please try again.' and is logged without details
 * (error objects can carry SQL parameters such as e-mail addresses).
 */
import { isAPIError } from "better-auth/api";
import type { Notice } from "#app/domain/form/form-answer.ts";
import type { Texts } from "#app/domain/translation-keys.ts";
import type { FormReplies } from "#app/server/form/receive-form.server.ts";
import { logger } from "#app/server/logger.server.ts";

/** A message of the `account` namespace (`errors.<key>`). */
export type AccountErrorKey = keyof Texts<"account">["errors"];

const MESSAGE_KEYS: Record<string, AccountErrorKey> = {
  INVALID_EMAIL_OR_PASSWORD: "invalidCredentials",
  INVALID_PASSWORD: "wrongPassword",
  CREDENTIAL_ACCOUNT_NOT_FOUND: "wrongPassword",
  PASSWORD_TOO_SHORT: "passwordTooShort",
  PASSWORD_TOO_LONG: "passwordTooLong",
  INVALID_EMAIL: "emailInvalid",
  // better-auth checks a body against its own schema too: an address ours lets through (RFC-valid signs in the
  // local part, as `f7/3b4$4@…`) but its stricter pattern refuses. The e-mail is the only such field we send.
  VALIDATION_ERROR: "emailInvalid",
  INVALID_TOKEN: "invalidLink",
  TOKEN_EXPIRED: "expiredLink",
  USER_NOT_FOUND: "invalidLink",
  EMAIL_ALREADY_VERIFIED: "alreadyVerified",
  INVALID_CODE: "codeWrong",
  INVALID_BACKUP_CODE: "codeWrong",
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: "codeAttempts",
  ACCOUNT_TEMPORARILY_LOCKED: "accountLocked",
  INVALID_TWO_FACTOR_COOKIE: "twoFactorExpired",
  TOTP_NOT_ENABLED: "twoFactorExpired",
  TOTP_ALREADY_ENABLED: "twoFactorAlreadyOn",
  SESSION_EXPIRED: "sessionExpired",
  UNAUTHORIZED: "sessionExpired",
};

export const UNEXPECTED_ERROR = "unexpected";

/** The translation key (under `errors.`) that explains `error` to the visitor. */
export function authErrorKey(error: unknown, action: string): AccountErrorKey {
  if (isAPIError(error)) {
    const code = (error.body as { code?: string } | undefined)?.code;
    const key = code ? MESSAGE_KEYS[code] : undefined;
    if (key) return key;
  }
  logAuthFailure(error, action);
  return UNEXPECTED_ERROR;
}

/** Logs what failed and its kind (error name or better-auth code), never the error's data. */
export function logAuthFailure(error: unknown, action: string) {
  if (isAPIError(error)) {
    const code = (error.body as { code?: string } | undefined)?.code;
    logger.warn({ action, code, status: error.status }, "auth: unmapped error");
  } else {
    logger.error(
      { action, error: error instanceof Error ? error.name : typeof error },
      "auth: unexpected error",
    );
  }
}

/**
 * One better-auth call behind a signed-in account form: when it succeeds, on to `done.to` with its notice and the
 * cookies better-auth set; when it refuses, the form again with the reason.
 */
export async function settleAuthCall(
  form: Pick<FormReplies, "redirect" | "fail">,
  action: string,
  done: { to: string; notice: Notice },
  call: () => Promise<{ headers: Headers }>,
) {
  try {
    const { headers } = await call();
    return form.redirect(done.to, { notice: done.notice, cookies: headers });
  } catch (error) {
    return form.fail(authErrorKey(error, action));
  }
}
