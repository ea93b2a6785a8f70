import type { Page } from "@playwright/test";
import { SAMPLE_WEBINARS } from "#app/server/db/seed/webinars.ts";
import ar from "../../app/locales/ar/webinars.json" with { type: "json" };
import en from "../../app/locales/en/webinars.json" with { type: "json" };
import { expect, expectAccessible, test } from "./fixtures.ts";
import { waitForMail } from "./mail.ts";

/** Also save full-page screenshots into this directory (SHOTS_DIR=/tmp/shots/webinars). */
const SHOTS = process.env.SHOTS_DIR;

/** The sample programme the server seeded, dated from its first start: the next three, the five latest. */
const byDay = [...SAMPLE_WEBINARS].sort((a, b) => a.day - b.day);
const upcoming = byDay.filter((webinar) => webinar.day > 0).slice(0, 3);
const past = byDay
  .filter((webinar) => webinar.day <= 0)
  .reverse()
  .slice(0, 5);
const title = (id: string) => SAMPLE_WEBINARS.find((webinar) => webinar.id === id)!.texts.en.title;
/** A listed session's start, as its card gives it. */
const startOf = async (page: Page, id: string) =>
  new Date((await page.locator(`#upcoming-${id} time`).getAttribute("datetime"))!);

const upcomingCards = (page: Page) => page.getByTestId("upcoming-webinar");
const pastCards = (page: Page) => page.getByTestId("past-webinar");
const form = (page: Page) => page.getByTestId("registration-form");

async function fillRegistration(page: Page, email: string) {
  await form(page).getByRole("textbox", { name: "Full name" }).fill("Ana Lima");
  await form(page).getByRole("textbox", { name: "Work email" }).fill(email);
  await form(page).getByRole("textbox", { name: "Company name" }).fill("Acme Pty");
  await page.getByRole("radio", { name: "Afternoon (1PM-5PM AEST)" }).check();
  await page.getByRole("checkbox", { name: "Compliance" }).check();
}

/** The calendar invite attached to a mail (a base64 part named invite.ics), decoded. */
function inviteIn(mail: string): string {
  const part = mail.split(/filename=invite\.ics/).at(-1) ?? "";
  const body = part.split(/\r?\n\r?\n/)[1]?.split("--")[0] ?? "";
  return Buffer.from(body.replace(/\s/g, ""), "base64").toString("utf8");
}

/** An instant as an invite writes it in UTC: 20261203T000000Z. */
const icsTime = (instant: Date) => `${instant.toISOString().replace(/[-:]/g, "").slice(0, 15)}Z`;

/** A full-page screenshot into SHOTS, and the page again in screen-high slices to look at closely. */
async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  const { width, height } = page.viewportSize()!;
  const total = await page.evaluate(() => document.documentElement.scrollHeight);
  const slice = Math.max(height, 1200);
  for (let y = 0, part = 1; y < total; y += slice, part++) {
    const clip = { x: 0, y, width, height: Math.min(slice, total - y) };
    await page.screenshot({ path: `${SHOTS}/${name}-part${part}.png`, fullPage: true, clip });
  }
}

