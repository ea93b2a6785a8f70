import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures.ts";

/** Also save full-page screenshots into this directory (SHOTS_DIR=/tmp/shots/opps-apis). */
const SHOTS = process.env.SHOTS_DIR;

/** The seed's sample tenders (app/content/sample-opportunities.ts), two per tab, soonest first. */
const TENDERS = {
  defence: ["Secure Logistics Data Platform Modernisation", "Maritime Surveillance Sensor Integration"],
  cyber: ["Cyber Threat Intelligence Platform", "AI Document Triage Pilot"],
  training: ["Synthetic Training Environment for Land Forces", "Space Domain Awareness Simulation Services"],
};

const section = (page: Page) => page.getByRole("region", { name: "Government Opportunities" });
const tenderTitles = (page: Page) => section(page).getByRole("tabpanel").getByRole("heading", { level: 3 });

async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe("/opportunities with JavaScript", () => {
  test("shows three tabs, each with its two tenders; the tab is in the URL; arrow keys move", async ({
    page,
  }) => {
    test.slow(); // axe
    const response = await page.goto("/opportunities");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/^Government tender opportunities/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Australian government opportunities");
    const tabs = section(page).getByRole("tab");
    await expect(tabs).toHaveText(["Defence", "Cyber/AI", "Training/Sim"]);
    await expect(tabs.nth(0)).toHaveAttribute("aria-selected", "true");
    await expect(tenderTitles(page)).toHaveText(TENDERS.defence);
    const first = section(page).getByRole("listitem").first();
    await expect(first).toContainText("Department of Defence");
    await expect(first).toContainText("Closes: March 12, 2027");
    await expect(first.locator("time")).toHaveAttribute("datetime", "2027-03-12");
    await expectAccessible(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/opportunities-en-1280.png`, fullPage: true });

    await tabs.nth(1).click();
    await expect(page).toHaveURL(/\/opportunities\?tab=cyber-ai#opportunities$/);
    await expect(tabs.nth(1)).toHaveAttribute("aria-selected", "true");
    await expect(tenderTitles(page)).toHaveText(TENDERS.cyber);

    // One Tab stop for the list; the arrow keys open the neighbouring tab and keep focus on it.
    await tabs.nth(1).focus();
    await page.keyboard.press("ArrowRight");
    await expect(page).toHaveURL(/tab=training-sim/);
    await expect(tabs.nth(2)).toBeFocused();
    await expect(tenderTitles(page)).toHaveText(TENDERS.training);
    await page.keyboard.press("ArrowRight");
    await expect(tabs.nth(0)).toBeFocused();
    await expect(tenderTitles(page)).toHaveText(TENDERS.defence);
    await page.keyboard.press("End");
    await expect(tabs.nth(2)).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(section(page).getByRole("tabpanel")).toBeFocused();
  });

  test("'Get the full Bid Forecast' opens the lead form; 'Claim Your Spot – A$5K' goes to /pricing", async ({
    page,
  }) => {
    await page.goto("/opportunities?tab=cyber-ai");
    await expect(tenderTitles(page)).toHaveText(TENDERS.cyber);
    await section(page).getByRole("link", { name: "Get the full Bid Forecast" }).click();
    const dialog = page.getByRole("dialog", { name: "Free market assessment" });
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await section(page).getByRole("link", { name: "Claim Your Spot – A$5K" }).click();
    await expect(page).toHaveURL(/\/pricing$/);
  });

  test("the home page has the section, its tabs and its lead form", async ({ page }) => {
    // The home page is a document page (decision 061): its tabs are links, its lead form a page of its own.
    await page.goto("/");
    await expect(section(page).getByRole("tab")).toHaveCount(3);
    await expect(tenderTitles(page)).toHaveText(TENDERS.defence);
    await section(page).getByRole("tab", { name: "Training/Sim" }).click();
    await expect(page).toHaveURL(/\/\?tab=training-sim#opportunities$/);
    await expect(tenderTitles(page)).toHaveText(TENDERS.training);
    if (SHOTS) await section(page).screenshot({ path: `${SHOTS}/home-section-en-1280.png` });
    await section(page).getByRole("link", { name: "Get the full Bid Forecast" }).click();
    await expect(page).toHaveURL(/\/assessment\?source=[^&]+&from=%2F$/);
    await expect(page.getByRole("heading", { level: 1, name: "Free market assessment" })).toBeVisible();
  });
});

test.describe("/opportunities without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the tabs are links to the section with the tab in the URL", async ({ page }) => {
    await page.goto("/opportunities");
    await expect(tenderTitles(page)).toHaveText(TENDERS.defence);
    await section(page).getByRole("tab", { name: "Training/Sim" }).click();
    await expect(page).toHaveURL(/\/opportunities\?tab=training-sim#opportunities$/);
    await expect(tenderTitles(page)).toHaveText(TENDERS.training);
    await expect(section(page).getByRole("tab", { name: "Training/Sim" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    // The forecast button is a link to the form on a page, carrying its source.
    await expect(section(page).getByRole("link", { name: "Get the full Bid Forecast" })).toHaveAttribute(
      "href",
      /^\/assessment\?source=opportunities&from=%2Fopportunities$/,
    );
  });

  test("the home page's section works too", async ({ page }) => {
    await page.goto("/?tab=cyber-ai");
    await expect(tenderTitles(page)).toHaveText(TENDERS.cyber);
  });
});

const card = (page: Page, name: string) =>
  page.locator("li[data-api]").filter({ has: page.getByRole("heading", { name, exact: true }) });
const cards = (page: Page) => page.locator("li[data-api]");
const results = (page: Page) => page.getByRole("region", { name: "Browse the APIs" }).getByRole("status");
const category = (page: Page, name: string) =>
  page.getByRole("navigation", { name: "Categories" }).getByRole("link", { name: new RegExp(`^${name}`) });
const star = (page: Page, name: string) => page.getByRole("button", { name: `Favourite: ${name}` });

test.describe("/data-apis with JavaScript", () => {
  test("lists 20 APIs with their details; search and category follow the URL", async ({ page }) => {
    test.slow(); // axe
    const response = await page.goto("/data-apis");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Australian data APIs directory");
    await expect(cards(page)).toHaveCount(20);
    await expect(results(page)).toHaveText("Showing 20 of 20 APIs");

    const tfnsw = card(page, "Transport for NSW Open Data");
    await expect(tfnsw).toContainText("Transport");
    await expect(tfnsw).toContainText("Active");
    await expect(tfnsw).toContainText("API key");
    await expect(tfnsw).toContainText("5 requests per second");
    await expect(tfnsw).toContainText("GTFS, GTFS-realtime, JSON");
    await expect(tfnsw).toContainText("250 ms");
    const open = tfnsw.getByRole("link", { name: /^Open API/ });
    await expect(open).toHaveAttribute("href", "https://api.transport.nsw.gov.au/");
    await expect(open).toHaveAttribute("target", "_blank");
    await expect(open).toHaveAttribute("rel", /noopener/);
    await expect(tfnsw.getByRole("link", { name: /^Documentation/ })).toHaveAttribute(
      "href",
      "https://opendata.transport.nsw.gov.au/",
    );
    await expect(card(page, "AIHW MyHospitals API")).toContainText("Beta");

    const categories = page.getByRole("navigation", { name: "Categories" }).getByRole("link");
    await expect(categories).toHaveText([
      "All20",
      "Government4",
      "Financial4",
      "Industry4",
      "Environmental3",
      "Health2",
      "Transport3",
    ]);
    await expectAccessible(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/data-apis-en-1280.png`, fullPage: true });

    await page.getByRole("searchbox", { name: "Search APIs" }).fill("gtfs");
    await expect(page).toHaveURL(/\/data-apis\?q=gtfs$/);
    await expect(cards(page)).toHaveCount(2);
    await expect(results(page)).toHaveText("Showing 2 of 20 APIs");
    await expect(categories.filter({ hasText: "Transport" })).toHaveText("Transport2");

    await category(page, "Health").click();
    await expect(page).toHaveURL(/\/data-apis\?q=gtfs&category=health#directory$/);
    await expect(page.getByRole("heading", { name: "No APIs found" })).toBeVisible();
    await page.getByRole("link", { name: "Clear search" }).click();
    await expect(cards(page)).toHaveCount(20);

    await category(page, "Financial").click();
    await expect(categories.filter({ hasText: "Financial" })).toHaveAttribute("aria-current", "true");
    await expect(cards(page)).toHaveCount(4);
    await page.getByRole("searchbox", { name: "Search APIs" }).fill("exchange rates");
    await expect(page).toHaveURL(/\/data-apis\?q=exchange\+rates&category=financial$/);
    await expect(cards(page).getByRole("heading")).toHaveText(["RBA Statistical Tables"]);
  });

  test("anonymous favourites: a star, kept in localStorage across a reload, and 'Favourites only'", async ({
    page,
  }) => {
    await page.goto("/data-apis");
    const abs = star(page, "ABS Data API");
    await expect(abs).toHaveAttribute("aria-pressed", "false");
    await abs.click();
    await star(page, "PTV Timetable API").click();
    await expect(abs).toHaveAttribute("aria-pressed", "true");
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem("api-favorites") ?? "null"))).toEqual([
      "abs-data-api",
      "ptv-timetable",
    ]);

    await page.reload();
    await expect(star(page, "ABS Data API")).toHaveAttribute("aria-pressed", "true");
    await expect(star(page, "PTV Timetable API")).toHaveAttribute("aria-pressed", "true");
    await expect(star(page, "Data.NSW")).toHaveAttribute("aria-pressed", "false");

    const only = page.getByRole("button", { name: /^Favourites only/ });
    await only.click();
    await expect(only).toHaveAttribute("aria-pressed", "true");
    await expect(cards(page).getByRole("heading")).toHaveText(["ABS Data API", "PTV Timetable API"]);
    await star(page, "PTV Timetable API").click();
    await expect(cards(page).getByRole("heading")).toHaveText(["ABS Data API"]);
    await only.click();
    await expect(cards(page)).toHaveCount(20);
  });

  test("a signed-in visitor's favourites: the browser's list is merged into the account", async ({
    page,
    login,
  }) => {
    // Signed out first: two stars kept in this browser.
    await page.goto("/data-apis");
    await star(page, "ABS Data API").click();
    await star(page, "Bureau of Meteorology Data Feeds").click();
    await expect(star(page, "Bureau of Meteorology Data Feeds")).toHaveAttribute("aria-pressed", "true");

    await login({ role: "user" });
    const merged = page.waitForResponse(
      (r) => r.url().endsWith("/api/favorites") && r.request().method() === "POST",
    );
    await page.goto("/data-apis");
    expect((await merged).status()).toBe(200);
    await expect(star(page, "ABS Data API")).toHaveAttribute("aria-pressed", "true");
    expect(await page.request.get("/api/favorites").then((r) => r.json())).toEqual({
      favorites: expect.arrayContaining(["abs-data-api", "bom-data-feeds"]),
    });

    // Changes go to the account: with the browser's copy cleared, the account still knows them.
    await star(page, "Data.NSW").click();
    await expect(star(page, "Data.NSW")).toHaveAttribute("aria-pressed", "true");
    await expect
      .poll(async () =>
        (
          (await page.request.get("/api/favorites").then((r) => r.json())) as { favorites: string[] }
        ).favorites.sort(),
      )
      .toEqual(["abs-data-api", "bom-data-feeds", "data-nsw"]);
    await page.evaluate(() => localStorage.removeItem("api-favorites"));
    await page.reload();
    await expect(star(page, "Data.NSW")).toHaveAttribute("aria-pressed", "true");
    await expect(star(page, "ABS Data API")).toHaveAttribute("aria-pressed", "true");
    expect(
      await page.evaluate(() => JSON.parse(localStorage.getItem("api-favorites") ?? "[]").sort()),
    ).toEqual(["abs-data-api", "bom-data-feeds", "data-nsw"]);
  });

  test("the favourites endpoint refuses anonymous visitors", async ({ page }) => {
    const response = await page.request.get("/api/favorites");
    expect(response.status()).toBe(401);
  });
});

