import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures.ts";

/** Where to save screenshots (390 and 1280 px, English and Arabic), when set. */
const SHOTS = process.env.REPORT_SCREENSHOTS;

const REPORT = "/regions/country-report/saudi-arabia";

/** The report's section headings (`h2`) in the page's main content, in order. */
const sectionHeadings = (page: Page) => page.getByRole("main").getByRole("heading", { level: 2 });

const SECTIONS = {
  comprehensive: [
    "Key figures",
    "Market overview",
    "Economic outlook",
    "Opportunity landscape",
    "Entry strategy",
    "Priority opportunities",
    "Financial profile",
    "Risk assessment",
    "Quick actions",
  ],
  executive: [
    "Key figures",
    "Market overview",
    "Priority opportunities",
    "Entry strategy",
    "Risk assessment",
    "Quick actions",
  ],
  financial: ["Financial profile", "Economic outlook", "Priority opportunities", "Quick actions"],
  risk: ["Risk assessment", "Economic outlook", "Entry strategy", "Quick actions"],
};

const typeNav = (page: Page) => page.getByRole("navigation", { name: "Report type" });

async function expectType(page: Page, label: string, sections: string[]) {
  await expect(typeNav(page).getByRole("link", { name: label })).toHaveAttribute("aria-current", "page");
  await expect(typeNav(page).locator('[aria-current="page"]')).toHaveCount(1);
  await expect(sectionHeadings(page)).toHaveText(sections);
}

