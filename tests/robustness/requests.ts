/**
 * Generators of hostile requests (fast-check): every route of the route table in every language with random query
 * parameters, every form the site renders with random and oversized fields, the JSON endpoints with random JSON,
 * odd request targets, methods, header values, cookies, percent-encodings, Unicode, huge and empty values. A
 * request is written out as raw bytes (`toRawRequest`), so nothing between the generator and the server tidies it.
 */
import fc from "fast-check";
import { COUNTRIES } from "#app/content/countries.ts";
import { PLANS } from "#app/content/plans.ts";
import { SOLUTIONS } from "#app/content/solutions.ts";
import { LANGUAGE_CODES } from "#app/domain/languages.ts";
import routes from "#app/routes.ts";

export type FuzzRequest = {
  method: string;
  target: string;
  headers: [string, string][];
  body: Buffer | null;
};

/** A form the site renders: where it posts and the names of its fields. */
export type RenderedForm = { action: string; fields: string[] };

type RouteEntry = { path?: string; index?: boolean; children?: RouteEntry[] };

/** Every path pattern of the route table (`:lang?/pricing/:slug`, `api/events`…), children joined to parents. */
export function routePatterns(
  entries: readonly RouteEntry[] = routes as RouteEntry[],
  parent = "",
): string[] {
  return entries.flatMap((entry) => {
    const here = entry.path ? `${parent}/${entry.path}` : parent;
    return [
      ...(entry.index || entry.path ? [here || "/"] : []),
      ...routePatterns(entry.children ?? [], here),
    ];
  });
}

const SLUGS = [...PLANS, ...SOLUTIONS, ...COUNTRIES].map((item) => item.slug);

/** Values that have broken parsers somewhere: encodings, injections, look-alikes, extremes. */
const NASTY = [
  "",
  " ",
  "%",
  "%%",
  "%zz",
  "%00",
  "%ff%fe",
  "%c0%af",
  "..",
  "../../etc/passwd",
  "//evil.example/x",
  "/\\evil.example",
  "\\\\evil.example",
  "%2f%2fevil.example",
  "/ar//evil.example/phish",
  "https://evil.example/",
  "javascript:alert(1)",
  "<script>alert(1)</script>",
  "\"'><img src=x onerror=alert(1)>",
  "' OR '1'='1",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, meant literally.
  "${7*7}{{7*7}}",
  "__proto__",
  "constructor",
  "null",
  "NaN",
  "-1",
  "1e309",
  "0x10",
  "９９",
  "\u202e\u200f",
  "\u0000",
  "🇦🇺👩‍💻",
  "İıß",
  "Europe/London",
  "eUrOpE/lOnDoN",
  "Etc/GMT+12",
  "Australia/Sydney",
  "2026-13-45T25:61",
  "x".repeat(2_000),
  `${"9".repeat(20_000)}x`,
  `${"1".repeat(70_000)}.`,
];

const text: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 30 }) },
  { weight: 4, arbitrary: fc.constantFrom(...NASTY) },
  { weight: 1, arbitrary: fc.integer().map(String) },
  { weight: 1, arbitrary: fc.double().map(String) },
  { weight: 1, arbitrary: fc.emailAddress() },
  { weight: 1, arbitrary: fc.constantFrom(...SLUGS) },
);

/** True one time in five: the odd case, often enough to be tried, rarely enough that most requests get far. */
const rarely = fc.integer({ min: 1, max: 5 }).map((n) => n === 1);

/** `value` as it may appear in a request line: percent-encoded, or raw (no line breaks: they end the line). */
const inTarget = (value: string, raw: boolean) =>
  raw ? value.replace(/[\r\n]/g, "") : encodeURIComponent(value).replace(/%25(?=[0-9a-fA-F]{2})/g, "%");

const segment = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...SLUGS) },
  { weight: 2, arbitrary: text.map((value) => encodeURIComponent(value)) },
  { weight: 1, arbitrary: text.map((value) => inTarget(value, true)) },
);

const pathOf = (patterns: string[]) =>
  fc
    .tuple(
      fc.constantFrom(...patterns),
      fc.constantFrom("", ...LANGUAGE_CODES.map((code) => `/${code}`), "/xx", "/AR"),
      fc.array(segment, { minLength: 4, maxLength: 4 }),
      fc.constantFrom("", "", "", "/", "//", ".data", "/..", "/%2e%2e", "?", "#x"),
    )
    .map(([pattern, prefix, values, tail]) => {
      let next = 0;
      const path = pattern
        .replace(/^\/:lang\?/, prefix)
        .replace(/:[A-Za-z]+\??|\*/g, () => values[next++ % values.length] ?? "x");
      return `${path || "/"}${tail}`;
    });

