import type { Page } from "@playwright/test";
import { demoDates, formatDemoDate } from "#app/domain/demo-scheduler/demo-slots.ts";
import { expect, expectAccessible, test } from "./fixtures.ts";
import { linkIn, waitForMail } from "./mail.ts";

/** Also save full-page screenshots into this directory (SHOTS_DIR=/tmp/shots/demo-scheduler). */
const SHOTS = process.env.SHOTS_DIR;

/** The dates the page offers today; each test books its own, so the tests can run side by side. */
const DATES = demoDates(new Date());
const dateName = (index: number) => formatDemoDate(DATES[index]!, "en");
const slot = (page: Page, time: string) => page.getByRole("radio", { name: new RegExp(`^${time} AE[DS]T`) });

async function fillInfo(page: Page, email: string) {
  await page.waitForLoadState("networkidle"); // the form's code loads after the page (deferred)
  await page.getByLabel("Full name").fill("Ada Lovelace");
  await page.getByLabel("Work email").fill(email);
  await page.getByLabel("Company name").fill("Analytical Engines");
  await page.getByRole("button", { name: "Continue" }).click();
}

/** Info, date and time from the start page; ends on the confirm step. */
async function reachConfirm(page: Page, start: string, email: string, dateIndex: number, time: string) {
  await page.goto(start);
  await fillInfo(page, email);
  await expect(page.getByRole("heading", { level: 2, name: "Choose a date" })).toBeVisible();
  await page.getByRole("radio", { name: dateName(dateIndex) }).check();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(
    page.getByRole("heading", { level: 2, name: `Choose a time on ${dateName(dateIndex)}` }),
  ).toBeVisible();
  await slot(page, time).check();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Confirm your discovery call" })).toBeVisible();
}

const mailTo = (email: string, part: string) => (text: string) =>
  text.includes(`To: ${email}`) && text.includes(part);

/** The calendar file a mail carries (base64 in the message), as text. */
function attached(mail: string, filename: string): string {
  const part = mail.slice(mail.indexOf(`name=${filename}`));
  const body = part.split(/\r?\n\r?\n/)[1]!.split(/\r?\n--/)[0]!;
  return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
}

