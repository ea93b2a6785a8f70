/** On a public address the diagnostics pages give an attacker nothing to aim with (issue 25 item 16). */
import { describe, expect, it } from "vitest";
import type { SessionUser } from "#app/server/account/session.server.ts";

// Before anything reads the configuration (it is read once): the modules below are imported after this.
process.env.SITE_URL = "https://ausentry.com.au";
Object.assign(globalThis, { __APP_VERSION__: "test-build" });
const { TEST_BACKENDS, useTestDatabase } = await import("#tests/support/test-database.ts");
const { TestBrowser } = await import("#tests/support/test-browser.ts");
const { loader: testLoader } = await import("#app/routes/dev/test.tsx");
const { loader: debugLoader } = await import("#app/routes/dev/debug.tsx");

describe.each(TEST_BACKENDS.slice(0, 1))("/test and /debug on a public site (%s)", (backend) => {
  useTestDatabase(backend);

  it("have no crash trigger", async () => {
    expect((await new TestBrowser().call(testLoader, "/test?crash=render")).data).toEqual({
      crashAllowed: false,
    });
  });

  it("show the build and database to staff only", async () => {
    const visitor = await new TestBrowser().call(debugLoader, "/debug");
    expect(visitor.data).toMatchObject({ build: null, lang: "en", healthy: true });
    const staff = new TestBrowser();
    staff.signedInAs = {
      id: "s",
      email: "staff@example.com",
      role: "admin",
      twoFactorEnabled: true,
    } as SessionUser;
    expect((await staff.call(debugLoader, "/debug")).data.build).toMatchObject({ database: backend });
  });
});
