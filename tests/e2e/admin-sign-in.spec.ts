/**
 * A staff member's way into the back office through the real pages: an address listed in ADMIN_EMAILS registers
 * and confirms it, is sent from /admin to turn on two-factor verification, does so with an authenticator code, and
 * from then on signs in with password and code. (Other admin specs use the `login` fixture instead.)
 */
import type { Page } from "@playwright/test";
import { URI } from "otpauth";
import { expect, expectAccessible, test } from "./fixtures.ts";
import { linkIn, waitForMail } from "./mail.ts";

const PASSWORD = "staff passphrase 1";
const main = (page: Page) => page.getByRole("main");

async function signIn(page: Page, email: string) {
  await main(page).getByLabel("Email").fill(email);
  await main(page).getByLabel("Password").fill(PASSWORD);
  await main(page).getByRole("button", { name: "Log in" }).click();
}

test("an admin turns on two-factor verification when asked, then signs in with a code and reaches /admin", async ({
  page,
}, testInfo) => {
  test.slow(); // registration, mail, two sign-ins
  // One listed address per attempt: a retry runs against the same server, where the first is taken.
  const email = `staff-e2e-${testInfo.retry}@example.com`;
  await page.goto("/register");
  await main(page).getByLabel("Email").fill(email);
  await main(page).getByLabel("Company").fill("AusEntry Partners");
  await main(page).getByLabel("Password", { exact: true }).fill(PASSWORD);
  await main(page).getByLabel("Confirm password").fill(PASSWORD);
  await main(page).getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/login\?notice=registered$/);
  const mail = await waitForMail(
    (text) => text.includes(email) && text.includes("token="),
    `a mail to ${email}`,
  );
  const link = new URL(linkIn(mail, "token="));
  // The link confirms nothing by itself: the holder of the account signs in, then confirms with a button.
  await page.goto(link.pathname + link.search);
  await main(page).getByRole("link", { name: "Sign in to confirm" }).click();
  await signIn(page, email);
  await main(page).getByRole("button", { name: "Confirm my email address" }).click();
  await expect(page.getByText("Thank you: your email address is confirmed.")).toBeVisible();

  // Listed and confirmed: an admin, but without two-factor verification the back office sends them to set it up.
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/profile\?notice=adminTwoFactorRequired$/);
  await expect(
    page.getByText(
      "Staff pages need two-factor verification. Turn it on below, then open the back office again.",
    ),
  ).toBeVisible();
  await expectAccessible(page);

  const twoFactor = page.getByRole("region", { name: "Two-factor verification" });
  await twoFactor.getByLabel("Password").fill(PASSWORD);
  await twoFactor.getByRole("button", { name: "Turn on two-factor verification" }).click();
  const totpUri = await page.getByRole("link", { name: "Open in authenticator app" }).getAttribute("href");
  const totp = URI.parse(totpUri ?? "");
  await main(page).getByLabel("6-digit code from your authenticator app").fill(totp.generate());
  await main(page).getByRole("button", { name: "Confirm and turn on" }).click();
  await expect(page.getByText("Two-factor verification is now on.")).toBeVisible();

  // Staff find the back office in the account menu.
  await page.getByTestId("user-menu").click();
  await page.getByRole("banner").getByRole("link", { name: "Back office" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("navigation", { name: "Back office" })).toBeVisible();

  // Signed out and in again: password, then a code from the app.
  await page.getByTestId("user-menu").click();
  await page.getByRole("banner").getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/login\?notice=signedOut$/);
  await page.goto("/admin/leads");
  await signIn(page, email);
  await expect(page.getByRole("heading", { name: "Two-factor verification" })).toBeVisible();
  await main(page).getByLabel("6-digit code from your authenticator app").fill(totp.generate());
  await main(page).getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/admin\/leads$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectAccessible(page);
});