async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe("a country report in English", () => {
  test("the comprehensive report: every section, its figures, risks and quick actions", async ({ page }) => {
    test.slow(); // axe on a long page
    const response = await page.goto(REPORT);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(
      "Saudi Arabia – Comprehensive report: market entry intelligence | AusEntry Partners",
    );
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      "Saudi Arabia – Comprehensive report: GDP of $1.07T, 33.3M people, the priority sectors, three risk levels and an entry strategy.",
    );
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Saudi Arabia: strategic market report");
    await expect(page.getByText("Capital: Riyadh · GCC States · Local partners in place")).toBeVisible();
    await expect(page.locator("abbr", { hasText: "SA" })).toHaveAttribute("title", "Saudi Arabia");
    await expect(page.getByRole("link", { name: "Central intelligence dashboard" })).toHaveAttribute(
      "href",
      "/regions/central-reporting",
    );
    await expect(typeNav(page).getByRole("link")).toHaveText([
      "Comprehensive",
      "Executive",
      "Financial",
      "Risk",
    ]);
    await expectType(page, "Comprehensive", SECTIONS.comprehensive);

    const figures = page.getByRole("region", { name: "Key figures" });
    await expect(figures.getByRole("definition")).toHaveText(["$1.07T", "33.3M", "$32,072", "Very High"]);
    await expect(page.getByRole("region", { name: "Market overview" })).toContainText(
      "Saudi Arabia is home to 33.3M people and has a GDP of $1.07T",
    );

    const opportunities = page.getByRole("region", { name: "Priority opportunities" }).getByRole("listitem");
    await expect(opportunities.getByRole("heading", { level: 3 })).toHaveText([
      "Smart Cities",
      "Digital Government",
      "Renewable Energy",
    ]);
    await expect(opportunities.first()).toContainText("High priority");
    await expect(opportunities.first()).toContainText("2–3 years");
    await expect(opportunities.first()).toContainText("$32B");
    await expect(opportunities.last()).toContainText("5–7 years");

    const financials = page.getByRole("region", { name: "Financial profile" });
    await expect(financials.getByRole("definition")).toHaveText([
      "$1.07T",
      "33.3M",
      "$32,072",
      "$53.4B",
      "$21.4B",
      "$64.1B",
    ]);

    // Risks: colour-coded and written, with why and how we answer each in this type.
    const risk = page.getByRole("region", { name: "Risk assessment" });
    for (const dimension of ["political", "regulatory", "economic"]) {
      await expect(page.getByTestId(`risk-${dimension}`)).toHaveAttribute("data-level", "low");
      await expect(page.getByTestId(`risk-${dimension}`)).toContainText("Low");
    }
    await expect(risk.getByText("How we answer it", { exact: true })).toHaveCount(3);

    const actions = page.getByRole("region", { name: "Quick actions" });
    await expect(actions.getByRole("link", { name: /Saudi Arabia country page/ })).toHaveAttribute(
      "href",
      "/regions/middle-east/saudi-arabia",
    );
    await expect(actions).toContainText("Figures, opportunities and next steps for Saudi Arabia.");
    await expect(actions.getByRole("link", { name: /Schedule Meeting/ })).toHaveAttribute(
      "href",
      "/demo-scheduler?country=saudi-arabia",
    );
    await expect(actions.getByRole("link", { name: /Export Data/ })).toHaveAttribute(
      "href",
      "/regions/country-report/saudi-arabia/csv",
    );
    await expect(page.getByRole("link", { name: "Export PDF" })).toHaveAttribute(
      "href",
      "/regions/country-report/saudi-arabia/pdf",
    );
    await expectAccessible(page);
  });

  test("a report on Israel or Palestine names no capital and labels no country by priority (decision 063)", async ({
    page,
  }) => {
    await page.goto("/regions/country-report/israel");
    await expect(page.getByText("Levant · Local partners in place")).toBeVisible();
    await page.goto("/regions/country-report/palestine?type=risk");
    await expect(page.getByText("Levant · Advice on request")).toBeVisible();
    await expect(page.getByRole("main")).not.toContainText(/Capital|Jerusalem|Ramallah|Monitoring/);
    await expect(page.getByRole("main")).not.toContainText(/high-priority|low-priority|priority market/i);
    const csv = await (await page.request.get("/regions/country-report/palestine/csv")).text();
    expect(csv).not.toContain("Capital");
    expect(csv).toContain("Palestine,Market,Our service,Advice on request,,,\r\n");
  });

  test("each report type shows its own sections, in the URL", async ({ page }) => {
    await page.goto(REPORT);
    await typeNav(page).getByRole("link", { name: "Executive" }).click();
    await expect(page).toHaveURL(`${REPORT}?type=executive`);
    await expectType(page, "Executive", SECTIONS.executive);
    await expect(page.getByTestId("report-type-description")).toContainText("Executive summary:");
    // The executive summary gives the three risk levels, not their detail.
    await expect(page.getByTestId("risk-political")).toContainText("Low");
    await expect(page.getByText("How we answer it", { exact: true })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Export PDF" })).toHaveAttribute(
      "href",
      `${REPORT}/pdf?type=executive`,
    );

    await typeNav(page).getByRole("link", { name: "Financial" }).click();
    await expect(page).toHaveURL(`${REPORT}?type=financial`);
    await expectType(page, "Financial", SECTIONS.financial);

    await typeNav(page).getByRole("link", { name: "Risk" }).click();
    await expect(page).toHaveURL(`${REPORT}?type=risk`);
    await expectType(page, "Risk", SECTIONS.risk);
    await expect(page.getByText("How we answer it", { exact: true })).toHaveCount(3);

    await typeNav(page).getByRole("link", { name: "Comprehensive" }).click();
    await expect(page).toHaveURL(REPORT);
    await expectType(page, "Comprehensive", SECTIONS.comprehensive);

    // An unknown type is the comprehensive report.
    await page.goto("/regions/country-report/uae?type=bogus");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "United Arab Emirates: strategic market report",
    );
    await expectType(page, "Comprehensive", SECTIONS.comprehensive);
  });

  test("Export PDF and Export Data download the report, named after the country and type", async ({
    page,
  }) => {
    await page.goto(`${REPORT}?type=risk`);
    const pdf = page.waitForEvent("download");
    await page.getByRole("link", { name: "Export PDF" }).click();
    const pdfFile = await pdf;
    expect(pdfFile.suggestedFilename()).toBe("saudi-arabia-risk-report.pdf");
    expect((await readFile((await pdfFile.path())!)).subarray(0, 5).toString()).toBe("%PDF-");

    const csv = page.waitForEvent("download");
    await page.getByRole("link", { name: /Export Data/ }).click();
    const csvFile = await csv;
    expect(csvFile.suggestedFilename()).toBe("saudi-arabia-report.csv");
    const text = (await readFile((await csvFile.path())!)).toString("utf8");
    expect(text.startsWith("\uFEFFCountry,Section,Item,Value,Unit,Priority,Timeline\r\n")).toBe(true);
    expect(text).toContain("Saudi Arabia,Economy,GDP,1068000000000,USD,,\r\n");
    await expect(page).toHaveURL(`${REPORT}?type=risk`);
  });

  test.describe("Share", () => {
    test("copies the link where the browser cannot share, and says so for two seconds", async ({
      page,
      context,
    }) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      await page.addInitScript(() =>
        Object.defineProperty(Navigator.prototype, "share", { value: undefined }),
      );
      await page.goto(`${REPORT}?type=executive`);
      await page.getByRole("button", { name: "Share" }).click();
      await expect(page.getByRole("button", { name: "Link copied" })).toBeVisible();
      await expect(page.getByRole("status").filter({ hasText: "Link copied" })).toHaveCount(1);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
        new URL(`${REPORT}?type=executive`, page.url()).href,
      );
      await expect(page.getByRole("button", { name: "Share" })).toBeVisible({ timeout: 3_000 });
    });

    test("opens the browser's share sheet with the report's title and address", async ({ page }) => {
      await page.addInitScript(() => {
        Object.defineProperty(Navigator.prototype, "share", {
          value(data: ShareData) {
            (window as unknown as { shared: ShareData[] }).shared.push(data);
            return Promise.resolve();
          },
        });
        (window as unknown as { shared: ShareData[] }).shared = [];
      });
      await page.goto(REPORT);
      await page.getByRole("button", { name: "Share" }).click();
      const shared = await page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared);
      expect(shared).toEqual([
        {
          title: "Saudi Arabia: strategic market report",
          text: "Strategic market report on Saudi Arabia",
          url: new URL(REPORT, page.url()).href,
        },
      ]);
      await expect(page.getByRole("button", { name: "Link copied" })).toHaveCount(0);
    });
  });
});