test.describe("/demo-scheduler with JavaScript", () => {
  test("books a discovery call in five steps, with Back, confirmed from the mail, the invite and a cancel link that frees the slot", async ({
    page,
  }) => {
    test.slow(); // axe, mail
    const response = await page.goto("/demo-scheduler?country=saudi-arabia");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/^Book a discovery call \| /);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Book a discovery call");
    await expect(page.getByText("About: Saudi Arabia")).toBeVisible();
    await expect(
      page.getByRole("navigation", { name: "Booking steps" }).locator('[aria-current="step"]'),
    ).toHaveText(/Your details/);
    await expectAccessible(page);

    // The browser checks the fields first, in words.
    await page.waitForLoadState("networkidle"); // the form's code loads after the page (deferred)
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByText("Name is required", { exact: true })).toBeVisible();
    await expect(page.getByText("Please fix the errors above and try again.")).toBeVisible();

    await fillInfo(page, "ada.js@example.com");
    await expect(page).toHaveURL(/step=date/);
    await expect(page).toHaveURL(/country=saudi-arabia/);
    await expect(page.getByRole("radio")).toHaveCount(14);
    await page.getByRole("radio", { name: dateName(0) }).check();
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(/step=time/);
    await expect(page.getByRole("radio")).toHaveCount(8);
    await expect(slot(page, "09:00 AM")).toBeEnabled();
    await expect(slot(page, "04:00 PM")).toBeEnabled();
    await expectAccessible(page);

    // Back keeps what was chosen; a reload keeps the step.
    await page.getByRole("link", { name: "Back" }).click();
    await expect(page.getByRole("radio", { name: dateName(0) })).toBeChecked();
    await page.getByRole("button", { name: "Continue" }).click();
    await slot(page, "10:00 AM").check();
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Confirm your discovery call" })).toBeVisible();
    await page.reload();
    const summary = page.getByRole("definition");
    await expect(summary.filter({ hasText: "ada.js@example.com" })).toHaveCount(1);
    await expect(summary.filter({ hasText: "Saudi Arabia" })).toHaveCount(1);
    await expect(summary.filter({ hasText: /^10:00 AM AE[DS]T$/ })).toHaveCount(1);
    await page.getByRole("link", { name: "Back" }).click();
    await expect(slot(page, "10:00 AM")).toBeChecked();
    await page.getByRole("button", { name: "Continue" }).click();

    await page.getByRole("button", { name: "Book the call" }).click();
    await expect(
      page.getByRole("heading", { level: 2, name: "Confirm your discovery call by e-mail" }),
    ).toBeVisible();
    await expect(page.getByText(/Thank you, Ada Lovelace\. We are holding/)).toBeVisible();
    await expect(page.getByText(/just sent to ada\.js@example\.com/)).toBeVisible();
    await expectAccessible(page);

    // The mail's link proves the address: opening it changes nothing, its button confirms.
    const request = await waitForMail(
      mailTo("ada.js@example.com", "/demo-scheduler/confirm?token="),
      "the hold",
    );
    const confirm = new URL(linkIn(request, "/demo-scheduler/confirm?token="));
    await page.goto(confirm.pathname + confirm.search);
    await expect(
      page.getByRole("heading", { level: 2, name: "Your discovery call, Ada Lovelace" }),
    ).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("button", { name: "Confirm the call" }).click();
    await expect(page.getByText("Your discovery call is confirmed.")).toBeVisible();

    const mail = await waitForMail(mailTo("ada.js@example.com", "invite.ics"), "the confirmation");
    const invite = attached(mail, "invite.ics");
    expect(invite).toContain("METHOD:REQUEST");
    // 10:00 in Sydney is 23:00 or 00:00 UTC; the call lasts 30 minutes.
    expect(invite).toMatch(/DTSTART:\d{8}T(23|00)0000Z/);
    expect(invite).toMatch(/DTEND:\d{8}T(23|00)3000Z/);
    expect(mail).toContain("About: Saudi Arabia");
    await waitForMail(
      (text) => text.includes("Discovery call booked: Ada Lovelace") && text.includes("saudi-arabia"),
      "the staff notification",
    );

    // The slot is taken now.
    const timeStep = `/demo-scheduler?step=time&name=Ada&email=a%40b.co&company=X&date=${DATES[0]}`;
    await page.goto(timeStep);
    await expect(slot(page, "10:00 AM")).toBeDisabled();

    // Opening the mail's link changes nothing; the button cancels.
    const cancel = linkIn(mail, "/demo-scheduler/cancel?token=");
    await page.goto(new URL(cancel).pathname + new URL(cancel).search);
    await expect(
      page.getByRole("heading", { level: 2, name: "Your discovery call, Ada Lovelace" }),
    ).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("button", { name: "Cancel the call" }).click();
    await expect(page.getByText("Your discovery call has been cancelled.")).toBeVisible();
    const withdrawn = await waitForMail(mailTo("ada.js@example.com", "cancel.ics"), "the cancellation");
    expect(attached(withdrawn, "cancel.ics")).toContain("METHOD:CANCEL");
    await page.goto(timeStep);
    await expect(slot(page, "10:00 AM")).toBeEnabled();
  });

  test("puts a visitor who lost the race back on the time step with their details kept", async ({
    page,
    context,
  }) => {
    await reachConfirm(page, "/demo-scheduler", "ada.race@example.com", 2, "02:00 PM");
    const rival = await context.newPage();
    await rival.goto(page.url().replace("ada.race", "grace.race"));
    await rival.waitForLoadState("networkidle"); // the form's code loads after the page (deferred)
    await rival.getByRole("button", { name: "Book the call" }).click();
    await expect(
      rival.getByRole("heading", { level: 2, name: "Confirm your discovery call by e-mail" }),
    ).toBeVisible();

    await page.getByRole("button", { name: "Book the call" }).click();
    await expect(page.getByRole("alert")).toHaveText("This time was just booked. Please pick another.");
    await expect(page.getByRole("heading", { level: 2, name: /^Choose a time/ })).toBeVisible();
    await expect(slot(page, "02:00 PM")).toBeDisabled();
    await expect(page.getByText("Unavailable: already booked")).toBeVisible();
    await slot(page, "03:00 PM").check();
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("definition").filter({ hasText: "ada.race@example.com" })).toHaveCount(1);
  });

  test("leads in from a country page and a plan page, carrying where the visitor came from", async ({
    page,
  }) => {
    await page.goto("/regions/middle-east/saudi-arabia");
    await page.getByRole("link", { name: "Schedule Free Consultation" }).click();
    await expect(page).toHaveURL(/\/demo-scheduler\?country=saudi-arabia$/);
    await expect(page.getByText("About: Saudi Arabia")).toBeVisible();
    await page.goto("/pricing/growth-plan");
    await page.getByRole("link", { name: "Schedule Demo" }).click();
    await expect(page).toHaveURL(/\/demo-scheduler\?plan=growth-plan$/);
    await expect(page.getByText("About: Growth Plan")).toBeVisible();
  });
});

