import type { RouterContextProvider } from "react-router";
import { MAX_REPORT_BYTES } from "#app/domain/analytics/analytics-events.ts";
import { consumeRateLimit, type RateLimitRule } from "#app/server/form/rate-limit.server.ts";
import { readBodyWithin } from "#app/server/http/read-body.server.ts";
import { getRequestValues } from "#app/server/http/request-context.server.ts";

/**
 * The front half of the browser's report endpoints (`/api/events`, `/api/client-errors`): a POST from one of our
 * pages (an Origin header is required; the cross-site guard has already refused other sites'), the per-IP rate
 * limit (429 with Retry-After), then a JSON body of at most MAX_REPORT_BYTES (413; 400 when it is not JSON). The
 * browser sends it with `navigator.sendBeacon` as text/plain (a simple request), so any content type is read.
 */
export async function receiveReport(
  request: Request,
  context: Readonly<RouterContextProvider>,
  rule: RateLimitRule,
): Promise<{ ok: true; body: unknown } | { ok: false; response: Response }> {
  const refuse = (status: number, headers?: HeadersInit) => ({
    ok: false as const,
    response: new Response(null, { status, headers }),
  });
  if (request.method !== "POST") return refuse(405, { Allow: "POST" });
  if (!request.headers.get("origin")) return refuse(403);
  const limit = await consumeRateLimit(rule, getRequestValues(context).clientIp);
  if (!limit.allowed) return refuse(429, { "Retry-After": String(limit.retryAfterSeconds) });
  const body = await readBodyWithin(request, MAX_REPORT_BYTES);
  if (body === null) return refuse(413);
  try {
    return { ok: true, body: JSON.parse(body.toString("utf8")) };
  } catch {
    return refuse(400);
  }
}

/** 204: received (nothing to say back to a beacon). */
export const noContent = () => new Response(null, { status: 204 });
