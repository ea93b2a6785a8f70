import type { Locator, Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures.ts";

/** Also save full-page screenshots into this directory (SHOTS_DIR=/tmp/shots/pre-deployment). */
const SHOTS = process.env.SHOTS_DIR;

/*
 * The error-handling check fetches a missing address under each page on purpose; Chromium logs each 404 answer as
 * a console error. And the frame moves on to the next page as soon as one is checked, which can cut short that
 * page's own route discovery (React Router logs "Failed to fetch manifest patches"). Nothing else may log one:
 * every key page runs in the check's frame, inside this page.
 */
test.use({
  allowedConsoleErrors:
    /^(Failed to load resource: the server responded with a status of 404|Failed to fetch manifest patches)/,
});

const KEY_PAGES = ["/", "/pricing", "/solutions", "/regions", "/tools", "/contact"];

/** Runs the checks and waits until every listed page has its results. */
async function runTests(page: Page, button: string, finished: (count: number) => string) {
  const pages = await page.getByTestId("key-pages").getByRole("listitem").allTextContents();
  await page.getByRole("button", { name: button }).click();
  await expect(page.getByTestId("check-progress")).toHaveText(finished(pages.length), { timeout: 120_000 });
  await expect(page.getByTestId("page-report")).toHaveCount(pages.length);
  return pages;
}

/** The checks of one page's report that did not pass, with what they found (for a readable failure). */
async function findings(report: Locator, status: string): Promise<string[]> {
  const found: string[] = [];
  const address = await report.getByRole("heading", { level: 3 }).textContent();
  for (const check of await report.locator("details").all()) {
    if ((await check.getByTestId("check-status").textContent()) !== status) continue;
    const name = (await check.locator("summary").textContent()) ?? "";
    const items = await check.locator("li").allTextContents();
    found.push(`${address} — ${name.replace(/\s+/g, " ")}: ${items.join(" | ")}`);
  }
  return found;
}

test.describe("/pre-deployment-check in English", () => {
  test("is a noindex page outside the sitemap, with the key pages listed and the check code not yet loaded", async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    const response = await page.goto("/pre-deployment-check");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Pre-deployment check | AusEntry Partners");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pre-deployment check");
    const pages = await page.getByTestId("key-pages").getByRole("listitem").allTextContents();
    expect(pages.slice(0, KEY_PAGES.length)).toEqual(KEY_PAGES);
    await expect(page.getByRole("button", { name: "Run Tests" })).toBeEnabled();
    expect(scripts.filter((url) => /run-checks|pre-deployment-checks/.test(url))).toEqual([]);

    const sitemap = await (await page.request.get("/sitemap.xml")).text();
    expect(sitemap).toContain("/pricing</loc>");
    expect(sitemap).not.toContain("pre-deployment");
    const home = await (await page.request.get("/sitemap")).text();
    expect(home).not.toContain("pre-deployment");
  });

  test("Run Tests checks every key page: progress, pass rates, no errors, expandable results", async ({
    page,
  }) => {
    test.slow();
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.goto("/pre-deployment-check");
    const progress = page.getByTestId("check-progress");
    await expect(progress).toHaveAttribute("role", "status");
    await page.getByRole("button", { name: "Run Tests" }).click();
    await expect(progress).toHaveText(/^Testing \d of \d+: \/.*$/);
    await expect(page.getByRole("button", { name: "Running tests…" })).toBeDisabled();
    await expect(progress).toHaveText(/^Finished: \d+ pages checked\.$/, { timeout: 120_000 });
    // The check code arrived only with the click.
    expect(scripts.some((url) => /run-checks/.test(url))).toBe(true);

    const reports = page.getByTestId("page-report");
    const count = await page.getByTestId("key-pages").getByRole("listitem").count();
    await expect(reports).toHaveCount(count);
    // No frame is left behind.
    await expect(page.getByTestId("check-frame-host").locator("iframe")).toHaveCount(0);

    const errors: string[] = [];
    for (const report of await reports.all()) {
      await expect(report.locator("details")).toHaveCount(12);
      const meter = report.getByRole("meter");
      await expect(meter).toHaveAttribute("aria-valuetext", /^\d+% passed \(\d+ of 12 checks\)$/);
      await expect(report.getByTestId("pass-rate")).toHaveText(/^\d+% passed \(\d+ of 12 checks\)$/);
      await expect(report).toContainText(/Loaded in [\d,]+ ms/);
      for (const status of await report.getByTestId("check-status").allTextContents()) {
        expect(["Pass", "Warning", "Error"]).toContain(status);
      }
      errors.push(...(await findings(report, "Error")));
    }
    expect(errors, "checks in error on our own pages").toEqual([]);

    // The overall bar counts every check of every page.
    await expect(page.getByTestId("overall").getByRole("meter")).toHaveAttribute(
      "aria-valuetext",
      new RegExp(`^\\d+% passed \\(\\d+ of ${count * 12} checks\\)$`),
    );

    // A result expands to say what was checked and what was found.
    const home = reports.first();
    await expect(home.getByRole("heading", { level: 3 })).toHaveText("/");
    const seo = home.locator('details[data-check="seo"]');
    await expect(seo.locator("summary")).toContainText("SEO");
    await expect(seo.getByText("A title of at least 5 characters")).toBeHidden();
    await seo.locator("summary").click();
    await expect(seo).toHaveAttribute("open", "");
    await expect(seo.getByText("A title of at least 5 characters")).toBeVisible();
    const performance = home.locator('details[data-check="performance"]');
    await expect(performance.getByTestId("check-status")).toHaveText("Pass");
    await expect(performance.locator("summary")).toContainText(
      /Loaded in [\d,]+ ms, [\d,]+ elements, 0 render-blocking/,
    );

    await expectAccessible(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/pre-deployment-en-1280.png`, fullPage: true });
  });

  test("is usable by keyboard: Run Tests, then open a result", async ({ page }) => {
    test.slow();
    await page.goto("/pre-deployment-check");
    const run = page.getByRole("button", { name: "Run Tests" });
    await run.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("check-progress")).toHaveText(/^Finished/, { timeout: 120_000 });
    // From the button, Tab reaches the first page's address, then its first check.
    await run.focus();
    await page.keyboard.press("Tab");
    await expect(page.getByTestId("page-report").first().getByRole("link")).toBeFocused();
    await page.keyboard.press("Tab");
    const first = page.getByTestId("page-report").first().locator("details").first();
    await expect(first.locator("summary")).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(first).toHaveAttribute("open", "");
    await page.keyboard.press("Space");
    await expect(first).not.toHaveAttribute("open", "");
  });
});

test.describe("/pre-deployment-check without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("says that Run Tests needs JavaScript", async ({ page }) => {
    await page.goto("/pre-deployment-check");
    // Playwright's text search skips <noscript>; its paragraph is a shown element when scripting is off.
    const note = page.locator("noscript > p");
    await expect(note).toBeVisible();
    await expect(note).toHaveText(/^Run Tests needs JavaScript: /);
    await expect(page.getByRole("button", { name: "Run Tests" })).toBeDisabled();
  });
});

test.describe("/pre-deployment-check in Arabic", () => {
  test("runs right to left, translated, on the Arabic pages", async ({ page }) => {
    test.slow();
    await page.goto("/ar/pre-deployment-check");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("فحص ما قبل النشر");
    const pages = await runTests(page, "تشغيل الاختبارات", (count) => `اكتمل: فُحصت ${count} صفحات.`);
    expect(pages[0]).toBe("/ar");
    const first = page.getByTestId("page-report").first();
    await expect(first.getByRole("heading", { level: 3 })).toHaveText("/ar");
    await expect(first.getByTestId("pass-rate")).toContainText("نجاح");
    const statuses = await page.getByTestId("check-status").allTextContents();
    expect(statuses.length).toBe(pages.length * 12);
    expect(statuses.filter((status) => !["نجاح", "تحذير"].includes(status))).toEqual([]);
    await expectAccessible(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/pre-deployment-ar-1280.png`, fullPage: true });
  });
});
