import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures.ts";

/**
 * The Middle East hub and the country pages (issue 11 items 3 and 4; spec 001 §2.6, §2.7, §5, §8) on the built-in
 * catalogue of 22 countries: 6 GCC states, 5 Levant, 5 North Africa and 6 others (under All Countries only).
 */
const HUB = "/regions/middle-east";

const countries = (page: Page) => page.locator("#countries");
const cardNames = (page: Page) => countries(page).getByRole("article").getByRole("heading", { level: 3 });
const card = (page: Page, name: string) => countries(page).getByRole("article", { name, exact: true });
const resultCount = (page: Page) => countries(page).getByRole("status");
const searchBox = (page: Page) => page.getByRole("searchbox", { name: "Search countries or capitals" });
const filter = (page: Page, name: string | RegExp) =>
  page.getByRole("group", { name: "Filter by sub-region" }).getByRole("button", { name });

async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe("the hub in English", () => {
  test("back button, four headline figures, filters with counts and a card per country", async ({ page }) => {
    test.slow(); // axe on 22 cards
    const response = await page.goto(HUB);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Middle East market intelligence: 22 countries | AusEntry Partners");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Middle East market intelligence");
    await expect(page.getByRole("link", { name: "Back to Regions" })).toHaveAttribute("href", "/regions");

    const figures = page.locator("main dl").first();
    await expect(figures.locator("dd")).toHaveText(["22", "$5.44T", "635M", "9"]);
    await expect(figures.locator("dt")).toHaveText([
      "Countries covered",
      "Combined GDP",
      "People",
      "Markets with local partners",
    ]);
    await expect(page.getByText("World Bank and IMF figures for 2023")).toBeVisible();

    await expect(searchBox(page)).toHaveAttribute("placeholder", "Search countries or capitals...");
    await expect(filter(page, "All Countries 22")).toHaveAttribute("aria-pressed", "true");
    await expect(filter(page, "GCC States 6")).toHaveAttribute("aria-pressed", "false");
    await expect(filter(page, "Levant 5")).toBeVisible();
    await expect(filter(page, "North Africa 5")).toBeVisible();

    await expect(resultCount(page)).toHaveText("Showing 22 of 22 countries");
    await expect(cardNames(page)).toHaveCount(22);
    await expect(cardNames(page).first()).toHaveText("Saudi Arabia");

    const saudi = card(page, "Saudi Arabia");
    await expect(saudi).toContainText("SA");
    await expect(saudi).toContainText("Capital: Riyadh");
    await expect(saudi.locator("dd")).toHaveText(["$1.07T", "33.3M", "Very High"]);
    await expect(saudi.getByRole("listitem")).toHaveText([
      "Smart Cities",
      "Digital Government",
      "+4and 4 more sectors",
    ]);
    await expect(saudi.locator("[data-service-line]")).toContainText("Our service");
    await expect(saudi.locator("[data-service]")).toHaveText("Local partners in place");
    await expect(saudi.getByRole("link", { name: "Explore Saudi Arabia" })).toHaveAttribute(
      "href",
      "/regions/middle-east/saudi-arabia",
    );
    // Our service in each market, in words and one neutral look: it describes us, not the country (decision 063).
    await expect(card(page, "Egypt").locator("[data-service]")).toHaveText("Partner network growing");
    await expect(card(page, "Yemen").locator("[data-service]")).toHaveText("Advice on request");
    const colours = await Promise.all(
      ["Saudi Arabia", "Egypt", "Yemen"].map((name) =>
        card(page, name)
          .locator("[data-service]")
          .evaluate((badge) => getComputedStyle(badge).backgroundColor),
      ),
    );
    expect(new Set(colours).size).toBe(1);
    // No priority label on any card, and no capital where it is contested.
    await expect(countries(page)).not.toContainText(/priority|Monitoring/i);
    await expect(card(page, "Israel")).not.toContainText("Capital");
    await expect(card(page, "Palestine")).not.toContainText("Capital");
    await expect(countries(page)).not.toContainText(/Jerusalem|Ramallah/);
    // A country with only two opportunities would show no count; Iran has three: one more.
    await expect(card(page, "Iran").getByRole("listitem").last()).toHaveText("+1and 1 more sectors");
    await expectAccessible(page);
  });

  test("with JavaScript the list follows as you type, by name or capital, in any script", async ({
    page,
  }) => {
    test.slow(); // a dozen typed searches, then axe
    await page.goto(HUB);
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    const search = searchBox(page);
    await search.pressSequentially("riyadh");
    await expect(page).toHaveURL(/\/regions\/middle-east\?q=riyadh$/);
    await expect(cardNames(page)).toHaveText(["Saudi Arabia"]);
    await expect(resultCount(page)).toHaveText("Showing 1 of 22 countries");
    await expect(search).toBeFocused();
    await expect(filter(page, "All Countries 1")).toBeVisible();
    await expect(filter(page, "GCC States 1")).toBeVisible();
    await expect(filter(page, "Levant 0")).toBeVisible();
    await expect(page.getByText("Each filter counts the countries that match your search.")).toBeVisible();

    await search.fill("QATAR");
    await expect(cardNames(page)).toHaveText(["Qatar"]);
    await search.fill("القاهرة"); // Cairo, in Arabic
    await expect(cardNames(page)).toHaveText(["Egypt"]);
    await search.fill("도하"); // Doha, in Korean
    await expect(cardNames(page)).toHaveText(["Qatar"]);

    await search.fill("an");
    await expect(resultCount(page)).not.toHaveText("Showing 22 of 22 countries");
    await filter(page, /^Levant/).click();
    await expect(page).toHaveURL(/\/regions\/middle-east\?q=an&category=levant$/);
    await expect(filter(page, /^Levant/)).toHaveAttribute("aria-pressed", "true");
    await expect(cardNames(page)).toContainText(["Jordan", "Lebanon"]);

    await search.fill("atlantis");
    await expect(page).toHaveURL(/\?q=atlantis&category=levant$/);
    await expect(countries(page).getByRole("heading", { name: "No countries found" })).toBeVisible();
    await expect(countries(page)).toContainText("Try adjusting your search terms or filters");
    await expect(resultCount(page)).toHaveText("Showing 0 of 22 countries");
    await expect(cardNames(page)).toHaveCount(0);

    await page.getByRole("link", { name: "Clear search and filters" }).click();
    await expect(page).toHaveURL(/\/regions\/middle-east#countries$/);
    await expect(cardNames(page)).toHaveCount(22);
    await expect(search).toHaveValue("");
    await expect(filter(page, "All Countries 22")).toHaveAttribute("aria-pressed", "true");
    // Typing replaced the URL in place: the same document throughout.
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    await expectAccessible(page);
  });

  test("a search typed while a chosen filter is still loading keeps the filter", async ({ page }) => {
    await page.goto(HUB);
    // Every data request answers late: the filter's page is still loading when the search is typed.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\.data(\?|$)/, async (route) => {
      await held;
      await route.continue();
    });
    await filter(page, /^Levant/).click();
    await searchBox(page).fill("Riyadh");
    // Past the box's typing pause (300 ms): the search's navigation starts while the filter's still waits.
    await page.waitForTimeout(500);
    release();
    await expect(page).toHaveURL(/\?q=Riyadh&category=levant$/);
    await expect(filter(page, /^Levant/)).toHaveAttribute("aria-pressed", "true");
    await expect(cardNames(page)).toHaveCount(0);
  });

  test("each filter shows its sub-region; the others appear under All Countries only", async ({ page }) => {
    await page.goto(HUB);
    await filter(page, "GCC States 6").click();
    await expect(page).toHaveURL(/\?category=gcc$/);
    await expect(cardNames(page)).toHaveText([
      "Saudi Arabia",
      "United Arab Emirates",
      "Qatar",
      "Kuwait",
      "Bahrain",
      "Oman",
    ]);
    await filter(page, "Levant 5").click();
    await expect(cardNames(page)).toHaveText(["Jordan", "Lebanon", "Syria", "Israel", "Palestine"]);
    await filter(page, "North Africa 5").click();
    await expect(cardNames(page)).toHaveText(["Egypt", "Morocco", "Algeria", "Tunisia", "Libya"]);
    await expect(resultCount(page)).toHaveText("Showing 5 of 22 countries");
    await filter(page, "All Countries 22").click();
    await expect(page).toHaveURL(/\/regions\/middle-east$/);
    await expect(cardNames(page)).toHaveCount(22);
    await expect(cardNames(page)).toContainText(["Türkiye", "Iran", "Iraq", "Yemen", "Cyprus", "Sudan"]);
  });

  test("works from the keyboard: type, Enter, then a filter with Space", async ({ page }) => {
    await page.goto(HUB);
    await searchBox(page).focus();
    await page.keyboard.type("tunis");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\?q=tunis$/);
    await expect(cardNames(page)).toHaveText(["Tunisia"]);
    await expect(searchBox(page)).toBeFocused();
    await page.keyboard.press("Tab"); // the Search button
    await page.keyboard.press("Tab"); // All Countries
    await page.keyboard.press("Tab"); // GCC States
    await expect(filter(page, /^GCC States/)).toBeFocused();
    await page.keyboard.press("Space");
    await expect(page).toHaveURL(/\?q=tunis&category=gcc$/);
    await expect(countries(page).getByRole("heading", { name: "No countries found" })).toBeVisible();
    await expect(filter(page, /^GCC States/)).toBeFocused();
    // Explore links are reachable and open the country.
    await page.goto(`${HUB}?q=muscat`);
    await card(page, "Oman").getByRole("link", { name: "Explore Oman" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/regions\/middle-east\/oman$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oman");
  });

  test("a shared URL opens searched and filtered", async ({ page }) => {
    await page.goto(`${HUB}?q=a&category=north-africa`);
    await expect(searchBox(page)).toHaveValue("a");
    await expect(filter(page, /^North Africa/)).toHaveAttribute("aria-pressed", "true");
    await expect(cardNames(page)).toContainText(["Egypt", "Morocco", "Algeria", "Tunisia", "Libya"]);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the search and the filters are one GET form; Enter keeps the filter", async ({ page }) => {
      await page.goto(HUB);
      await searchBox(page).fill("cairo");
      await searchBox(page).press("Enter");
      await expect(page).toHaveURL(/\/regions\/middle-east\?q=cairo&category=all#countries$/);
      await expect(cardNames(page)).toHaveText(["Egypt"]);
      await expect(resultCount(page)).toHaveText("Showing 1 of 22 countries");
      await expect(searchBox(page)).toHaveValue("cairo");

      // The counts are those of the search shown (cairo: GCC States 0); the button sends the box's new text.
      await expect(filter(page, "GCC States 0")).toBeVisible();
      await searchBox(page).fill("");
      await filter(page, /^GCC States/).click();
      await expect(page).toHaveURL(/\?q=&category=gcc#countries$/);
      await expect(cardNames(page)).toHaveCount(6);

      // Enter in the box keeps GCC States: the search button carries the filter shown.
      await searchBox(page).fill("الدوحة");
      await searchBox(page).press("Enter");
      await expect(page).toHaveURL(/category=gcc#countries$/);
      await expect(cardNames(page)).toHaveText(["Qatar"]);
      await expect(filter(page, "GCC States 1")).toHaveAttribute("aria-pressed", "true");

      await filter(page, "Levant 0").click();
      await expect(countries(page).getByRole("heading", { name: "No countries found" })).toBeVisible();
      await page.getByRole("link", { name: "Clear search and filters" }).click();
      await expect(cardNames(page)).toHaveCount(22);
    });
  });
});