test.describe("/demo-scheduler for a visitor in London", () => {
  test.use({ timezoneId: "Europe/London" });

  test("shows each slot in Sydney time and in the visitor's own time", async ({ page }) => {
    await page.goto("/demo-scheduler");
    await fillInfo(page, "ada.london@example.com");
    await page.getByRole("radio", { name: dateName(3) }).check();
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(/tz=Europe%2FLondon/);
    const nine = page.locator("label").filter({ has: slot(page, "09:00 AM") });
    await expect(nine).toContainText(
      /Your time: .*(10|11):00 PM GMT|Your time: .*(11|12):00 (PM|AM) (GMT|BST)/,
    );
  });
});

test.describe("/demo-scheduler without JavaScript", () => {
  test.use({ javaScriptEnabled: false, allowedConsoleErrors: /status of 400/ });

  test("books and cancels with plain forms; a step reached without its inputs sends back", async ({
    page,
  }) => {
    test.slow();
    // A direct link to a later step without its inputs.
    await page.goto("/demo-scheduler?step=confirm&country=qatar");
    await expect(page).toHaveURL(/\/demo-scheduler\?country=qatar&notice=infoRequired$/);
    await expect(page.getByText("Please fill in your details first.")).toBeVisible();
    await expect(page.getByText("About: Qatar")).toBeVisible();

    // The server's check: an address the browser lets through.
    await page.getByLabel("Full name").fill("Ada Lovelace");
    await page.getByLabel("Work email").fill("ada@nodot");
    await page.getByLabel("Company name").fill("Analytical Engines");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await expect(page.getByLabel("Full name")).toHaveValue("Ada Lovelace");
    await page.getByLabel("Work email").fill("ada.nojs@example.com");
    await page.getByRole("button", { name: "Continue" }).click();

    await page.getByRole("radio", { name: dateName(1) }).check();
    await page.getByRole("button", { name: "Continue" }).click();
    await slot(page, "11:00 AM").check();
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByRole("link", { name: "Back" }).click();
    await expect(slot(page, "11:00 AM")).toBeChecked();
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("definition").filter({ hasText: "Qatar" })).toHaveCount(1);
    await page.getByRole("button", { name: "Book the call" }).click();
    await expect(
      page.getByRole("heading", { level: 2, name: "Confirm your discovery call by e-mail" }),
    ).toBeVisible();

    // Held: disabled, and said in words.
    await page.goto(`/demo-scheduler?step=time&name=A&email=a%40b.co&company=X&date=${DATES[1]}`);
    await expect(slot(page, "11:00 AM")).toBeDisabled();
    await expect(page.locator("label").filter({ has: slot(page, "11:00 AM") })).toContainText("Unavailable");

    const request = await waitForMail(
      mailTo("ada.nojs@example.com", "/demo-scheduler/confirm?token="),
      "the hold",
    );
    const confirm = new URL(linkIn(request, "/demo-scheduler/confirm?token="));
    await page.goto(confirm.pathname + confirm.search);
    await page.getByRole("button", { name: "Confirm the call" }).click();
    await expect(page.getByText("Your discovery call is confirmed.")).toBeVisible();
    await page.goto("/demo-scheduler/confirm?token=forged");
    await expect(page.getByText("This confirmation link is not valid.")).toBeVisible();

    const mail = await waitForMail(mailTo("ada.nojs@example.com", "invite.ics"), "the confirmation");
    const cancel = new URL(linkIn(mail, "/demo-scheduler/cancel?token="));
    await page.goto(cancel.pathname + cancel.search);
    await page.getByRole("button", { name: "Cancel the call" }).click();
    await expect(page.getByText("Your discovery call has been cancelled.")).toBeVisible();
    await page.goto(cancel.pathname + cancel.search);
    await expect(page.getByText("This call has already been cancelled.")).toBeVisible();
    await page.goto("/demo-scheduler/cancel?token=forged");
    await expect(page.getByText("This cancellation link is not valid.")).toBeVisible();
  });
});

