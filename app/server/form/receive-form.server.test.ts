import type { ActionFunctionArgs } from "react-router";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import routes from "#app/routes.ts";
import type { SessionUser } from "#app/server/account/session.server.ts";
import { mediaUploadForm } from "#app/server/admin/content-media.server.ts";
import { RATE_LIMIT_RULES } from "#app/server/form/rate-limit.server.ts";
import {
  formHeaders,
  MAX_FIELD_CHARS,
  MAX_FORM_BYTES,
  PUBLIC_FORM,
  receiveForm,
  STAFF_ARTICLE_FORM,
} from "#app/server/form/receive-form.server.ts";
import { TestBrowser } from "#tests/support/test-browser.ts";
import { TEST_BACKENDS, useTestDatabase } from "#tests/support/test-database.ts";

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
/** The body limit of each form: the media library's upload takes one image, every other staff form an article. */
const limitFor = (file: string) => {
  if (file === "routes/admin/media/media.tsx") return mediaUploadForm().maxBytes;
  return isStaff(file) ? STAFF_ARTICLE_FORM.maxBytes : MAX_FORM_BYTES;
};
const fieldLimitFor = (file: string) => (isStaff(file) ? STAFF_ARTICLE_FORM.maxFieldChars : MAX_FIELD_CHARS);

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

  it.each(actionRoutes)(
    "%s refuses a field past the field cap with 400, before any schema or pattern runs",
    async (file, route) => {
      const long = form(`email=${"9".repeat(fieldLimitFor(file) + 1)}x`);
      const answer = await browserFor(file).call(route.action, "/", long);
      expect([answer.status, answer.data?.result.error]).toEqual([400, { "": ["tooLarge"] }]);
    },
  );

  it.each(actionRoutes)(
    "%s refuses a field holding a NUL with 400 (PostgreSQL refuses it)",
    async (file, route) => {
      const answer = await browserFor(file).call(
        route.action,
        "/",
        form("name=a%00b&email=ana%40example.com"),
      );
      expect([answer.status, answer.data?.result.error]).toEqual([400, { "": ["malformed"] }]);
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

describe.each(TEST_BACKENDS.slice(0, 1))("the form pipeline's order on %s", (backend) => {
  useTestDatabase(backend);

  it("never runs the schema for a bot or for a client past its limit (issue 25 item 2)", async () => {
    let schemaRuns = 0;
    const schema = z.object({ name: z.string() }).refine(() => {
      schemaRuns += 1;
      return true;
    });
    const action = async ({ request, context }: ActionFunctionArgs) => {
      const form = await receiveForm(request, context, schema, PUBLIC_FORM);
      return form.valid ? form.accept() : form.answer;
    };
    const browser = new TestBrowser();
    expect((await browser.call(action, "/", { name: "bot", website: "x" })).data.sent).toBe(true);
    expect(schemaRuns).toBe(0);
    // The bot spent no point: a person gets the whole allowance.
    for (let i = 0; i < RATE_LIMIT_RULES.formPerIp.points; i++)
      await browser.call(action, "/", { name: "Ana" });
    expect(schemaRuns).toBe(RATE_LIMIT_RULES.formPerIp.points);
    const refused = await browser.call(action, "/", { name: "Ana" });
    expect(refused.status).toBe(429);
    expect(schemaRuns).toBe(RATE_LIMIT_RULES.formPerIp.points);
  });
});