test.describe("a country page in English", () => {
  test("hero, figures, numbered opportunities, intelligence box, next steps and calls to action", async ({
    page,
  }) => {
    test.slow(); // axe
    const response = await page.goto(`${HUB}/saudi-arabia`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Saudi Arabia: market entry intelligence | AusEntry Partners");
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Saudi Arabia");
    await expect(page.getByRole("link", { name: "Back to the Middle East" })).toHaveAttribute("href", HUB);

    const hero = page.locator("main > section").first();
    // The regional map, the page's country the one marked on it.
    const map = hero.getByRole("img", {
      name: "Map of the Middle East and North Africa with Saudi Arabia highlighted",
    });
    await expect(map).toBeVisible();
    await expect(map.locator("[data-country]")).toHaveCount(1);
    await expect(map.locator("[data-country]")).toHaveAttribute("data-country", "SA");
    await expect(map.locator("circle")).toHaveCount(0);
    await expect(hero.locator("dt")).toHaveText(["Capital", "Country code", "Sub-region", "Our service"]);
    await expect(hero.locator("dd")).toHaveText(["Riyadh", "SA", "GCC States", "Local partners in place"]);

    const figures = page.getByRole("region", { name: "Key figures" });
    await expect(figures.getByRole("heading", { level: 3 })).toHaveText([
      "GDP",
      "Population",
      "Market potential",
    ]);
    await expect(figures).toContainText("$1.07T");
    await expect(figures).toContainText("GDP per person: $32,072");
    await expect(figures).toContainText("33.3M");
    await expect(figures).toContainText("Very High");

    const opportunities = page.getByRole("region", { name: "Strategic opportunities" });
    await expect(opportunities.locator("ol > li")).toHaveText([
      "1Smart Cities",
      "2Digital Government",
      "3Renewable Energy",
      "4Defence",
      "5Healthcare Technology",
      "6Tourism Technology",
    ]);
    const intelligence = page.getByRole("region", { name: "Market intelligence" });
    await expect(intelligence.locator("dt")).toHaveText([
      "Business environment",
      "Our service",
      "Opportunity sectors",
    ]);
    await expect(intelligence.locator("dd")).toHaveText([
      "Excellent",
      "Local partners in place",
      "6 sectors",
    ]);
    await expect(page.getByRole("main")).not.toContainText(/priority/i);
    await expect(
      intelligence.getByRole("link", { name: "Read the strategic report on Saudi Arabia" }),
    ).toHaveAttribute("href", "/regions/country-report/saudi-arabia");

    await expect(
      page.getByRole("region", { name: "Next steps" }).getByRole("heading", { level: 3 }),
    ).toHaveText(["Free consultation", "Market assessment", "Partner introductions", "Market entry"]);
    const cta = page.getByRole("region", { name: "Ready to explore Saudi Arabia?" });
    await expect(cta.getByRole("link", { name: "Schedule Free Consultation" })).toHaveAttribute(
      "href",
      "/demo-scheduler?country=saudi-arabia",
    );
    await expect(cta.getByRole("link", { name: "Contact Our Experts" })).toHaveAttribute(
      "href",
      "/contact?country=saudi-arabia",
    );
    await expectAccessible(page);
  });

  test("business environment is our assessment (medium Good, low Developing); our service is said in words", async ({
    page,
  }) => {
    await page.goto(`${HUB}/kuwait`);
    const intelligence = page.getByRole("region", { name: "Market intelligence" });
    await expect(intelligence.locator("dd")).toHaveText(["Good", "Local partners in place", "4 sectors"]);
    await page.goto(`${HUB}/yemen`);
    await expect(intelligence.locator("dd")).toHaveText(["Developing", "Advice on request", "4 sectors"]);
    await expect(page.getByRole("main")).not.toContainText(/priority|Monitoring/i);
  });

  test("Israel and Palestine show no capital, and nothing about priority (decision 063)", async ({
    page,
  }) => {
    for (const slug of ["israel", "palestine"]) {
      await page.goto(`${HUB}/${slug}`);
      const hero = page.locator("main > section").first();
      await expect(hero.locator("dt")).toHaveText(["Country code", "Sub-region", "Our service"]);
      await expect(page.getByRole("main")).not.toContainText(/Jerusalem|Ramallah|Capital|priority/i);
    }
    await page.goto(`/ar${HUB}/palestine`);
    await expect(page.getByRole("main")).not.toContainText(/القدس|رام الله|العاصمة|أولوية/);
  });

  test("the private variant is noindex and its links carry the customer", async ({ page }) => {
    const response = await page.goto(`${HUB}/qatar/private/acme-7`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()["x-robots-tag"]).toBe("noindex");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(page).toHaveTitle("Qatar: your market briefing | AusEntry Partners");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Qatar");
    await expect(page.getByRole("link", { name: "Schedule Free Consultation" })).toHaveAttribute(
      "href",
      "/demo-scheduler?country=qatar&customer=acme-7",
    );
    await expect(page.getByRole("link", { name: "Contact Our Experts" })).toHaveAttribute(
      "href",
      "/contact?country=qatar&customer=acme-7",
    );
    // The contact page's own scheduling panel passes the customer on too.
    await page.getByRole("link", { name: "Contact Our Experts" }).click();
    await expect(page).toHaveURL(/\/contact\?country=qatar&customer=acme-7$/);
    const schedule = page.locator("#contact").getByRole("link", { name: /discovery call/i });
    await expect(schedule).toHaveAttribute("href", "/demo-scheduler?country=qatar&customer=acme-7");
    // Served again (from the page cache), it is still marked.
    const again = await page.request.get(`${HUB}/qatar/private/acme-7`);
    expect(again.headers()["x-robots-tag"]).toBe("noindex");
    expect(await again.text()).toContain('<meta name="robots" content="noindex"/>');
    const robots = await (await page.request.get("/robots.txt")).text();
    expect(robots.split("\n")).toContain("Disallow: /regions/middle-east/*/private/");
    const sitemap = await (await page.request.get("/sitemap.xml")).text();
    expect(sitemap).toContain("/regions/middle-east/qatar</loc>");
    expect(sitemap).toContain("/regions/country-report/qatar</loc>");
    expect(sitemap).not.toContain("/private/");
  });

  test.describe("unknown countries", () => {
    test.use({ allowedConsoleErrors: /status of 404/ });

    test("'Country Not Found' with HTTP 404 and the way back to the hub", async ({ page }) => {
      for (const path of [
        `${HUB}/atlantis`,
        `${HUB}/qatar/private/not.a.token`,
        `${HUB}/atlantis/private/acme`,
      ]) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(404);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("Country Not Found");
        await expect(page.getByText("The requested country could not be found.")).toBeVisible();
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
      }
      await expectAccessible(page);
      await page.getByRole("link", { name: "Back to the Middle East" }).click();
      await expect(page).toHaveURL(new RegExp(`${HUB}$`));
      await expect(cardNames(page)).toHaveCount(22);
    });
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false, allowedConsoleErrors: /status of 404/ });

    test("the page and its 404 are complete server HTML", async ({ page }) => {
      await page.goto(`${HUB}/egypt`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Egypt");
      await expect(page.getByRole("region", { name: "Market intelligence" }).locator("dd")).toHaveText([
        "Excellent",
        "Partner network growing",
        "6 sectors",
      ]);
      const response = await page.goto(`${HUB}/nowhere`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Country Not Found");
    });
  });
});