const QUERY_NAMES = [
  "page",
  "q",
  "category",
  "industry",
  "region",
  "type",
  "tab",
  "period",
  "lang",
  "redirectTo",
  "callbackURL",
  "token",
  "notice",
  "crash",
  "intent",
  "tz",
  "timeZone",
  "slot",
  "utm_source",
  "utm_campaign",
  "gclid",
  "session_id",
];

const query = fc
  .array(
    fc
      .tuple(fc.oneof(fc.constantFrom(...QUERY_NAMES), text), text, rarely)
      .map(([name, value, raw]) =>
        raw
          ? `${inTarget(name, true)}=${inTarget(value, true)}`
          : `${inTarget(name, false)}=${inTarget(value, false)}`,
      ),
    { maxLength: 4 },
  )
  .map((pairs) => (pairs.length ? `?${pairs.join("&")}` : ""));

const ODD_TARGETS = [
  "*",
  "//x:99999/",
  "//x:abc/",
  "//[",
  "http://x:99999/",
  "http://localhost/pricing",
  "/%",
  "/\\",
];

const target = (patterns: string[]) =>
  fc.oneof(
    { weight: 12, arbitrary: fc.tuple(pathOf(patterns), query).map(([path, search]) => path + search) },
    { weight: 1, arbitrary: fc.constantFrom(...ODD_TARGETS) },
    { weight: 1, arbitrary: text.map((value) => `/${inTarget(value, true)}`) },
  );

const CHROME =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";
/**
 * A header value as it may be sent: no line breaks (they would end the header, which Node refuses anyway), mostly
 * printable (Node refuses other control characters with a 400 before the site sees them), at most a few KB (Node
 * answers 431 past 16 KB of headers).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point.
const CONTROL_CHARACTER = /[\u0000-\u0008\u000a-\u001f\u007f]/;
const headerValue = fc
  .oneof(
    {
      weight: 4,
      arbitrary: text.filter((value) => value.length < 3_000 && !CONTROL_CHARACTER.test(value)),
    },
    { weight: 1, arbitrary: text.filter((value) => value.length < 3_000) },
  )
  .map((value) => value.replace(/[\r\n]/g, ""));

const cookie = fc
  .array(
    fc.oneof(
      headerValue.map((value) => `lng=${value}`),
      fc.jsonValue().map((value) => `utm=${encodeURIComponent(JSON.stringify(value) ?? "")}`),
      headerValue.map((value) => `utm=${value}`),
      headerValue.map((value) => `consent=${value}`),
      headerValue.map((value) => `better-auth.session_token=${value}`),
      fc.tuple(headerValue, headerValue).map(([name, value]) => `${name}=${value}`),
    ),
    { maxLength: 4 },
  )
  .map((parts) => parts.join("; "));

const headers = (origin: string) =>
  fc.record(
    {
      host: fc.oneof(
        { weight: 20, arbitrary: fc.constant(new URL(origin).host) },
        { weight: 1, arbitrary: headerValue },
      ),
      accept: fc.constantFrom("text/html,application/xhtml+xml", "*/*", "application/json", "text/html", ""),
      "accept-language": fc.oneof(
        fc.constantFrom("en-AU,en;q=0.9", "ar", "ko-KR,ko;q=0.8", "hi;q=1.5, *;q=0", "zh-Hant-TW", "*"),
        headerValue,
      ),
      "user-agent": fc.oneof(fc.constantFrom(CHROME, "Googlebot/2.1", "curl/8.0", ""), headerValue),
      cookie,
      "accept-encoding": fc.constantFrom("gzip, br", "gzip;q=0", "identity", "*", "x"),
      "x-forwarded-for": headerValue,
      "x-forwarded-host": fc.oneof(fc.constant(new URL(origin).host), headerValue),
      "x-forwarded-proto": fc.constantFrom("https", "http", "gopher"),
      range: fc.constantFrom("bytes=0-10", "bytes=-1", "bytes=99999999999-", "chars=1"),
      "if-none-match": headerValue,
      "sec-purpose": fc.constantFrom("prefetch", "prerender"),
    },
    { requiredKeys: ["host", "accept", "user-agent"] },
  );

/** A form body for `form`: each field random, missing, repeated or huge, sometimes fields it does not have. */
const formBody = (form: RenderedForm) =>
  fc
    .tuple(
      fc.array(fc.tuple(fc.constantFrom(...form.fields, "website", "extra"), text), { maxLength: 12 }),
      fc.constantFrom("urlencoded", "urlencoded", "multipart"),
    )
    .map(([pairs, kind]) => encodeForm(pairs, kind));

