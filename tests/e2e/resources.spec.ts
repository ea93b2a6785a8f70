import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures.ts";

const unique = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

async function fillIdentity(page: Page) {
  const form = page.getByTestId("lead-form");
  await form.getByLabel("Full name").fill("Ana Silva");
  await form.getByLabel("Work email").fill(unique("guide"));
  await form.getByLabel("Company name").fill("Acme Pty Ltd");
  return form;
}

test.describe("/resources with JavaScript", () => {
  test("shows the guides, the webinar card, the latest posts and the subscribe form", async ({ page }) => {
    const response = await page.goto("/resources");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Resource Hub | AusEntry Partners");
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    expect(description?.length).toBeGreaterThanOrEqual(50);
    expect(description?.length).toBeLessThanOrEqual(160);

    const guides = page.locator("#guides");
    await expect(guides.getByRole("heading", { level: 3 })).toHaveText([
      "Australia Tech Playbook",
      "GovTech Procurement Handbook",
      "R&D Grants Primer",
    ]);
    // Each guide states the month and year of its edition (decision 065).
    await expect(guides.getByText(/^PDF guide, free · [A-Z][a-z]+ \d{4} edition$/)).toHaveCount(3);
    await expect(
      guides.getByRole("link", { name: /^Download the guide\s*: R&D Grants Primer$/ }),
    ).toHaveAttribute("href", "/resources?guide=rd-grants-primer#guide-form");

    await expect(page.getByRole("link", { name: "Ask about the next webinar" })).toHaveAttribute(
      "href",
      "/contact",
    );

    const latest = page.getByRole("region", { name: "Latest insights" });
    const posts = latest.getByRole("listitem");
    await expect(posts).toHaveCount(3);
    for (const excerpt of await posts.locator("p.mt-3").allTextContents()) {
      expect(Array.from(excerpt).length).toBeLessThanOrEqual(121);
    }
    await expect(latest.getByRole("link", { name: /^Read more\s*: / }).first()).toHaveAttribute(
      "href",
      /^\/blog\//,
    );
    await expect(latest.getByRole("link", { name: "View all articles" })).toHaveAttribute("href", "/blog");

    await expect(page.locator("#subscribe").getByTestId("newsletter-form")).toBeVisible();
    await expectAccessible(page);
  });

  test("a guide card leads to the form, which validates, confirms and downloads the PDF", async ({
    page,
  }) => {
    await page.goto("/resources");
    await page.waitForLoadState("networkidle"); // the form's code loads after the page (deferred)
    await page.getByRole("link", { name: /^Download the guide\s*: GovTech Procurement Handbook$/ }).click();
    await expect(page).toHaveURL("/resources?guide=govtech-procurement-handbook#guide-form");
    await expect(page.getByRole("radio", { name: "GovTech Procurement Handbook" })).toBeChecked();
    const form = page.getByTestId("lead-form");
    await expect(form.getByLabel("Full name")).toBeFocused();

    await form.getByRole("button", { name: "Send me the guide" }).click();
    await expect(form.getByText("Name is required", { exact: true })).toBeVisible();
    await expect(form.getByText("Company name is required", { exact: true })).toBeVisible();

    await fillIdentity(page);
    const download = page.waitForEvent("download");
    await form.getByRole("button", { name: "Send me the guide" }).click();
    const ready = page.getByTestId("guide-ready");
    await expect(ready.getByRole("heading", { name: "Your guide is ready" })).toBeVisible();
    const link = ready.getByRole("link", { name: "Download the GovTech Procurement Handbook (PDF)" });
    await expect(link).toHaveAttribute(
      "href",
      /^\/resources\/guides\/govtech-procurement-handbook\.pdf\?token=/,
    );

    // The download starts by itself (1.5 s after the confirmation), with the page left as it is.
    const file = await download;
    expect(file.suggestedFilename()).toBe("GovTech Procurement Handbook.pdf");
    expect((await readFile((await file.path())!)).subarray(0, 5).toString()).toBe("%PDF-");
    await expect(page).toHaveURL("/resources?guide=govtech-procurement-handbook#guide-form");
    await expectAccessible(page);

    await ready.getByRole("link", { name: "Request another guide" }).click();
    await expect(page.getByTestId("lead-form")).toBeVisible();
  });

  test("the newsletter at #subscribe says 'Processing...' while sending, then thanks for 5 seconds", async ({
    page,
  }) => {
    await page.goto("/resources#subscribe");
    await page.waitForLoadState("networkidle"); // the form's code loads after the page (deferred)
    const form = page.locator("#subscribe").getByTestId("newsletter-form");
    const email = form.getByLabel("Email address");
    // Holds the post back a little, so the sending state can be seen.
    await page.route("**/newsletter.data*", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await email.fill(unique("resources-news"));
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(form.getByRole("button", { name: "Processing..." })).toBeDisabled();
    await expect(email).toBeDisabled();
    await expect(form.getByRole("status")).toHaveText(
      "Thank you for subscribing! Please check your inbox to confirm your address.",
    );
    await expect(email).toHaveValue("");
    await expect(email).toBeEnabled();
    await expect(form.getByRole("status")).toHaveText("", { timeout: 7000 });
  });

  test("a refused download link brings the visitor back to the form, saying why", async ({ page }) => {
    await page.goto("/resources/guides/rd-grants-primer.pdf?token=forged");
    await expect(page).toHaveURL("/resources?guide=rd-grants-primer&link=invalid#guide-form");
    await expect(page.getByText("This download link is incomplete or has expired.")).toBeVisible();
    await expect(page.getByRole("radio", { name: "R&D Grants Primer" })).toBeChecked();
    const unknown = await page.request.get("/resources/guides/unknown-guide.pdf?token=x");
    expect(unknown.status()).toBe(404);
  });
});

test.describe("/resources without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the card's link opens the form with its guide; the post answers with a download link", async ({
    page,
  }) => {
    await page.goto("/resources");
    await page.getByRole("link", { name: /^Download the guide\s*: R&D Grants Primer$/ }).click();
    await expect(page).toHaveURL("/resources?guide=rd-grants-primer#guide-form");
    await expect(page.getByRole("radio", { name: "R&D Grants Primer" })).toBeChecked();

    await fillIdentity(page);
    await page.getByRole("button", { name: "Send me the guide" }).click();
    const ready = page.getByTestId("guide-ready");
    await expect(ready.getByRole("heading", { name: "Your guide is ready" })).toBeVisible();
    const href = await ready
      .getByRole("link", { name: "Download the R&D Grants Primer (PDF)" })
      .getAttribute("href");
    const pdf = await page.request.get(href!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    expect(pdf.headers()["content-disposition"]).toContain('filename="rd-grants-primer-en.pdf"');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
  });
});

test.describe("/ar/resources", () => {
  test("is right-to-left and translated, at 390 px too, and downloads the Arabic guide", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const response = await page.goto("/ar/resources");
    expect(await response!.text()).toContain('<html lang="ar" dir="rtl">');
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("أدلة عملية لتوسعك في أستراليا");
    await expect(page.locator("#guides").getByRole("heading", { level: 3 }).first()).toHaveText(
      "دليل التقنية في أستراليا",
    );
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page);

    await page.waitForLoadState("networkidle");
    await page.getByRole("link", { name: /^نزّل الدليل\s*: مدخل إلى منح البحث والتطوير$/ }).click();
    const form = page.getByTestId("lead-form");
    await form.getByLabel("الاسم الكامل").fill("سارة أحمد");
    await form.getByLabel("البريد الإلكتروني للعمل").fill(unique("guide-ar"));
    await form.getByLabel("اسم الشركة").fill("شركة أكمي");
    const download = page.waitForEvent("download");
    await form.getByRole("button", { name: "أرسل لي الدليل" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe("مدخل إلى منح البحث والتطوير.pdf");
    expect(file.url()).toContain("/ar/resources/guides/rd-grants-primer.pdf?token=");
  });
});
