import type { Page } from "@playwright/test";
import ko from "../../app/locales/ko/webinars.json" with { type: "json" };
import { expect, expectAccessible, test } from "./fixtures.ts";
import { waitForMail } from "./mail.ts";
import { shoot } from "./screenshots.ts";

/**
 * Webinars end to end (issue 30 items 1 and 3, decision 082): a staff member creates a session and writes it in
 * English and Korean, a visitor registers in Korean, the joining link and the reminder reach them at their times
 * (the server looks for due mails every few seconds here; the session's start is what moves), and the recording staff
 * attach is mailed to them and opened by 'Watch Recording'. It adds a session other specs would list, so it runs
 * after them (the `seeded-content` project) and deletes it at the end.
 */

const ID = "e2e_grants";
const JOIN = "https://meet.example.org/j/e2e";
const RECORDING = "https://video.example.org/v/e2e";
const KOREAN_TITLE = "호주 정부 보조금 신청 안내";

/** An instant as the form takes it: Sydney's date and clock time. */
function sydney(instant: Date) {
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat("en-CA", { timeZone: "Australia/Sydney", ...options }).format(instant);
  return {
    date: part({ year: "numeric", month: "2-digit", day: "2-digit" }),
    time: part({ hour: "2-digit", minute: "2-digit", hourCycle: "h23" }),
  };
}
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000);

async function saveStart(page: Page, start: Date, extra: { recording?: string } = {}) {
  await page.goto(`/admin/webinars/${ID}`);
  const { date, time } = sydney(start);
  await page.getByLabel("Date", { exact: true }).fill(date);
  await page.getByLabel("Start time").fill(time);
  if (extra.recording) await page.getByLabel("Recording").fill(extra.recording);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Saved. The public pages show the change now.")).toBeVisible();
}

async function writeText(
  page: Page,
  language: string,
  text: { title: string; description: string; role: string },
) {
  await page.goto(`/admin/webinars/${ID}`);
  await page.getByRole("link", { name: `${ID} in ${language}: Missing` }).click();
  await page.getByLabel("Title").fill(text.title);
  await page.getByLabel("Description").fill(text.description);
  await page.getByLabel("Presenter's role").fill(text.role);
  await page.getByLabel("Status").selectOption("published");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Saved. The public pages show the change now.")).toBeVisible();
}

test("staff schedule a webinar in two languages; a Korean registrant gets its link, reminder and recording", async ({
  page,
  login,
  browser,
  baseURL,
}) => {
  test.slow(); // two accessibility scans, a second browser, three mails
  await login({ role: "admin" });
  await page.goto("/admin/webinars");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Webinars");
  await page.getByRole("link", { name: "New webinar" }).click();
  const { date, time } = sydney(inMinutes(23 * 60));
  await page.getByLabel("Identifier").fill(ID);
  await page.getByLabel("Presenter", { exact: true }).fill("Priya Raman");
  await page.getByLabel("Date", { exact: true }).fill(date);
  await page.getByLabel("Start time").fill(time);
  await page.getByLabel("Joining link").fill(JOIN);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/webinars/${ID}\\?saved=1$`));
  await expect(page.getByLabel("Identifier")).toHaveAttribute("readonly", "");
  await expectAccessible(page);
  await shoot(page, "admin-webinar-en");

  await writeText(page, "English", {
    title: "Applying for Australian government grants",
    description: "Federal and state R&D grants, and how a foreign company qualifies.",
    role: "Head of GovTech and Procurement",
  });
  await page.goto(`/admin/webinars/${ID}`);
  await page.getByRole("link", { name: `${ID} in 한국어: Missing` }).click();
  // The Korean text is typed as Korean.
  await expect(page.getByLabel("Title")).toHaveAttribute("lang", "ko");
  await page.goto(`/admin/webinars/${ID}`);
  await writeText(page, "한국어", {
    title: KOREAN_TITLE,
    description: "연방 및 주 정부의 연구개발 보조금과 외국 기업의 신청 자격을 알아봅니다.",
    role: "GovTech 및 조달 책임자",
  });
  await expectAccessible(page);
  await shoot(page, "admin-webinar-text-ko");
  await page.goto("/admin/webinars");
  await expect(
    page.getByRole("link", { name: `Applying for Australian government grants in 한국어: Published` }),
  ).toBeVisible();
  await expect(
    page.getByRole("link", { name: `Applying for Australian government grants in العربية: Missing` }),
  ).toBeVisible();
  await shoot(page, "admin-webinars-en");

  // A visitor in Korean: the session leads the programme, in Korean; they register for it.
  const visitor = await (await browser.newContext({ baseURL, locale: "ko" })).newPage();
  await visitor.goto("/ko/webinars");
  const card = visitor.locator(`#upcoming-${ID}`);
  await expect(card.getByRole("heading", { level: 3 })).toHaveText(KOREAN_TITLE);
  await expect(card).not.toContainText(ko.cards.englishOnly);
  await card.getByRole("link", { name: ko.cards.register }).click();
  const form = visitor.getByTestId("registration-form");
  await expect(form.locator('select[name="webinar"]')).toHaveValue(ID);
  const email = `kim.${Date.now()}@example.com`;
  await form.locator('input[name="name"]').fill("Kim Min");
  await form.locator('input[name="email"]').fill(email);
  await form.locator('input[name="company"]').fill("Kim Co");
  await form.locator('input[name="timePreference"][value="morning"]').check();
  await form.getByRole("button", { name: ko.form.submit }).click();
  await expect(visitor.getByTestId("registration-success")).toContainText(KOREAN_TITLE);

  // The session starts within a day: its joining link goes now, in Korean.
  const joining = await waitForMail(
    (text) => text.includes(email) && text.includes(JOIN) && text.includes("참여하세요"),
    "the joining link",
  );
  expect(joining).toContain(KOREAN_TITLE);
  // Moved to start in half an hour: the reminder goes.
  await saveStart(page, inMinutes(30));
  await waitForMail((text) => text.includes(email) && text.includes("1시간 후"), "the reminder");

  // Held, then its recording attached: registrants are mailed it, and 'Watch Recording' opens it.
  await saveStart(page, inMinutes(-120), { recording: RECORDING });
  await waitForMail((text) => text.includes(email) && text.includes(RECORDING), "the recording");
  await visitor.goto("/ko/webinars");
  const watch = visitor.locator(`#past-${ID}`).getByRole("link", { name: ko.cards.watch });
  await expect(watch).toHaveAttribute("href", RECORDING);
  await expect(watch).toHaveAttribute("target", "_blank");
  await shoot(visitor, "webinars-ko-recording");

  // Deleted, texts and all: a retry starts as this run did.
  await page.goto(`/admin/webinars/${ID}?confirm=delete`);
  await page.getByRole("button", { name: "Delete" }).click();
  await expect(page).toHaveURL(/\/admin\/webinars\?deleted=1$/);
  await visitor.goto("/ko/webinars");
  await expect(visitor.locator(`#past-${ID}`)).toHaveCount(0);
});
