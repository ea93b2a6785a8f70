import type { Browser, Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures.ts";
import { shoot } from "./screenshots.ts";

/**
 * Content editing in the back office (issue 15 item 5): an admin writes a post as a draft, publishes it, edits it
 * with the live Markdown preview and deletes it after confirming; partner and opportunity edits. Each change shows
 * on the public pages at once: an anonymous visitor (served from the rendered-page cache) checks them. It edits
 * seeded records other specs name and count, so it runs after them (its own project in playwright.config.ts) and
 * puts the seed back.
 */

// A refused form (400) or a taken slug (409) is an answer the page shows, which the browser logs as a failed load.
test.use({ allowedConsoleErrors: /status of 40[09] \(/ });

/** An anonymous visitor in a browser of their own: no session, so pages come from the page cache when kept. */
async function visitor(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, locale: "en-AU" });
  return context.newPage();
}

/** Presses Save and waits for the server's answer (the page may look the same before and after: `?saved=1`). */
async function save(page: Page) {
  const answered = page.waitForResponse((response) => response.request().method() === "POST");
  await page.getByRole("button", { name: "Save" }).click();
  await answered;
}

const TITLE = "Market Entry Checklist for Founders";
const SLUG = "market-entry-checklist-for-founders";

test.describe("blog posts", () => {
  test("a draft stays off the blog, publishing shows it, an edit shows at once, deleting asks first", async ({
    page,
    login,
    browser,
    baseURL,
  }) => {
    test.slow(); // axe, several saves
    const reader = await visitor(browser, baseURL);
    await reader.goto("/blog"); // kept by the page cache from now on
    await login({ role: "admin" });

    await page.goto("/admin/posts");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog posts");
    await expect(page.getByRole("table", { name: "Blog posts" }).getByRole("row")).toHaveCount(11);
    await expectAccessible(page);
    await page.getByRole("link", { name: "New post" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("New blog post");

    await page.getByLabel("Title").fill(TITLE);
    await expect(page.getByText(`Leave empty to use “${SLUG}”.`)).toBeVisible();
    await page.getByLabel("Author").fill("Jane Citizen");
    await page.getByLabel("Tags").fill("Market Entry, Compliance");
    await expect(page.getByLabel("Status")).toHaveValue("draft");
    // The live preview renders the Markdown as the blog does, as it is typed.
    await page.getByLabel("Text (Markdown)").fill("## First steps\n\nRegister your **company** early.");
    const preview = page.getByTestId("post-preview");
    await expect(preview.getByRole("heading", { level: 2 })).toHaveText("First steps");
    await expect(preview.locator("strong")).toHaveText("company");
    await expectAccessible(page);
    await shoot(page, "post-editor-en");
    await save(page);
    await expect(page).toHaveURL(/\/admin\/posts\/[0-9a-f-]{36}\?saved=1$/);
    await expect(page.getByText("Saved. The public pages show the change now.")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Edit post: ${TITLE}`);
    const editor = page.url().replace(/\?.*$/, "");
    await expect(page.getByLabel("Slug (web address)")).toHaveValue(SLUG);

    // A draft: not on the blog, no page of its own.
    await reader.goto("/blog");
    await expect(reader.getByRole("main")).not.toContainText(TITLE);
    expect((await reader.goto(`/blog/${SLUG}`))?.status()).toBe(404);

    await page.getByLabel("Status").selectOption("published");
    await save(page);
    await expect(page.getByText("Saved. The public pages show the change now.")).toBeVisible();
    await reader.goto("/blog");
    await expect(reader.locator("#articles").getByRole("heading", { level: 3 }).first()).toHaveText(TITLE);

    // The title edited, the text too: the preview follows, the blog and the post's page show the new title.
    await page.getByLabel("Title").fill("Market Entry Checklist 2027");
    await page.getByLabel("Text (Markdown)").fill("Updated *guidance* for 2027.");
    await expect(preview.locator("em")).toHaveText("guidance");
    await save(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Edit post: Market Entry Checklist 2027",
    );
    await reader.goto("/blog");
    await expect(reader.locator("#articles").getByRole("heading", { level: 3 }).first()).toHaveText(
      "Market Entry Checklist 2027",
    );
    await reader.goto(`/blog/${SLUG}`);
    await expect(reader.getByRole("heading", { level: 1 })).toHaveText("Market Entry Checklist 2027");
    await expect(reader.getByRole("article").locator("em")).toHaveText("guidance");

    // Back to draft: gone from the blog again.
    await page.getByLabel("Status").selectOption("draft");
    await save(page);
    await expect(page.getByText("Saved. The public pages show the change now.")).toBeVisible();
    await reader.goto("/blog");
    await expect(reader.getByRole("main")).not.toContainText("Market Entry Checklist 2027");

    // Deleting asks first; Cancel goes back to the form.
    await page.getByRole("link", { name: "Delete" }).click();
    await expect(page).toHaveURL(`${editor}?confirm=delete`);
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(
      "Delete this post? This cannot be undone.",
    );
    await expectAccessible(page);
    await page.getByRole("link", { name: "Cancel" }).click();
    await expect(page.getByLabel("Title")).toHaveValue("Market Entry Checklist 2027");
    await page.getByRole("link", { name: "Delete" }).click();
    await page.getByRole("button", { name: "Delete" }).click();
    await expect(page).toHaveURL(/\/admin\/posts\?deleted=1$/);
    await expect(page.getByText("Deleted. The public pages no longer show it.")).toBeVisible();
    await expect(page.getByRole("main")).not.toContainText("Market Entry Checklist 2027");
    await reader.context().close();
  });

  test("a post translated into Arabic reads right to left in Arabic; Hindi reads the English post, marked", async ({
    page,
    login,
    browser,
    baseURL,
  }) => {
    await login({ role: "admin" });
    await page.goto("/admin/posts/new");
    await page.getByLabel("Title").fill("Translated Guide to Tenders");
    await page.getByLabel("Author").fill("E2E Author");
    await page.getByRole("textbox", { name: "Text (Markdown)" }).fill("How tenders work in **Australia**.");
    await page.getByLabel("Status").selectOption("published");
    await save(page);
    await expect(page.getByText("Saved. The public pages show the change now.")).toBeVisible();
    const editor = page.url().replace(/\?saved=1$/, "");

    await page.getByRole("link", { name: "Translated Guide to Tenders in العربية: Missing" }).click();
    await expect(page.getByLabel("Title")).toHaveAttribute("dir", "rtl");
    await page.getByLabel("Title").fill("دليل المناقصات");
    await page.getByLabel("Description").fill("كيف تعمل المناقصات في أستراليا.");
    await page.getByRole("textbox", { name: "Text (Markdown)" }).fill("كيف تعمل المناقصات في **أستراليا**.");
    await page.getByLabel("Status").selectOption("published");
    await save(page);
    await expect(page.getByText("Saved. The public pages show the change now.")).toBeVisible();
    await expectAccessible(page);
    await shoot(page, "admin-post-translation-ar");

    const reader = await visitor(browser, baseURL);
    await reader.goto("/ar/blog/translated-guide-to-tenders");
    const title = reader.getByRole("heading", { level: 1 });
    await expect(title).toHaveText("دليل المناقصات");
    await expect(title).not.toHaveAttribute("lang", "en");
    await expect(title).toHaveCSS("direction", "rtl");
    await expect(reader.getByRole("article").locator("strong")).toHaveText("أستراليا");
    await reader.goto("/hi/blog/translated-guide-to-tenders");
    await expect(reader.getByRole("heading", { level: 1 })).toHaveAttribute("lang", "en");
    await reader.context().close();

    await page.goto(`${editor}?confirm=delete`);
    await page.getByRole("button", { name: "Delete" }).click();
    await expect(page).toHaveURL(/\/admin\/posts\?deleted=1$/);
  });

  test("a taken slug is an error on the field, with what was typed kept", async ({ page, login }) => {
    await login({ role: "admin" });
    await page.goto("/admin/posts/new");
    await page.getByLabel("Title").fill("Another hiring guide");
    await page.getByLabel("Slug (web address)").fill("hiring-your-first-australian-team");
    await page.getByLabel("Author").fill("Jane Citizen");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Another post already uses this slug. Choose another.")).toBeVisible();
    await expect(page.getByLabel("Slug (web address)")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Title")).toHaveValue("Another hiring guide");
    await expectAccessible(page);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the Preview button renders the Markdown on the server and keeps the form", async ({
    page,
    login,
  }) => {
    await login({ role: "admin" });
    await page.goto("/admin/posts/new");
    await page.getByLabel("Title").fill("Preview only");
    await page.getByLabel("Text (Markdown)").fill("A **bold** plan.");
    await page.getByRole("button", { name: "Preview" }).click();
    await expect(page.getByTestId("post-preview").locator("strong")).toHaveText("bold");
    await expect(page.getByLabel("Title")).toHaveValue("Preview only");
    await expect(page.getByLabel("Text (Markdown)")).toHaveValue("A **bold** plan.");
  });
});

test("a partner's edit shows on /partners; a web address must be http(s)", async ({
  page,
  login,
  browser,
  baseURL,
}) => {
  test.slow(); // two pages, two saves and axe, on a busy machine
  const reader = await visitor(browser, baseURL);
  await reader.goto("/partners");
  await login({ role: "admin" });
  await page.goto("/admin/partners");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Partners");
  await expectAccessible(page);
  // Its seeded name, or the test's own should a failed first try have saved it.
  await page.getByRole("link", { name: /^Northbridge (Systems Integration|Cloud Group)$/ }).click();
  await expect(page.getByLabel("Identifier")).toHaveValue("p-northbridge");
  await page.getByLabel("Name").fill("Northbridge Cloud Group");
  await page.getByLabel("Website").fill("javascript:alert(1)");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Enter a full web address starting with http:// or https://.")).toBeVisible();
  await expectAccessible(page);
  await shoot(page, "partner-editor-en");
  await page.getByLabel("Website").fill("https://example.com/northbridge-cloud");
  await save(page);
  await expect(page.getByText("Saved. The public pages show the change now.")).toBeVisible();
  await reader.goto("/partners");
  await expect(reader.locator("#featured")).toContainText("Northbridge Cloud Group");
  await reader.context().close();
  // The seed as it was, for a retry.
  await page.getByLabel("Name").fill("Northbridge Systems Integration");
  await save(page);
  await expect(page.getByText("Saved. The public pages show the change now.")).toBeVisible();
});

test("an opportunity's edit shows on /opportunities", async ({ page, login, browser, baseURL }) => {
  const reader = await visitor(browser, baseURL);
  await reader.goto("/opportunities?tab=cyber-ai");
  await login({ role: "admin" });
  await page.goto("/admin/opportunities");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Opportunities");
  await expectAccessible(page);
  await page.getByRole("link", { name: "Cyber Threat Intelligence Platform" }).click();
  await expect(page.getByLabel("Deadline")).toHaveValue("2027-01-29");
  await page.getByLabel("Title").fill("Cyber Threat Intelligence Service");
  await save(page);
  await expect(page.getByText("Saved. The public pages show the change now.")).toBeVisible();
  await reader.goto("/opportunities?tab=cyber-ai");
  await expect(reader.getByRole("tabpanel").getByRole("heading", { level: 3 }).first()).toHaveText(
    "Cyber Threat Intelligence Service",
  );
  await reader.context().close();
  // The seed as it was, for a retry.
  await page.getByLabel("Title").fill("Cyber Threat Intelligence Platform");
  await save(page);
  await expect(page.getByText("Saved. The public pages show the change now.")).toBeVisible();
});

test("in Arabic, the lists and the editor read right to left", async ({ page, login }) => {
  await login({ role: "admin" });
  await page.goto("/ar/admin/posts");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("مقالات المدونة");
  await expectAccessible(page);
  await shoot(page, "posts-ar");
  await page.getByRole("link", { name: "مقال جديد" }).click();
  await expect(page).toHaveURL(/\/ar\/admin\/posts\/new$/);
  await expect(page.getByLabel("العنوان")).toBeVisible();
  await page.getByRole("button", { name: "حفظ" }).click();
  await expect(page.getByText("أدخل عنوانًا.")).toBeVisible();
  await expectAccessible(page);
  await shoot(page, "post-editor-ar");
  await page.goto("/ar/admin/partners");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("الشركاء");
  await page.goto("/ar/admin/opportunities");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("الفرص");
  await shoot(page, "opportunities-ar");
});