test.describe("a country report without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("its type links, Share link and downloads work", async ({ page }) => {
    await page.goto(REPORT);
    await expectType(page, "Comprehensive", SECTIONS.comprehensive);
    await typeNav(page).getByRole("link", { name: "Financial" }).click();
    await expect(page).toHaveURL(`${REPORT}?type=financial`);
    await expectType(page, "Financial", SECTIONS.financial);
    await typeNav(page).getByRole("link", { name: "Executive" }).click();
    await expectType(page, "Executive", SECTIONS.executive);
    // Share is a plain link to this page.
    await expect(page.getByRole("link", { name: "Share" })).toHaveAttribute(
      "href",
      `${REPORT}?type=executive`,
    );
    const pdf = page.waitForEvent("download");
    await page.getByRole("link", { name: "Export PDF" }).click();
    expect((await pdf).suggestedFilename()).toBe("saudi-arabia-executive-report.pdf");
  });
});

test.describe("an unknown country's report", () => {
  test.use({ allowedConsoleErrors: /status of 404/ });

  test("answers 404 with 'Country Not Found' and 'Return to Dashboard'", async ({ page }) => {
    const response = await page.goto("/regions/country-report/atlantis");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Country Not Found");
    await expect(page.getByText("The requested country could not be found.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Return to Dashboard" })).toHaveAttribute(
      "href",
      "/regions/central-reporting",
    );
    await expectAccessible(page);
    const arabic = await page.goto("/ar/regions/country-report/atlantis?type=risk");
    expect(arabic?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("الدولة غير موجودة");
    await expect(page.getByRole("link", { name: "العودة إلى لوحة المعلومات" })).toHaveAttribute(
      "href",
      "/ar/regions/central-reporting",
    );
    expect((await page.request.get("/regions/country-report/atlantis/pdf")).status()).toBe(404);
    expect((await page.request.get("/regions/country-report/atlantis/csv")).status()).toBe(404);
  });
});

test.describe("a country report in Arabic at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("is translated, right to left, fits the screen and downloads an Arabic PDF", async ({ page }) => {
    test.slow(); // axe
    const response = await page.goto("/ar/regions/country-report/egypt?type=risk");
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("مصر: تقرير السوق الاستراتيجي");
    const nav = page.getByRole("navigation", { name: "نوع التقرير" });
    await expect(nav.getByRole("link", { name: "المخاطر" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("main").getByRole("heading", { level: 2 }).first()).toHaveText(
      "تقييم المخاطر",
    );
    await expect(page.getByRole("link", { name: "تصدير PDF" })).toHaveAttribute(
      "href",
      "/ar/regions/country-report/egypt/pdf?type=risk",
    );
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/report-ar-390.png`, fullPage: true });
    const pdf = page.waitForEvent("download");
    await page.getByRole("link", { name: "تصدير PDF" }).click();
    const file = await pdf;
    expect(file.suggestedFilename()).toBe("egypt-risk-report.pdf");
    expect(file.url()).toContain("/ar/regions/country-report/egypt/pdf?type=risk");
  });
});

/** A full-page screenshot, and at 390 px its first screens one by one (a phone-length page is hard to read whole). */
async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  const { width, height } = page.viewportSize()!;
  if (width > 500) return;
  const total = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let part = 0; part * height < Math.min(total, height * 4); part++) {
    await page.screenshot({
      path: `${SHOTS}/${name}-part${part + 1}.png`,
      fullPage: true,
      clip: { x: 0, y: part * height, width, height },
    });
  }
}

for (const [lang, locale, pages] of [
  ["en", "en-AU", [REPORT, `${REPORT}?type=executive`]],
  ["ar", "ar-AE", ["/ar/regions/country-report/saudi-arabia", "/ar/regions/country-report/syria?type=risk"]],
] as const) {
  test.describe(`screenshots in ${lang}`, () => {
    test.skip(!SHOTS, "only when REPORT_SCREENSHOTS names a directory");
    test.use({ locale });

    test("at 390 and 1280 px", async ({ page }) => {
      for (const [width, height] of [
        [1280, 900],
        [390, 844],
      ] as const) {
        await page.setViewportSize({ width, height });
        for (const [index, path] of pages.entries()) {
          await page.goto(path);
          await shoot(page, `report-${lang}-${index + 1}-${width}`);
        }
      }
    });
  });
}
