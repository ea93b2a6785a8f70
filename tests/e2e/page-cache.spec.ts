import type { Response } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

/**
 * The rendered-page cache (docs/decisions/016-page-cache.md) is invisible: an anonymous page answered a second
 * time (from memory) is the same page with a nonce of its own, and hydrates under the CSP like the first. The
 * fixtures fail a test on any console error, a CSP violation included.
 */

const nonceOf = (response: Response | null) =>
  /'nonce-([^']+)'/.exec(response?.headers()["content-security-policy"] ?? "")?.[1] ?? "";

/** The page's HTML with its own nonce (checked to be the CSP's, wherever it stands) taken out. */
async function htmlWithoutNonce(response: Response | null) {
  const nonce = nonceOf(response);
  expect(nonce).not.toBe("");
  const html = (await response?.text()) ?? "";
  expect(html).toContain(`nonce="${nonce}"`);
  return html.replaceAll(nonce, "");
}

test("an anonymous page answered again is the same page with a fresh nonce, and hydrates", async ({
  page,
}) => {
  for (const path of ["/", "/ar/solutions", "/partners?q=cyber"]) {
    const first = await page.goto(path);
    const firstHtml = await htmlWithoutNonce(first);
    const second = await page.goto(path);
    expect(await htmlWithoutNonce(second)).toBe(firstHtml);
    expect(nonceOf(second)).not.toBe(nonceOf(first));
    expect(second?.headers()["cache-control"]).toBe("private, no-cache");
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
  }
});

test("a page is kept per value of the query parameters it reads", async ({ page }) => {
  await page.goto("/partners?q=cyber");
  const cyber = await page.getByRole("main").textContent();
  await page.goto("/partners?q=health");
  expect(await page.getByRole("main").textContent()).not.toBe(cyber);
  await page.goto("/partners?q=cyber&utm_source=test");
  expect(await page.getByRole("main").textContent()).toBe(cyber);
});

test("a signed-in visitor never gets the anonymous page", async ({ page, login }) => {
  await page.goto("/about");
  await page.goto("/about");
  const email = await login({ role: "user" });
  const signedIn = await page.goto("/about");
  // The session's user comes with the page's data, and the account menu offers to sign out.
  expect(await signedIn?.text()).toContain(email);
  await page.getByTestId("user-menu").click();
  await expect(page.getByRole("banner").getByRole("button", { name: "Sign out" })).toBeVisible();
});

test.describe("for a Korean browser", () => {
  test.use({ locale: "ko-KR" });

  test("the English page kept for an unprefixed address is not served: the browser is sent to Korean", async ({
    page,
    browser,
  }) => {
    const english = await browser.newContext({ locale: "en-AU" });
    await (await english.newPage()).goto("/solutions");
    await english.close();
    await page.goto("/solutions");
    await expect(page).toHaveURL(/\/ko\/solutions$/);
  });
});
