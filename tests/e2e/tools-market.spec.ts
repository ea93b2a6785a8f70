import { mkdir } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures.ts";
import { waitForMail } from "./mail.ts";

/** The Market Sizing Tool on /tools (spec 001 §3, §5, §9; issue 12). */

const unique = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

const SHOTS = process.env.MARKET_SCREENSHOTS; // a directory: also save full-page screenshots there
async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** Opens the tab and waits until the tool's code has arrived and hydrated (it loads after the page). */
async function openTool(page: Page, path = "/tools?tab=market-sizing") {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await page.waitForLoadState("networkidle");
  return page.getByTestId("market-sizing-tool");
}

test.describe("Market Sizing Tool with JavaScript", () => {
  test("opens with a worked example already computed, and follows every change", async ({ page }) => {
    const tool = await openTool(page);
    await expect(page.getByRole("tab", { name: /Market Sizing Tool/ })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    const results = tool.getByTestId("market-results");
    const status = results.getByRole("status");
    // The example: a technology SME entering Sydney, computed on arrival, with 'Save results'.
    await expect(tool.getByTestId("worked-example")).toHaveText(
      "Worked example: a mid-size technology company (an SME) entering Sydney. Change any choice to see your own.",
    );
    await expect(tool.getByLabel("Industry")).toHaveValue("technology");
    await expect(tool.getByLabel("Region")).toHaveValue("sydney");
    await expect(tool.getByLabel("Company type")).toHaveValue("sme");
    // 167B x 1 x 5 % = 8.35B, in short form; targets 10 % and 30 %.
    await expect(results.getByTestId("market-addressable")).toHaveText("A$8.4B");
    await expect(status).toContainText("A$167B industry market × 1 regional factor × 5% company share");
    await expect(results.getByTestId("market-year-one")).toContainText("A$835M");
    await expect(results.getByTestId("market-year-three")).toContainText("A$2.5B");
    await expect(results.getByTestId("market-population")).toContainText("5,450,000");
    await expect(tool.getByTestId("market-chart")).toBeVisible();
    await expect(tool.getByTestId("save-results-market-sizing")).toBeVisible();

    await tool.getByLabel("Region").selectOption({ label: "Melbourne" });
    await tool.getByLabel("Company type").selectOption({ label: "Startup" });
    await expect(tool.getByTestId("worked-example")).toHaveCount(0);
    // 167B x 0.92 x 2 % = 3,072,800,000; targets 10 % and 30 %.
    await expect(results.getByTestId("market-addressable")).toHaveText("A$3.1B");
    await expect(status).toContainText("A$167B industry market × 0.92 regional factor × 2% company share");
    await expect(results.getByTestId("market-year-one")).toContainText("A$307M");
    await expect(results.getByTestId("market-year-three")).toContainText("A$922M");
    await expect(results.getByTestId("market-growth")).toContainText("8.5%");
    await expect(results.getByTestId("market-population")).toContainText("5,207,000");
    await expect(results.getByTestId("market-population")).toContainText(
      "Melbourne, ABS estimate for June 2023",
    );
    await expect(results.getByTestId("market-opportunities").getByRole("listitem")).toHaveCount(3);
    await expect(results.getByText("Key opportunities in Technology")).toBeVisible();

    // Live: a multinational takes 25 %.
    await tool.getByLabel("Company type").selectOption({ label: "Multinational" });
    await expect(results.getByTestId("market-addressable")).toHaveText("A$38B");
    // Another industry changes the growth and the opportunities.
    await tool.getByLabel("Industry").selectOption({ label: "Defence" });
    await expect(results.getByTestId("market-addressable")).toHaveText("A$10B");
    await expect(results.getByTestId("market-growth")).toContainText("12.3%");
    await expect(results.getByText("Key opportunities in Defence")).toBeVisible();

    // Taking a choice back hides the results and 'Save results'.
    await tool.getByLabel("Region").selectOption({ label: "Select a region" });
    await expect(results.getByTestId("market-addressable")).toHaveCount(0);
    await expect(tool.getByTestId("market-chart")).toHaveCount(0);
    await expect(tool.getByTestId("save-results-market-sizing")).toHaveCount(0);
    await expect(status).toHaveText(
      "Choose an industry, a region and a company type to see your addressable market.",
    );
    await expect(page).toHaveURL(/\?tab=market-sizing$/); // the inputs never go into the URL or a cookie
    // Chosen again: back, with the save box.
    await tool.getByLabel("Region").selectOption("melbourne");
    await expect(results.getByTestId("market-addressable")).toHaveText("A$10B");
    await expect(tool.getByTestId("save-results-market-sizing")).toBeVisible();
  });

  test("the chart: a five-year projection with its table", async ({ page }) => {
    const tool = await openTool(page);
    await tool.getByLabel("Industry").selectOption("technology");
    await tool.getByLabel("Region").selectOption("melbourne");
    await tool.getByLabel("Company type").selectOption("multinational");
    const chart = tool.getByTestId("market-chart");
    await expect(chart).toHaveAccessibleName("Addressable market over the next 5 years");
    await expect(chart).toContainText("Today's figure grown by 8.5% a year, compounded.");
    await expect(chart.locator("[data-chart-bar]")).toHaveCount(6);
    // The bars' figures in short form; the table's exact.
    await expect(chart.locator('[data-chart-row="year-0"]')).toContainText("A$38B");

    await chart.getByText("Show the projection as a table").click();
    const table = chart.getByRole("table", { name: "Addressable market over the next 5 years" });
    await expect(table).toBeVisible();
    await expect(table.getByRole("columnheader")).toHaveText(["Year", "Addressable market"]);
    const rows = table.locator("tbody tr");
    await expect(rows).toHaveCount(6);
    // 38.41B compounded at 8.5 % a year, to the dollar.
    const expected = [
      ["Today", "A$38,410,000,000"],
      ["Year 1", "A$41,674,850,000"],
      ["Year 2", "A$45,217,212,250"],
      ["Year 3", "A$49,060,675,291"],
      ["Year 4", "A$53,230,832,691"],
      ["Year 5", "A$57,755,453,470"],
    ];
    for (const [index, [year, amount]] of expected.entries()) {
      await expect(rows.nth(index).getByRole("rowheader")).toHaveText(year!);
      await expect(rows.nth(index).getByRole("cell")).toHaveText(amount!);
    }
    await expectAccessible(page);
    await shot(page, "market-en-1280");
    if (SHOTS) {
      await page.setViewportSize({ width: 390, height: 844 });
      await shot(page, "market-en-390");
    }
  });

  test("keeps the choices made before its code arrived", async ({ page }) => {
    // The page's scripts wait until the visitor has chosen in the server's HTML.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\.js(\?|$)/, async (route) => {
      await held;
      await route.continue();
    });
    // The frame's own goto: the fixture's page.goto would wait for the hydration this test holds back.
    await page.mainFrame().goto("/tools?tab=market-sizing", { waitUntil: "commit" });
    const tool = page.getByTestId("market-sizing-tool");
    await tool.getByLabel("Industry").selectOption("technology");
    await tool.getByLabel("Region").selectOption("melbourne");
    await tool.getByLabel("Company type").selectOption("startup");
    release();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(tool.getByTestId("market-addressable")).toHaveText("A$3.1B");
    await expect(tool.getByLabel("Region")).toHaveValue("melbourne");
  });

  test("an incomplete form is not sent: the missing choices say so, by the field", async ({ page }) => {
    const tool = await openTool(page);
    await tool.getByLabel("Industry").selectOption("energy");
    await tool.getByLabel("Region").selectOption("");
    await tool.getByLabel("Company type").selectOption("");
    let posted = false;
    // The form's own post, not the page's analytics beacons (/api/events), which go whenever they are due.
    page.on("request", (request) => {
      if (request.method() === "POST" && !new URL(request.url()).pathname.startsWith("/api/")) posted = true;
    });
    await tool.getByRole("button", { name: "Calculate" }).click();
    const region = tool.getByLabel("Region");
    await expect(region).toHaveAttribute("aria-invalid", "true");
    await expect(region).toHaveAccessibleDescription("Please select a region.");
    await expect(tool.getByLabel("Company type")).toHaveAccessibleDescription(
      "Please select a company type.",
    );
    await expect(tool.getByLabel("Industry")).not.toHaveAttribute("aria-invalid", "true");
    await expect(region).toBeFocused();
    // Choosing clears that field's message.
    await region.selectOption("perth");
    await expect(region).not.toHaveAttribute("aria-invalid", "true");
    await expect(tool.getByText("Please select a region.")).toHaveCount(0);
    expect(posted).toBe(false);
    await expectAccessible(page);
  });

  test("saves the results: a row and a mail with the summary", async ({ page }) => {
    const tool = await openTool(page);
    await tool.getByLabel("Industry").selectOption("healthcare");
    await tool.getByLabel("Region").selectOption("perth");
    await tool.getByLabel("Company type").selectOption("sme");
    // 89B x 0.58 x 5 % = 2,581,000,000.
    await expect(tool.getByTestId("market-addressable")).toHaveText("A$2.6B");

    const save = tool.getByTestId("save-results-market-sizing");
    await save.getByRole("button", { name: "Save results" }).click();
    await expect(save.getByLabel("Your email address")).toHaveAttribute("aria-invalid", "true");

    const email = unique("market");
    await save.getByLabel("Your email address").fill(email);
    await save.getByRole("button", { name: "Save results" }).click();
    await expect(save.getByRole("status")).toHaveText("Results saved successfully!");
    // The choices and results stay on screen.
    await expect(tool.getByLabel("Industry")).toHaveValue("healthcare");
    await expect(tool.getByTestId("market-addressable")).toHaveText("A$2.6B");

    const mail = await waitForMail((text) => text.includes(email), "the saved-results mail");
    for (const part of [
      "Healthcare",
      "Perth",
      "Small or medium business (SME)",
      "A$89,000,000,000",
      "6.8%",
      "A$2,581,000,000",
      "A$258,100,000",
      "A$774,300,000",
    ]) {
      expect(mail, part).toContain(part);
    }
    expect(mail).not.toContain("tools-market:");
  });
});

