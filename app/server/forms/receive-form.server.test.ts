import { describe, expect, it } from "vitest";
import routes from "#app/routes.ts";
import type { SessionUser } from "#app/server/auth/session.server.ts";
import { formHeaders, MAX_FORM_BYTES, STAFF_ARTICLE_FORM } from "#app/server/forms/receive-form.server.ts";
import { TestBrowser } from "../../../tests/support/test-browser.ts";

type RouteEntry = { file: string; children?: RouteEntry[] };
const filesOf = (entries: RouteEntry[]): string[] =>
  entries.flatMap((entry) => [entry.file, ...filesOf(entry.children ?? [])]);

/**
 * Every screen with an action (a route module with a component), read from the route table: an action added later
 * is covered too. JSON endpoints (resource routes: `/api/…`) read their bodies with the same size guard and are
 * tested beside their modules.
 */
const actionRoutes = (
  await Promise.all(filesOf(routes).map(async (file) => [file, await import(`#app/${file}`)] as const))
).filter(([, module]) => typeof module.action === "function" && typeof module.default === "function");

/**
 * The visitor each action is posted by: staff pages refuse anyone else before reading the body, so theirs are
 * posted by an admin with two-factor verification, and padded past the largest staff limit (a whole article).
 */
const STAFF = {
  id: "staff",
  email: "staff@example.com",
  role: "admin",
  twoFactorEnabled: true,
} as SessionUser;
const isStaff = (file: string) => file.startsWith("routes/admin/");
const browserFor = (file: string) => {
  const browser = new TestBrowser();
  if (isStaff(file)) browser.signedInAs = STAFF;
  return browser;
};
const limitFor = (file: string) => (isStaff(file) ? STAFF_ARTICLE_FORM.maxBytes : MAX_FORM_BYTES);

const form = (text: string) => new Blob([text], { type: "application/x-www-form-urlencoded" });
const MALFORMED = {
  "a JSON body": new Blob(['{"email":"ana@example.com"}'], { type: "application/json" }),
  "broken multipart": new Blob(["--x\r\nnot a part"], { type: "multipart/form-data; boundary=x" }),
  "bad percent-encoding": form("email=bad%ZZ@example.com&password=secret"),
  "invalid UTF-8": form("email=ana%FF@example.com&password=secret"),
};

describe("every form action", () => {
  it("has some to check", () => expect(actionRoutes.length).toBeGreaterThan(5));

  it.each(actionRoutes)(
    "%s refuses a body over the limit with 413, before anything else",
    async (file, route) => {
      const answer = await browserFor(file).call(
        route.action,
        "/",
        form(`pad=${"x".repeat(limitFor(file))}`),
      );
      expect(answer.status).toBe(413);
      expect(answer.data.result.error).toEqual({ "": ["tooLarge"] });
    },
  );

  it.each(actionRoutes)("%s passes its answer's headers on (Retry-After with a 429)", (_, route) => {
    expect(route.headers).toBe(formHeaders);
  });

  it.each(actionRoutes)("%s refuses a body that is not a form with 400", async (file, route) => {
    for (const [kind, body] of Object.entries(MALFORMED)) {
      const answer = await browserFor(file).call(route.action, "/", body);
      expect([answer.status, answer.data?.result.error], kind).toEqual([400, { "": ["malformed"] }]);
    }
  });
});
