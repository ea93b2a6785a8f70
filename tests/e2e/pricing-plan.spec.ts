import { readFile } from "node:fs/promises";
import { expect, expectAccessible, test } from "./fixtures.ts";

const unique = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

const SHOTS = process.env.PLAN_SCREENSHOTS; // a directory: also save full-page screenshots there

test.describe("/pricing/growth-plan with JavaScript", () => {
  test("shows every section of the plan, its actions and its structured data", async ({ page }) => {
    const response = await page.goto("/pricing/growth-plan");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Growth Plan: pricing, what you get and how it works | AusEntry Partners");
    await expect(page.getByRole("link", { name: "Back to pricing" })).toHaveAttribute("href", "/pricing");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Growth Plan");
    await expect(page.getByText("Steady, monthly momentum with government and partners.")).toBeVisible();
    // The summary card: price and period on one line, the first four inclusions and the one action.
    const summary = page.getByRole("complementary", { name: "Growth Plan at a glance" });
    await expect(summary.getByTestId("plan-price")).toHaveText(/A\$5,000\s*per month/);
    const [amount, period] = await summary.getByTestId("plan-price").locator("span").all();
    expect(
      Math.abs(
        (await amount!.boundingBox())!.y +
          (await amount!.boundingBox())!.height -
          ((await period!.boundingBox())!.y + (await period!.boundingBox())!.height),
      ),
    ).toBeLessThan(8);
    await expect(summary.getByRole("listitem")).toHaveCount(4);

    // The action button by the label rule: a subscription plan for an anonymous visitor; checkout form.
    const subscribe = summary.getByRole("button", { name: "Subscribe Now" });
    await expect(subscribe).toBeEnabled();
    await expect(page.getByRole("button", { name: "Subscribe Now" })).toHaveCount(1);
    // Beside the plan's name from lg.
    const heading = (await page.getByRole("heading", { level: 1 }).boundingBox())!;
    expect((await summary.boundingBox())!.x).toBeGreaterThan(heading.x + 200);
    await expect(page.getByRole("link", { name: "Schedule Demo" })).toHaveAttribute(
      "href",
      "/demo-scheduler?plan=growth-plan",
    );

    for (const heading of [
      "Who It's For",
      "What You Get",
      "How We Do It",
      "Support & SLA",
      "Expected Outcomes",
      "Case Study",
      "Ready to Get Started?",
    ]) {
      await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    const steps = page.locator("#process ol > li");
    await expect(steps).toHaveCount(4);
    await expect(steps.first()).toContainText("1Monthly plan");
    await expect(page.locator("#what li")).toHaveCount(7);
    await expect(page.locator("#support")).toContainText("within 1 business day");
    // Its case study is the partnerships story, told once (decision 064).
    await expect(page.locator("#case-study")).toContainText("German industrial IoT company");

    await expect(page.getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/contact");
    const consultation = page.getByRole("link", { name: /^Book a discovery call/ });
    await expect(consultation).toHaveAttribute("href", "/demo-scheduler?plan=growth-plan");
    await expect(consultation).toHaveAttribute("target", "_blank");

    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const product = jsonLd.flatMap((text) => JSON.parse(text)).find((item) => item["@type"] === "Product");
    expect(product).toMatchObject({
      name: "Growth Plan",
      offers: { price: "5000.00", priceCurrency: "AUD" },
    });

    await expectAccessible(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/plan-en-1280.png`, fullPage: true });
  });

  test("Assessment opens the lead form; Premium Retainer and Enterprise go to /contact", async ({ page }) => {
    await page.goto("/pricing/assessment");
    await expect(page.getByTestId("plan-price")).toHaveText(/Free\s*one-time/);
    await page.getByRole("link", { name: "Start Your Free Assessment" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();

    await page.goto("/pricing/premium-retainer");
    await expect(page.getByText("RECOMMENDED")).toBeVisible();
    // Its case study is the GovTech story, told once (decision 064): its client, its figure, marked illustrative.
    const story = page.locator("#case-study");
    await expect(story).toContainText("Singapore cyber-security company");
    await expect(story.getByRole("definition").filter({ hasText: /^A\$2\.1M$/ })).toBeVisible();
    await expect(story.getByTestId("illustrative-note")).toBeVisible();
    await expect(page.getByRole("link", { name: "Contact Sales" })).toHaveAttribute("href", "/contact");
    await page.goto("/pricing/enterprise");
    await expect(page.getByTestId("plan-price")).toHaveText(/Custom\s*tailored/);
    await expect(page.getByRole("link", { name: "Contact Sales" })).toHaveAttribute("href", "/contact");
  });

  test("Entry Kit's Buy Now says 'Processing...' and goes to the checkout", async ({ page }) => {
    await page.goto("/pricing/entry-kit");
    await page.route("**/pricing/entry-kit.data*", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await page.getByRole("button", { name: "Buy Now" }).click();
    await expect(page.getByRole("button", { name: "Processing..." })).toBeDisabled();
    await page.waitForURL((url) => !url.pathname.startsWith("/pricing/entry-kit"), { timeout: 15_000 });
  });

  test("the blueprint: button, form, 'Processing...', confirmation, then the PDF downloads", async ({
    page,
  }) => {
    await page.goto("/pricing/growth-plan#blueprint");
    await page.waitForLoadState("networkidle"); // the form's code loads after the page (deferred)
    const box = page.getByTestId("blueprint");
    const form = box.getByTestId("blueprint-form");
    await expect(form).toBeHidden();
    await box.getByText("Download the blueprint (PDF)").click();
    await expect(form).toBeVisible();

    await form.getByRole("button", { name: "Send me the blueprint" }).click();
    await expect(form.getByText("Name is required", { exact: true })).toBeVisible();

    await form.getByLabel("Full name").fill("Ana Silva");
    await form.getByLabel("Work email").fill(unique("blueprint"));
    await form.getByLabel("Company name").fill("Acme Pty Ltd");
    await page.route("**/pricing/growth-plan.data*", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    const download = page.waitForEvent("download");
    await form.getByRole("button", { name: "Send me the blueprint" }).click();
    await expect(form.getByRole("button", { name: "Processing..." })).toBeDisabled();
    const ready = box.getByTestId("blueprint-ready");
    await expect(ready.getByText("Your blueprint is ready")).toBeVisible();
    await expect(
      ready.getByRole("link", { name: "Download the Growth Plan blueprint (PDF)" }),
    ).toHaveAttribute("href", "/pdfs/growth-plan-blueprint.pdf");
    await expectAccessible(page);

    const file = await download;
    expect(file.suggestedFilename()).toBe("Growth Plan – Service blueprint.pdf");
    expect((await readFile((await file.path())!)).subarray(0, 5).toString()).toBe("%PDF-");
    // Then the form closes and resets.
    await expect(ready).toBeHidden();
    await expect(box.getByText("Download the blueprint (PDF)")).toBeVisible();
    await expect(page).toHaveURL("/pricing/growth-plan#blueprint");
  });

  test("the e-mail box says 'Processing...', thanks, empties and comes back after 5 s", async ({ page }) => {
    await page.goto("/pricing/growth-plan#blueprint");
    await page.waitForLoadState("networkidle");
    const box = page.getByTestId("plan-subscribe");
    const email = box.getByLabel("Email address");
    await page.route("**/pricing/growth-plan.data*", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await email.fill(unique("drip"));
    await box.getByRole("button", { name: "Subscribe" }).click();
    await expect(box.getByRole("button", { name: "Processing..." })).toBeDisabled();
    await expect(email).toBeDisabled();
    await expect(box.getByRole("status")).toHaveText(
      "Thank you for subscribing! Please check your inbox to confirm your address.",
    );
    await expect(email).toBeHidden();
    await expect(box.getByRole("status")).toHaveText("", { timeout: 7000 });
    await expect(email).toBeVisible();
    await expect(email).toHaveValue("");
  });

  test("a blueprint PDF is served in the URL's language", async ({ page }) => {
    const english = await page.request.get("/pdfs/entry-kit-blueprint.pdf");
    expect(english.status()).toBe(200);
    expect(english.headers()["content-type"]).toBe("application/pdf");
    expect((await english.body()).subarray(0, 5).toString()).toBe("%PDF-");
    expect((await page.request.get("/ar/pdfs/entry-kit-blueprint.pdf")).headers()["content-language"]).toBe(
      "ar",
    );
    expect(
      (await page.request.get("/pdfs/entry-kit-blueprint.pdf?lang=ko")).headers()["content-language"],
    ).toBe("ko");
    expect((await page.request.get("/pdfs/gold-blueprint.pdf")).status()).toBe(404);
  });
});

test.describe("/pricing/{slug} without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the blueprint form posts to the page, which answers with the download link", async ({ page }) => {
    await page.goto("/pricing/enterprise");
    const box = page.getByTestId("blueprint");
    await box.getByText("Download the blueprint (PDF)").click();
    const form = box.getByTestId("blueprint-form");
    await form.getByLabel("Full name").fill("Ana Silva");
    await form.getByLabel("Work email").fill(unique("blueprint-nojs"));
    await form.getByLabel("Company name").fill("Acme Pty Ltd");
    await form.getByRole("button", { name: "Send me the blueprint" }).click();
    const ready = page.getByTestId("blueprint-ready");
    await expect(ready.getByText("Your blueprint is ready")).toBeVisible();
    await expect(
      ready.getByRole("link", { name: "Download the Enterprise blueprint (PDF)" }),
    ).toHaveAttribute("href", "/pdfs/enterprise-blueprint.pdf");
  });

  test("the e-mail box posts to the page and thanks", async ({ page }) => {
    await page.goto("/pricing/entry-kit");
    const box = page.getByTestId("plan-subscribe");
    await box.getByLabel("Email address").fill(unique("drip-nojs"));
    await box.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByTestId("plan-subscribe").getByRole("status")).toHaveText(
      "Thank you for subscribing! Please check your inbox to confirm your address.",
    );
  });
});

test.describe("an unknown plan", () => {
  test.use({ allowedConsoleErrors: /status of 404/ });

  test("answers 404 with 'Pricing Tier Not Found' and a link back", async ({ page }) => {
    const response = await page.goto("/pricing/platinum");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pricing Tier Not Found");
    await page.getByRole("link", { name: "Back to pricing" }).click();
    await expect(page).toHaveURL("/pricing");
    const arabic = await page.goto("/ar/pricing/platinum");
    expect(arabic?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("لم يتم العثور على فئة الأسعار");
    await expectAccessible(page);
  });
});

test.describe("/ar/pricing/{slug}", () => {
  test("is right-to-left and translated at 390 px, with an Arabic blueprint", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const response = await page.goto("/ar/pricing/premium-retainer");
    expect(await response!.text()).toContain('<html lang="ar" dir="rtl">');
    await expect(page.getByRole("heading", { level: 2, name: "كيف نعمل" })).toBeVisible();
    await expect(page.getByRole("link", { name: "العودة إلى الأسعار" })).toHaveAttribute(
      "href",
      "/ar/pricing",
    );
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/plan-ar-390.png`, fullPage: true });

    await page.waitForLoadState("networkidle");
    const box = page.getByTestId("blueprint");
    await box.getByText("تنزيل المخطط (PDF)").click();
    const form = box.getByTestId("blueprint-form");
    await form.getByLabel("الاسم الكامل").fill("سارة أحمد");
    await form.getByLabel("البريد الإلكتروني للعمل").fill(unique("blueprint-ar"));
    await form.getByLabel("اسم الشركة").fill("شركة أكمي");
    const download = page.waitForEvent("download");
    await form.getByRole("button", { name: "أرسل لي المخطط" }).click();
    const file = await download;
    expect(file.url()).toContain("/ar/pdfs/premium-retainer-blueprint.pdf");
  });

  test("screenshots at 1280 px in Arabic and 390 px in English", async ({ page }) => {
    test.skip(!SHOTS, "only when PLAN_SCREENSHOTS names a directory");
    await page.goto("/ar/pricing/growth-plan");
    await page.screenshot({ path: `${SHOTS}/plan-ar-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/pricing/entry-kit");
    await page.screenshot({ path: `${SHOTS}/plan-en-390.png`, fullPage: true });
  });
});
