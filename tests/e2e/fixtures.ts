import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Locator, type Page } from "@playwright/test";

/**
 * Every browser test fails when the page logs a console error or throws an uncaught exception.
 * Tests that provoke an error on purpose describe the expected text in `allowedConsoleErrors` (one pattern).
 */
export const test = base.extend<{
  allowedConsoleErrors: RegExp | undefined;
  /** A stored consent choice (analytics and marketing refused), so the banner stays away; consent.spec.ts opts out. */
  consentChosen: boolean;
  consoleGuard: undefined;
  login: (options: { role: "user" | "admin"; twoFactor?: boolean }) => Promise<string>;
}>({
  allowedConsoleErrors: [undefined, { option: true }],
  consentChosen: [true, { option: true }],
  /**
   * `page.goto` and `page.reload` wait, with JavaScript on, until React has hydrated the page (root sets
   * `<html data-hydrated>`), so a click never lands on server HTML whose handlers are not attached yet.
   */
  page: async ({ page, javaScriptEnabled, consentChosen, baseURL }, use) => {
    if (consentChosen) {
      const cookie = { name: "consent", value: "a=0&m=0&v=1&d=2026-01-01", url: baseURL ?? "" };
      await page.context().addCookies([cookie]);
    }
    // A Content-Security-Policy violation (an inline script without nonce, eval…) is reported as a console error.
    await page.addInitScript(() =>
      document.addEventListener("securitypolicyviolation", (event) =>
        console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
      ),
    );
    const waitForHydration = async <T>(response: T) => {
      if (javaScriptEnabled) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      return response;
    };
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => waitForHydration(await goto(url, options));
    page.reload = async (options) => waitForHydration(await reload(options));
    await use(page);
  },
  /**
   * Signs the test's browser in as a new user with a verified address, a profile and `role` (an admin with
   * two-factor verification marked on unless `twoFactor: false`), without the sign-in pages (the server's test-only endpoint, app/server/account/e2e-login.server.ts); resolves to the user's e-mail.
   * Its session cookie lands in the context's cookie jar, so every page the test opens after is signed in.
   */
  login: async ({ context }, use) => {
    await use(async ({ role, twoFactor = role === "admin" }) => {
      const response = await context.request.post("/__e2e-login", {
        headers: { "x-e2e-fixture-secret": process.env.E2E_FIXTURE_SECRET ?? "" },
        data: { role, twoFactor },
      });
      expect(response.status(), "the e2e login endpoint (is E2E_FIXTURE_SECRET set?)").toBe(200);
      return ((await response.json()) as { email: string }).email;
    });
  },
  consoleGuard: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      const allowed = (text: string) => allowedConsoleErrors?.test(text) ?? false;
      page.on("console", (message) => {
        if (message.type() === "error" && !allowed(message.text())) errors.push(message.text());
      });
      page.on("pageerror", (error) => {
        if (!allowed(error.message)) errors.push(error.message);
      });
      await use(undefined);
      expect(errors, "browser console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Waits until React has hydrated `element` (it attaches its props to the nodes it hydrates). For parts whose code
 * loads after the page (`deferred`, the footer's form): until then they are server HTML, and a click or a submit
 * acts as it does without JavaScript.
 */
export async function expectHydrated(element: Locator) {
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith("__reactProps$"))))
    .toBe(true);
}

/** axe-core: no serious or critical accessibility violations on the current page. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const severe = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(
    severe.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`),
  ).toEqual([]);
}
