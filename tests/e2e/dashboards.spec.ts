import type { Locator, Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures.ts";

const CENTRAL = "/regions/central-reporting";
const AACCI = "/regions/aacci-dashboard";
const IMPACT = "/regions/tech4humanity-dashboard";

async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** A summary card's value, found by its id (its label is checked once, in the first test). */
const cardValue = (page: Page, id: string) => page.locator(`[data-card="${id}"] dd`);

/** A chart (a `figure` named by its title). */
const chart = (page: Page, title: string) => page.getByRole("figure", { name: title });

/** The chamber's last complete quarter as the selector names it today ("Q3 2026" in November 2026). */
function lastQuarter(now = new Date()): string {
  const current = Math.floor(now.getUTCMonth() / 3) + 1;
  return current === 1 ? `Q4 ${now.getUTCFullYear() - 1}` : `Q${current - 1} ${now.getUTCFullYear()}`;
}

/** A segmented-control choice: its visible label (the radio inside is visually hidden). */
const choice = (form: Locator, label: string) => form.locator("label").filter({ hasText: label });

/** The chart's table alternative: opened, then its rows as [name, value, share?] texts. */
async function chartTable(figure: Locator) {
  await figure.locator("summary").click();
  const table = figure.getByRole("table");
  await expect(table).toBeVisible();
  return table;
}

test.describe("/regions/central-reporting in English", () => {
  test("shows the selectors, summary, accessible charts, the top five and the tiles", async ({ page }) => {
    test.slow(); // axe on a long page
    const response = await page.goto(CENTRAL);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Central intelligence dashboard: Middle East markets | AusEntry Partners");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Central intelligence dashboard");

    // The Middle East is the one region with data: no region selector of disabled "Coming Soon" regions.
    await expect(page.getByRole("combobox")).toHaveCount(0);
    await expect(page.getByRole("main")).not.toContainText(/coming soon|beta access/i);
    await expect(page.getByRole("radio", { name: "Current" })).toBeChecked();
    await expect(page.getByRole("radio", { name: "All metrics" })).toBeChecked();
    await expect(page.getByTestId("dashboard-rule")).toContainText("the time range scales yearly flows");
    await expect(page.getByTestId("period-line")).toHaveText(
      "Period: annualised, a full year of flows (100%).",
    );

    await expect(page.locator('[data-card="markets"] dt')).toHaveText("Markets covered");
    await expect(page.locator('[data-card="tradeValue"] dt')).toHaveText("Trade value Annualised");
    await expect(cardValue(page, "markets")).toHaveText("22");
    await expect(cardValue(page, "activeProjects")).toHaveText("18");
    await expect(page.locator("[data-card]")).toHaveCount(5);
    // The figures' year and source, and which of them are our estimates.
    await expect(page.getByTestId("figures-source")).toContainText("World Bank and IMF figures for 2023");
    await expect(page.getByTestId("figures-source")).toContainText(
      "our own estimates, not official statistics",
    );

    // Charts: named figures, values as text, a real table with caption and headers behind a disclosure.
    const category = chart(page, "Countries by category");
    await expect(category.locator("[data-chart-row]")).toHaveCount(4);
    await expect(category.locator('[data-chart-row="gcc"]')).toContainText("GCC States");
    await expect(category.locator('[data-chart-row="gcc"]')).toContainText("6");
    const table = await chartTable(category);
    await expect(table.getByRole("columnheader")).toHaveText(["Category", "Countries"]);
    await expect(table.getByRole("rowheader")).toHaveText([
      "GCC States",
      "Levant",
      "North Africa",
      "Other Countries",
    ]);
    await expect(table.locator("caption")).toHaveText("Countries by category");
    // Our service in each market, and market potential: never our priority (decision 063).
    const service = chart(page, "Our service by market");
    await expect(service.locator('[data-chart-row="active"]')).toContainText("Local partners in place");
    await expect(service.locator('[data-chart-row="active"]')).toContainText("9");
    await expect(service.locator('[data-chart-row="active"]')).toContainText("41%");
    await expect(service.locator('[data-chart-row="monitoring"]')).toContainText("Advice on request");
    const serviceTable = await chartTable(service);
    await expect(serviceTable.getByRole("columnheader")).toHaveText(["Our service", "Countries", "Share"]);
    await expect(chart(page, "Countries by market potential")).toBeVisible();
    await expect(page.getByRole("main")).not.toContainText(/priority|monitoring/i);

    // The five largest markets where we work with local partners, each linking to its report.
    const top = page.getByTestId("top-markets").getByRole("listitem");
    await expect(top.getByRole("heading", { level: 3 })).toHaveText([
      "Number 1: Türkiye",
      "Number 2: Saudi Arabia",
      "Number 3: Israel",
      "Number 4: United Arab Emirates",
      "Number 5: Qatar",
    ]);
    for (const [name, slug] of [
      ["Türkiye", "turkey"],
      ["Saudi Arabia", "saudi-arabia"],
      ["Qatar", "qatar"],
    ]) {
      await expect(page.getByRole("link", { name: `View the ${name} report` })).toHaveAttribute(
        "href",
        `/regions/country-report/${slug}`,
      );
    }

    // Tiles: the hub and the two dashboards, each a link; no dead "Coming Soon" or "Beta Access" tiles.
    const explore = page.getByRole("region", { name: "Explore further" });
    await expect(explore.locator("[data-tile]")).toHaveCount(3);
    await expect(explore.getByRole("link", { name: /Middle East hub/ })).toHaveAttribute(
      "href",
      "/regions/middle-east",
    );
    await expect(explore.getByRole("link", { name: /Chamber partnership dashboard/ })).toHaveAttribute(
      "href",
      AACCI,
    );
    await expect(explore.getByRole("link", { name: /Tech4Humanity impact/ })).toHaveAttribute("href", IMPACT);
    await expectAccessible(page);
  });

  test("selectors change the figures in place, in the URL, by mouse and keyboard", async ({ page }) => {
    await page.goto(CENTRAL);
    await page.evaluate(() => {
      (window as unknown as { stayed: boolean }).stayed = true;
    });
    const form = page.getByRole("form", { name: "Dashboard selectors" });
    const yearTrade = await cardValue(page, "tradeValue").textContent();
    const yearGdp = await cardValue(page, "combinedGdp").textContent();

    await choice(form, "Quarterly").click();
    await expect(page).toHaveURL(`${CENTRAL}?range=quarterly`);
    await expect(page.getByTestId("period-line")).toHaveText("Period: one quarter (25% of a year's flows).");
    await expect(cardValue(page, "tradeValue")).not.toHaveText(yearTrade!);
    await expect(page.locator('[data-card="tradeValue"]')).toContainText("For one quarter");
    await expect(cardValue(page, "combinedGdp")).toHaveText(yearGdp!);

    await choice(form, "Economic").click();
    await expect(page).toHaveURL(`${CENTRAL}?range=quarterly&metric=economic`);
    await expect(page.getByRole("heading", { level: 2, name: "Summary: Economic" })).toBeVisible();
    await expect(chart(page, "GDP by category")).toBeVisible();
    await expect(chart(page, "Countries by category")).toHaveCount(0);
    await expect(cardValue(page, "gdpPerCapita")).toHaveText(/^\$[\d,]+$/);

    await choice(form, "Political").click();
    await expect(chart(page, "Political risk")).toBeVisible();
    await expect(chart(page, "Regulatory risk").locator('[data-chart-row="high"]')).toContainText("5");
    await expect(page.locator('[data-card="monitoringMarkets"] dt')).toHaveText(
      "Markets we advise on request",
    );
    await expect(cardValue(page, "monitoringMarkets")).toHaveText("7");

    await choice(form, "Market").click();
    await expect(chart(page, "Most widely open sectors").locator("[data-chart-row]")).toHaveCount(8);
    await expect(cardValue(page, "veryHighPotential")).toHaveText("4");

    // Keyboard: arrows move through a radio group, and the page follows.
    await page.getByRole("radio", { name: "Quarterly" }).focus();
    await page.keyboard.press("ArrowLeft");
    await expect(page).toHaveURL(`${CENTRAL}?range=ytd&metric=market`);
    await expect(page.getByTestId("period-line")).toContainText("Period: year to date, January 1");
    await expect(page.getByRole("radio", { name: "Year to date" })).toBeFocused();

    // The top five stay, with their figures for the period; no full page load happened.
    await expect(page.getByTestId("top-markets").getByRole("listitem")).toHaveCount(5);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

    // An unknown value shows the defaults.
    await page.goto(`${CENTRAL}?range=decade&metric=everything`);
    await expect(page.getByRole("radio", { name: "Current" })).toBeChecked();
    await expect(page.getByRole("radio", { name: "All metrics" })).toBeChecked();
  });
});

