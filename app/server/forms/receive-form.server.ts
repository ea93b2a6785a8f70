import type { Submission, SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type RouterContextProvider } from "react-router";
import type { z } from "zod";
import { HONEYPOT_FIELD } from "#app/domain/form-fields.ts";
import { type LanguageCode, languageFromPath } from "#app/domain/languages.ts";
import { consumeRateLimit } from "#app/server/forms/rate-limit.server.ts";
import { getRequestValues } from "#app/server/http/request-context.server.ts";
import { logger } from "#app/server/logger.server.ts";

/** What every public form action answers: Conform's result, and whether the submission was accepted. */
export type FormResponse = { result: SubmissionResult<string[]>; sent: boolean };

/** Largest accepted form body: a 5,000-character message in any script, percent-encoded, fits with room. */
export const MAX_FORM_BYTES = 64 * 1024;

type Received<Schema extends z.ZodType> =
  | { kind: "answered"; response: ReturnType<typeof data<FormResponse>> }
  | {
      kind: "valid";
      value: z.output<Schema>;
      submission: Submission<z.input<Schema>, string[], z.output<Schema>>;
      lang: LanguageCode;
    };

/**
 * The shared front half of every public form action: size limit, honeypot, per-IP rate limit, then the form's
 * own zod schema (the one the browser used). Anything but a valid submission is answered here; the caller only
 * handles the valid case.
 */
export async function receivePublicForm<Schema extends z.ZodType>(
  request: Request,
  context: Readonly<RouterContextProvider>,
  schema: Schema,
): Promise<Received<Schema>> {
  const formData = await readLimitedFormData(request);
  if (!formData) {
    return answered({ result: { status: "error", error: { "": ["tooLarge"] } }, sent: false }, 413);
  }
  const submission = parseWithZod(formData, { schema });
  if (formData.get(HONEYPOT_FIELD)) {
    // Looks like success to the bot; nothing is stored or sent.
    return answered({ result: submission.reply({ resetForm: true }), sent: true });
  }
  const limit = await consumeRateLimit("formPerIp", getRequestValues(context).clientIp).catch((error) => {
    // Fail open: a broken limiter store must not turn visitors away; storing will report its own failure.
    logger.warn({ err: error }, "form rate limit unavailable");
    return { allowed: true } as const;
  });
  if (!limit.allowed) {
    return answered({ result: submission.reply({ formErrors: ["rateLimited"] }), sent: false }, 429, {
      "Retry-After": String(limit.retryAfterSeconds),
    });
  }
  if (submission.status !== "success") return answered({ result: submission.reply(), sent: false }, 400);
  return {
    kind: "valid",
    value: submission.value,
    submission,
    lang: languageFromPath(new URL(request.url).pathname),
  };
}

function answered(body: FormResponse, status = 200, headers?: Record<string, string>) {
  return { kind: "answered" as const, response: data(body, { status, headers }) };
}

/** The submission was stored: the form is cleared and shows its success message. */
export function accepted(submission: Submission<unknown, string[], unknown>) {
  return data<FormResponse>({ result: submission.reply({ resetForm: true }), sent: true });
}

/** Storing failed: the values stay in the form and `messageKey` (a `forms` key) explains what to do. */
export function failed(submission: Submission<unknown, string[], unknown>, messageKey: string) {
  return data<FormResponse>(
    { result: submission.reply({ formErrors: [messageKey] }), sent: false },
    { status: 500 },
  );
}

/** Reads a form body, giving up (null) once it exceeds MAX_FORM_BYTES, whatever Content-Length claims. */
async function readLimitedFormData(request: Request): Promise<FormData | null> {
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > MAX_FORM_BYTES || !request.body) return declared > MAX_FORM_BYTES ? null : new FormData();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_FORM_BYTES) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const copy = new Request(request.url, {
    method: "POST",
    headers: { "content-type": request.headers.get("content-type") ?? "" },
    body: Buffer.concat(chunks),
  });
  // A body that is not a form (JSON, garbage) reads as an empty form and fails validation like one.
  return copy.formData().catch(() => new FormData());
}
