import type { BrowserContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

/**
 * No dead clicks (issue 27 item 3): every control a visitor can see works the moment it is visible, before the
 * page's scripts have run. Each test opens a page whose scripts are held back (their requests wait until
 * released), clicks a control and checks that the click had its effect: it navigated, opened or filtered. Then the
 * scripts are let through and the same control still works, now enhanced.
 */

/** A page in `context` (the fixtures' consent cookie included) whose scripts load only once `release` is called. */
async function pageWithScriptsHeld(context: BrowserContext) {
  const page = await context.newPage();
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.+\.js(\?|$)/, async (route) => {
    await held;
    await route.continue();
  });
  const open = async (path: string) => {
    // The page script is a module, so the document's DOMContentLoaded waits for it: wait for the page's end instead.
    await page.goto(path, { waitUntil: "commit" });
    await page.getByRole("contentinfo").waitFor({ state: "attached" });
    expect(await page.locator("html[data-hydrated]").count(), "hydrated too early").toBe(0);
  };
  const hydrate = async () => {
    release();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  };
  return { page, open, hydrate };
}

const header = (page: Page) => page.getByRole("banner");

test.describe("before the page's scripts run", () => {
  test("the header's menus open and their links lead on", async ({ context }) => {
    const { page, open, hydrate } = await pageWithScriptsHeld(context);
    await open("/");
    await page.getByTestId("solutions-menu").click();
    await expect(header(page).getByRole("link", { name: "GovTech Procurement" })).toBeVisible();
    await page.getByTestId("user-menu").click();
    await expect(header(page).getByRole("link", { name: "Log in" })).toBeVisible();
    await hydrate();
    // Taken over by the page's code: opening one menu closes the others, Escape closes it.
    await page.getByTestId("resources-menu").click();
    await expect(header(page).getByRole("link", { name: "Webinars" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(header(page).getByRole("link", { name: "Webinars" })).toBeHidden();
    await page.getByTestId("solutions-menu").click();
    await header(page).getByRole("link", { name: "GovTech Procurement" }).click();
    await expect(page).toHaveURL("/solutions/govtech");
  });

  test("the language switcher leads to the same page in the language chosen", async ({ context }) => {
    const { page, open } = await pageWithScriptsHeld(context);
    await open("/pricing?plan=growth");
    await page.getByTestId("language-switcher").click();
    await header(page).getByRole("link", { name: "العربية" }).click();
    await expect(page).toHaveURL("/ar/pricing?plan=growth");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  });

  test("the phone's menu opens and its links lead on", async ({ context }) => {
    const { page, open, hydrate } = await pageWithScriptsHeld(context);
    await page.setViewportSize({ width: 390, height: 844 });
    await open("/ko");
    const menu = page.getByTestId("mobile-menu");
    await page.getByTestId("mobile-menu-button").click();
    await expect(menu).toBeVisible();
    await hydrate();
    // Taken over by the page's code: Escape closes it.
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await page.getByTestId("mobile-menu-button").click();
    await menu.locator('a[href="/ko/solutions/govtech"]').click();
    await expect(page).toHaveURL("/ko/solutions/govtech");
  });

  test("a directory's filters and search filter the list", async ({ context }) => {
    const { page, open, hydrate } = await pageWithScriptsHeld(context);
    await open("/regions/middle-east");
    const filters = page.getByRole("group", { name: "Filter by sub-region" });
    await filters.getByRole("button", { name: /^Levant/ }).click();
    await expect(page).toHaveURL(/\/regions\/middle-east\?q=&category=levant#countries$/);
    await expect(filters.getByRole("button", { name: /^Levant/ })).toHaveAttribute("aria-pressed", "true");
    await page.getByRole("searchbox", { name: "Search countries or capitals" }).fill("Beirut");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\?q=Beirut&category=levant#countries$/);
    const names = page.locator("#countries").getByRole("article").getByRole("heading", { level: 3 });
    await expect(names).toHaveText(["Lebanon"]);
    await hydrate();
    await filters.getByRole("button", { name: /^All Countries/ }).click();
    await expect(page).toHaveURL(/\?q=Beirut$/);
  });

  test("the partner directory's search filters the list, then follows typing once the page script runs", async ({
    context,
  }) => {
    const { page, open, hydrate } = await pageWithScriptsHeld(context);
    await open("/partners");
    await page.getByLabel("Category").selectOption("consultant");
    await page.getByLabel("Search partners").fill("defence");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/partners\?q=defence&category=consultant&industry=all#directory$/);
    const names = page.locator("#directory-results").getByRole("heading", { level: 3 });
    await expect(names).toHaveText(["Brindabella Defence Consulting"]);
    await hydrate();
    await page.getByLabel("Search partners").fill("");
    await expect(page).toHaveURL(/\/partners\?category=consultant$/);
    await expect(page.locator("#directory-results").getByRole("status")).toHaveText(/^Showing \d+ of 7/);
  });

  test("the tools' tabs and the assessment button lead to what they name", async ({ context }) => {
    const { page, open } = await pageWithScriptsHeld(context);
    await open("/tools");
    await page.getByRole("tab", { name: /Market Sizing/ }).click();
    await expect(page).toHaveURL(/\/tools\?tab=market-sizing/);
    await open("/opportunities");
    await page
      .getByRole("link", { name: /Forecast/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/assessment\?/);
  });

  test("the tools open with their worked example computed, which the tools' code then recomputes", async ({
    context,
  }) => {
    const { page, open, hydrate } = await pageWithScriptsHeld(context);
    await open("/tools?tab=market-sizing");
    await expect(page.getByTestId("market-addressable")).toHaveText("A$8.4B");
    await expect(page.getByTestId("save-results-market-sizing")).toBeVisible();
    await open("/tools?tab=payments");
    await expect(page.getByTestId("payments-summary")).toContainText("A$57K");
    await expect(page.getByTestId("payments-chart")).toBeVisible();
    await open("/tools");
    const roi = page.getByTestId("roi-calculator");
    await expect(roi.getByTestId("worked-example")).toBeVisible();
    await expect(page.getByTestId("roi-percent")).toHaveText("332.7%");
    await expect(page.getByTestId("roi-chart")).toBeVisible();
    await expect(page.getByTestId("save-results-roi")).toBeVisible();
    await hydrate();
    // 12,000,000 × 50 % × 2 = 12,000,000; investment 1,840,000.
    await roi.getByLabel("Expected growth (%)").fill("50");
    await expect(page.getByTestId("roi-percent")).toHaveText("552.2%");
    await expect(roi.getByTestId("worked-example")).toHaveCount(0);
  });
});

test.describe("before the page's scripts run, on a first visit", () => {
  test.use({ consentChosen: false });

  test("the consent banner is there and its buttons store the choice", async ({ context }) => {
    const { page, open, hydrate } = await pageWithScriptsHeld(context);
    await open("/blog");
    const banner = page.getByRole("region", { name: "Cookies and your privacy" });
    await expect(banner).toBeVisible();
    await banner.getByRole("button", { name: "Reject all" }).click();
    await expect(page).toHaveURL("/blog");
    await expect(banner).toBeHidden();
    const cookie = (await context.cookies()).find((entry) => entry.name === "consent");
    expect(cookie?.value).toMatch(/^a=0&m=0&v=1&/);
    await hydrate();
    await expect(banner).toBeHidden();
  });

  test("'Choose' opens the switches and 'Save choices' stores them, in Arabic", async ({ context }) => {
    const { page, open } = await pageWithScriptsHeld(context);
    await open("/ar/partners");
    const banner = page.getByRole("region", { name: "ملفات تعريف الارتباط وخصوصيتك" });
    await banner.getByText("اختيار", { exact: true }).click();
    await banner.getByRole("switch", { name: /تسويقية/ }).check();
    await banner.getByRole("button", { name: "حفظ الاختيارات" }).click();
    await expect(page).toHaveURL("/ar/partners");
    await expect(banner).toBeHidden();
    const cookie = (await context.cookies()).find((entry) => entry.name === "consent");
    expect(cookie?.value).toMatch(/^a=0&m=1&/);
  });
});
