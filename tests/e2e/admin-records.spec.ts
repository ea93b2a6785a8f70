import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { demoDates } from "#app/domain/demo-scheduler/demo-slots.ts";
import { expect, expectAccessible, test } from "./fixtures.ts";
import { linkIn, waitForMail } from "./mail.ts";
import { SHOTS_DIR } from "./screenshots.ts";

const DATES = demoDates(new Date());
const slot = (page: Page, time: string) => page.getByRole("radio", { name: new RegExp(`^${time} AE[DS]T`) });
const timeStep = (date: string) => `/demo-scheduler?step=time&name=A&email=a%40b.co&company=X&date=${date}`;

/**
 * Books `time` on `date` as a visitor would, from the scheduler's confirm step; then, unless `held`, confirms it
 * with the link mailed to `email` (decision 053).
 */
async function bookDemo(page: Page, name: string, email: string, date: string, time: string, held = false) {
  const query = new URLSearchParams({
    step: "confirm",
    name,
    email,
    company: "Analytical Engines",
    date,
    time,
  });
  await page.goto(`/demo-scheduler?${query}`);
  await page.getByRole("button", { name: "Book the call" }).click();
  await expect(
    page.getByRole("heading", { level: 2, name: "Confirm your discovery call by e-mail" }),
  ).toBeVisible();
  if (held) return;
  const mail = await waitForMail(
    (text) => text.includes(`To: ${email}`) && text.includes("/demo-scheduler/confirm?token="),
    "the hold",
  );
  const confirm = new URL(linkIn(mail, "/demo-scheduler/confirm?token="));
  await page.goto(confirm.pathname + confirm.search);
  await page.getByRole("button", { name: "Confirm the call" }).click();
  await expect(page.getByText("Your discovery call is confirmed.")).toBeVisible();
}

/** The list pages, each with its heading. */
const LISTS = [
  ["/admin/subscribers", "Newsletter subscribers"],
  ["/admin/bookings", "Discovery calls"],
  ["/admin/registrations", "Webinar registrations"],
  ["/admin/calculator-results", "Calculator results"],
  ["/admin/orders", "Orders and subscriptions"],
  ["/admin/orders?view=subscriptions", "Orders and subscriptions"],
  ["/admin/outbox", "Mail outbox"],
] as const;

