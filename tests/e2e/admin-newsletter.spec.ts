import { expect, expectAccessible, test } from "./fixtures.ts";
import { linkIn, waitForMail } from "./mail.ts";
import { shoot } from "./screenshots.ts";

/**
 * The newsletter's issues (issue 30 item 4, decision 085): a visitor subscribes in Korean and confirms; a staff
 * member writes an issue in English and Korean, sends themselves a test, then sends it; the visitor receives the
 * Korean version, reads it in the archive, and unsubscribes with the mail's link. It adds a subscriber and an
 * archived issue, so it runs after the specs that count them (the `seeded-content` project).
 */

const ID = "e2e-briefing";
const KOREAN_SUBJECT = "12월 호주 시장 브리핑";

test("staff write and send an issue; a Korean subscriber receives it, reads it online and unsubscribes", async ({
  page,
  login,
  browser,
  baseURL,
}) => {
  test.slow(); // two mail round trips, a send round and two accessibility scans
  const subscriber = `kim-${Date.now()}@example.kr`;
  const visitor = await (await browser.newContext({ baseURL })).newPage();
  await visitor.goto("/ko/newsletter");
  await visitor.getByRole("main").getByRole("textbox").fill(subscriber);
  await visitor.getByRole("main").getByRole("button", { name: "구독하기" }).click();
  await expect(visitor.getByRole("main").getByText("구독해 주셔서 감사합니다!")).toBeVisible();
  const confirmation = await waitForMail(
    (text) => text.includes(subscriber) && text.includes("confirm?token="),
    "confirmation",
  );
  await visitor.goto(linkIn(confirmation, "/newsletter/confirm"));
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("구독이 확인되었습니다");

  const staff = await login({ role: "admin" });
  await page.goto("/admin/newsletter");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Newsletter");
  await page.getByRole("link", { name: "New issue" }).click();
  await page.getByLabel("Identifier").fill(ID);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/newsletter/${ID}\\?saved=1$`));
  // Nothing to send until English is published: it stands in for every other language.
  await expect(page.getByText("Publish the English version before sending")).toBeVisible();

  await page.getByRole("link", { name: `${ID} in 한국어: Missing` }).click();
  await expect(page.getByLabel("Subject")).toHaveAttribute("dir", "ltr");
  await page.getByLabel("Subject").fill(KOREAN_SUBJECT);
  await page
    .getByLabel("Text (Markdown)")
    .fill("## 이번 달의 입찰\n\n[자료실](/resources)에서 안내서를 읽어 보십시오.");
  await expect(
    page.getByRole("region", { name: "Preview" }).getByRole("heading", { name: "이번 달의 입찰" }),
  ).toBeVisible();
  await page.getByRole("button", { name: "Send me a test" }).click();
  await expect(page.getByText(`A test of what the form holds was sent to ${staff}`)).toBeVisible();
  const test_ = await waitForMail(
    (text) => text.includes(staff) && text.includes(KOREAN_SUBJECT),
    "the test mail",
  );
  expect(test_).toContain("[테스트]");
  await page.getByLabel("Status").selectOption("published");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Saved. The public pages show the change now.")).toBeVisible();
  await expectAccessible(page);
  await shoot(page, "admin-newsletter-text-ko");

  await page.goto(`/admin/newsletter/${ID}/en`);
  await page.getByLabel("Subject").fill("December Australian market briefing");
  await page
    .getByLabel("Text (Markdown)")
    .fill("## This month's tenders\n\nRead the guides in [our resources](/resources).");
  await page.getByLabel("Status").selectOption("published");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Saved. The public pages show the change now.")).toBeVisible();

  await page.goto(`/admin/newsletter/${ID}`);
  await page.getByRole("link", { name: /^Send to \d+ subscribers$/ }).click();
  await expect(
    page.getByRole("heading", { name: /Send this issue to \d+ confirmed subscribers\?/ }),
  ).toBeVisible();
  await page.getByRole("button", { name: /^Send to \d+ subscribers$/ }).click();
  await expect(page.getByText("The send has started")).toBeVisible();
  await expectAccessible(page);
  await shoot(page, "admin-newsletter-sending");

  const issue = await waitForMail(
    (text) => text.includes(subscriber) && text.includes(KOREAN_SUBJECT),
    "the issue",
  );
  expect(issue).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
  await visitor.goto(linkIn(issue, `/ko/newsletter/issues/${ID}`));
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(KOREAN_SUBJECT);
  await expect(visitor.getByRole("link", { name: "자료실" })).toHaveAttribute("href", "/ko/resources");
  await visitor.goto("/ko/newsletter/issues");
  await expect(visitor.getByRole("link", { name: KOREAN_SUBJECT })).toBeVisible();
  await expectAccessible(visitor);

  await visitor.goto(linkIn(issue, "/newsletter/unsubscribe"));
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("구독이 해지되었습니다");

  await page.goto(`/admin/newsletter/${ID}`);
  await expect(page.getByText(/^Sent on .*: \d+ mails queued\.$/)).toBeVisible();
});