test.describe("/data-apis without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("search is a GET form and categories are links; no stars", async ({ page }) => {
    await page.goto("/data-apis");
    await expect(cards(page)).toHaveCount(20);
    await expect(page.getByRole("button", { name: /^Favourite/ })).toHaveCount(0);
    await category(page, "Environmental").click();
    await expect(page).toHaveURL(/\/data-apis\?category=environmental#directory$/);
    await expect(cards(page)).toHaveCount(3);
    await page.getByRole("searchbox", { name: "Search APIs" }).fill("species");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/\/data-apis\?q=species&category=environmental#directory$/);
    await expect(cards(page).getByRole("heading")).toHaveText(["Atlas of Living Australia APIs"]);
  });
});

test.describe("in Arabic", () => {
  test("/ar/opportunities is right-to-left and translated; tenders stay English", async ({ page }) => {
    await page.goto("/ar/opportunities?tab=cyber-ai");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("فرص الحكومة الأسترالية");
    const arabicSection = page.getByRole("region", { name: "الفرص الحكومية" });
    await expect(arabicSection.getByRole("tab")).toHaveText([
      "الدفاع",
      "الأمن السيبراني/الذكاء الاصطناعي",
      "التدريب/المحاكاة",
    ]);
    const title = arabicSection.getByRole("heading", { level: 3 }).first();
    await expect(title).toHaveText(TENDERS.cyber[0]!);
    await expect(title).toHaveAttribute("lang", "en");
    await expect(arabicSection.getByRole("tab").nth(1)).toHaveAttribute("aria-selected", "true");
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/opportunities-ar-1280.png`, fullPage: true });
  });

  test("/ar/data-apis is right-to-left, translated and searchable in Arabic", async ({ page }) => {
    await page.goto("/ar/data-apis");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("دليل واجهات البيانات الأسترالية");
    await expect(cards(page)).toHaveCount(20);
    await page.getByRole("searchbox", { name: "ابحث في الواجهات" }).fill("الزلازل");
    await expect(cards(page).getByRole("heading")).toHaveText(["Geoscience Australia Web Services"]);
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/data-apis-ar-1280.png`, fullPage: true });
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("both pages fit the screen in English and Arabic", async ({ page }) => {
    for (const path of ["/opportunities", "/data-apis", "/ar/opportunities", "/ar/data-apis"]) {
      await page.goto(path);
      await expectNoHorizontalOverflow(page);
      if (SHOTS)
        await page.screenshot({
          path: `${SHOTS}/${path.replaceAll("/", "-").slice(1)}-390.png`,
          fullPage: true,
        });
    }
  });
});