test.describe("the dashboards without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("central reporting: the selectors are a GET form", async ({ page }) => {
    await page.goto(CENTRAL);
    const form = page.getByRole("form", { name: "Dashboard selectors" });
    await choice(form, "Quarterly").click();
    await choice(form, "Political").click();
    await form.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/\?range=quarterly&metric=political#figures$/);
    await expect(page.getByRole("radio", { name: "Political" })).toBeChecked();
    await expect(page.getByTestId("period-line")).toHaveText("Period: one quarter (25% of a year's flows).");
    await expect(cardValue(page, "activeMarkets")).toHaveText("9");
    await expect(chart(page, "Our service by market")).toBeVisible();
    // The table alternative opens without script.
    await chartTable(chart(page, "Political risk"));
  });

  test("the chamber and impact dashboards: period and category forms", async ({ page }) => {
    await page.goto(AACCI);
    const periods = page.getByRole("form", { name: "Reporting period selector" });
    await choice(periods, lastQuarter()).click();
    await periods.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/\?period=quarter#period$/);
    await expect(page.getByRole("heading", { level: 2, name: `Results: ${lastQuarter()}` })).toBeVisible();
    await expect(cardValue(page, "projects")).toHaveText("57");

    await page.goto(IMPACT);
    const categories = page.getByRole("form", { name: "Impact category selector" });
    await choice(categories, "Sustainable cities").click();
    await categories.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/\?category=cities#impact$/);
    await expect(page.getByTestId("impact-areas").getByRole("listitem")).toHaveCount(2);
    await expect(page.getByTestId("success-stories").getByRole("listitem")).toHaveCount(1);
  });
});

