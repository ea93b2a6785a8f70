/**
 * Drives route actions and loaders in integration tests as a browser would: a cookie jar, a client IP in the
 * request context, the session loaded as the root middleware loads it, and redirects not followed.
 *
 *   const browser = new TestBrowser();
 *   const answer = await browser.call(action, "/ar/contact", { name: "Ana", … });
 *   expect(answer.status).toBe(200); expect(answer.data.sent).toBe(true);
 */
import { parseSetCookie, stringifyCookie } from "cookie";
import type { UNSAFE_DataWithResponseInit as DataWithResponseInit } from "react-router";
import { loadSession, type SessionUser, sessionUserContext } from "#app/server/account/session.server.ts";
import { createRequestContext } from "#app/server/http/request-context.server.ts";

export const TEST_ORIGIN = "http://localhost:3000";

/** Form fields (sent URL-encoded, a list as repeated fields), or any body as a Blob of its content type. */
export type Body = Record<string, string | string[]> | Blob;

type RouteFunction = (args: never) => unknown;

/** The route function with `params` filled in, as React Router would from the URL: `browser.call(withParams(…), …)`. */
export const withParams =
  <F extends RouteFunction>(fn: F, params: Record<string, string>) =>
  (args: never) =>
    fn({ ...(args as object), params } as never) as ReturnType<F>;
/** What a loader or action gives a page: the data inside `data(…)`, or the value itself; redirects have none. */
type DataOf<F extends RouteFunction> =
  Exclude<Awaited<ReturnType<F>>, Response> extends infer Result
    ? Result extends DataWithResponseInit<infer Data>
      ? Data
      : Result
    : never;

/** A route function's answer: a redirect (`location`) or data, with the status and headers it asked for. */
export type Answer<Data> = { status: number; headers: Headers; location: string | null; data: Data };

const pairs = ([name, value]: [string, string | string[]]) => [value].flat().map((item) => [name, item]);

export class TestBrowser {
  readonly cookies = new Map<string, string>();

  /** Set: every request is this user's, as if the root middleware had read their session (see `staffBrowser`). */
  signedInAs: SessionUser | null = null;

  constructor(readonly clientIp = "203.0.113.9") {}

  /** A GET of `path`, or a POST of `body`, carrying the cookie jar. */
  request(path: string, body?: Body): Request {
    const headers = new Headers({ origin: TEST_ORIGIN });
    if (this.cookies.size > 0) {
      headers.set("cookie", stringifyCookie(Object.fromEntries(this.cookies)));
    }
    if (!body) return new Request(`${TEST_ORIGIN}${path}`, { headers });
    return new Request(`${TEST_ORIGIN}${path}`, {
      method: "POST",
      headers,
      body: body instanceof Blob ? body : new URLSearchParams(Object.entries(body).flatMap(pairs)),
    });
  }

  /** What React Router hands a loader or action: the request and a context with the session root loaded. */
  async args(path: string, body?: Body) {
    const request = this.request(path, body);
    const context = createRequestContext({ nonce: "", clientIp: this.clientIp, requestId: "test" });
    context.set(sessionUserContext, this.signedInAs ?? (await loadSession(request)).user);
    return { request, params: {}, context };
  }

  /** Calls a route's `action` (with a body) or `loader` (without) and keeps the cookies it sets. */
  async call<F extends RouteFunction>(fn: F, path: string, body?: Body): Promise<Answer<DataOf<F>>> {
    const args = await this.args(path, body);
    const result = await Promise.resolve()
      .then(() => fn(args as never))
      .catch((thrown: unknown) => thrown);
    if (result instanceof Error) throw result;
    if (result instanceof Response) {
      this.keepCookies(result.headers);
      const location = result.headers.get("location");
      return { status: result.status, headers: result.headers, location, data: undefined as DataOf<F> };
    }
    const wrapped = result as Partial<DataWithResponseInit<unknown>>;
    if (wrapped?.type !== "DataWithResponseInit") {
      return { status: 200, headers: new Headers(), location: null, data: result as DataOf<F> };
    }
    const headers = new Headers(wrapped.init?.headers);
    this.keepCookies(headers);
    return { status: wrapped.init?.status ?? 200, headers, location: null, data: wrapped.data as DataOf<F> };
  }

  private keepCookies(headers: Headers) {
    for (const cookie of headers.getSetCookie()) {
      const { name, value, maxAge } = parseSetCookie(cookie);
      if (maxAge === 0 || !value) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}
