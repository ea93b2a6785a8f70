/**
 * The front half of every account action: read the form, limit per client IP, validate with the form's own
 * schema. Plus the answers the actions give: a Conform result with a form-level message, or a redirect that
 * carries the cookies better-auth set.
 */
import type { Submission, SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type RouterContextProvider, redirect } from "react-router";
import type { z } from "zod";
import { type LanguageCode, languageFromPath } from "#app/domain/languages.ts";
import { consumeRateLimit } from "#app/server/forms/rate-limit.server.ts";
import { getRequestValues } from "#app/server/http/request-context.server.ts";

export type AuthFormResponse = { result: SubmissionResult<string[]>; intent?: string };

/** Password fields are never sent back into the page. */
const HIDDEN_FIELDS = ["password", "confirmPassword", "currentPassword", "code"];

type Received<Schema extends z.ZodType> =
  | { kind: "answered"; response: ReturnType<typeof data<AuthFormResponse>> }
  | {
      kind: "valid";
      value: z.output<Schema>;
      submission: Submission<z.input<Schema>, string[], z.output<Schema>>;
      lang: LanguageCode;
    };

export async function receiveAuthForm<Schema extends z.ZodType>(
  request: Request,
  context: Readonly<RouterContextProvider>,
  schema: Schema,
  formData?: FormData,
): Promise<Received<Schema>> {
  const form = formData ?? (await request.formData());
  const submission = parseWithZod(form, { schema });
  const intent = form.get("intent")?.toString();
  const limit = await consumeRateLimit("authPerIp", getRequestValues(context).clientIp);
  if (!limit.allowed)
    return { kind: "answered", response: rateLimited(submission, limit.retryAfterSeconds, intent) };
  if (submission.status !== "success") {
    return {
      kind: "answered",
      response: data({ result: submission.reply({ hideFields: HIDDEN_FIELDS }), intent }, { status: 400 }),
    };
  }
  return {
    kind: "valid",
    value: submission.value,
    submission,
    lang: languageFromPath(new URL(request.url).pathname),
  };
}

/** Spends one per-account attempt (`purpose:email`); false when that account has had too many. */
export async function accountAttemptAllowed(purpose: string, email: string) {
  return consumeRateLimit("authPerAccount", `${purpose}:${email}`);
}

export function rateLimited(
  submission: Submission<unknown, string[], unknown>,
  retryAfter: number,
  intent?: string,
) {
  return data<AuthFormResponse>(
    { result: submission.reply({ formErrors: ["rateLimited"], hideFields: HIDDEN_FIELDS }), intent },
    { status: 429, headers: { "Retry-After": String(retryAfter) } },
  );
}

/** The form stays filled in (passwords excepted) and `messageKey` (under `errors.`) says what went wrong. */
export function formError(
  submission: Submission<unknown, string[], unknown>,
  messageKey: string,
  options: { status?: number; intent?: string; field?: string } = {},
) {
  const error = options.field ? { [options.field]: [messageKey] } : undefined;
  return data<AuthFormResponse>(
    {
      result: submission.reply({
        ...(error ? { fieldErrors: error } : { formErrors: [messageKey] }),
        hideFields: HIDDEN_FIELDS,
      }),
      intent: options.intent,
    },
    { status: options.status ?? 400 },
  );
}

/** Redirects to `location` (already in the visitor's language), passing on the cookies better-auth set. */
export function redirectWithAuthCookies(location: string, authHeaders?: Headers) {
  const headers = new Headers();
  for (const cookie of authHeaders?.getSetCookie() ?? []) headers.append("Set-Cookie", cookie);
  return redirect(location, { headers });
}
