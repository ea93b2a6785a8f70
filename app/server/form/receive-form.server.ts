import { parseWithZod, type Submission } from "@conform-to/zod/v4";
import { data, type HeadersFunction, type RouterContextProvider, redirect } from "react-router";
import { z } from "zod";
import type { FormAnswer, Notice } from "#app/domain/form/form-answer.ts";
import { HONEYPOT_FIELD } from "#app/domain/form/form-fields.ts";
import { type LanguageCode, languageFromPath, localHref } from "#app/domain/languages.ts";
import { consumeRateLimit, type RateLimitRule } from "#app/server/form/rate-limit.server.ts";
import { readBodyWithin } from "#app/server/http/read-body.server.ts";
import { getRequestValues } from "#app/server/http/request-context.server.ts";

/** Largest accepted form body: a 5,000-character message in any script, percent-encoded, fits with room. */
export const MAX_FORM_BYTES = 64 * 1024;
/**
 * Longest value any field may carry before a schema looks at it: twice the longest text a public form takes (a
 * 5,000-character message). Each schema has its own, lower cap; this one holds before any of them, so no
 * pattern or refinement ever runs on a value an attacker made long (issue 25 item 2).
 */
export const MAX_FIELD_CHARS = 10_000;

export type FormOptions = {
  /** The rule each post spends per client IP; null where nobody may be kept out (signing out, unsubscribing). */
  rateLimit: RateLimitRule | null;
  /** The form carries the honeypot field: a bot that fills it gets a normal-looking success, nothing is done. */
  honeypot?: boolean;
  /** Fields never sent back into the page (passwords, codes). */
  hideFields?: readonly string[];
  /** A larger body limit than MAX_FORM_BYTES, for a form that carries long text (a blog post). */
  maxBytes?: number;
  /** A longer field than MAX_FIELD_CHARS, for the same. */
  maxFieldChars?: number;
};

/** The lead, contact and newsletter forms. */
export const PUBLIC_FORM = { rateLimit: "formPerIp", honeypot: true } as const satisfies FormOptions;
/** The back office's forms: only admins reach them (requireAdmin first), so no honeypot and no limit. */
export const STAFF_FORM = { rateLimit: null } as const satisfies FormOptions;
/** The blog post editor and its preview: a whole article, up to 40,000 characters of any script. */
export const STAFF_ARTICLE_FORM = {
  ...STAFF_FORM,
  maxBytes: 256 * 1024,
  maxFieldChars: 64_000,
} as const satisfies FormOptions;
/** The consent banner without JavaScript: stores nothing of ours (a cookie in the visitor's browser), so no limit. */
export const CONSENT_FORM = { rateLimit: null } as const satisfies FormOptions;
/** The account forms: their own per-IP limit, and secrets never echoed back. */
export const ACCOUNT_FORM = {
  rateLimit: "authPerIp",
  hideFields: ["password", "confirmPassword", "currentPassword", "code"],
} as const satisfies FormOptions;

type Answer = ReturnType<typeof data<FormAnswer>>;
type Payload = Record<string, unknown>;

/**
 * A received form. Refused: `answer` is what the action returns. Valid: the parsed value and the ways to answer
 * it. `payload` is what was sent either way (empty when the body could not be read).
 */
export type ReceivedForm<Schema extends z.ZodType> =
  | Refused
  | (FormReplies & { valid: true; value: z.output<Schema>; payload: Payload; lang: LanguageCode });
type Refused = { valid: false; answer: Answer; payload: Payload };

/**
 * The front half of every form action, in this order: the body, read while streaming and refused past
 * MAX_FORM_BYTES (413) before anything else; a body that is not a form, or a field past MAX_FIELD_CHARS or holding
 * a NUL (which no browser sends and PostgreSQL refuses in text) (400); the honeypot; the per-IP rate limit (429 with
 * Retry-After); only then the form's own zod schema, the one the browser used (400), so a bot or a client past its
 * limit never makes the server run a schema (issue 25 item 2). Each refusal is answered with a form-level message
 * from the `forms` namespace, so every form words it alike. The route exports `formHeaders` as its `headers`, so
 * the answer's headers reach the client.
 */
export async function receiveForm<Schema extends z.ZodType>(
  request: Request,
  context: Readonly<RouterContextProvider>,
  schema: Schema,
  options: FormOptions,
): Promise<ReceivedForm<Schema>> {
  const body = await readBodyWithin(request, options.maxBytes ?? MAX_FORM_BYTES);
  if (!body) return unreadable("tooLarge", 413);
  const formData = await parseForm(body, request.headers.get("content-type") ?? "");
  if (!formData) return unreadable("malformed", 400);
  const fields = [...formData.values()].filter((value) => typeof value === "string");
  if (fields.some((value) => value.length > (options.maxFieldChars ?? MAX_FIELD_CHARS)))
    return unreadable("tooLarge", 400);
  if (fields.some((value) => value.includes("\u0000"))) return unreadable("malformed", 400);
  const lang = languageFromPath(new URL(request.url).pathname);
  const hideFields = [...(options.hideFields ?? [])];
  // Refusals before the schema answer from the form as sent, unvalidated (its values shown again, secrets hidden).
  const unchecked = () => repliesTo(parseWithZod(formData, { schema: UNCHECKED }), lang, hideFields);
  // A bot gets what a person would; nothing is spent, stored or sent.
  if (options.honeypot && formData.get(HONEYPOT_FIELD)) {
    const replies = unchecked();
    return { valid: false, answer: replies.accept(), payload: replies.payload };
  }
  if (options.rateLimit) {
    const limit = await consumeRateLimit(options.rateLimit, getRequestValues(context).clientIp);
    if (!limit.allowed) {
      const replies = unchecked();
      return { valid: false, answer: replies.rateLimited(limit.retryAfterSeconds), payload: replies.payload };
    }
  }
  const submission = parseWithZod(formData, { schema });
  const { invalid, ...replies } = repliesTo(submission, lang, hideFields);
  const { payload } = submission;
  if (submission.status !== "success") return { valid: false, answer: invalid(), payload };
  return { ...replies, valid: true, value: submission.value, payload, lang };
}

