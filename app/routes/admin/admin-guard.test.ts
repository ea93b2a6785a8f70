/**
 * Every back-office route refuses everyone but admins with two-factor verification, in its own loader and action
 * (not only through the layout's middleware): this walks the route table, so a new admin route without
 * `requireAdmin` fails here.
 */
import { describe, expect, it } from "vitest";
import routes from "#app/routes.ts";
import { staffBrowser } from "#tests/support/staff-browser.ts";
import { TestBrowser } from "#tests/support/test-browser.ts";
import { TEST_BACKENDS, useTestDatabase } from "#tests/support/test-database.ts";

type Entry = { file: string; path?: string; children?: Entry[] };

/** The route modules inside the admin layout, with a URL each (a `:param` filled with a made-up id). */
function adminRoutes(): { file: string; url: string }[] {
  const language = (routes as Entry[]).find((entry) => entry.path === ":lang?");
  const layout = language?.children?.find((entry) => entry.file === "routes/admin/layout.tsx");
  const flatten = (entries: Entry[]): Entry[] =>
    entries.flatMap((entry) => [entry, ...flatten(entry.children ?? [])]);
  return flatten(layout?.children ?? []).map((entry) => ({
    file: entry.file,
    url: `/${(entry.path ?? "admin").replace(/:[^/]+/g, "00000000-0000-4000-8000-000000000000")}`,
  }));
}

type RouteModule = { loader?: (args: never) => unknown; action?: (args: never) => unknown };

async function answerOf(fn: (args: never) => unknown, browser: TestBrowser, url: string, post: boolean) {
  try {
    await fn((await browser.args(url, post ? {} : undefined)) as never);
    return "answered";
  } catch (thrown) {
    if (thrown instanceof Response) return `${thrown.status} ${thrown.headers.get("location") ?? ""}`.trim();
    const init = (thrown as { init?: ResponseInit }).init;
    if (init?.status) return String(init.status);
    throw thrown;
  }
}

describe.each(TEST_BACKENDS)("the back office's guard on %s", (backend) => {
  useTestDatabase(backend);

  it("finds the admin routes", () => {
    expect(adminRoutes().length).toBeGreaterThan(0);
  });

  it.each(adminRoutes())(
    "$file refuses anonymous visitors, users and admins without two-factor",
    async ({ file, url }) => {
      const module = (await import(`#app/${file}`)) as RouteModule;
      const functions = [module.loader, module.action].filter((fn) => fn !== undefined);
      expect(functions.length, `${file} has no loader or action`).toBeGreaterThan(0);
      const user = await staffBrowser({ role: "user" });
      const admin = await staffBrowser({ role: "admin", twoFactor: false });
      for (const fn of functions) {
        const post = fn === module.action;
        expect(await answerOf(fn, new TestBrowser(), url, post)).toBe(
          `302 /login?redirectTo=${encodeURIComponent(url)}`,
        );
        expect(await answerOf(fn, user, url, post)).toBe("403");
        expect(await answerOf(fn, admin, url, post)).toBe("302 /profile?notice=adminTwoFactorRequired");
      }
    },
  );
});
