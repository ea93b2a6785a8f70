import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures.ts";
import { shoot } from "./screenshots.ts";

const unique = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** A visitor's enquiry through the public contact form. */
async function sendEnquiry(page: Page, email: string) {
  await page.goto("/contact");
  const form = page.getByTestId("contact-form");
  await form.getByLabel("Full name").fill("Ana Silva");
  await form.getByLabel("Work email").fill(email);
  await form.getByLabel("Company name").fill("Acme Pty Ltd");
  await form.getByLabel("Service of interest").selectOption({ label: "Government Contracts" });
  await form.getByLabel("Message").fill("We want to bid on New South Wales government tenders.");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByRole("status")).toHaveText(/Message sent successfully/);
}

async function lookUp(page: Page, email: string) {
  const search = page.getByRole("search", { name: "Look up an e-mail address" });
  await search.getByLabel("E-mail address").fill(email);
  await search.getByRole("button", { name: "Look up" }).click();
  await expect(page).toHaveURL(/\?email=/);
}

test.describe("data-protection requests", () => {
  // The wrong confirmation is answered 400 (the form's errors), which the browser logs as a failed load.
  test.use({ allowedConsoleErrors: /status of 400 \(Bad Request\)/ });

  test("an enquiry is looked up, exported as JSON, erased after confirmation, and the audit log shows it all", async ({
    page,
    login,
  }) => {
    test.slow(); // two axe runs, a download
    const email = unique("ana");
    await sendEnquiry(page, email);
    await login({ role: "admin" });

    await page.goto("/admin/privacy");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Data protection requests");
    await lookUp(page, email.toUpperCase());
    await expect(page.getByRole("heading", { level: 2, name: `Held about ${email}` })).toBeVisible();
    const enquiries = page.getByRole("table", { name: "Enquiries" });
    await expect(enquiries.getByRole("row")).toHaveCount(2);
    await expect(enquiries).toContainText("Ana Silva");
    await expect(enquiries).toContainText("Acme Pty Ltd");
    await expectAccessible(page);
    await shoot(page, "privacy-found-en");

    // The download carries everything found.
    const downloading = page.waitForEvent("download");
    await page.getByRole("link", { name: "Export as JSON" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(await readFile((await download.path())!, "utf8"));
    expect(exported).toMatchObject({
      email,
      leads: [{ name: "Ana Silva", email, company: "Acme Pty Ltd", source: "contact_form" }],
      account: null,
    });

    // Erasing asks for the address again.
    const erase = page.getByRole("region", { name: "Erase this person's data" });
    await erase.getByLabel(`To confirm, type ${email} again`).fill("someone-else@example.com");
    await erase.getByRole("button", { name: "Erase" }).click();
    await expect(erase.getByText("This is not the same address.")).toBeVisible();
    await erase.getByLabel(`To confirm, type ${email} again`).fill(email);
    await erase.getByRole("button", { name: "Erase" }).click();
    await expect(page).toHaveURL(/\/admin\/privacy\?erased=1$/);
    await expect(page.getByRole("status").filter({ hasText: "Done:" })).toBeVisible();

    await lookUp(page, email);
    await expect(page.getByText("Nothing is held about this address.")).toBeVisible();
    await expect(page.getByRole("region", { name: "Erase this person's data" })).toHaveCount(0);

    // The audit log finds the person by their address (stored as a hash).
    await page.goto("/admin/audit");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Audit log");
    const filters = page.getByRole("search", { name: "Filter the audit log" });
    await filters.getByLabel("Record type").fill("person");
    await filters.getByLabel("Record id").fill(email);
    await filters.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/entity=person/);
    const log = page.getByRole("table", { name: "Audit log entries, newest first" });
    const actions = log.locator("tbody tr td:nth-child(3)");
    await expect(actions).toHaveText(["Looked up", "Erased", "Exported", "Looked up"]);
    await expect(log).not.toContainText(email);
    await expectAccessible(page);
    await shoot(page, "audit-en");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("looks up and erases with the typed confirmation", async ({ page, login }) => {
      const email = unique("nojs");
      await sendEnquiry(page, email);
      await login({ role: "admin" });
      await page.goto(`/admin/privacy?email=${email}`);
      await expect(page.getByRole("table", { name: "Enquiries" })).toContainText("Ana Silva");
      const erase = page.getByRole("region", { name: "Erase this person's data" });
      await erase.getByLabel(`To confirm, type ${email} again`).fill(email);
      await erase.getByRole("button", { name: "Erase" }).click();
      await expect(page).toHaveURL(/\/admin\/privacy\?erased=1$/);
      await page.goto(`/admin/privacy?email=${email}`);
      await expect(page.getByText("Nothing is held about this address.")).toBeVisible();
    });
  });

  test("Arabic: right to left, translated, accessible", async ({ page, login }) => {
    await login({ role: "admin" });
    await page.goto("/ar/admin/privacy?email=nobody@example.com");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("طلبات حماية البيانات");
    await expect(page.getByText("لا نحتفظ بأي شيء عن هذا العنوان.")).toBeVisible();
    await expectAccessible(page);
    await shoot(page, "privacy-ar");
    await page.goto("/ar/admin/audit");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("سجل التدقيق");
    await expect(page.getByRole("table", { name: "إدخالات سجل التدقيق، الأحدث أولًا" })).toContainText("بحث");
    await expectAccessible(page);
    await shoot(page, "audit-ar");
  });
});
