import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures.ts";

/** Also save full-page screenshots into this directory (SHOTS_DIR=/tmp/shots/catalogue). */
const SHOTS = process.env.SHOTS_DIR;

const REGION_NAMES = ["Middle East", "Asia Pacific", "Europe", "Americas"];

/** One region's card, found by its name. */
const card = (page: Page, name: string) => page.getByRole("article", { name, exact: true });

async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe("/regions in English", () => {
  test("shows the four regions: the Middle East active and linked, three in development", async ({
    page,
  }) => {
    test.slow(); // axe
    const response = await page.goto("/regions");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Regional Market Intelligence | AusEntry Partners");
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    expect(description?.length).toBeGreaterThanOrEqual(50);
    expect(description?.length).toBeLessThanOrEqual(160);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Regional Market Intelligence");

    const cards = page.getByRole("region", { name: "Choose a region" }).getByRole("article");
    await expect(cards.getByRole("heading", { level: 3 })).toHaveText(REGION_NAMES);

    const middleEast = card(page, "Middle East");
    await expect(middleEast.getByTestId("region-status")).toHaveText("Active");
    await expect(middleEast).toContainText("Countries covered22");
    await expect(middleEast.getByRole("link")).toHaveCount(1);
    await expect(middleEast.getByRole("link", { name: "Explore Middle East" })).toHaveAttribute(
      "href",
      "/regions/middle-east",
    );
    await expect(middleEast.getByRole("textbox")).toHaveCount(0);

    for (const name of ["Asia Pacific", "Europe", "Americas"]) {
      const region = card(page, name);
      await expect(region.getByTestId("region-status")).toHaveText("Coming Soon");
      await expect(region.getByText("Platform in Development")).toBeVisible();
      await expect(region.getByRole("link")).toHaveCount(0); // not clickable
      await expect(region.getByRole("textbox", { name: `Email me when ${name} opens` })).toBeVisible();
      await expect(region.getByRole("button", { name: "Notify Me" })).toBeEnabled();
    }
    await expect(card(page, "Europe")).toContainText("Countries planned27");
    await expectAccessible(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/regions-en-1280.png`, fullPage: true });
  });

  test("the whole Middle East card leads to its hub, by pointer and by keyboard", async ({ page }) => {
    await page.goto("/regions");
    const description = card(page, "Middle East").getByText("Market intelligence on 22 countries");
    await description.scrollIntoViewIfNeeded();
    const box = (await description.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(page).toHaveURL(/\/regions\/middle-east$/);

    await page.goto("/regions");
    await card(page, "Middle East").getByRole("link").focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/regions\/middle-east$/);
  });

  test("Notify Me takes an address, says thank you, and refuses an invalid one", async ({ page }) => {
    await page.goto("/regions");
    const europe = card(page, "Europe");
    const email = europe.getByRole("textbox", { name: "Email me when Europe opens" });

    await email.fill("not-an-address");
    await europe.getByRole("button", { name: "Notify Me" }).click();
    await expect(europe.getByText("Please enter a valid email address")).toBeVisible();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(page).toHaveURL(/\/regions$/);

    await email.fill("anna@example.eu");
    await europe.getByRole("button", { name: "Notify Me" }).click();
    await expect(europe.getByRole("status")).toHaveText("Thank you. We will email you when Europe opens.");
    await expect(europe.getByText("Please enter a valid email address")).toHaveCount(0);
    // The other cards keep their forms; the page did not navigate.
    await expect(card(page, "Americas").getByRole("button", { name: "Notify Me" })).toBeVisible();
    await expect(page).toHaveURL(/\/regions$/);
    await expectAccessible(page);
    // The thank-you gives way to the form again after 5 s, emptied.
    await expect(email).toBeVisible({ timeout: 8_000 });
    await expect(email).toHaveValue("");
  });

  test("is navigable by keyboard to each Notify Me form", async ({ page }) => {
    await page.goto("/regions");
    const asia = card(page, "Asia Pacific");
    await asia.getByRole("textbox").focus();
    await page.keyboard.type("kenji@example.jp");
    await page.keyboard.press("Enter");
    await expect(asia.getByRole("status")).toContainText("Thank you.");
  });
});

test.describe("/regions without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Notify Me posts as a plain form and answers on the card that was posted", async ({ page }) => {
    await page.goto("/regions");
    const americas = card(page, "Americas");
    await americas.getByRole("textbox", { name: "Email me when Americas opens" }).fill("maria@example.br");
    await americas.getByRole("button", { name: "Notify Me" }).click();
    await expect(page).toHaveURL(/\/regions$/);
    await expect(card(page, "Americas").getByRole("status")).toHaveText(
      "Thank you. We will email you when Americas opens.",
    );
    // Only that card answers.
    await expect(card(page, "Europe").getByRole("status")).toHaveText("");
    await expect(card(page, "Europe").getByRole("button", { name: "Notify Me" })).toBeVisible();
  });

  test("the Middle East link is a plain link", async ({ page }) => {
    await page.goto("/regions");
    await card(page, "Middle East").getByRole("link", { name: "Explore Middle East" }).click();
    await expect(page).toHaveURL(/\/regions\/middle-east$/);
  });
});

test.describe("/regions in every language", () => {
  for (const [lang, title] of [
    ["ko", "지역별 시장 정보"],
    ["zh", "区域市场情报"],
    ["hi", "क्षेत्रीय बाज़ार जानकारी"],
    ["ar", "معلومات الأسواق الإقليمية"],
  ] as const) {
    test(`/${lang}/regions is translated`, async ({ page }) => {
      const response = await page.goto(`/${lang}/regions`);
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      await expect(page.getByRole("article")).toHaveCount(4);
      await expect(page.getByRole("link", { name: /Explore/ })).toHaveCount(0);
    });
  }
});

test.describe("Arabic, right to left, at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("/ar/regions is mirrored, fits the screen, and its Notify Me works", async ({ page }) => {
    test.slow(); // axe
    await page.goto("/ar/regions");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    const middleEast = card(page, "الشرق الأوسط");
    await expect(middleEast.getByRole("link", { name: "استكشف الشرق الأوسط" })).toHaveAttribute(
      "href",
      "/ar/regions/middle-east",
    );
    await expect(middleEast.getByTestId("region-status")).toHaveText("نشطة");
    await expect(card(page, "أوروبا").getByText("المنصة قيد التطوير")).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/regions-ar-390.png`, fullPage: true });

    const asia = card(page, "آسيا والمحيط الهادئ");
    await asia.getByRole("textbox").fill("layla@example.ae");
    await asia.getByRole("button", { name: "أبلغني" }).click();
    await expect(asia.getByRole("status")).toHaveText("شكرًا لك. سنراسلك عند افتتاح آسيا والمحيط الهادئ.");
    await expectNoHorizontalOverflow(page);
  });
});

test.describe("screenshots", () => {
  test.skip(!SHOTS, "only when SHOTS_DIR is set");

  test("English at 390 px and Arabic at 1280 px", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/regions");
    await page.screenshot({ path: `${SHOTS}/regions-en-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/ar/regions");
    await page.screenshot({ path: `${SHOTS}/regions-ar-1280.png`, fullPage: true });
  });
});
