import { expect, expectAccessible, test } from "./fixtures.ts";
import { shoot } from "./screenshots.ts";

/**
 * The sample content under staff control (issue 29 item 6, decision 080): marked in the back office's lists, and
 * removed by one confirmed step, after which a visitor sees none of it. It removes what every other spec shows, so
 * it runs last (its own project in playwright.config.ts, after the seeded-content edits).
 */

test("staff see which records are samples and remove them all in one confirmed step", async ({
  page,
  login,
  browser,
  baseURL,
}) => {
  test.slow(); // three admin pages with axe, then four public pages
  await login({ role: "admin" });
  // While samples are shown, every public page says so in its footer (issue 30 item 6).
  await page.goto("/ar");
  await expect(page.getByTestId("sample-notice")).toHaveText(/^محتوى نموذجي/);
  await page.goto("/admin/partners");
  const partners = page.getByRole("table", { name: "Partners" });
  await expect(partners.getByText("Sample", { exact: true }).first()).toBeVisible();

  await page.getByRole("navigation").getByRole("link", { name: "Sample content" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sample content");
  await expect(page.locator("#samples-state")).toHaveText("Sample content is shown on the site.");
  await expect(page.getByTestId("sample-rows")).toContainText("Sample articles stored: 10");
  await expectAccessible(page);
  await shoot(page, "sample-content-en");

  await page.getByRole("link", { name: "Remove all sample content" }).click();
  await expect(page.getByRole("heading", { name: /^Remove all sample content\?/ })).toBeVisible();
  await page.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Sample content removed. The public pages no longer show it.")).toBeVisible();
  await expect(page.locator("#samples-state")).toHaveText(/^Sample content was removed on /);
  await expect(page.getByTestId("sample-rows")).toContainText("Sample partners stored: 0");
  await expect(page.getByRole("link", { name: "Remove all sample content" })).toHaveCount(0);

  // An anonymous visitor, whose pages come from the page cache: none of it is left.
  const visitor = await (await browser.newContext({ baseURL, locale: "en-AU" })).newPage();
  await visitor.goto("/about");
  await expect(visitor.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(visitor.getByRole("heading", { name: "Our leadership" })).toHaveCount(0);
  await expect(visitor.getByTestId("sample-notice")).toHaveCount(0);
  await visitor.goto("/");
  await expect(visitor.locator("#success-stories")).toHaveCount(0);
  expect((await visitor.goto("/regions/aacci-dashboard"))?.status()).toBe(404);
  await visitor.goto("/regions/central-reporting");
  await expect(visitor.locator("[data-tile]")).toHaveCount(1);
  await visitor.goto("/ar/partners");
  await expect(visitor.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(visitor.getByText("إدراج نموذجي", { exact: true })).toHaveCount(0);
  await visitor.context().close();
});