test.describe("the back office's record lists", () => {
  test("a visitor books a discovery call; staff cancel it from /admin/bookings after a confirm step; the slot is free again", async ({
    page,
    login,
  }) => {
    test.slow(); // booking, mail, axe
    const date = DATES[6]!;
    await bookDemo(page, "Ada Lovelace", "ada.admin@example.com", date, "10:00");
    await page.goto(timeStep(date));
    await expect(slot(page, "10:00 AM")).toBeDisabled();

    await login({ role: "admin" });
    await page.goto("/admin/bookings?state=upcoming");
    await expect(page.getByRole("heading", { level: 1, name: "Discovery calls" })).toBeVisible();
    const row = page.getByRole("row").filter({ hasText: "ada.admin@example.com" });
    await expect(row).toContainText(/10:00 AM AE[DS]T/);
    await expect(row).toContainText("Upcoming");

    // The confirm step: 'Keep' changes nothing.
    await row.getByRole("link", { name: "Cancel the call with Ada Lovelace" }).click();
    const confirm = page.getByRole("region", { name: "Cancel the call with Ada Lovelace?" });
    await expect(confirm).toBeVisible();
    await expect(confirm).toContainText("removes the call from their calendar");
    await expectAccessible(page);
    await confirm.getByRole("link", { name: "Keep the booking" }).click();
    await expect(confirm).toBeHidden();
    await expect(page).toHaveURL(/\/admin\/bookings\?state=upcoming$/);
    await expect(row).toContainText("Upcoming");

    await row.getByRole("link", { name: "Cancel the call with Ada Lovelace" }).click();
    await confirm.getByRole("button", { name: "Cancel the call" }).click();
    await expect(page.getByText("The call is cancelled and its slot is free again.")).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/bookings\?state=upcoming&done=cancelled$/);
    await expect(page.getByRole("row").filter({ hasText: "ada.admin@example.com" })).toHaveCount(0);
    await page.goto("/admin/bookings?state=cancelled");
    await expect(page.getByRole("row").filter({ hasText: "ada.admin@example.com" })).toContainText(
      "Cancelled",
    );

    const withdrawn = await waitForMail(
      (text) => text.includes("To: ada.admin@example.com") && text.includes("cancel.ics"),
      "the visitor's cancellation",
    );
    expect(withdrawn).toContain("filename=cancel.ics"); // the CANCEL invite (its content: bookings.test.ts)
    await page.goto(timeStep(date));
    await expect(slot(page, "10:00 AM")).toBeEnabled();

    // The outbox shows the booking's five mails (the visitor's request to confirm; the visitor's and the staff's,
    // booked and cancelled), all sent.
    await expect(async () => {
      await page.goto("/admin/outbox?status=sent");
      const rows = page.getByRole("row");
      const visitor = rows.filter({ hasText: "ada.admin@example.com" });
      await expect(visitor.filter({ hasText: "Please confirm your discovery call" })).toHaveCount(1, {
        timeout: 500,
      });
      await expect(visitor.filter({ hasText: "is cancelled" })).toHaveCount(1, { timeout: 500 });
      await expect(
        visitor.filter({ hasText: /Your discovery call with .*: / }).filter({ hasNotText: "is cancelled" }),
      ).toHaveCount(1, {
        timeout: 500,
      });
      await expect(rows.filter({ hasText: "Discovery call booked: Ada Lovelace" })).toHaveCount(1, {
        timeout: 500,
      });
      await expect(rows.filter({ hasText: "Discovery call cancelled: Ada Lovelace" })).toHaveCount(1, {
        timeout: 500,
      });
    }).toPass({ timeout: 15_000 });
    await expect(page.getByRole("heading", { level: 1, name: "Mail outbox" })).toBeVisible();
    await expectAccessible(page);

    // On a phone the lists scroll inside their own box; the page never scrolls sideways.
    await page.setViewportSize({ width: 390, height: 800 });
    for (const path of ["/admin/outbox", "/admin/bookings"]) {
      await page.goto(path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBe(390);
    }
  });

  test("every list renders, filters through the URL and passes axe", async ({ page, login }) => {
    test.slow(); // seven pages with axe
    await login({ role: "admin" });
    for (const [path, title] of LISTS) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      expect(response?.headers()["cache-control"]).toContain("no-store");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      await expect(page.getByRole("search", { name: "Filter the list" })).toBeVisible();
      await expectAccessible(page);
    }
    // A filter is a GET form: its choice lands in the URL, and Clear drops it.
    await page.goto("/admin/orders?view=subscriptions");
    await page.getByLabel("Status").selectOption({ label: "Payment overdue" });
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/\/admin\/orders\?view=subscriptions&status=past_due$/);
    await expect(page.getByText("No subscriptions match this filter.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Subscriptions", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await page.getByRole("link", { name: "Clear filters" }).click();
    await expect(page).toHaveURL(/\/admin\/orders$/);
  });

  test("staff mark a registrant's attendance and export the registrations as CSV", async ({
    page,
    login,
  }) => {
    test.slow(); // a registration, two marks, a download
    await page.goto("/webinars#register");
    await page.waitForLoadState("networkidle"); // the form's code loads after the page (deferred)
    const form = page.getByTestId("registration-form");
    const email = `attendee.${Date.now()}@example.com`;
    await form.getByRole("textbox", { name: "Full name" }).fill("Grace Hopper");
    await form.getByRole("textbox", { name: "Work email" }).fill(email);
    await form.getByRole("textbox", { name: "Company name" }).fill("Compilers Pty");
    await page.getByRole("radio", { name: "Morning (9AM-12PM AEST)" }).check();
    await form.getByRole("button", { name: "Register for the webinar" }).click();
    await expect(page.getByTestId("registration-success")).toContainText("You are registered!");

    await login({ role: "admin" });
    await page.goto("/admin/registrations");
    const row = page.getByRole("row").filter({ hasText: email });
    await expect(row).toContainText("Not marked");
    const attendance = row.getByRole("group", { name: "Attendance of Grace Hopper" });
    await attendance.getByRole("button", { name: "Attended" }).click();
    await expect(page.getByText("Attendance saved.")).toBeVisible();
    await expect(row.getByRole("button", { name: "Attended" })).toHaveAttribute("aria-pressed", "true");
    await expectAccessible(page);

    const downloaded = page.waitForEvent("download");
    await page.getByRole("link", { name: "Export CSV" }).click();
    const file = await downloaded;
    expect(file.suggestedFilename()).toMatch(/^webinar-registrations-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = (await readFile((await file.path())!)).toString("utf8");
    expect(text.split("\r\n").find((line) => line.includes(email))).toMatch(/,Attended,[0-9a-f-]{36}$/);
  });
});

test.describe("the back office's record lists without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("attendance is marked with a plain form post", async ({ page, login }) => {
    await page.goto("/webinars#register");
    const form = page.getByTestId("registration-form");
    const email = `plain.attendee.${Date.now()}@example.com`;
    await form.getByRole("textbox", { name: "Full name" }).fill("Alan Turing");
    await form.getByRole("textbox", { name: "Work email" }).fill(email);
    await form.getByRole("textbox", { name: "Company name" }).fill("Bletchley Ltd");
    await page.getByRole("radio", { name: "Morning (9AM-12PM AEST)" }).check();
    await form.getByRole("button", { name: "Register for the webinar" }).click();
    await expect(page.getByTestId("registration-success")).toBeVisible();
    await login({ role: "admin" });
    await page.goto("/admin/registrations");
    const row = page.getByRole("row").filter({ hasText: email });
    await row.getByRole("button", { name: "Did not attend" }).click();
    await expect(page.getByText("Attendance saved.")).toBeVisible();
    await expect(row.getByRole("button", { name: "Did not attend" })).toHaveAttribute("aria-pressed", "true");
    await expect(row.getByRole("button", { name: "Attended" })).toHaveAttribute("aria-pressed", "false");
  });

  test("the confirm step and the cancellation work with plain links and forms", async ({ page, login }) => {
    test.slow();
    const date = DATES[7]!;
    await bookDemo(page, "Grace Hopper", "grace.admin@example.com", date, "14:00");
    await login({ role: "admin" });
    await page.goto("/admin/bookings");
    const row = page.getByRole("row").filter({ hasText: "grace.admin@example.com" });
    await row.getByRole("link", { name: "Cancel the call with Grace Hopper" }).click();
    await expect(page).toHaveURL(/\/admin\/bookings\?cancel=[0-9a-f-]{36}$/);
    await page.getByRole("button", { name: "Cancel the call" }).click();
    await expect(page.getByText("The call is cancelled and its slot is free again.")).toBeVisible();
    await expect(row).toContainText("Cancelled");
    await page.goto(timeStep(date));
    await expect(slot(page, "02:00 PM")).toBeEnabled();

    // Releasing in bulk: a hold the visitor never confirmed, ticked and released.
    await bookDemo(page, "Alan Turing", "alan.admin@example.com", date, "15:00", true);
    await page.goto("/admin/bookings?state=held");
    const held = page.getByRole("row").filter({ hasText: "alan.admin@example.com" });
    await expect(held).toContainText("Awaiting confirmation");
    await held.getByRole("checkbox", { name: "Select the call with Alan Turing" }).check();
    await page.getByRole("button", { name: "Release selected" }).click();
    await expect(page.getByText("The slots are free again.")).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: "alan.admin@example.com" })).toHaveCount(0);
    await page.goto(timeStep(date));
    await expect(slot(page, "03:00 PM")).toBeEnabled();
  });
});

