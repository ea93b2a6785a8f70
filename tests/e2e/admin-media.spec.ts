import sharp from "sharp";
import { expect, expectAccessible, test } from "./fixtures.ts";
import { shoot } from "./screenshots.ts";

/**
 * The media library (issue 30 item 2, decision 086): a staff member uploads a portrait (without JavaScript's help:
 * a plain multipart form), writes its alt text in English and Arabic, and gives it to a new team member; visitors
 * see it on /about with its size set (no layout shift) and the alt text of their language. It changes /about, which
 * other specs read, so it runs with the `seeded-content` project, and removes the person and the image at the end.
 */

const ID = "noor-rahman";
const FILE = "noor-rahman-portrait.jpg";
const ENGLISH_ALT = "Portrait of Noor Rahman";
const ARABIC_ALT = "صورة شخصية لنور رحمن";

test("staff upload a photo, describe it in English and Arabic, and /about shows it in each language", async ({
  page,
  login,
  browser,
  baseURL,
}) => {
  test.slow(); // an upload made into six variants, two accessibility scans and a second browser
  const portrait = await sharp({ create: { width: 600, height: 750, channels: 3, background: "#35607f" } })
    .jpeg()
    .withExif({ IFD0: { Artist: "Camera owner" } })
    .toBuffer();
  await login({ role: "admin" });
  await page.goto("/admin/media");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Media library");
  await page.getByLabel("Image file").setInputFiles({ name: FILE, mimeType: "image/jpeg", buffer: portrait });
  await page.getByRole("button", { name: "Upload" }).click();
  await expect(page).toHaveURL(/\/admin\/media\/[0-9a-f-]{36}\?uploaded=1$/);
  const imagePath = new URL(page.url()).pathname;
  await expect(page.getByText("Uploaded. Now write its alt text, starting with English.")).toBeVisible();

  await page.getByRole("link", { name: `${FILE} in English: Missing` }).click();
  await page.getByLabel("Alt text").fill(ENGLISH_ALT);
  await page.getByLabel("Status").selectOption("published");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Saved. The public pages show the change now.")).toBeVisible();
  await page.goto(imagePath);
  await page.getByRole("link", { name: `${FILE} in العربية: Missing` }).click();
  await expect(page.getByLabel("Alt text")).toHaveAttribute("dir", "rtl");
  await page.getByLabel("Alt text").fill(ARABIC_ALT);
  await page.getByLabel("Status").selectOption("published");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Saved. The public pages show the change now.")).toBeVisible();

  await page.goto("/admin/team/new");
  await page.getByLabel("Name").fill("Noor Rahman");
  await page.getByLabel("Identifier").fill(ID);
  await page.getByLabel("Place in the list").fill("0");
  await page.getByLabel("Photo").selectOption({ label: `${FILE} (600 × 750)` });
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/team/${ID}\\?saved=1$`));
  await page.getByRole("link", { name: "Noor Rahman in English: Missing" }).click();
  await page.getByLabel("Role").fill("Director, Market Entry");
  await page.getByLabel("Biography").fill("Noor leads market entry for technology companies.");
  await page.getByLabel("Status").selectOption("published");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Saved. The public pages show the change now.")).toBeVisible();

  // The library lists it with where it is used; an image in use offers no delete.
  await page.goto("/admin/media");
  await expect(page.getByRole("table").getByRole("link", { name: "Noor Rahman" })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, "admin-media-en");
  await page.goto(`${imagePath}?confirm=delete`);
  await expect(page.getByText("This image is in use and cannot be deleted.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Delete" })).toHaveCount(0);

  const visitor = await (await browser.newContext({ baseURL })).newPage();
  // Noor's card, wherever the list puts it (another spec may add a person at the top meanwhile).
  const card = () =>
    visitor.locator("#leadership li").filter({ has: visitor.getByRole("heading", { name: "Noor Rahman" }) });
  await visitor.goto("/about");
  const photo = card().locator("img");
  await expect(photo).toHaveAttribute("alt", ENGLISH_ALT);
  await expect(photo).toHaveAttribute("width", "600");
  await expect(photo).toHaveAttribute("height", "750");
  await expect(photo).toHaveAttribute("loading", "lazy");
  await photo.scrollIntoViewIfNeeded();
  // Drawn 64 pixels wide: the narrowest variant, in the first format offered (AVIF).
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && new URL(img.currentSrc).pathname))
    .toMatch(/^\/media\/[0-9a-f-]{36}\/320\.avif$/);
  // Laid out as the initials were: a 64-pixel circle at the card's start (inside its border and padding), the
  // name 16 pixels beside it.
  const photoBox = (await photo.boundingBox())!;
  const cardBox = (await card().boundingBox())!;
  const nameBox = (await card().getByRole("heading", { name: "Noor Rahman" }).boundingBox())!;
  expect([photoBox.width, photoBox.height]).toEqual([64, 64]);
  expect(Math.round(photoBox.x - cardBox.x)).toBe(25);
  expect(Math.round(nameBox.x - (photoBox.x + photoBox.width))).toBe(16);
  const sources = card().locator("picture source");
  await expect(sources.first()).toHaveAttribute("type", "image/avif");
  await expectAccessible(visitor);
  await shoot(visitor, "about-en-team-photo");
  await visitor.goto("/ar/about");
  const arabic = card().locator("img");
  await expect(arabic).toHaveAttribute("alt", ARABIC_ALT);
  await expect(arabic).not.toHaveAttribute("lang", "en");
  await shoot(visitor, "about-ar-team-photo");
  // Hindi has no alt text of its own: the English one, marked as English.
  await visitor.goto("/hi/about");
  await expect(card().locator("img")).toHaveAttribute("lang", "en");

  // Once no one shows it, the image can be deleted, and its files go with it.
  const variant = await photo.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname);
  await page.goto(`/admin/team/${ID}?confirm=delete`);
  await page.getByRole("button", { name: "Delete" }).click();
  await expect(page).toHaveURL(/\/admin\/team\?deleted=1$/);
  await page.goto(`${imagePath}?confirm=delete`);
  await page.getByRole("button", { name: "Delete" }).click();
  await expect(page).toHaveURL(/\/admin\/media\?deleted=1$/);
  expect((await visitor.request.get(variant)).status()).toBe(404);
});
