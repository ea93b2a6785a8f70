import type { Locator, Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures.ts";
import { waitForMail } from "./mail.ts";

const unique = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** A directory: also save full-page screenshots there. */
const SHOTS = process.env.PAYMENTS_SCREENSHOTS;

/**
 * The plan of the unit tests (over the worked example the planner opens with): A$60,000 over 6 months, A$10,000
 * a month, A$5,000 of revenue in month one, the default settings.
 */
async function fillPlanner(page: Page): Promise<Locator> {
  const form = page.getByTestId("payments-planner");
  await form.locator('input[name="projectCost"]').fill("60000");
  await form.locator('input[name="monthlyBudget"]').fill("10000");
  await form.locator('input[name="startingRevenue"]').fill("5000");
  return form;
}

/** A row of the comparison table, by its model. */
const comparisonRow = (page: Page, model: string) =>
  page.getByTestId("payments-comparison").locator(`tr[data-model="${model}"]`);

/** The unit tests' plan's figures (`fillPlanner`), as the comparison table shows them in English. */
async function expectTestPlan(page: Page) {
  const table = page.getByTestId("payments-comparison");
  await expect(table.locator("caption")).toHaveText("The five models over 6 months");
  await expect(table.getByRole("columnheader")).toHaveText([
    "Payment model",
    "Paid within the project",
    "Still owed after the project",
    "Cash saved",
    "Runway extension",
    "Most cash kept vs standard",
  ]);
  await expect(comparisonRow(page, "standard").getByRole("cell")).toHaveText([
    "A$60,000",
    "A$0",
    "A$0",
    "0 months",
    "None",
  ]);
  await expect(comparisonRow(page, "deferred").getByRole("cell")).toHaveText([
    "A$60,000",
    "A$0",
    "A$0",
    "0 months",
    "A$30,000 in month 3",
  ]);
  await expect(comparisonRow(page, "revenue_share").getByRole("cell")).toHaveText([
    "A$24,715.61",
    "A$35,284.39",
    "A$35,284.39",
    "3 months",
    "A$35,284.39 in month 6",
  ]);
  await expect(comparisonRow(page, "milestone").getByRole("cell").nth(0)).toHaveText("A$60,000");
  await expect(comparisonRow(page, "usage_based").getByRole("cell")).toHaveText([
    "A$48,000",
    "A$12,000",
    "A$12,000",
    "1 month",
    "A$12,000 in month 6",
  ]);
}

test.describe("the payments planner with JavaScript", () => {
  test("compares the five models as the visitor types, with the schedule and the chart", async ({ page }) => {
    test.setTimeout(60_000);
    const response = await page.goto("/tools?tab=payments");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("tab", { name: /Startup Payments Planner/ })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    const form = page.getByTestId("payments-planner");
    const summary = page.getByTestId("payments-summary");
    await expect(summary).toHaveAttribute("role", "status");
    // The worked example, computed on arrival: the spec's defaults for the models.
    await expect(form.getByTestId("worked-example")).toHaveText(
      "Worked example: a market-entry project costing A$120K over 6 months, for a tech company spending A$40K a month. Change any figure to see your own.",
    );
    await expect(form.getByLabel("Project cost (A$)")).toHaveValue("120000");
    await expect(form.getByLabel("Monthly budget (A$)")).toHaveValue("40000");
    await expect(form.getByLabel("Project duration")).toHaveValue("6");
    await expect(form.getByLabel("Deferred months")).toHaveValue("3");
    await expect(form.getByLabel("Revenue share (%)")).toHaveValue("20");
    await expect(form.getByLabel("Number of milestones")).toHaveValue("3");
    await expect(form.getByLabel("Usage threshold")).toHaveValue("10000");
    await expect(summary).toHaveText(
      "Over 6 months, Revenue share saves the most cash: A$57K, a runway extension of 1 month.",
    );
    // Exact in the table.
    await expect(comparisonRow(page, "revenue_share").getByRole("cell")).toHaveText([
      "A$62,862.44",
      "A$57,137.56",
      "A$57,137.56",
      "1 month",
      "A$57,137.56 in month 6",
    ]);
    await expect(page.getByTestId("payments-chart")).toBeVisible();
    await expect(page.getByTestId("save-results-payments")).toBeVisible();

    // The visitor's own figures: recomputed at once, the example's line gone.
    await fillPlanner(page);
    await expect(form.getByTestId("worked-example")).toHaveCount(0);
    await expectTestPlan(page);
    await expect(summary).toHaveText(
      "Over 6 months, Revenue share saves the most cash: A$35K, a runway extension of 3 months.",
    );

    // The month-by-month schedule: a table with its caption and headers.
    const schedule = page.getByTestId("payments-schedule");
    await expect(schedule.locator("caption")).toHaveText(
      "Month-by-month payments under each model, 6 months",
    );
    await expect(schedule.locator("thead th")).toHaveText([
      "Month",
      "Standard",
      "Deferred",
      "Revenue share",
      "Milestone",
      "Usage-based",
    ]);
    await expect(schedule.locator("tbody tr")).toHaveCount(6);
    await expect(schedule.getByRole("row", { name: /^Month 4 / }).getByRole("cell")).toHaveText([
      "A$10,000",
      "A$20,000",
      "A$1,331",
      "A$20,000",
      "A$6,000",
    ]);
    await expect(schedule.getByRole("row", { name: /^Still owed after the project/ })).toContainText(
      "A$35,284.39",
    );

    // The chart: five lines with a legend, and its figures as a table.
    const chart = page.getByTestId("payments-chart");
    await expect(chart).toHaveAccessibleName("Cumulative cash out");
    await expect(chart.locator("[data-chart-line]")).toHaveCount(5);
    await expect(chart.locator("[data-chart-legend]")).toHaveText([
      "Standard",
      "Deferred",
      "Revenue share",
      "Milestone",
      "Usage-based",
    ]);
    // The axis in short form, the table exact (decision 072).
    const axis = chart.locator("[data-chart-lines] text");
    await expect(axis.first()).toHaveText("A$0");
    await expect(axis.filter({ hasText: /^A\$\d+K$/ })).not.toHaveCount(0);
    await expect(axis.filter({ hasText: "," })).toHaveCount(0);
    await chart.getByText("Show the chart's figures as a table").click();
    const alternative = chart.getByRole("table", { name: "Cumulative cash out" });
    await expect(alternative).toBeVisible();
    await expect(alternative.getByRole("row", { name: /^3 / }).getByRole("cell")).toHaveText([
      "A$30,000",
      "A$0",
      "A$20,310",
      "A$20,000",
      "A$30,000",
    ]);

    // Typing changes the figures at once.
    await form.getByLabel("Project duration").selectOption("12");
    await expect(page.getByTestId("payments-comparison").locator("caption")).toHaveText(
      "The five models over 12 months",
    );
    await expect(schedule.locator("tbody tr")).toHaveCount(12);
    await form.getByLabel("Project duration").selectOption("6");

    // A bound: a translated message next to the field, no results, never NaN or Infinity.
    const deferred = form.getByLabel("Deferred months");
    await deferred.fill("7");
    const message = "Deferred months must be at least 1 and no more than the project duration.";
    await expect(form.getByText(message)).toBeVisible();
    await expect(deferred).toHaveAttribute("aria-invalid", "true");
    const describedBy = await deferred.getAttribute("aria-describedby");
    expect(describedBy).toMatch(/-deferredMonths-error/);
    await expect(page.locator(`[id="${describedBy?.split(" ").at(-1)}"]`)).toHaveText(message);
    await expect(page.getByTestId("payments-comparison")).toHaveCount(0);
    await deferred.fill("3");
    await form.getByLabel("Revenue share (%)").fill("51");
    await expect(form.getByText("The revenue share must be between 1% and 50%.")).toBeVisible();
    await form.getByLabel("Revenue share (%)").fill("20");
    await form.getByLabel("Number of milestones").fill("1");
    await expect(form.getByText("Choose between 2 and 6 milestones.")).toBeVisible();
    await form.getByLabel("Number of milestones").fill("3");
    await form.getByLabel("Project cost (A$)").fill("lots");
    await expect(form.getByText("Enter a number using digits only, such as 25000.")).toBeVisible();
    await form.getByLabel("Project cost (A$)").fill("60000");

    // No budget: no runway to divide into, said in words.
    await form.getByLabel("Monthly budget (A$)").fill("0");
    await expect(comparisonRow(page, "revenue_share").getByRole("cell").nth(3)).toHaveText(
      "n/a (no monthly budget)",
    );
    await expect(page.locator("main")).not.toContainText(/NaN|Infinity/);

    // A required field emptied: no results, no 'Save results'; 'Calculate' says what is missing and goes to it.
    await form.getByLabel("Monthly budget (A$)").fill("");
    await expect(page.getByTestId("payments-comparison")).toHaveCount(0);
    await expect(page.getByTestId("payments-chart")).toHaveCount(0);
    await expect(page.getByTestId("save-results-payments")).toHaveCount(0);
    await expect(summary).toHaveText("Fill in every field to compare the five payment models.");
    await form.getByRole("button", { name: "Calculate" }).click();
    await expect(form.getByText("Enter a value.")).toBeVisible();
    await expect(form.getByLabel("Monthly budget (A$)")).toBeFocused();
    await form.getByLabel("Monthly budget (A$)").fill("10000");
    await expect(page.getByTestId("save-results-payments")).toBeVisible();
    await expectAccessible(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/payments-en-1280.png`, fullPage: true });
  });

  test("saves the results: one row and a mail with the server's figures", async ({ page }) => {
    await page.goto("/tools?tab=payments");
    const form = await fillPlanner(page);
    await expectTestPlan(page);
    const address = unique("payments-save");
    await form.getByLabel("Your email address").fill(address);
    await form.getByRole("button", { name: "Save results" }).click();
    await expect(form.getByText("Results saved successfully!")).toBeVisible();
    await expect(page).toHaveURL(/\/tools\?tab=payments$/);
    await expectTestPlan(page); // the results stay
    const mail = await waitForMail((text) => text.includes(address), "the payments planner mail");
    expect(mail).toContain("Project cost: A$60,000");
    expect(mail).toContain("Project duration: 6 months");
    expect(mail).toContain("Revenue share: cash saved: A$35,284.39");
    expect(mail).toContain("Revenue share: runway extension: 3 months");
    expect(mail).toContain("Usage-based: paid within the project: A$48,000");
  });

  for (const width of [390, 1280]) {
    test(`reads right to left in Arabic at ${width} px, without horizontal scrolling`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/ar/tools?tab=payments");
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      await fillPlanner(page);
      await expect(page.getByTestId("payments-comparison").locator("caption")).toHaveText(
        "النماذج الخمسة خلال 6 أشهر",
      );
      await expect(comparisonRow(page, "revenue_share").getByRole("cell").nth(1)).toHaveText(
        /35,284\.39\sAU\$/,
      );
      // Time runs from the right: month 0's point lies right of month 6's.
      const points = page.locator('[data-chart-line="standard"] circle');
      const first = Number(await points.first().getAttribute("cx"));
      const last = Number(await points.last().getAttribute("cx"));
      expect(first).toBeGreaterThan(last);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      if (width === 390) await expectAccessible(page);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/payments-ar-${width}.png`, fullPage: true });
    });
  }

  test("fits 390 px in English", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto("/tools?tab=payments");
    await fillPlanner(page);
    await expectTestPlan(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // The wide tables scroll inside their own box, which the keyboard can reach.
    await expect(page.getByTestId("payments-schedule").locator("xpath=..")).toHaveAttribute("tabindex", "0");
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/payments-en-390.png`, fullPage: true });
  });
});

test.describe("the payments planner without JavaScript", () => {
  // A refused form is answered with 400, which the browser reports.
  test.use({ javaScriptEnabled: false, allowedConsoleErrors: /status of 400/ });

  test("the worked example's results are in the server's HTML", async ({ page }) => {
    await page.goto("/tools?tab=payments");
    const form = page.getByTestId("payments-planner");
    await expect(form.getByTestId("worked-example")).toBeVisible();
    await expect(page.getByTestId("payments-summary")).toContainText("A$57K");
    await expect(comparisonRow(page, "revenue_share").getByRole("cell").nth(1)).toHaveText("A$57,137.56");
    await expect(page.getByTestId("payments-chart")).toBeVisible();
    await expect(page.getByTestId("save-results-payments")).toBeVisible();
  });

  test("'Calculate' posts the form and the server answers with the results", async ({ page }) => {
    await page.goto("/tools?tab=payments");
    const form = await fillPlanner(page);
    await form.getByLabel("Number of milestones").fill("7");
    await form.getByRole("button", { name: "Calculate" }).click();
    await expect(page).toHaveURL(/\/tools\?tab=payments$/);
    const milestones = form.getByLabel("Number of milestones");
    await expect(form.getByText("Choose between 2 and 6 milestones.")).toBeVisible();
    await expect(milestones).toHaveAttribute("aria-invalid", "true");
    await expect(milestones).toHaveValue("7"); // what was typed stays
    await expect(form.getByLabel("Project cost (A$)")).toHaveValue("60000");
    await expect(page.getByTestId("payments-comparison")).toHaveCount(0);
    await expect(page.getByTestId("save-results-payments")).toHaveCount(0); // nothing to save

    await milestones.fill("3");
    await form.getByRole("button", { name: "Calculate" }).click();
    await expectTestPlan(page);
    await expect(page.getByTestId("payments-schedule").locator("tbody tr")).toHaveCount(6);
    // The chart's table opens without script.
    const chart = page.getByTestId("payments-chart");
    await chart.getByText("Show the chart's figures as a table").click();
    await expect(chart.getByRole("table", { name: "Cumulative cash out" })).toBeVisible();
  });

  test("'Save results' stores them and says so", async ({ page }) => {
    await page.goto("/tools?tab=payments");
    const form = await fillPlanner(page);
    const address = unique("payments-nojs");
    await form.getByLabel("Your email address").fill(address);
    await form.getByRole("button", { name: "Save results" }).click();
    await expect(form.getByText("Results saved successfully!")).toBeVisible();
    await expectTestPlan(page);
    const mail = await waitForMail((text) => text.includes(address), "the payments planner mail");
    expect(mail).toContain("Revenue share: cash saved: A$35,284.39");
  });
});