test.describe("/ar/demo-scheduler", () => {
  test("is right to left, translated, with readable times", async ({ page }) => {
    test.slow(); // three steps, two axe scans
    await page.goto("/ar/demo-scheduler?country=uae");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("احجز مكالمة استكشافية");
    await expect(page.getByText(/^الموضوع: /)).toBeVisible();
    await expectAccessible(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/ar-info.png`, fullPage: true });
    await page.goto(`/ar/demo-scheduler?step=time&name=Ada&email=a%40b.co&company=X&date=${DATES[4]}`);
    await expect(page.getByRole("radio")).toHaveCount(8);
    await expect(page.getByRole("radio").first()).toHaveAccessibleName(/^09:00 \S+ AE[DS]T/);
    await expect(page.getByRole("button", { name: "متابعة" })).toBeVisible();
    await expectAccessible(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/ar-time.png`, fullPage: true });
    // The step names what is booked as the page's title does: the discovery call.
    await page.goto(
      `/ar/demo-scheduler?step=confirm&name=Ada&email=a%40b.co&company=X&date=${DATES[4]}&time=09:00`,
    );
    await expect(page.getByRole("heading", { level: 2, name: "أكّد مكالمتك الاستكشافية" })).toBeVisible();
    await expect(page.getByRole("button", { name: "احجز المكالمة" })).toBeVisible();
  });
});

test.describe("/demo-scheduler screenshots", () => {
  test("at 390 and 1280 px, in English and Arabic (SHOTS_DIR only)", async ({ page }) => {
    test.skip(!SHOTS, "screenshots are taken when SHOTS_DIR is set");
    const info = `name=Ada+Lovelace&email=ada%40example.com&company=Analytical+Engines&country=qatar&tz=Europe%2FLondon&date=${DATES[5]}`;
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      for (const lang of ["", "/ar"]) {
        for (const step of ["info", "date", "time"]) {
          await page.goto(`${lang}/demo-scheduler?step=${step}&${info}`);
          await page.screenshot({
            path: `${SHOTS}/${lang ? "ar" : "en"}-${step}-${width}.png`,
            fullPage: true,
          });
        }
        await page.goto(`${lang}/demo-scheduler?step=confirm&${info}&time=09:00`);
        await page.screenshot({
          path: `${SHOTS}/${lang ? "ar" : "en"}-confirm-${width}.png`,
          fullPage: true,
        });
      }
    }
  });
});
