import { expect, expectAccessible, test } from "./fixtures.ts";
import { waitForMail } from "./mail.ts";

const unique = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

const SHOTS = process.env.TOOLS_SCREENSHOTS; // a directory: also save full-page screenshots there

/** Fills the ROI calculator: A$1m revenue, 50 % growth, a medium company, A$100k budget, 12 months. */
async function fillRoi(page: import("@playwright/test").Page) {
  const form = page.getByTestId("roi-calculator");
  await form.getByLabel("Current annual revenue (AUD)").fill("1000000");
  await form.getByLabel("Expected growth (%)").fill("50");
  await form.getByLabel("Company size").selectOption("medium");
  await form.getByLabel("Marketing budget (AUD)").fill("100000");
  return form;
}

test.describe("/tools with JavaScript", () => {
  test("shows the three tools as tabs, ROI first, the tab in the URL and the arrow keys", async ({
    page,
  }) => {
    const response = await page.goto("/tools");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Interactive Business Tools");
    await expect(page).toHaveTitle(/^ROI Calculator: Interactive Business Tools/);
    const tabs = page.getByRole("tab");
    await expect(tabs).toHaveCount(3);
    await expect(tabs.nth(0)).toContainText("ROI Calculator");
    await expect(tabs.nth(0)).toContainText(
      "Calculate your potential return on investment in the Australian market.",
    );
    await expect(tabs.nth(1)).toContainText("Market Sizing Tool");
    await expect(tabs.nth(2)).toContainText("Startup Payments Planner");
    const roiTab = page.getByRole("tab", { name: /ROI Calculator/ });
    await expect(roiTab).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toHaveAttribute("aria-labelledby", "tool-tab-roi");
    await expect(page.getByTestId("roi-calculator")).toBeVisible();

    // One Tab stop for the list; the arrow keys open the neighbouring tab and keep focus on it.
    await roiTab.focus();
    await page.keyboard.press("ArrowRight");
    await expect(page).toHaveURL(/\/tools\?tab=market-sizing$/);
    const market = page.getByRole("tab", { name: /Market Sizing Tool/ });
    await expect(market).toHaveAttribute("aria-selected", "true");
    await expect(market).toBeFocused();
    await expect(page.getByRole("tabpanel")).toHaveAttribute("aria-labelledby", "tool-tab-market-sizing");
    await page.keyboard.press("ArrowRight");
    await expect(page).toHaveURL(/\?tab=payments$/);
    await page.keyboard.press("ArrowRight"); // wraps around
    await expect(page).toHaveURL(/\?tab=roi$/);
    await page.keyboard.press("End");
    await expect(page.getByRole("tab", { name: /Startup Payments Planner/ })).toBeFocused();
    await page.keyboard.press("Home");
    await expect(roiTab).toBeFocused();
    await expect(roiTab).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tab", { name: /Market Sizing Tool/ })).toHaveAttribute("tabindex", "-1");

    // A click on a tab, and an unknown tab shows ROI.
    await page.getByRole("tab", { name: /Startup Payments Planner/ }).click();
    await expect(page).toHaveURL(/\?tab=payments$/);
    await page.goto("/tools?tab=unknown");
    await expect(page.getByRole("tab", { name: /ROI Calculator/ })).toHaveAttribute("aria-selected", "true");
  });

  test("ROI: opens with a worked example already computed, recomputes as the visitor types", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.goto("/tools");
    const form = page.getByTestId("roi-calculator");
    // The example: its figures in the fields, its results, chart and 'Save results' on arrival.
    await expect(form.getByTestId("worked-example")).toHaveText(
      "Worked example: a medium-sized tech company with A$12M in annual revenue, expecting 15% growth in Australia and spending A$400K on marketing. Change any figure to see your own.",
    );
    await expect(form.getByLabel("Current annual revenue (AUD)")).toHaveValue("12000000");
    await expect(form.getByLabel("Expected growth (%)")).toHaveValue("15");
    await expect(form.getByLabel("Company size")).toHaveValue("medium");
    await expect(form.getByLabel("Marketing budget (AUD)")).toHaveValue("400000");
    await expect(form.getByLabel("Timeframe")).toHaveValue("12");
    const results = page.getByTestId("roi-results");
    // 12,000,000 × 15 % × 2 = 3,600,000; 12 % service cost; + A$400,000 of marketing. In short form on the cards.
    await expect(results).toContainText("Projected revenueA$3.6M");
    await expect(results).toContainText("Service cost (12 %)A$432K");
    await expect(results).toContainText("Total investmentA$832K");
    await expect(results).toContainText("Net gainA$2.8M");
    await expect(page.getByTestId("roi-percent")).toHaveText("332.7%");
    await expect(page.getByTestId("roi-payback")).toHaveText("2.8 months");
    await expect(
      form.getByText(/Payback period = total investment ÷ average monthly revenue \(A\$300K:/),
    ).toBeVisible();
    await expect(page.getByTestId("save-results-roi")).toBeVisible();
    // The chart's bars in short form, its table exact.
    const chart = page.getByTestId("roi-chart");
    await expect(chart.locator('[data-chart-row="revenue"]')).toContainText("A$3.6M");
    await chart.getByText("Show the figures as a table").click();
    await expect(chart.getByRole("table").getByRole("row", { name: /Projected revenue/ })).toContainText(
      "A$3,600,000",
    );

    // The visitor's own figures: the results follow, the example's line goes.
    await fillRoi(page);
    await expect(form.getByTestId("worked-example")).toHaveCount(0);
    await expect(results).toContainText("Projected revenueA$1M");
    await expect(results).toContainText("Service cost (12 %)A$120K");
    await expect(results).toContainText("Total investmentA$220K");
    await expect(results).toContainText("Net gainA$780K");
    await expect(page.getByTestId("roi-percent")).toHaveText("354.5%");
    await expect(page.getByTestId("roi-payback")).toHaveText("2.6 months");
    await expect(page.getByRole("status").filter({ hasText: "Return on investment 354.5%" })).toHaveCount(1);
    await expect(chart.getByRole("table").getByRole("row", { name: /Projected revenue/ })).toContainText(
      "A$1,000,000",
    );
    await form.getByLabel("Timeframe").selectOption("24");
    await expect(results).toContainText("Projected revenueA$2M");
    await form.getByLabel("Company size").selectOption("large");
    await expect(results).toContainText("Projected revenueA$3M");

    // Invalid input: a translated message by the field, no results, never NaN or Infinity.
    const growth = form.getByLabel("Expected growth (%)");
    await growth.fill("-5");
    await expect(form.getByText("Enter zero or more.")).toBeVisible();
    await expect(growth).toHaveAttribute("aria-invalid", "true");
    await expect(growth).toHaveAttribute("aria-describedby", /-growth-error/);
    await expect(results).toHaveCount(0);
    await growth.fill("abc");
    await expect(form.getByText("Enter a number, such as 250000.")).toBeVisible();
    await growth.fill("5000");
    await expect(form.getByText("Enter a growth rate of at most 1,000 %.")).toBeVisible();
    await growth.fill("50");

    // Zero revenue: no payback, said in words.
    await form.getByLabel("Current annual revenue (AUD)").fill("0");
    await expect(page.getByTestId("roi-payback")).toHaveText("n/a");
    await expect(page.locator("main")).not.toContainText(/NaN|Infinity/);
    await expectAccessible(page);
  });

  test("ROI: clearing a required field hides the results and 'Save results'; 'Calculate' says what is missing", async ({
    page,
  }) => {
    await page.goto("/tools");
    const form = page.getByTestId("roi-calculator");
    await expect(page.getByTestId("roi-results")).toBeVisible();
    await expect(page.getByTestId("save-results-roi")).toBeVisible();
    await form.getByLabel("Marketing budget (AUD)").fill("");
    await expect(page.getByTestId("roi-results")).toHaveCount(0);
    await expect(page.getByTestId("roi-chart")).toHaveCount(0);
    await expect(page.getByTestId("save-results-roi")).toHaveCount(0);
    await expect(form.getByText("Fill in all five fields to see your projected return.")).toBeVisible();
    await form.getByRole("button", { name: "Calculate" }).click();
    await expect(form.getByText("Enter your marketing budget.")).toBeVisible();
    await expect(form.getByLabel("Marketing budget (AUD)")).toBeFocused();
    // Filled again: the results and the save box come back.
    await form.getByLabel("Marketing budget (AUD)").fill("400000");
    await expect(page.getByTestId("roi-percent")).toHaveText("332.7%");
    await expect(page.getByTestId("save-results-roi")).toBeVisible();
  });

  test("ROI: saving checks the address, then stores the results and mails them", async ({ page }) => {
    await page.goto("/tools?tab=roi");
    const form = await fillRoi(page);
    const save = form.getByRole("button", { name: "Save results" });
    const email = form.getByLabel("Your email address");
    await save.click();
    await expect(form.getByText("Email is required")).toBeVisible();
    await expect(email).toBeFocused();
    await email.fill("not-an-address");
    await save.click();
    await expect(form.getByText("Please enter a valid email address")).toBeVisible();
    const address = unique("roi-save");
    await email.fill(address);
    await save.click();
    await expect(form.getByText("Results saved successfully!")).toBeVisible();
    await expect(page).toHaveURL(/\/tools\?tab=roi$/);
    await expect(page.getByTestId("roi-percent")).toHaveText("354.5%"); // the results stay
    const mail = await waitForMail((text) => text.includes(address), "the ROI results mail");
    expect(mail).toContain("Your ROI Calculator results");
    expect(mail).toContain("Projected revenue: A$1,000,000");
    expect(mail).toContain("Return on investment: 354.5%");
    expect(mail).toContain("Payback period (months): 2.6");
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/roi-saved-en-1280.png`, fullPage: true });
  });

  test("'Get Expert Analysis' opens the lead form with the tab's source", async ({ page }) => {
    for (const [tab, source] of [
      ["roi", "tools_roi"],
      ["market-sizing", "tools_market_sizing"],
      ["payments", "tools_payments"],
    ] as const) {
      await page.goto(`/tools?tab=${tab}`);
      await expect(page.getByRole("heading", { name: "Need More Detailed Analysis?" })).toBeVisible();
      await page.getByRole("link", { name: "Get Expert Analysis" }).click();
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible();
      await expect(dialog.locator('input[name="source"]')).toHaveValue(source);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
    }
  });

  const LAYOUTS = [
    ["en", 390],
    ["en", 1280],
    ["ar", 390],
    ["ar", 1280],
    ["hi", 390],
    ["ko", 390],
  ] as const;
  for (const [lang, width] of LAYOUTS) {
    test(`fits ${width} px in ${lang} without horizontal scrolling`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(lang === "en" ? "/tools" : `/${lang}/tools`);
      await expect(page.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
      const form = page.getByTestId("roi-calculator");
      // The worked example, computed on arrival.
      await expect(form.getByTestId("worked-example")).toBeVisible();
      await expect(page.getByTestId("roi-percent")).toHaveText(/332[.٫]7/);
      await form.locator('input[name="revenue"]').fill("1000000");
      await form.locator('input[name="growth"]').fill("50");
      await form.locator('select[name="size"]').selectOption("medium");
      await form.locator('input[name="budget"]').fill("100000");
      await expect(page.getByTestId("roi-percent")).toHaveText(/354[.٫]5/);
      if (lang === "ar")
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("أدوات أعمال تفاعلية");
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      if (lang === "ar" && width === 390) await expectAccessible(page);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/roi-${lang}-${width}.png`, fullPage: true });
    });
  }
});