/** What refusals before the schema parse the form with: anything, as sent. */
const UNCHECKED = z.record(z.string(), z.unknown());

/** The ways an action answers a valid form. */
export type FormReplies = Omit<ReturnType<typeof repliesTo>, "invalid">;

function repliesTo(
  submission: Submission<unknown, string[], unknown>,
  lang: LanguageCode,
  hideFields: string[],
) {
  const refuse = (init: ResponseInit, formErrors?: string[]) =>
    data<FormAnswer>(
      { result: submission.reply({ hideFields, ...(formErrors && { formErrors }) }), sent: false },
      init,
    );
  /** The 429 answer: no point of a limit is left for `retryAfterSeconds`; `messageKey` says which, if not the usual. */
  const rateLimited = (retryAfterSeconds: number, messageKey = "rateLimited") =>
    refuse({ status: 429, headers: { "Retry-After": String(retryAfterSeconds) } }, [messageKey]);
  return {
    /** What was sent, as the form shows it again. */
    payload: submission.payload,
    /** The schema's own errors. */
    invalid: () => refuse({ status: 400 }),
    /** Accepted: the form is cleared and shows its success. */
    accept: () => data<FormAnswer>({ result: submission.reply({ resetForm: true }), sent: true }),
    /** Refused by the action: the values stay (secrets excepted) and `messageKey` says why. */
    fail: (messageKey: string, status = 400) => refuse({ status }, [messageKey]),
    rateLimited,
    /**
     * Spends one point of `rule` for `key` (an address, `purpose:email`, a client IP): the 429 answer (with
     * `messageKey`, or the usual message) once none are left.
     */
    async limit(rule: RateLimitRule, key: string, messageKey?: string) {
      const limit = await consumeRateLimit(rule, key);
      return limit.allowed ? null : rateLimited(limit.retryAfterSeconds, messageKey);
    },
    /**
     * Done (post/redirect/get): to the site path `to` in the visitor's language, leaving `notice` for that page and
     * passing on the cookies better-auth set (`cookies`: the headers it returned).
     */
    redirect(
      to: string,
      { notice, query, cookies }: { notice?: Notice; query?: Record<string, string>; cookies?: Headers } = {},
    ) {
      const headers = new Headers();
      for (const cookie of cookies?.getSetCookie() ?? []) headers.append("Set-Cookie", cookie);
      return redirect(localHref(lang, to, notice ? { ...query, notice } : query), { headers });
    },
  };
}

/** A body that could not be read as a form: nothing to show again. */
function unreadable(messageKey: "tooLarge" | "malformed", status: number): Refused {
  const answer = data<FormAnswer>(
    { result: { status: "error", error: { "": [messageKey] } }, sent: false },
    { status },
  );
  return { valid: false, answer, payload: {} };
}

/** `answer` with more for the page to show (the two-factor setup). */
export function withData<Extra extends object>(answer: Answer, extra: Extra) {
  return data({ ...answer.data, ...extra }, answer.init ?? undefined);
}

const URLENCODED = "application/x-www-form-urlencoded";
const MULTIPART = "multipart/form-data";

/**
 * The body as a form, or null when it is not one: another content type (JSON…), broken multipart, or a
 * URL-encoded body with a stray `%` or bytes that are not UTF-8, which browsers never send and URLSearchParams
 * would quietly turn into other text. An empty body is an empty form.
 */
async function parseForm(body: Buffer<ArrayBuffer>, contentType: string): Promise<FormData | null> {
  if (body.byteLength === 0) return new FormData();
  const type = contentType.split(";")[0]?.trim().toLowerCase();
  if (type !== URLENCODED && type !== MULTIPART) return null;
  try {
    if (type === URLENCODED) decodeURIComponent(STRICT_UTF8.decode(body).replaceAll("+", " "));
    return await new Response(body, { headers: { "content-type": contentType } }).formData();
  } catch {
    return null;
  }
}

const STRICT_UTF8 = new TextDecoder("utf-8", { fatal: true });

/**
 * Every route with an action exports this as its `headers`. React Router passes on only the cookies of what a
 * route answers unless the route says otherwise; this passes on the rest as well (Retry-After of a 429, the
 * Cache-Control a loader chose), on document and data requests alike.
 */
export const formHeaders: HeadersFunction = ({ parentHeaders, loaderHeaders, actionHeaders }) => {
  const headers = new Headers(parentHeaders);
  for (const [name, value] of [...loaderHeaders, ...actionHeaders]) {
    if (name !== "set-cookie") headers.set(name, value);
  }
  return headers;
};
