import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures.ts";

const unique = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/**
 * How the form `selector` looks while it is sent: the post to the page is held back 600 ms, and the page reports the
 * form's button and e-mail field 300 ms into it. The post is a document load, during which the test cannot look
 * into the page (Playwright waits for the next one). Call before sending; await what it returns after.
 */
async function sendingState(page: Page, selector: string) {
  await page.route("**/resources", async (route) => {
    if (route.request().method() === "POST") await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await page.evaluate((formSelector) => {
    const form = document.querySelector<HTMLFormElement>(formSelector)!;
    form.addEventListener("submit", () =>
      setTimeout(() => {
        const button = form.querySelector("button[type=submit]")!;
        const email = form.querySelector<HTMLInputElement>("input[type=email]")!;
        const state = {
          button: button.textContent,
          buttonDisabled: button.getAttribute("aria-disabled"),
          emailReadOnly: email.readOnly,
          emailDisabled: email.getAttribute("aria-disabled"),
        };
        console.log(`sending ${JSON.stringify(state)}`);
      }, 300),
    );
  }, selector);
  const reported = page.waitForEvent("console", (message) => message.text().startsWith("sending "));
  return reported.then((message) => JSON.parse(message.text().slice("sending ".length)) as unknown);
}

async function fillIdentity(page: Page) {
  const form = page.getByTestId("lead-form");
  await form.getByLabel("Full name").fill("Ana Silva");
  await form.getByLabel("Work email").fill(unique("guide"));
  await form.getByLabel("Company name").fill("Acme Pty Ltd");
  return form;
}

test.describe("/resources with JavaScript", () => {
  // The forms' errors come from the server, as a page with status 400, which the browser logs.
  test.use({ allowedConsoleErrors: /status of 400 \(Bad Request\)/ });

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
    await page.getByRole("link", { name: /^Download the guide\s*: GovTech Procurement Handbook$/ }).click();
    await expect(page).toHaveURL("/resources?guide=govtech-procurement-handbook#guide-form");
    await expect(page.getByRole("radio", { name: "GovTech Procurement Handbook" })).toBeChecked();
    const form = page.getByTestId("lead-form");
    await expect(form.getByLabel("Full name")).toBeFocused();

    // The page answers with the errors (status 400), the guide chosen kept.
    await form.getByRole("button", { name: "Send me the guide" }).click();
    await expect(form.getByText("Name is required", { exact: true })).toBeVisible();
    await expect(form.getByText("Company name is required", { exact: true })).toBeVisible();
    await expect(page).toHaveURL("/resources#guide-form");
    await expect(page.getByRole("radio", { name: "GovTech Procurement Handbook" })).toBeChecked();

    await fillIdentity(page);
    const download = page.waitForEvent("download");
    await form.getByRole("button", { name: "Send me the guide" }).click();
    const ready = page.getByTestId("guide-ready");
    const heading = ready.getByRole("heading", { name: "Your guide is ready" });
    await expect(heading).toBeVisible();
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
    const link = ready.getByRole("link", { name: "Download the GovTech Procurement Handbook (PDF)" });
    await expect(link).toHaveAttribute(
      "href",
      /^\/resources\/guides\/govtech-procurement-handbook\.pdf\?token=/,
    );

    // The download starts by itself (1.5 s after the confirmation), with the page left as it is.
    const file = await download;
    expect(file.suggestedFilename()).toBe("GovTech Procurement Handbook.pdf");
    expect((await readFile((await file.path())!)).subarray(0, 5).toString()).toBe("%PDF-");
    await expect(page).toHaveURL("/resources#guide-form");
    await expect(ready).toBeVisible();
    const events = await page.evaluate(
      () => (window as unknown as { dataLayer?: { event: string }[] }).dataLayer,
    );
    expect(events?.filter((event) => event.event === "lead_submitted")).toHaveLength(1);
    await expectAccessible(page);

    await ready.getByRole("link", { name: "Request another guide" }).click();
    await expect(page).toHaveURL("/resources?guide=govtech-procurement-handbook#guide-form");
    await expect(page.getByTestId("lead-form").getByLabel("Full name")).toBeFocused();
  });

  test("the guide form says it is preparing the guide while it is sent", async ({ page }) => {
    await page.goto("/resources?guide=rd-grants-primer#guide-form");
    const form = await fillIdentity(page);
    const sending = sendingState(page, "[data-testid=lead-form]");
    await form.getByRole("button", { name: "Send me the guide" }).click();
    expect(await sending).toEqual({
      button: "Preparing your guide...",
      buttonDisabled: "true",
      emailReadOnly: true,
      emailDisabled: "true",
    });
    await expect(page.getByTestId("guide-ready")).toBeVisible();
  });

  test("the newsletter at #subscribe says 'Processing...' while sending, then thanks for 5 seconds", async ({
    page,
  }) => {
    await page.goto("/resources#subscribe");
    const form = page.locator("#subscribe").getByTestId("newsletter-form");
    const email = form.getByLabel("Email address");
    await email.fill(unique("resources-news"));
    const sending = sendingState(page, "#subscribe form");
    await form.getByRole("button", { name: "Subscribe" }).click();
    // Read-only rather than disabled, so that the address is sent.
    expect(await sending).toEqual({
      button: "Processing...",
      buttonDisabled: "true",
      emailReadOnly: true,
      emailDisabled: "true",
    });
    // The page answers in place: the box in view, its thank-you said, the address emptied.
    await expect(page).toHaveURL("/resources#subscribe");
    await expect(form.getByRole("status")).toHaveText(
      "Thank you for subscribing! Please check your inbox to confirm your address.",
    );
    await expect(form).toBeInViewport();
    await expect(email).toHaveValue("");
    await expect(email).toBeEditable();
    await expect(form.getByRole("status")).toHaveText("", { timeout: 7000 });
  });

  test("the newsletter says what is wrong with an address, in place, keeping it", async ({ page }) => {
    await page.goto("/resources#subscribe");
    const form = page.locator("#subscribe").getByTestId("newsletter-form");
    await form.getByLabel("Email address").fill("ana@example");
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(page).toHaveURL("/resources#subscribe");
    await expect(form.getByText("Please enter a valid email address")).toBeVisible();
    await expect(form.getByLabel("Email address")).toHaveValue("ana@example");
    await expect(form.getByRole("status")).toHaveText("");
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

  test("the newsletter at #subscribe posts to the page, which thanks in place", async ({ page }) => {
    await page.goto("/resources#subscribe");
    const form = page.locator("#subscribe").getByTestId("newsletter-form");
    await form.getByLabel("Email address").fill(unique("resources-news-nojs"));
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(page).toHaveURL("/resources#subscribe");
    await expect(form.getByRole("status")).toHaveText(
      "Thank you for subscribing! Please check your inbox to confirm your address.",
    );
    await expect(form.getByLabel("Email address")).toHaveValue("");
  });
});

test.describe("/ar/resources", () => {
  test("is right-to-left and translated, at 390 px too, and downloads the Arabic guide", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const response = await page.goto("/ar/resources");
    expect(await response!.text()).toMatch(/<html lang="ar" dir="rtl"[ >]/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("أدلة عملية لتوسعك في أستراليا");
    await expect(page.locator("#guides").getByRole("heading", { level: 3 }).first()).toHaveText(
      "دليل التقنية في أستراليا",
    );
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page);

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