test.describe("/tools without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the tabs are links and each tool is served by the URL", async ({ page }) => {
    await page.goto("/tools");
    await page.getByRole("tab", { name: /Market Sizing Tool/ }).click();
    await expect(page).toHaveURL(/\/tools\?tab=market-sizing$/);
    await expect(page.getByRole("tab", { name: /Market Sizing Tool/ })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await page.getByRole("tab", { name: /Startup Payments Planner/ }).click();
    await expect(page).toHaveURL(/\?tab=payments$/);
    await expect(page.getByRole("tab", { name: /Startup Payments Planner/ })).toHaveAttribute(
      "aria-selected",
      "true",
    );
  });

  // Refused input is answered with HTTP 400, which the browser reports in its console.
  test.use({ allowedConsoleErrors: /status of 400/ });

  test("ROI: the worked example's results are in the server's HTML", async ({ page }) => {
    await page.goto("/tools");
    const form = page.getByTestId("roi-calculator");
    await expect(form.getByTestId("worked-example")).toBeVisible();
    await expect(form.getByLabel("Current annual revenue (AUD)")).toHaveValue("12000000");
    await expect(page.getByTestId("roi-results")).toContainText("Projected revenueA$3.6M");
    await expect(page.getByTestId("roi-percent")).toHaveText("332.7%");
    await expect(page.getByTestId("roi-chart")).toBeVisible();
    await expect(page.getByTestId("save-results-roi")).toBeVisible();
  });

  test("ROI: 'Calculate' posts the form and the server answers with the results", async ({ page }) => {
    await page.goto("/tools?tab=roi");
    const form = page.getByTestId("roi-calculator");
    await form.getByLabel("Current annual revenue (AUD)").fill("");
    await form.getByLabel("Expected growth (%)").fill("lots");
    await form.getByRole("button", { name: "Calculate" }).click();
    await expect(form.getByText("Enter a number, such as 250000.")).toBeVisible();
    await expect(form.getByText("Enter your current annual revenue.")).toBeVisible();
    await expect(page.getByTestId("roi-results")).toHaveCount(0);
    await expect(page.getByTestId("save-results-roi")).toHaveCount(0); // nothing to save
    await expect(form.getByTestId("worked-example")).toHaveCount(0);

    await fillRoi(page);
    await form.getByRole("button", { name: "Calculate" }).click();
    await expect(page).toHaveURL(/\/tools\?tab=roi$/);
    await expect(page.getByTestId("roi-results")).toContainText("Projected revenueA$1M");
    await expect(page.getByTestId("roi-percent")).toHaveText("354.5%");
    await expect(form.getByLabel("Current annual revenue (AUD)")).toHaveValue("1000000");

    const address = unique("roi-nojs");
    await form.getByLabel("Your email address").fill(address);
    await form.getByRole("button", { name: "Save results" }).click();
    await expect(page.getByText("Results saved successfully!")).toBeVisible();
    await expect(page.getByTestId("roi-percent")).toHaveText("354.5%");
    await waitForMail((text) => text.includes(address), "the no-JavaScript ROI results mail");
  });
});
