import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures.ts";

/** A visitor sends the public contact form (a lead with source `contact_form`) from a campaign's landing URL. */
async function sendContactForm(page: Page) {
  await page.goto("/contact?utm_campaign=spring-launch");
  const form = page.getByTestId("contact-form");
  await form.getByLabel("Full name").fill("Ana Silva");
  await form.getByLabel("Work email").fill(`dashboard-${Date.now()}@example.com`);
  await form.getByLabel("Company name").fill("Acme Pty Ltd");
  await form.getByLabel("Service of interest").selectOption({ label: "Government Contracts" });
  await form.getByLabel("Message").fill("We want to bid on New South Wales government tenders.");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByRole("status")).toHaveText(
    "Message sent successfully! We will contact you within 24 hours.",
  );
}

/** The figure in `column` (0 today, 1 the last 7 days, 2 the last 30 days) of the activity row named `name`. */
const activityCell = (page: Page, name: string | RegExp, column: number) =>
  page
    .getByTestId("activity")
    .getByRole("row")
    .filter({ hasText: name })
    .getByRole("cell")
    .nth(column + 1);

/** A figure of the activity table as a number ("1,234" -> 1234); 0 when the row is not there. */
async function activityFigure(page: Page, name: string, column: number) {
  const cell = activityCell(page, name, column);
  return (await cell.count()) === 0 ? 0 : Number(((await cell.textContent()) ?? "").replace(/\D/g, ""));
}

test("an admin sees today's lead from the contact form, the outbox and the funnel", async ({
  page,
  login,
}) => {
  await login({ role: "admin" });
  await page.goto("/admin");
  // Other specs send forms to the same server: compare with the counts before this test's lead.
  const before = await Promise.all([0, 1, 2].map((column) => activityFigure(page, "contact_form", column)));
  await sendContactForm(page);

  const response = await page.goto("/admin");
  expect(response?.status()).toBe(200);
  expect(response?.headers()["cache-control"]).toContain("no-store");
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Back office" });
  await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Leads" })).toBeVisible();

  // The lead counts today (Sydney's day), in the last 7 and 30 days, under its source and in the total.
  for (const column of [0, 1, 2]) {
    const count = await activityFigure(page, "contact_form", column);
    expect(count).toBeGreaterThan(before[column]!);
    expect(await activityFigure(page, "Leads (all sources)", column)).toBeGreaterThanOrEqual(count);
  }
  await expect(activityCell(page, "Revenue in AUD", 2)).toHaveText(/^A\$/);
  // The sources' chart and its table alternative.
  const sources = page.getByTestId("chart-sources");
  await sources.getByText("Show as a table").click();
  await expect(sources.getByRole("table").getByRole("row", { name: /contact_form/ })).toContainText("%");

  // The contact form sent its confirmation and staff mails: waiting or already sent; the outbox page is linked.
  const outbox = page.getByTestId("outbox-health");
  await expect(outbox.getByRole("link", { name: "Open the mail outbox" })).toHaveAttribute(
    "href",
    "/admin/outbox",
  );
  await expect(outbox.locator("[data-card=pending] dd")).toHaveText(/^\d/);

  // The contact page's view reaches the counters by beacon when the page is left: reload until it is in.
  const funnel = page.getByTestId("funnel");
  await expect(async () => {
    await page.reload();
    await expect(funnel.getByTestId("chart-campaigns").locator("[data-chart-row=spring-launch]")).toBeVisible(
      {
        timeout: 500,
      },
    );
  }).toPass({ timeout: 15_000 });
  const languages = funnel.getByTestId("chart-languages");
  await languages.getByText("Show as a table").click();
  await expect(languages.getByRole("table").getByRole("row", { name: /English/ })).toBeVisible();

  await expectAccessible(page);
});

test("the dashboard reads right to left in Arabic", async ({ page, login }) => {
  await login({ role: "admin" });
  await page.goto("/ar/admin");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.getByRole("heading", { level: 1, name: "لوحة المعلومات" })).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "آخر 30 يومًا" })).toBeVisible();
  await expect(page.getByRole("link", { name: "فتح صندوق البريد الصادر" })).toHaveAttribute(
    "href",
    "/ar/admin/outbox",
  );
  await expectAccessible(page);
});

test.describe("for a signed-in user who is not an admin", () => {
  // The browser reports the page's own 403 answer in its console.
  test.use({ allowedConsoleErrors: /status of 403/ });

  test("the dashboard is the 403 page", async ({ page, login }) => {
    await login({ role: "user" });
    const response = await page.goto("/admin");
    expect(response?.status()).toBe(403);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Dashboard" })).toHaveCount(0);
    await expect(page.getByTestId("activity")).toHaveCount(0);
  });
});

test("an anonymous visitor is sent to sign in first", async ({ page }) => {
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin$/);
});