test.describe("/regions/aacci-dashboard in English", () => {
  test("opens on the latest period, says its figures are samples, and lists the top six", async ({
    page,
  }) => {
    test.slow();
    const response = await page.goto(AACCI);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Chamber partnership dashboard");
    // Dated from today: this year to date (the default), last year, the last complete quarter.
    const year = new Date().getUTCFullYear();
    await expect(page.getByRole("radio", { name: `${year} year to date` })).toBeChecked();
    await expect(page.getByRole("radio", { name: `${year - 1} full year` })).not.toBeChecked();
    await expect(page.getByRole("radio", { name: lastQuarter() })).not.toBeChecked();
    await expect(page.getByTestId("sample-figures")).toHaveText(
      "Sample figures for illustration: they show how this dashboard reports, not published results.",
    );
    const reach = page.getByTestId("chamber-reach");
    await expect(reach).toContainText("450M");
    await expect(reach).toContainText("$3.8T");
    await expect(reach).toContainText("95%");
    await expect(cardValue(page, "projects")).toHaveText("199");
    await expect(cardValue(page, "programs")).toHaveText("35");
    // Seven results at 1280 px: a row of four, then three centred, never an orphan cell (design system).
    const tops = await page
      .getByTestId("chamber-metrics")
      .locator("[data-card]")
      .evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().top)));
    expect(tops).toHaveLength(7);
    expect(new Set(tops.slice(0, 4)).size).toBe(1);
    expect(new Set(tops.slice(4)).size).toBe(1);
    expect(tops[4]).toBeGreaterThan(tops[0]!);
    await expect(
      chart(page, `Progress against targets: ${year} year to date`).locator("[data-chart-row]"),
    ).toHaveCount(6);

    // Ranked by market potential, then GDP; no priority column, and the note names no country.
    const partners = page.getByTestId("partnerships").getByRole("listitem");
    await expect(partners.getByRole("heading", { level: 3 })).toHaveText([
      "Saudi Arabia",
      "United Arab Emirates",
      "Qatar",
      "Egypt",
      "Iraq",
      "Kuwait",
    ]);
    await expect(partners.first()).toContainText("Market potential");
    await expect(page.getByRole("main")).not.toContainText(/priority/i);
    await expect(page.getByRole("link", { name: "Explore Saudi Arabia" })).toHaveAttribute(
      "href",
      "/regions/middle-east/saudi-arabia",
    );
    for (const excluded of ["Israel", "Cyprus", "Türkiye"])
      await expect(page.getByRole("region", { name: "Top six partnerships" })).not.toContainText(excluded);
    await expect(page.getByRole("link", { name: "Open central reporting" })).toHaveAttribute("href", CENTRAL);

    // Another period: its own figures, in place.
    await choice(
      page.getByRole("form", { name: "Reporting period selector" }),
      `${year - 1} full year`,
    ).click();
    await expect(page).toHaveURL(`${AACCI}?period=full-year`);
    await expect(cardValue(page, "projects")).toHaveText("164");
    await expect(chart(page, `Progress against targets: ${year - 1} full year`)).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe("/regions/tech4humanity-dashboard in English", () => {
  test("shows six areas and four stories, and a category filters them", async ({ page }) => {
    test.slow();
    const response = await page.goto(IMPACT);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tech4Humanity impact dashboard");
    await expect(page.getByTestId("sample-figures")).toContainText("Sample figures for illustration");
    await expect(page.getByTestId("impact-areas").getByRole("listitem")).toHaveCount(6);
    await expect(page.getByTestId("success-stories").getByRole("listitem")).toHaveCount(4);
    await expect(chart(page, "People reached by impact area").locator("[data-chart-row]")).toHaveCount(6);
    await expect(page.getByRole("link", { name: "About Jordan" })).toHaveAttribute(
      "href",
      "/regions/middle-east/jordan",
    );
    const explore = page.getByRole("region", { name: "More dashboards" });
    await expect(explore.getByRole("link")).toHaveCount(3);

    await choice(page.getByRole("form", { name: "Impact category selector" }), "Health").click();
    await expect(page).toHaveURL(`${IMPACT}?category=health`);
    await expect(page.getByTestId("impact-areas").getByRole("listitem")).toHaveCount(1);
    await expect(page.getByTestId("impact-areas")).toContainText("Telehealth");
    await expect(page.getByTestId("success-stories").getByRole("listitem")).toHaveCount(1);
    await expect(page.getByTestId("success-stories")).toContainText("Saudi Arabia, 2024");
    await expect(cardValue(page, "areas")).toHaveText("1 of 6");
    await expectAccessible(page);
  });
});

test.describe("Arabic, right to left, at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const [path, heading] of [
    [CENTRAL, "لوحة المعلومات المركزية"],
    [AACCI, "لوحة شراكات الغرفة التجارية"],
    [IMPACT, "لوحة أثر Tech4Humanity"],
  ] as const) {
    test(`/ar${path} is translated, mirrored and fits the screen`, async ({ page }) => {
      test.slow();
      const response = await page.goto(`/ar${path}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expectNoHorizontalOverflow(page);
      // Bars grow from the start side: the right edge in Arabic.
      const bar = page.locator("[data-chart-bar]").first();
      const edges = await bar.evaluate((element) => {
        const track = element.parentElement!.getBoundingClientRect();
        const own = element.getBoundingClientRect();
        return { trackRight: track.right, barRight: own.right, barLeft: own.left, trackLeft: track.left };
      });
      expect(Math.abs(edges.trackRight - edges.barRight)).toBeLessThan(1);
      for (const href of await page
        .getByRole("main")
        .locator("a[href^='/']")
        .evaluateAll((links) => links.map((link) => link.getAttribute("href")))) {
        expect(href).toMatch(/^\/ar(\/|$|\?)/);
      }
      await expectAccessible(page);
    });
  }
});

/** Screenshots for a person to look at (`DASHBOARD_SHOTS=1`): 390 and 1280 px, English and Arabic. */
test.describe("screenshots", () => {
  test.skip(!process.env.DASHBOARD_SHOTS, "set DASHBOARD_SHOTS=1 to write them to /tmp/shots/dashboards");
  for (const width of [390, 1280]) {
    for (const lang of ["", "/ar"]) {
      test(`at ${width} px${lang ? " in Arabic" : ""}`, async ({ page }) => {
        test.setTimeout(90_000);
        await page.setViewportSize({ width, height: 900 });
        for (const [name, path] of [
          ["central", CENTRAL],
          ["central-economic", `${CENTRAL}?metric=economic&range=ytd`],
          ["central-political", `${CENTRAL}?metric=political`],
          ["aacci", AACCI],
          ["impact", IMPACT],
        ]) {
          await page.goto(`${lang}${path}`);
          // In slices a person can read (a full page at 390 px is too tall to look at in one picture).
          const height = await page.evaluate(() => document.documentElement.scrollHeight);
          for (let y = 0, part = 1; y < height; y += 1400, part++) {
            await page.screenshot({
              path: `/tmp/shots/dashboards/${name}-${lang ? "ar" : "en"}-${width}-${part}.png`,
              fullPage: true,
              clip: { x: 0, y, width, height: Math.min(1400, height - y) },
            });
          }
        }
      });
    }
  }
});