test.describe("Market Sizing Tool without JavaScript", () => {
  // An incomplete form is answered 400 with its messages (the form pipeline), which the browser logs.
  test.use({ javaScriptEnabled: false, allowedConsoleErrors: /status of 400/ });

  test("the worked example's results are in the server's HTML", async ({ page }) => {
    const tool = await openTool(page);
    await expect(tool.getByTestId("worked-example")).toBeVisible();
    await expect(tool.getByTestId("market-addressable")).toHaveText("A$8.4B");
    await expect(tool.getByTestId("market-chart")).toBeVisible();
    await expect(tool.getByTestId("save-results-market-sizing")).toBeVisible();
  });

  test("'Calculate' posts the choices and the server answers with the results", async ({ page }) => {
    const tool = await openTool(page);
    for (const field of ["Industry", "Region", "Company type"]) await tool.getByLabel(field).selectOption("");
    await tool.getByRole("button", { name: "Calculate" }).click();
    await expect(tool.getByLabel("Industry")).toHaveAccessibleDescription("Please select an industry.");
    await expect(tool.getByLabel("Region")).toHaveAccessibleDescription("Please select a region.");
    await expect(tool.getByLabel("Company type")).toHaveAccessibleDescription(
      "Please select a company type.",
    );
    await expect(tool.getByTestId("market-addressable")).toHaveCount(0);
    await expect(tool.getByTestId("save-results-market-sizing")).toHaveCount(0); // nothing to save

    await tool.getByLabel("Industry").selectOption("fintech");
    await tool.getByLabel("Region").selectOption("national");
    await tool.getByLabel("Company type").selectOption("enterprise");
    await tool.getByRole("button", { name: "Calculate" }).click();
    await expect(page).toHaveURL(/\/tools\?tab=market-sizing$/);
    // 156B x 1.2 x 15 % = 28,080,000,000.
    await expect(tool.getByTestId("market-addressable")).toHaveText("A$28B");
    await expect(tool.getByTestId("market-year-one")).toContainText("A$2.8B");
    await expect(tool.getByTestId("market-year-three")).toContainText("A$8.4B");
    await expect(tool.getByTestId("market-population")).toContainText("26,639,000");
    await expect(tool.getByLabel("Industry")).toHaveValue("fintech");
    await expect(tool.getByLabel("Region")).toHaveValue("national");
    await expect(tool.getByLabel("Company type")).toHaveValue("enterprise");
    // The table alternative is a disclosure: it opens without script.
    await tool.getByText("Show the projection as a table").click();
    await expect(tool.getByRole("table").locator("tbody tr")).toHaveCount(6);
    await expect(tool.getByRole("table").locator("tbody tr").first()).toContainText("A$28,080,000,000");
  });

  test("'Save results' stores them and says so", async ({ page }) => {
    const tool = await openTool(page);
    await tool.getByLabel("Industry").selectOption("agriculture");
    await tool.getByLabel("Region").selectOption("adelaide");
    await tool.getByLabel("Company type").selectOption("startup");
    const email = unique("market-nojs");
    await tool.getByLabel("Your email address").fill(email);
    await tool.getByRole("button", { name: "Save results" }).click();
    await expect(tool.getByText("Results saved successfully!")).toBeVisible();
    // 67B x 0.45 x 2 % = 603,000,000.
    await expect(tool.getByTestId("market-addressable")).toHaveText("A$603M");
    const mail = await waitForMail((text) => text.includes(email), "the saved-results mail");
    expect(mail).toContain("A$603,000,000");
    expect(mail).toContain("Agriculture");
  });
});

