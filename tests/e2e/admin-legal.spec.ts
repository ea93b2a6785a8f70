import { expect, expectAccessible, test } from "./fixtures.ts";
import { shoot } from "./screenshots.ts";

/**
 * The legal pages in five languages (issue 30 item 1, decision 081): a staff member publishes the Arabic privacy
 * policy, and a visitor reads it in Arabic, right to left, where English stood in before. It changes a page other
 * specs read in English, so it runs after them (the `seeded-content` project) and puts the stand-in back.
 */

const HEADING = "المعلومات التي نجمعها";
const ARABIC = `توضح سياسة الخصوصية هذه ما تجمعه AusEntry Partners من معلومات وكيف تستخدمها.\n\n## ${HEADING}\n\nنجمع فقط ما نحتاجه للرد عليك.`;
const ENGLISH_ONLY = "هذه الوثيقة متاحة باللغة الإنجليزية فقط.";

test("staff publish the Arabic privacy policy and visitors read it right to left", async ({
  page,
  login,
  browser,
  baseURL,
}) => {
  test.slow(); // two accessibility scans, two saves, a second browser
  await login({ role: "admin" });
  await page.goto("/admin/legal");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Legal pages");
  await expectAccessible(page);
  await shoot(page, "legal-pages-en");
  await page.getByRole("link", { name: "Privacy Policy in العربية: Missing" }).click();
  await expect(page).toHaveURL(/\/admin\/legal\/privacy\/ar$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy: العربية");
  const text = page.getByLabel("Text (Markdown)");
  await expect(text).toHaveAttribute("dir", "rtl");
  await expect(text).toHaveAttribute("lang", "ar");
  await text.fill(ARABIC);
  await page.getByLabel("Status").selectOption("published");
  await page.getByLabel("Last updated (shown on the page)").fill("2026-11-29");
  // The live preview renders the Markdown right to left, as the page will.
  const preview = page.getByTestId("post-preview");
  await expect(preview.getByRole("heading", { name: HEADING })).toBeVisible();
  await expect(preview).toHaveAttribute("dir", "rtl");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Saved. The public pages show the change now.")).toBeVisible();
  await expectAccessible(page);
  await shoot(page, "legal-version-ar");

  // An anonymous visitor, whose pages come from the page cache: the Arabic text, in Arabic, right to left.
  const visitor = await (await browser.newContext({ baseURL, locale: "ar" })).newPage();
  await visitor.goto("/ar/privacy-policy");
  await expect(visitor.locator("html")).toHaveAttribute("dir", "rtl");
  const article = visitor.getByRole("main").locator("article");
  await expect(article.getByRole("heading", { level: 2, name: HEADING })).toBeVisible();
  await expect(article).not.toHaveAttribute("lang", "en");
  await expect(visitor.getByRole("main")).not.toContainText(ENGLISH_ONLY);
  await expect(article).toHaveCSS("direction", "rtl");
  // Korean still reads the English text, marked.
  await visitor.goto("/ko/privacy-policy");
  await expect(visitor.getByRole("main").locator("article")).toHaveAttribute("lang", "en");

  // Back to draft: the English stand-in returns (and a retry starts as the first run did).
  await page.getByLabel("Status").selectOption("draft");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Saved. The public pages show the change now.")).toBeVisible();
  await visitor.goto("/ar/privacy-policy");
  await expect(visitor.getByRole("main")).toContainText(ENGLISH_ONLY);
  await visitor.context().close();
  await page.goto("/admin/legal");
  await expect(page.getByRole("link", { name: "Privacy Policy in العربية: Draft" })).toBeVisible();
});
