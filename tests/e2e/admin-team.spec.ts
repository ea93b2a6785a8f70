import { expect, expectAccessible, test } from "./fixtures.ts";
import { shoot } from "./screenshots.ts";

/**
 * The leadership team staff keep (issue 30 item 1, decision 083): a staff member adds a person at the top of the
 * list, writes their role and biography in Arabic and English, and visitors read them on /about: in Arabic, right
 * to left; in Hindi, the English text marked as English. It changes a page other specs read, so it runs after them
 * (the `seeded-content` project) and deletes the person at the end.
 */

const ID = "amira-haddad";
const ARABIC_ROLE = "مديرة المنح والحوافز";

test("staff add a team member in Arabic and English, and /about shows each language its own", async ({
  page,
  login,
  browser,
  baseURL,
}) => {
  test.slow(); // two accessibility scans and a second browser
  await login({ role: "admin" });
  await page.goto("/admin/team");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Leadership team");
  // The seeded profiles are marked as samples.
  await expect(page.getByRole("table").getByText("Sample").first()).toBeVisible();
  await expectAccessible(page);
  await shoot(page, "admin-team-en");

  await page.getByRole("link", { name: "New team member" }).click();
  await page.getByLabel("Name").fill("Amira Haddad");
  await page.getByLabel("Identifier").fill(ID);
  await page.getByLabel("Place in the list").fill("0");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/team/${ID}\\?saved=1$`));

  await page.getByRole("link", { name: "Amira Haddad in العربية: Missing" }).click();
  await expect(page.getByLabel("Role")).toHaveAttribute("dir", "rtl");
  await page.getByLabel("Role").fill(ARABIC_ROLE);
  await page.getByLabel("Biography").fill("تساعد الشركات الأجنبية على الحصول على المنح الحكومية الأسترالية.");
  await page.getByLabel("Status").selectOption("published");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Saved. The public pages show the change now.")).toBeVisible();
  await expectAccessible(page);
  await shoot(page, "admin-team-text-ar");

  await page.goto(`/admin/team/${ID}`);
  await page.getByRole("link", { name: "Amira Haddad in English: Missing" }).click();
  await page.getByLabel("Role").fill("Head of Grants and Incentives");
  await page.getByLabel("Biography").fill("Amira helps foreign companies win Australian government grants.");
  await page.getByLabel("Status").selectOption("published");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Saved. The public pages show the change now.")).toBeVisible();

  const visitor = await (await browser.newContext({ baseURL })).newPage();
  await visitor.goto("/ar/about");
  const first = visitor.locator("#leadership li").first();
  await expect(first.getByRole("heading", { level: 3 })).toHaveText("Amira Haddad");
  await expect(first.getByText(ARABIC_ROLE)).toHaveCSS("direction", "rtl");
  await visitor.goto("/hi/about");
  const hindi = visitor.locator("#leadership li").first();
  await expect(hindi.getByText("Head of Grants and Incentives")).toHaveAttribute("lang", "en");
  await shoot(visitor, "about-hi-team");

  await page.goto(`/admin/team/${ID}?confirm=delete`);
  await page.getByRole("button", { name: "Delete" }).click();
  await expect(page).toHaveURL(/\/admin\/team\?deleted=1$/);
  await visitor.goto("/ar/about");
  await expect(visitor.locator("#leadership li").first().getByRole("heading", { level: 3 })).not.toHaveText(
    "Amira Haddad",
  );
});