function encodeForm(pairs: [string, string][], kind: string): { type: string; body: Buffer } {
  if (kind === "urlencoded") {
    return {
      type: "application/x-www-form-urlencoded",
      body: Buffer.from(new URLSearchParams(pairs).toString()),
    };
  }
  const boundary = "----fuzzBoundary7MA4YWxkTrZu0gW";
  const parts = pairs.map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    type: `multipart/form-data; boundary=${boundary}`,
    body: Buffer.from(`${parts.join("")}--${boundary}--\r\n`),
  };
}

const otherBody = fc.oneof(
  fc
    .jsonValue({ maxDepth: 4 })
    .map((value) => ({ type: "application/json", body: Buffer.from(JSON.stringify(value)) })),
  fc.constant({ type: "application/json", body: Buffer.from(`[${'{"name":"x"},'.repeat(5_000)}{}]`) }),
  fc
    .uint8Array({ maxLength: 2_000 })
    .map((bytes) => ({ type: "application/octet-stream", body: Buffer.from(bytes) })),
  headerValue.map((type) => ({ type, body: Buffer.from("a=1&b=%zz&%%") })),
  fc.constant({ type: "application/x-www-form-urlencoded", body: Buffer.alloc(70 * 1024, "a") }),
);

/** A hostile request to the site at `origin`, among `patterns` (the route table) and `forms` (the site's forms). */
export function fuzzRequest(
  origin: string,
  patterns: string[],
  forms: RenderedForm[],
): fc.Arbitrary<FuzzRequest> {
  const posts = forms.length
    ? fc
        .constantFrom(...forms)
        .chain((form) => formBody(form).map((body) => ({ target: form.action, ...body })))
    : fc.constant(null);
  const page = fc.record({
    method: fc.oneof(
      { weight: 8, arbitrary: fc.constant("GET") },
      {
        weight: 1,
        arbitrary: fc.constantFrom("HEAD", "OPTIONS", "PUT", "DELETE", "PATCH", "TRACE", "PROPFIND", "get"),
      },
    ),
    target: target(patterns),
    headers: headers(origin),
    body: fc.constant(null),
  });
  const write = fc.record({
    method: fc.constantFrom("POST", "POST", "POST", "PUT"),
    sent: fc.oneof(
      { weight: 3, arbitrary: posts },
      {
        weight: 2,
        arbitrary: fc.tuple(target(patterns), otherBody).map(([to, body]) => ({ target: to, ...body })),
      },
    ),
    headers: headers(origin),
    sameOrigin: fc.oneof(
      { weight: 9, arbitrary: fc.constant(true) },
      { weight: 1, arbitrary: fc.constant(false) },
    ),
  });
  return fc.oneof(
    {
      weight: 3,
      arbitrary: page.map(({ method, target, headers, body }) => ({
        method,
        target,
        body,
        headers: Object.entries(headers),
      })),
    },
    {
      weight: 2,
      arbitrary: write.map(({ method, sent, headers, sameOrigin }) => {
        const to = sent ?? { target: "/contact", type: "text/plain", body: Buffer.alloc(0) };
        return {
          method,
          target: to.target,
          body: to.body,
          headers: [
            ...Object.entries(headers),
            ["content-type", to.type.replace(/[\r\n]/g, "")],
            ["origin", sameOrigin ? origin : "https://evil.example"],
          ] as [string, string][],
        };
      }),
    },
  );
}

/** The request as bytes on the wire, one per connection. */
export function toRawRequest(request: FuzzRequest): Buffer {
  const lines = [`${request.method} ${request.target} HTTP/1.1`];
  for (const [name, value] of request.headers) lines.push(`${name}: ${value}`);
  if (request.body) lines.push(`content-length: ${request.body.length}`);
  lines.push("connection: close", "", "");
  const head = Buffer.from(lines.join("\r\n"), "utf8");
  return request.body ? Buffer.concat([head, request.body]) : head;
}

/** The forms of a page's HTML (our own markup): those that post, with the names of their fields. */
export function formsIn(html: string, pagePath: string): RenderedForm[] {
  const forms: RenderedForm[] = [];
  for (const match of html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)) {
    const [, attributes = "", inner = ""] = match;
    if (!/method="post"/i.test(attributes)) continue;
    const action = /action="([^"]*)"/.exec(attributes)?.[1]?.replaceAll("&amp;", "&") || pagePath;
    const fields = [...inner.matchAll(/\bname="([^"]+)"/g)].map((field) => field[1] ?? "");
    forms.push({ action, fields: [...new Set(fields)].filter(Boolean) });
  }
  return forms;
}
