import { describe, expect, it } from "vitest";
import routes from "#app/routes.ts";
import { formHeaders, MAX_FORM_BYTES } from "#app/server/forms/receive-form.server.ts";
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
    async (_, route) => {
      const answer = await new TestBrowser().call(
        route.action,
        "/",
        form(`pad=${"x".repeat(MAX_FORM_BYTES)}`),
      );
      expect(answer.status).toBe(413);
      expect(answer.data.result.error).toEqual({ "": ["tooLarge"] });
    },
  );

  it.each(actionRoutes)("%s passes its answer's headers on (Retry-After with a 429)", (_, route) => {
    expect(route.headers).toBe(formHeaders);
  });

  it.each(actionRoutes)("%s refuses a body that is not a form with 400", async (_, route) => {
    for (const [kind, body] of Object.entries(MALFORMED)) {
      const answer = await new TestBrowser().call(route.action, "/", body);
      expect([answer.status, answer.data?.result.error], kind).toEqual([400, { "": ["malformed"] }]);
    }
  });
});
