import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures.ts";
import { linkIn, waitForMail } from "./mail.ts";

const PASSWORD = "correct horse";

const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** The first link carrying a token in the mail to `to`. */
async function linkInMailTo(to: string): Promise<string> {
  const mail = await waitForMail((text) => text.includes(to) && text.includes("token="), `a mail to ${to}`);
  return linkIn(mail, "token=");
}

/** The page's own content (the footer has a newsletter form with an e-mail field too). */
const main = (page: Page) => page.getByRole("main");

async function register(page: Page, email: string) {
  await page.goto("/register");
  await main(page).getByLabel("Email").fill(email);
  await main(page).getByLabel("Company").fill("Acme Pty Ltd");
  await main(page).getByLabel("Password", { exact: true }).fill(PASSWORD);
  await main(page).getByLabel("Confirm password").fill(PASSWORD);
  await main(page).getByRole("button", { name: "Create account" }).click();
}

async function signIn(page: Page, email: string) {
  await main(page).getByLabel("Email").fill(email);
  await main(page).getByLabel("Password").fill(PASSWORD);
  await main(page).getByRole("button", { name: "Log in" }).click();
}

test("register, confirm the address from the mail, sign in, see the profile, sign out", async ({ page }) => {
  test.slow(); // six pages, a mail and two axe runs: ~20 s on a busy two-core machine
  const email = uniqueEmail("journey");
  await register(page, email);
  await expect(page).toHaveURL(/\/login\?notice=registered$/);
  await expect(
    page.getByText("Registration successful! Please check your email to confirm your account."),
  ).toBeVisible();
  await expectAccessible(page);

  const link = new URL(await linkInMailTo(email));
  expect(link.pathname).toBe("/verify-email");
  // Opening the link confirms nothing (mail scanners open links): the account's holder signs in and confirms.
  await page.goto(link.pathname + link.search);
  await expect(page.getByText("Thank you: your email address is confirmed.")).toHaveCount(0);
  await main(page).getByRole("link", { name: "Sign in to confirm" }).click();
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fverify-email%3Ftoken%3D/);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/verify-email\?token=/);
  await main(page).getByRole("button", { name: "Confirm my email address" }).click();
  await expect(page.getByText("Thank you: your email address is confirmed.")).toBeVisible();
  await expectAccessible(page);

  await page.goto("/profile");
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole("heading", { name: "Your profile" })).toBeVisible();
  await expect(page.getByTestId("profile-email")).toHaveText(email);
  await expect(page.getByTestId("subscription-tier")).toHaveText("Free tier");
  await expect(main(page).getByRole("textbox", { name: "Company" })).toHaveValue("Acme Pty Ltd");
  await expect(page.getByText("Please confirm your email address")).toHaveCount(0);
  await expectAccessible(page);

  await page.getByTestId("user-menu").click();
  await expect(page.getByRole("banner").getByRole("link", { name: "Back office" })).toHaveCount(0); // staff only
  await page.getByRole("banner").getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/login\?notice=signedOut$/);
  await expect(page.getByText("You have been signed out.")).toBeVisible();
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fprofile$/);
});

test("register shows the spec's validation messages as you type", async ({ page }) => {
  await page.goto("/register");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Email is required")).toBeVisible();
  await expect(page.getByText("Company is required")).toBeVisible();
  await page.getByLabel("Password", { exact: true }).fill("12345");
  await page.getByLabel("Confirm password").fill("1234");
  await page.getByLabel("Confirm password").blur();
  await expect(page.getByText("Password must be at least 6 characters")).toBeVisible();
  await expect(page.getByText("Passwords do not match")).toBeVisible();
  await expect(page.getByLabel("Confirm password")).toHaveAttribute("aria-invalid", "true");
  await expectAccessible(page);
});

test.describe("without JavaScript", () => {
  // The refused sign-in answers 401, which the browser reports on its console.
  test.use({ javaScriptEnabled: false, allowedConsoleErrors: /status of 401/ });

  test("the server checks the form and a wrong password gets the auth error", async ({ page }) => {
    await page.goto("/login");
    await main(page).getByLabel("Email").fill(uniqueEmail("nobody"));
    await main(page).getByLabel("Password").fill("wrong password");
    await main(page).getByRole("button", { name: "Log in" }).click();
    await expect(page.getByText("Invalid email or password")).toBeVisible();
  });
});

test.describe("profile", () => {
  // A refused change answers 400, which the browser reports on its console.
  test.use({ allowedConsoleErrors: /status of 400/ });

  test("each form posts to its own route and answers in its card", async ({ page, login }) => {
    await login({ role: "user" });
    await page.goto("/profile");
    const company = main(page).getByRole("textbox", { name: "Company" });
    await company.fill("Beta Labs");
    await main(page).getByRole("button", { name: "Save" }).click();
    await expect(page).toHaveURL(/\/profile\?notice=companySaved$/);
    await expect(page.getByText("Your company name has been saved.")).toBeVisible();
    await expect(company).toHaveValue("Beta Labs");

    const password = page.getByRole("region", { name: "Password", exact: true });
    await password.getByLabel("Current password").fill("not my password");
    await password.getByLabel("New password").fill("brand new secret");
    await password.getByLabel("Confirm password").fill("brand new secret");
    await password.getByRole("button", { name: "Change password" }).click();
    await expect(page).toHaveURL(/\/profile\/password$/);
    await expect(password.getByText("The password is not correct")).toBeVisible();
    await expect(password.getByLabel("Current password")).toHaveValue(""); // never sent back
    await expect(company).toHaveValue("Beta Labs");
    await expectAccessible(page);
  });
});

test.describe("profile without JavaScript", () => {
  // The refused form answers 400, which the browser reports on its console.
  test.use({ javaScriptEnabled: false, allowedConsoleErrors: /status of 400/ });

  test("a form's answer comes back as the whole page, and a saved change as a notice", async ({
    page,
    login,
  }) => {
    await login({ role: "user" });
    await page.goto("/profile");
    const company = main(page).getByRole("textbox", { name: "Company" });
    await company.fill("   ");
    await main(page).getByRole("button", { name: "Save" }).click();
    await expect(page).toHaveURL(/\/profile\/company$/);
    await expect(
      page.getByRole("region", { name: "Company" }).getByText("Company is required"),
    ).toBeVisible();
    await expect(page.getByRole("heading", { name: "Your profile" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Delete account" })).toBeVisible();

    await company.fill("Gamma Pty Ltd");
    await main(page).getByRole("button", { name: "Save" }).click();
    await expect(page).toHaveURL(/\/profile\?notice=companySaved$/);
    await expect(page.getByText("Your company name has been saved.")).toBeVisible();
    await expect(company).toHaveValue("Gamma Pty Ltd");
  });
});

test("the Arabic register page is right-to-left and translated", async ({ page }) => {
  await page.goto("/ar/register");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { name: "أنشئ حسابك" })).toBeVisible();
  await page.waitForLoadState("networkidle"); // the validator loads after the page: these messages are the browser's
  await page.getByLabel("كلمة المرور", { exact: true }).fill("12345");
  await page.getByLabel("تأكيد كلمة المرور").fill("1234");
  await page.getByLabel("تأكيد كلمة المرور").blur();
  await main(page).getByRole("button", { name: "إنشاء الحساب" }).click();
  await expect(page.getByText("يجب أن تتكون كلمة المرور من 6 أحرف على الأقل")).toBeVisible();
  await expect(page.getByText("كلمتا المرور غير متطابقتين")).toBeVisible();
  await expect(page.getByText("البريد الإلكتروني مطلوب")).toBeVisible();
  await expectAccessible(page);
});