test.describe("Market Sizing Tool in Arabic on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("right to left, translated, fits 390 px", async ({ page }) => {
    const tool = await openTool(page, "/ar/tools?tab=market-sizing");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await tool.getByLabel("القطاع").selectOption("technology");
    await tool.getByLabel("المنطقة").selectOption("sydney");
    await tool.getByLabel("نوع الشركة").selectOption("enterprise");
    // 167B x 1 x 15 % = 25,050,000,000, the Arabic way, in short form.
    await expect(tool.getByTestId("market-addressable")).toHaveText("\u200f25 مليار\u00a0AU$\u200e");
    await expect(tool.getByText("أبرز الفرص في قطاع التكنولوجيا")).toBeVisible();
    const chart = tool.getByTestId("market-chart");
    await chart.getByText("عرض التوقع في جدول").click();
    await expect(chart.getByRole("table").locator("tbody tr").first()).toContainText("اليوم");
    await expect(chart.getByRole("table").locator("tbody tr").first()).toContainText("25,050,000,000");

    // Bars grow from the inline start: the right edge in Arabic.
    const track = chart.locator("[data-chart-bar]").first().locator("..");
    const bar = await chart.locator("[data-chart-bar]").first().boundingBox();
    const trackBox = await track.boundingBox();
    expect(Math.abs(bar!.x + bar!.width - (trackBox!.x + trackBox!.width))).toBeLessThan(1);

    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page);
    await shot(page, "market-ar-390");
    if (SHOTS) {
      await page.setViewportSize({ width: 1280, height: 900 });
      await shot(page, "market-ar-1280");
    }
  });
});

test.describe("Market Sizing Tool in Hindi", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("translated, in the units Indian readers use, with Indian digit grouping", async ({ page }) => {
    const tool = await openTool(page, "/hi/tools?tab=market-sizing");
    // The worked example: 8.35B is 835 crore.
    await expect(tool.getByTestId("market-addressable")).toHaveText("A$835\u00a0करोड़");
    await tool.getByLabel("उद्योग").selectOption("technology");
    await tool.getByLabel("क्षेत्र").selectOption("melbourne");
    await tool.getByLabel("कंपनी का प्रकार").selectOption("startup");
    await expect(tool.getByTestId("market-addressable")).toHaveText("A$307\u00a0करोड़");
    const chart = tool.getByTestId("market-chart");
    await chart.locator("summary").click();
    await expect(chart.getByRole("table").locator("tbody tr").first()).toContainText("A$3,07,28,00,000");
    await expect(tool.getByTestId("market-population")).toContainText("52,07,000");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await shot(page, "market-hi-390");
  });
});
