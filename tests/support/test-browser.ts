/**
 * Drives route actions and loaders in integration tests as a browser would: form posts with a cookie jar,
 * following nothing, returning either the redirect or the action's data.
 */
import { loadSession, sessionUserContext } from "#app/server/auth/session.server.ts";
import { createRequestContext } from "#app/server/http/request-context.server.ts";

export const TEST_ORIGIN = "http://localhost:3000";

type RouteFunction = (args: never) => unknown;
/** A redirect (with `location`) or an answer (with `data`). */
export type Outcome = {
  kind: "redirect" | "data";
  status: number;
  location?: string;
  data: Record<string, unknown>;
};

export class TestBrowser {
  readonly cookies = new Map<string, string>();

  constructor(readonly clientIp = "203.0.113.9") {}

  request(path: string, form?: Record<string, string | string[]>): Request {
    const headers = new Headers({ origin: TEST_ORIGIN });
    if (this.cookies.size > 0) {
      headers.set("cookie", [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; "));
    }
    if (!form) return new Request(`${TEST_ORIGIN}${path}`, { headers });
    const body = new URLSearchParams();
    for (const [name, value] of Object.entries(form)) {
      for (const item of [value].flat()) body.append(name, item);
    }
    return new Request(`${TEST_ORIGIN}${path}`, { method: "POST", headers, body });
  }

  /** What React Router hands a loader or action: the request and a context with the session root loaded. */
  async args(path: string, form?: Record<string, string | string[]>) {
    const request = this.request(path, form);
    const context = createRequestContext({ nonce: "", clientIp: this.clientIp });
    context.set(sessionUserContext, (await loadSession(request)).user);
    return { request, params: {}, context };
  }

  /** Calls a route's `action` (with `form`) or `loader` (without) and keeps the cookies it sets. */
  async call(fn: RouteFunction, path: string, form?: Record<string, string | string[]>): Promise<Outcome> {
    const args = await this.args(path, form);
    const result = await (fn as (a: typeof args) => Promise<unknown>)(args).catch(
      (thrown: unknown) => thrown,
    );
    if (result instanceof Response) {
      this.keepCookies(result.headers);
      return {
        kind: "redirect",
        status: result.status,
        location: result.headers.get("location") ?? "",
        data: {},
      };
    }
    if (result instanceof Error) throw result;
    const wrapped = result as { type?: string; data?: unknown; init?: ResponseInit | null };
    if (wrapped?.type === "DataWithResponseInit") {
      this.keepCookies(new Headers(wrapped.init?.headers));
      return {
        kind: "data",
        status: wrapped.init?.status ?? 200,
        data: wrapped.data as Record<string, unknown>,
      };
    }
    return { kind: "data", status: 200, data: result as Record<string, unknown> };
  }

  private keepCookies(headers: Headers) {
    for (const cookie of headers.getSetCookie()) {
      const [pair = "", ...attributes] = cookie.split(";");
      const at = pair.indexOf("=");
      const name = pair.slice(0, at);
      const value = pair.slice(at + 1);
      const expired = attributes.some((a) => /^\s*max-age=0$/i.test(a)) || value === "";
      if (expired) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value);
    }
  }
}