test.describe("/ar/admin", () => {
  test("the record lists are right to left and translated", async ({ page, login }) => {
    await login({ role: "admin" });
    await page.goto("/ar/admin/bookings");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("المكالمات الاستكشافية");
    await expect(page.getByRole("button", { name: "تطبيق" })).toBeVisible();
    await expectAccessible(page);
    await page.goto("/ar/admin/outbox");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("صندوق البريد الصادر");
    await expectAccessible(page);
  });
});

test.describe("record list screenshots", () => {
  test("at 390 and 1280 px, in English and Arabic (SHOTS_DIR only)", async ({ page, login }) => {
    test.skip(!SHOTS_DIR, "screenshots are taken when SHOTS_DIR is set");
    test.setTimeout(400_000);
    await bookDemo(page, "Ada Lovelace", "ada.shots@example.com", DATES[8]!, "09:00");
    // A saved calculator result and a webinar registration, so those lists have a row to show.
    await page.goto("/tools?tab=roi");
    await page.waitForLoadState("networkidle"); // the forms' code loads after the page (deferred)
    const roi = page.getByTestId("roi-calculator");
    await roi.getByLabel("Current annual revenue (AUD)").fill("1000000");
    await roi.getByLabel("Expected growth (%)").fill("50");
    await roi.getByLabel("Company size").selectOption("medium");
    await roi.getByLabel("Marketing budget (AUD)").fill("100000");
    await roi.getByLabel("Your email address").fill("roi.shots@example.com");
    await roi.getByRole("button", { name: "Save results" }).click();
    await expect(roi.getByText("Results saved successfully!")).toBeVisible();
    await page.goto("/webinars#register");
    await page.waitForLoadState("networkidle");
    const registration = page.getByTestId("registration-form");
    await registration.getByRole("textbox", { name: "Full name" }).fill("Ana Lima");
    await registration.getByRole("textbox", { name: "Work email" }).fill("ana.shots@example.com");
    await registration.getByRole("textbox", { name: "Company name" }).fill("Acme Pty");
    await page.getByRole("radio", { name: "Afternoon (1PM-5PM AEST)" }).check();
    await page.getByRole("checkbox", { name: "Compliance" }).check();
    await registration.getByRole("button", { name: "Register for the webinar" }).click();
    await expect(page.getByRole("heading", { name: "You are registered!" })).toBeVisible();
    await login({ role: "admin" });
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      for (const lang of ["", "/ar"]) {
        for (const [path] of LISTS) {
          await page.goto(`${lang}${path}`);
          const name = `${lang ? "ar" : "en"}-${width}-${path.replace(/^\/admin\//, "").replace(/[?=]/g, "-")}`;
          await page.screenshot({ path: `${SHOTS_DIR}/${name}.png`, fullPage: true });
        }
        const bookings = `${lang}/admin/bookings`;
        await page.goto(bookings);
        await page.getByRole("row").filter({ hasText: "ada.shots@example.com" }).getByRole("link").click();
        await page.screenshot({
          path: `${SHOTS_DIR}/${lang ? "ar" : "en"}-${width}-confirm.png`,
          fullPage: true,
        });
      }
    }
  });
});
