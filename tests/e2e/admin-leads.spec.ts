import { readFile } from "node:fs/promises";
import type { Browser, Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures.ts";
import { shoot } from "./screenshots.ts";

/** A visitor, in a browser context of their own, sends the contact form; resolves to what they typed. */
async function visitorSendsContactForm(browser: Browser, baseURL: string) {
  const tag = `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
  const visitor = { name: `Ana Silva ${tag}`, email: `ana.${tag}@example.com`, company: "Acme Pty Ltd" };
  // The visitor's browser runs JavaScript even where the admin's does not.
  const context = await browser.newContext({ baseURL, locale: "en-AU", javaScriptEnabled: true });
  await context.addCookies([{ name: "consent", value: "a=0&m=0&v=1&d=2026-01-01", url: baseURL }]);
  const page = await context.newPage();
  await page.goto("/contact");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const form = page.getByTestId("contact-form");
  await form.getByLabel("Full name").fill(visitor.name);
  await form.getByLabel("Work email").fill(visitor.email);
  await form.getByLabel("Company name").fill(visitor.company);
  await form.getByLabel("Service of interest").selectOption({ label: "Government Contracts" });
  await form.getByLabel("Message").fill("We want to bid on New South Wales tenders.");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByRole("status")).toHaveText(
    "Message sent successfully! We will contact you within 24 hours.",
  );
  await context.close();
  return visitor;
}

/** Opens the inbox, searches for `term` and opens the one lead it finds. */
async function findAndOpen(page: Page, term: string, name: string) {
  await page.goto("/admin/leads");
  await page.getByRole("searchbox", { name: "Search" }).fill(term);
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/[?&]q=/);
  const table = page.getByRole("table", { name: "Leads, newest first" });
  await expect(table.getByRole("row")).toHaveCount(2);
  await table.getByRole("link", { name, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
}

test.describe("/admin/leads with JavaScript", () => {
  test("finds a visitor's contact message, changes its status, adds a note and exports the filter as CSV", async ({
    page,
    browser,
    baseURL,
    login,
  }) => {
    test.slow(); // two browser contexts, axe, a download
    const visitor = await visitorSendsContactForm(browser, baseURL ?? "");
    const adminEmail = await login({ role: "admin" });

    // Found by part of the address, then by a word of the message.
    // (The part before the @ is unique to this visitor; a shorter one may match other specs' visitors.)
    await findAndOpen(page, visitor.email.split("@")[0]!, visitor.name);
    await page.goto(`/admin/leads?q=tenders+${encodeURIComponent(visitor.name.split(" ")[2]!)}`);
    await expect(page.getByRole("cell", { name: visitor.email })).toBeVisible();
    await expect(page.getByRole("table").getByText("contact_form")).toBeVisible();
    // A wide table scrolls in its own box; the page itself never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(1280);
    await expectAccessible(page);
    await shoot(page, "list-en");

    await page.getByRole("link", { name: visitor.name, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: visitor.name })).toBeVisible();
    const details = page.getByRole("region", { name: "Details" });
    await expect(details.getByText(visitor.email)).toBeVisible();
    await expect(details.getByText("Government Contracts")).toBeVisible();
    await expect(details.getByText("We want to bid on New South Wales tenders.")).toBeVisible();
    await expect(details.getByText("/contact", { exact: true })).toBeVisible();
    await expectAccessible(page);

    const status = page.getByRole("region", { name: "Status" });
    await status.getByLabel("Status of this lead").selectOption("contacted");
    await status.getByRole("button", { name: "Change status" }).click();
    await expect(page.getByText("The status was changed.")).toBeVisible();
    await expect(details.getByText("Contacted")).toBeVisible();
    await expect(status.getByLabel("Status of this lead")).toHaveValue("contacted");

    const notes = page.getByRole("region", { name: "Staff notes" });
    await expect(notes.getByText("No notes yet.")).toBeVisible();
    await notes.getByLabel("New note").fill("Called back; sending the Entry Kit proposal.");
    await notes.getByRole("button", { name: "Add note" }).click();
    await expect(page.getByText("Your note was added.")).toBeVisible();
    await expect(notes.getByRole("listitem")).toHaveCount(1);
    await expect(notes.getByRole("listitem")).toContainText("Called back; sending the Entry Kit proposal.");
    await expect(notes.getByRole("listitem")).toContainText(adminEmail);
    await expect(notes.getByLabel("New note")).toHaveValue("");
    await expectAccessible(page);
    await shoot(page, "detail-en");

    // The export carries the list's filter: only this lead, now contacted.
    await page.goto(`/admin/leads?q=${encodeURIComponent(visitor.email)}&status=contacted`);
    await expect(page.getByRole("table").getByRole("row")).toHaveCount(2);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Export CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString("utf8").trimEnd().split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^Received,Status,Source,Name,E-mail,Company,/);
    expect(lines[1]).toContain(
      `,contacted,contact_form,${visitor.name},${visitor.email},Acme Pty Ltd,govtech,`,
    );
  });
});

test.describe("/admin/leads without JavaScript", () => {
  // The refused note answers 400 and the unknown lead 404, which the browser reports on its console.
  test.use({ javaScriptEnabled: false, allowedConsoleErrors: /status of 40[04]/ });

  test("the status and note forms post to the server and render its answer", async ({
    page,
    browser,
    baseURL,
    login,
  }) => {
    const visitor = await visitorSendsContactForm(browser, baseURL ?? "");
    await login({ role: "admin" });
    await findAndOpen(page, visitor.email, visitor.name);

    const status = page.getByRole("region", { name: "Status" });
    await status.getByLabel("Status of this lead").selectOption("qualified");
    await status.getByRole("button", { name: "Change status" }).click();
    await expect(page).toHaveURL(/\?saved=status$/);
    await expect(page.getByText("The status was changed.")).toBeVisible();
    await expect(status.getByLabel("Status of this lead")).toHaveValue("qualified");

    const notes = page.getByRole("region", { name: "Staff notes" });
    await notes.getByRole("button", { name: "Add note" }).click();
    await expect(notes.getByText("Write a note first.")).toBeVisible();
    await notes.getByLabel("New note").fill("Qualified after the call.");
    await notes.getByRole("button", { name: "Add note" }).click();
    await expect(page.getByText("Your note was added.")).toBeVisible();
    await expect(notes.getByRole("listitem")).toContainText("Qualified after the call.");

    const unknown = await page.goto("/admin/leads/00000000-0000-4000-8000-000000000000");
    expect(unknown?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("We couldn't find that page");
  });
});

test.describe("/ar/admin/leads", () => {
  test("reads right to left in Arabic, list and lead", async ({ page, browser, baseURL, login }) => {
    test.slow(); // a visitor's own browser sends the lead first; two accessibility scans: 31-33 s on this machine kind
    const visitor = await visitorSendsContactForm(browser, baseURL ?? "");
    await login({ role: "admin" });
    await page.goto(`/ar/admin/leads?q=${encodeURIComponent(visitor.email)}`);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1, name: "العملاء المحتملون" })).toBeVisible();
    await expect(page.getByRole("link", { name: "تصدير CSV" })).toHaveAttribute(
      "href",
      `/ar/admin/leads/export.csv?q=${encodeURIComponent(visitor.email)}`,
    );
    await expectAccessible(page);
    await shoot(page, "list-ar");
    await page.getByRole("link", { name: visitor.name, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: visitor.name })).toBeVisible();
    await expect(page.getByRole("button", { name: "تغيير الحالة" })).toBeVisible();
    await expectAccessible(page);
    await shoot(page, "detail-ar");
  });
});