test.describe("Arabic, right to left, at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the hub is translated, mirrored, fits the screen and searches", async ({ page }) => {
    test.slow(); // axe
    const response = await page.goto(`/ar${HUB}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("معلومات أسواق الشرق الأوسط");
    await expect(cardNames(page)).toHaveCount(22);
    await expectNoHorizontalOverflow(page);
    const search = page.getByRole("searchbox", { name: "ابحث عن دولة أو عاصمة" });
    await search.pressSequentially("cairo");
    await expect(page).toHaveURL(/\/ar\/regions\/middle-east\?q=cairo$/);
    await expect(cardNames(page)).toHaveText(["مصر"]);
    await expect(card(page, "مصر").getByRole("link", { name: "استكشف مصر" })).toHaveAttribute(
      "href",
      "/ar/regions/middle-east/egypt",
    );
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page);
  });

  test("a country page is translated, mirrored and fits the screen", async ({ page }) => {
    test.slow(); // axe
    const response = await page.goto(`/ar${HUB}/uae/private/acme-7`);
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("الإمارات العربية المتحدة");
    await expect(page.getByTestId("region-map").locator("[data-country]")).toHaveAttribute(
      "data-country",
      "AE",
    );
    await expect(page.getByRole("link", { name: "احجز استشارة مجانية" })).toHaveAttribute(
      "href",
      "/ar/demo-scheduler?country=uae&customer=acme-7",
    );
    await expectNoHorizontalOverflow(page);
    for (const href of await page
      .getByRole("main")
      .locator("a[href^='/']")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")))) {
      expect(href).toMatch(/^\/ar(\/|$|\?)/);
    }
    await expectAccessible(page);
  });
});