async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe("/webinars in English", () => {
  test("shows three upcoming sessions, five past ones, the form, the FAQ and the way to pricing", async ({
    page,
  }) => {
    test.slow(); // axe
    const response = await page.goto("/webinars");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`${en.meta.title} | AusEntry Partners`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.hero.title);

    // The hero's picture is the next session, with a link that preselects it in the form.
    const next = page.getByTestId("next-session");
    await expect(next.getByRole("heading", { level: 2 })).toHaveText(title(upcoming[0]!.id));
    await expect(next.getByRole("link", { name: "Register for this session" })).toHaveAttribute(
      "href",
      `/webinars?webinar=${upcoming[0]!.id}#register`,
    );
    await expect(upcomingCards(page)).toHaveCount(3);
    await expect(upcomingCards(page).getByRole("heading", { level: 3 })).toHaveText(
      upcoming.map((w) => title(w.id)),
    );
    await expect(upcomingCards(page).getByRole("link", { name: "Register Now" })).toHaveCount(3);
    // Sydney time, labelled with its zone.
    await expect(upcomingCards(page).first().getByTestId("session-time")).toHaveText(
      /\d{1,2}:\d{2}.*(AEST|AEDT) \(Sydney time\)/,
    );
    await expect(pastCards(page)).toHaveCount(5);
    await expect(pastCards(page).getByRole("heading", { level: 3 })).toHaveText(past.map((w) => title(w.id)));
    await expect(pastCards(page).getByRole("link", { name: "Watch Recording" })).toHaveCount(5);

    await expect(page.getByRole("button", { name: "Check LinkedIn Activity" })).toBeVisible();
    await expect(page.getByRole("radio")).toHaveCount(3);
    await expect(page.getByRole("checkbox")).toHaveCount(4);
    const faq = page.getByRole("region", { name: "Frequently asked questions" });
    await faq.getByText("How long do the sessions and demos last?").click();
    await expect(faq.getByText("Our demos last 30-45 minutes.")).toBeVisible();
    await expect(faq.getByText("Do the webinars cost anything?")).toBeVisible();
    await expect(page.getByRole("link", { name: "View pricing" })).toHaveAttribute("href", "/pricing");
    await expectAccessible(page);
    if (SHOTS) {
      await shoot(page, "webinars-en-1280");
      await page.setViewportSize({ width: 390, height: 844 });
      await expectNoHorizontalOverflow(page);
      await shoot(page, "webinars-en-390");
    }
  });

  test("Register Now goes to the form with that session chosen, by pointer and by keyboard", async ({
    page,
  }) => {
    await page.goto("/webinars");
    const second = upcoming[1]!;
    await upcomingCards(page).nth(1).getByRole("link", { name: "Register Now" }).click();
    await expect(page).toHaveURL(new RegExp(`\\?webinar=${second.id}#register$`));
    await expect(page.getByLabel("Webinar", { exact: true })).toHaveValue(second.id);
    await expect(page.locator("#register")).toBeInViewport();

    const third = upcoming[2]!;
    await upcomingCards(page).nth(2).getByRole("link", { name: "Register Now" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByLabel("Webinar", { exact: true })).toHaveValue(third.id);
  });

  test("refuses an incomplete registration with its messages, then registers: success, mail and invite", async ({
    page,
  }) => {
    await page.goto("/webinars#register");
    await page.waitForLoadState("networkidle"); // the form's code loads after the page (deferred)
    await form(page).getByRole("button", { name: "Register for the webinar" }).click();
    await expect(form(page).getByText("Please choose a preferred time.")).toBeVisible();
    await expect(form(page).getByText("Please fix the errors")).toBeVisible();
    await expect(form(page).getByRole("textbox", { name: "Full name" })).toHaveAttribute(
      "aria-invalid",
      "true",
    );

    const email = `ana.${Date.now()}@example.com`;
    await page.getByLabel("Webinar", { exact: true }).selectOption(upcoming[0]!.id);
    await fillRegistration(page, email);
    await page.getByLabel("Message (optional)").fill("Keen to learn about panels.");
    await form(page).getByRole("button", { name: "Register for the webinar" }).click();
    const success = page.getByTestId("registration-success");
    await expect(success.getByRole("heading", { name: "You are registered!" })).toBeFocused();
    await expect(success.getByRole("status")).toContainText(title(upcoming[0]!.id));
    await expect(page).toHaveURL(/\/webinars#register$/);

    const mail = await waitForMail(
      (text) => text.includes(email) && text.includes("You are registered"),
      "the confirmation mail",
    );
    const invite = inviteIn(mail);
    expect(invite).toContain("METHOD:REQUEST");
    expect(invite).toContain(`DTSTART:${icsTime(await startOf(page, upcoming[0]!.id))}`);
    await waitForMail(
      (text) => text.includes("Webinar registration: Ana Lima (Acme Pty)") && text.includes(email),
      "the staff notification",
    );
    await expectAccessible(page);

    // 'Register for Another Webinar' brings back an empty form.
    await success.getByRole("button", { name: "Register for Another Webinar" }).click();
    await expect(form(page)).toBeVisible();
    await expect(form(page).getByRole("textbox", { name: "Full name" })).toHaveValue("");
    await expect(page.getByRole("radio", { name: "Afternoon (1PM-5PM AEST)" })).not.toBeChecked();
    await expect(page.getByLabel("Webinar", { exact: true })).toBeFocused();
  });

  test("Check LinkedIn Activity says there is no recent activity when LinkedIn is not set up", async ({
    page,
  }) => {
    await page.goto("/webinars");
    await page.getByRole("button", { name: "Check LinkedIn Activity" }).click();
    await expect(page.getByText("There is no recent LinkedIn activity to show right now.")).toBeVisible();
    await expect(page).toHaveURL(/\/webinars$/);
  });

  test("Watch Recording opens the recording request, which is taken as a lead", async ({ page }) => {
    await page.goto("/webinars");
    const latest = past[0]!;
    await pastCards(page).first().getByRole("link", { name: "Watch Recording" }).click();
    await expect(page).toHaveURL(new RegExp(`\\?recording=${latest.id}#recording$`));
    const section = page.getByRole("region", { name: `Recording: ${title(latest.id)}` });
    await expect(section).toBeInViewport();
    await section.getByRole("textbox", { name: "Full name" }).fill("Kenji Sato");
    await section.getByRole("textbox", { name: "Work email" }).fill("kenji@example.jp");
    await section.getByRole("textbox", { name: "Company name" }).fill("Sato KK");
    await section.getByRole("button", { name: "Request the recording" }).click();
    await expect(section.getByRole("status")).toContainText("We will email you a link to the recording");
    await waitForMail(
      (text) => text.includes("kenji@example.jp") && text.includes("Your recording request"),
      "the recording request's acknowledgement",
    );
  });
});

test.describe("/webinars without JavaScript", () => {
  // A refused form answers 400 (the page with its messages), which the browser logs.
  test.use({ javaScriptEnabled: false, allowedConsoleErrors: /status of 400/ });

  test("registers through a plain form post and shows the success screen", async ({ page }) => {
    await page.goto(`/webinars?webinar=${upcoming[2]!.id}#register`);
    await expect(page.getByLabel("Webinar", { exact: true })).toHaveValue(upcoming[2]!.id);
    const email = `nojs.${Date.now()}@example.com`;
    await fillRegistration(page, email);
    await form(page).getByRole("button", { name: "Register for the webinar" }).click();
    const success = page.getByTestId("registration-success");
    await expect(success).toContainText("You are registered!");
    await expect(success).toContainText(title(upcoming[2]!.id));
    await success.getByRole("button", { name: "Register for Another Webinar" }).click();
    await expect(form(page)).toBeVisible();
    const mail = await waitForMail(
      (text) => text.includes(email) && text.includes("invite.ics"),
      "the invite",
    );
    expect(inviteIn(mail)).toContain(`DTSTART:${icsTime(await startOf(page, upcoming[2]!.id))}`);
  });

  test("shows the server's messages and keeps the values when the registration is refused", async ({
    page,
  }) => {
    await page.goto("/webinars");
    // The browser's own checks need the required fields; the server still refuses an address it will not take.
    await fillRegistration(page, "ana@localhost");
    await form(page).getByRole("button", { name: "Register for the webinar" }).click();
    await expect(form(page).getByText("Please enter a valid email address")).toBeVisible();
    await expect(form(page).getByRole("textbox", { name: "Full name" })).toHaveValue("Ana Lima");
    await expect(page.getByRole("radio", { name: "Afternoon (1PM-5PM AEST)" })).toBeChecked();
  });

  test("Check LinkedIn Activity posts to the page and answers there", async ({ page }) => {
    await page.goto("/webinars");
    await page.getByRole("button", { name: "Check LinkedIn Activity" }).click();
    await expect(page.getByText("There is no recent LinkedIn activity to show right now.")).toBeVisible();
  });
});

test.describe("Arabic, right to left, at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("/ar/webinars is translated, mirrored and fits the screen", async ({ page }) => {
    test.slow(); // axe
    const response = await page.goto("/ar/webinars");
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ar.hero.title);
    await expect(upcomingCards(page)).toHaveCount(3);
    await expect(pastCards(page)).toHaveCount(5);
    await expect(upcomingCards(page).first().getByRole("link", { name: ar.cards.register })).toBeVisible();
    await expect(page.getByRole("radio", { name: ar.form.times.morning })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page);
    if (SHOTS) {
      await shoot(page, "webinars-ar-390");
      await page.setViewportSize({ width: 1280, height: 900 });
      await shoot(page, "webinars-ar-1280");
    }
  });
});
