import { expect, expectAccessible, test } from "./fixtures.ts";
import { shoot } from "./screenshots.ts";

/**
 * The firm's figures staff keep (issue 30 item 1, decision 084): a staff member changes the partner count, and every
 * page that states it says the new number: the figures band, the partners page and a solution's introductions.
 * It changes pages other specs read, so it runs after them (the `seeded-content` project) and puts 250 back.
 */

// The refused save answers 400.
test.use({ allowedConsoleErrors: /status of 400/ });

async function savePartners(page: import("@playwright/test").Page, value: string) {
  await page.goto("/admin/figures");
  await page.getByLabel("Partners in the network").fill(value);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Saved. The public pages show the change now.")).toBeVisible();
}

test("staff change the partner count, and every page that states it agrees", async ({
  page,
  login,
  browser,
  baseURL,
}) => {
  test.slow(); // an accessibility scan and a second browser
  await login({ role: "admin" });
  await page.goto("/admin/figures");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("The firm's figures");
  await expect(page.getByLabel("Companies helped into Australia")).toHaveValue("200");
  // Not a number: refused, with the field's message.
  await page.getByLabel("Days to market readiness").fill("-3");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Enter a whole number from 0 to 100,000.")).toBeVisible();
  await page.getByLabel("Days to market readiness").fill("30");
  await savePartners(page, "260");
  await expectAccessible(page);
  await shoot(page, "admin-figures-en");

  const visitor = await (await browser.newContext({ baseURL })).newPage();
  await visitor.goto("/about");
  await expect(visitor.getByText("260+", { exact: true })).toBeVisible();
  await visitor.goto("/partners");
  await expect(visitor.getByRole("main")).toContainText("We have worked with 260+ Australian integrators");
  await visitor.goto("/solutions/partnerships");
  await expect(visitor.getByRole("main")).toContainText("more than 260 partners");

  await savePartners(page, "250");
  await visitor.goto("/about");
  await expect(visitor.getByText("250+", { exact: true })).toBeVisible();
});
