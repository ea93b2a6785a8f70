import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures.ts";
import { linkIn, waitForMail } from "./mail.ts";

/**
 * The purchase journey on the built-in test provider (PAYMENT_PROVIDER unset: `test`): /pricing's buttons, the
 * test checkout page (TEST MODE), the declined and the good card, /success, /profile and /manage-subscription.
 * SCREENSHOT_DIR=… saves the pages at 1280 and 390 px to look at.
 */

const GOOD = "4242 4242 4242 4242";
const DECLINED = "4000 0000 0000 0002";

async function shoot(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

/** Starts checkout from the plan's card on /pricing (`lang` prefix), as a buyer clicks it. */
async function buy(page: Page, slug: "entry-kit" | "growth-plan", prefix = "") {
  await page.goto(`${prefix}/pricing`);
  await page.locator(`form:has(input[name="plan"][value="${slug}"]) button[type="submit"]`).click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/checkout/test/tcs_[0-9a-f]{32}$`));
}

/** The card form (the footer's newsletter box has an e-mail field too). */
const checkoutForm = (page: Page) => page.getByTestId("test-checkout-form");

async function fillCard(page: Page, number: string) {
  const form = checkoutForm(page);
  await form.getByLabel("Card number").fill(number);
  await form.getByLabel("Expiry date (MM/YY)").fill("12/39");
  await form.getByLabel("Security code (CVC)").fill("123");
  await form.getByLabel("Name on card").fill("Ana Silva");
}

async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe("test-mode checkout", () => {
  // Whole purchases with axe on each screen: longer than one page.
  test.slow();
  // The declined card is answered 402, which the browser reports in the console.
  test.use({ allowedConsoleErrors: /status of 402/ });

  test("an anonymous visitor buys Entry Kit: declined card, then the test card, then /success", async ({
    page,
  }) => {
    await buy(page, "entry-kit");
    const response = await page.reload();
    expect(response?.headers()["cache-control"]).toBe("private, no-store");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.getByTestId("test-mode-banner")).toContainText("TEST MODE");
    await expect(page.getByTestId("test-mode-banner")).toContainText("No real card is charged");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Checkout: Entry Kit");
    const summary = page.getByTestId("order-summary");
    await expect(summary).toContainText("Entry Kit");
    await expect(summary).toContainText("A$5,000");
    await expect(summary).toContainText("One-time payment");
    await expect(page.getByText(GOOD)).toBeVisible();
    await expect(page.getByText(DECLINED)).toBeVisible();
    await expect(page.getByRole("link", { name: "Cancel and go back to the plan" })).toHaveAttribute(
      "href",
      /\/pricing\/entry-kit$/,
    );
    await expectAccessible(page);
    await shoot(page, "checkout-en-1280");

    // The browser-side check first: nothing typed.
    await page.getByRole("button", { name: "Pay A$5,000" }).click();
    await expect(page.getByText("Email is required")).toBeVisible();
    await expect(page.getByText("Card number is required")).toBeVisible();

    await checkoutForm(page).getByLabel("Email").fill("anon.buyer@example.com");
    await fillCard(page, DECLINED);
    await page.getByRole("button", { name: "Pay A$5,000" }).click();
    const cardError = page.locator("#test-checkout-cardNumber-error");
    await expect(cardError).toHaveText("Your card was declined. Use 4242 4242 4242 4242 in test mode.");
    await expect(checkoutForm(page).getByLabel("Card number")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByTestId("test-mode-banner")).toBeVisible();
    await expectAccessible(page);
    await shoot(page, "checkout-declined-en-1280");

    await fillCard(page, GOOD);
    await page.getByRole("button", { name: "Pay A$5,000" }).click();
    await expect(page).toHaveURL(/\/success\?session_id=tcs_[0-9a-f]{32}$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you for your purchase!");
    const details = page.getByTestId("order-details");
    await expect(details).toContainText("Entry Kit");
    await expect(details).toContainText("A$5,000");
    await expect(details).toContainText("One-time payment");
    await expect(details).toContainText("Paid");
    await expect(page.getByRole("link", { name: "Go to your profile" })).toHaveAttribute("href", "/profile");
    await expect(page.getByRole("link", { name: "Back to pricing" })).toHaveAttribute("href", "/pricing");
    await expectAccessible(page);
    await shoot(page, "success-en-1280");
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoHorizontalOverflow(page);
    await shoot(page, "success-en-390");

    // Back to the paid checkout: it is not paid twice, it shows the order.
    await page.goBack();
    await page.reload();
    await expect(page).toHaveURL(/\/success\?session_id=/);
  });

  test("a member subscribes to Growth Plan, sees it on /profile, cancels and resumes it", async ({
    page,
    login,
  }) => {
    const email = await login({ role: "user" });
    await buy(page, "growth-plan");
    await expect(checkoutForm(page).getByLabel("Email")).toHaveValue(email);
    await expect(checkoutForm(page).getByLabel("Email")).toHaveAttribute("readonly", "");
    await expect(page.getByTestId("order-summary")).toContainText("Per month, until you cancel");
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoHorizontalOverflow(page);
    await shoot(page, "checkout-member-en-390");
    await fillCard(page, GOOD);
    await page.getByRole("button", { name: "Subscribe for A$5,000 per month" }).click();
    await expect(page).toHaveURL(/\/success\?session_id=/);
    await expect(page.getByTestId("order-details")).toContainText("Growth Plan");
    await expect(page.getByTestId("order-details")).toContainText("Per month, until you cancel");

    await page.getByRole("link", { name: "Go to your profile" }).click();
    await expect(page.getByTestId("subscription-tier")).toHaveText("Active plan: Growth Plan");
    await page.getByRole("link", { name: "Manage Subscription" }).click();
    await expect(page).toHaveURL(/\/manage-subscription$/);
    await expect(page.getByTestId("test-mode-banner")).toBeVisible();
    const current = page.getByTestId("current-subscription");
    await expect(current).toContainText("Growth Plan");
    await expect(current).toContainText("Active");
    await expect(current).toContainText("Next billing date:");
    await page.setViewportSize({ width: 1280, height: 900 });
    await expectAccessible(page);
    await shoot(page, "manage-en-1280");

    await page.getByRole("button", { name: "Cancel at period end" }).click();
    await expect(page).toHaveURL(/updated=cancelled/);
    await expect(page.getByText(/^Your subscription will end on /)).toBeVisible();
    await expect(current).toContainText("Ends at period end");
    await expect(current).toContainText(/Your plan ends on .+ and will not renew\./);
    await shoot(page, "manage-cancelled-en-1280");

    await page.getByRole("button", { name: "Resume subscription" }).click();
    await expect(page).toHaveURL(/updated=resumed/);
    await expect(page.getByText(/^Your subscription is active again and renews on /)).toBeVisible();
    await expect(current).toContainText("Next billing date:");
    await expect(page.getByRole("button", { name: "Cancel at period end" })).toBeVisible();
  });

  test.describe("signed-out visit of a member's order", () => {
    test.use({ allowedConsoleErrors: /status of (402|404)/ });
    test("a member buys Entry Kit: the address is the account's, the order is theirs", async ({
      page,
      login,
    }) => {
      const email = await login({ role: "user" });
      await buy(page, "entry-kit");
      await expect(checkoutForm(page).getByLabel("Email")).toHaveValue(email);
      await expect(checkoutForm(page).getByLabel("Email")).toHaveAttribute("readonly", "");
      await fillCard(page, GOOD);
      await page.getByRole("button", { name: "Pay A$5,000" }).click();
      await expect(page).toHaveURL(/\/success\?session_id=/);
      const successUrl = page.url();
      await expect(page.getByTestId("order-details")).toContainText("Entry Kit");
      await expect(page.getByTestId("order-details")).toContainText("One-time payment");
      await page.getByRole("link", { name: "Go to your profile" }).click();
      await expect(page.getByTestId("subscription-tier")).toHaveText("Active plan: Entry Kit");
      const receipt = await waitForMail(
        (text) => text.includes(email) && text.includes("Your receipt for Entry Kit"),
        "the receipt",
      );
      expect(linkIn(receipt, "/profile")).toMatch(/\/profile$/);

      // Someone else with the order's address in their browser (here: signed out) cannot read it.
      await page.context().clearCookies();
      expect((await page.goto(successUrl))?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Something Went Wrong");
    });
  });

  test("an anonymous visitor subscribes to Growth Plan, then chooses a password from the receipt and signs in", async ({
    page,
  }) => {
    const email = `growth-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    await buy(page, "growth-plan");
    await expect(page.getByTestId("order-summary")).toContainText("Per month, until you cancel");
    await checkoutForm(page).getByLabel("Email").fill(email);
    await fillCard(page, GOOD);
    await page.getByRole("button", { name: "Subscribe for A$5,000 per month" }).click();
    await expect(page).toHaveURL(/\/success\?session_id=/);
    await expect(page.getByTestId("order-details")).toContainText("Growth Plan");
    await expect(page.getByTestId("order-details")).toContainText("Paid");

    // The receipt says an account was made for the address and links to choosing its first password.
    const receipt = await waitForMail(
      (text) => text.includes(email) && text.includes("Your receipt for Growth Plan"),
      "the receipt",
    );
    expect(receipt).toContain(`We have created an account for ${email}`);
    await page.goto(linkIn(receipt, "/forgot-password"));
    const main = page.locator("main");
    await expect(main.getByLabel("Email")).toHaveValue(email);
    await main.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByText("If an account exists for this address")).toBeVisible();
    const reset = await waitForMail(
      (text) => text.includes(email) && text.includes("token="),
      "the password link",
    );
    await page.goto(linkIn(reset, "token="));
    await main.getByLabel("New password", { exact: true }).fill("growth plan secret");
    await main.getByLabel("Confirm password").fill("growth plan secret");
    await main.getByRole("button", { name: "Save new password" }).click();
    await expect(page).toHaveURL(/\/login/);
    await main.getByLabel("Email").fill(email);
    await main.getByLabel("Password").fill("growth plan secret");
    await main.getByRole("button", { name: "Log in" }).click();
    await expect(page).toHaveURL(/\/profile/);
    await page.goto("/profile");
    await expect(page.getByTestId("subscription-tier")).toHaveText("Active plan: Growth Plan");
    await page.getByRole("link", { name: "Manage Subscription" }).click();
    await expect(page.getByTestId("current-subscription")).toContainText("Growth Plan");
  });

  test("a member without a subscription is told so on /manage-subscription", async ({ page, login }) => {
    await login({ role: "user" });
    await page.goto("/manage-subscription");
    await expect(page.getByText("You have no active subscription.")).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe("failures", () => {
  test.use({ allowedConsoleErrors: /status of 404/ });

  test("/success without a known, paid session says 'Something Went Wrong'", async ({ page }) => {
    for (const path of ["/success", "/success?session_id=tcs_00000000000000000000000000000000"]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      expect(response?.headers()["cache-control"]).toBe("private, no-store");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Something Went Wrong");
      await expect(
        page.getByText(
          "We couldn't find details for your order. Please contact our support team for assistance.",
        ),
      ).toBeVisible();
      await expect(page.getByRole("link", { name: "Back to pricing" })).toHaveAttribute("href", "/pricing");
    }
    await expectAccessible(page);
  });

  test("an unknown checkout session is a 404", async ({ page }) => {
    const response = await page.goto("/checkout/test/tcs_unknown");
    expect(response?.status()).toBe(404);
  });
});

test.describe("in Arabic on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, allowedConsoleErrors: /status of 402/ });

  test("buys Entry Kit right to left, TEST MODE on each screen, and returns to /ar/success", async ({
    page,
  }) => {
    await buy(page, "entry-kit", "/ar");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByTestId("test-mode-banner")).toContainText("وضع الاختبار");
    await expect(page.getByTestId("order-summary")).toContainText("5,000");
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page);
    await shoot(page, "checkout-ar-390");

    await checkoutForm(page).getByLabel("البريد الإلكتروني").fill("arabic.buyer@example.com");
    await checkoutForm(page).getByLabel("رقم البطاقة").fill(DECLINED);
    await checkoutForm(page).getByLabel("تاريخ الانتهاء (MM/YY)").fill("12/39");
    await checkoutForm(page).getByLabel("رمز الأمان (CVC)").fill("123");
    await checkoutForm(page).getByLabel("الاسم على البطاقة").fill("سارة");
    await page.locator('#test-checkout button[type="submit"]').click();
    await expect(page.locator("#test-checkout-cardNumber-error")).toHaveText(
      "تم رفض بطاقتك. استخدم 4242 4242 4242 4242 في وضع الاختبار.",
    );
    await expect(page.getByTestId("test-mode-banner")).toBeVisible();
    await shoot(page, "checkout-declined-ar-390");

    await checkoutForm(page).getByLabel("رقم البطاقة").fill(GOOD);
    await checkoutForm(page).getByLabel("رمز الأمان (CVC)").fill("123");
    await page.locator('#test-checkout button[type="submit"]').click();
    await expect(page).toHaveURL(/\/ar\/success\?session_id=/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("شكرًا لك على الشراء!");
    await expect(page.getByTestId("order-details")).toContainText("مدفوع");
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page);
    await shoot(page, "success-ar-390");
    await page.setViewportSize({ width: 1280, height: 900 });
    await shoot(page, "success-ar-1280");
  });
});
