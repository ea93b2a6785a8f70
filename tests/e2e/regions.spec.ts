import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures.ts";

/** Also save full-page screenshots into this directory (SHOTS_DIR=/tmp/shots/catalogue). */
const SHOTS = process.env.SHOTS_DIR;

/** The Middle East, the one region with a hub; the others are choices of the one "Notify Me" form. */
const UPCOMING = ["Asia Pacific", "Europe", "Americas"];

/** A region's card, found by its name. */
const card = (page: Page, name: string) => page.getByRole("article", { name, exact: true });

/** The one offer of updates on the regions we do not cover yet. */
const notify = (page: Page) => page.getByTestId("region-notify");

async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe("/regions in English", () => {
  test("shows what exists, the Middle East hub, and one quiet line about the other regions", async ({
    page,
  }) => {
    test.slow(); // axe
    const response = await page.goto("/regions");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Regional market intelligence | AusEntry Partners");
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    expect(description?.length).toBeGreaterThanOrEqual(50);
    expect(description?.length).toBeLessThanOrEqual(160);
    expect(description).not.toMatch(/in development|coming soon/i);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Regional market intelligence");
    // The hero's picture: the region with every market the hub covers filled (decision 070).
    const map = page.getByRole("img", {
      name: "Map of the Middle East and North Africa with the 22 markets we cover highlighted",
    });
    await expect(map.locator("[data-country]")).toHaveCount(22);

    const section = page.getByRole("region", { name: "Our regional hub" });
    await expect(section.getByRole("article").getByRole("heading", { level: 3 })).toHaveText(["Middle East"]);
    const middleEast = card(page, "Middle East");
    await expect(middleEast).toContainText("Countries covered22");
    await expect(middleEast.getByRole("link")).toHaveCount(1);
    await expect(middleEast.getByRole("link", { name: "Explore Middle East" })).toHaveAttribute(
      "href",
      "/regions/middle-east",
    );

    // No unfinished work on show: no coming-soon cards, no "in development", no hammer (decision 063).
    await expect(page.getByRole("main")).not.toContainText(/coming soon|in development/i);
    await expect(page.locator("main .lucide-hammer")).toHaveCount(0);
    // One line offers updates on the other regions, which are its choices.
    await expect(notify(page)).toContainText(
      "Looking for another region? Leave your email and we will write once, when we cover it.",
    );
    await expect(notify(page).getByRole("combobox", { name: "Region" }).locator("option")).toHaveText(
      UPCOMING,
    );
    await expect(notify(page).getByRole("textbox", { name: "Your email" })).toBeVisible();
    await expect(notify(page).getByRole("button", { name: "Notify Me" })).toBeEnabled();
    await expect(page.getByRole("button", { name: "Notify Me" })).toHaveCount(1);
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

  test("Notify Me takes a region and an address, says thank you, and refuses an invalid one", async ({
    page,
  }) => {
    await page.goto("/regions");
    const form = notify(page);
    const email = form.getByRole("textbox", { name: "Your email" });
    await form.getByRole("combobox", { name: "Region" }).selectOption({ label: "Europe" });

    await email.fill("not-an-address");
    await form.getByRole("button", { name: "Notify Me" }).click();
    await expect(form.getByText("Please enter a valid email address")).toBeVisible();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(page).toHaveURL(/\/regions$/);

    await email.fill("anna@example.eu");
    await form.getByRole("button", { name: "Notify Me" }).click();
    await expect(form.getByRole("status")).toHaveText(
      "Thank you. We will email you once, when that region opens.",
    );
    await expect(form.getByText("Please enter a valid email address")).toHaveCount(0);
    await expect(page).toHaveURL(/\/regions$/);
    await expectAccessible(page);
    // The thank-you gives way to the form again after 5 s, emptied.
    await expect(email).toBeVisible({ timeout: 8_000 });
    await expect(email).toHaveValue("");
  });

  test("is navigable by keyboard to the Notify Me form", async ({ page }) => {
    await page.goto("/regions");
    await notify(page).getByRole("textbox").focus();
    await page.keyboard.type("kenji@example.jp");
    await page.keyboard.press("Enter");
    await expect(notify(page).getByRole("status")).toContainText("Thank you.");
  });
});

test.describe("/regions without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Notify Me posts as a plain form and answers in its form", async ({ page }) => {
    await page.goto("/regions");
    await notify(page).getByRole("combobox", { name: "Region" }).selectOption({ label: "Americas" });
    await notify(page).getByRole("textbox", { name: "Your email" }).fill("maria@example.br");
    await notify(page).getByRole("button", { name: "Notify Me" }).click();
    await expect(page).toHaveURL(/\/regions$/);
    await expect(notify(page).getByRole("status")).toHaveText(
      "Thank you. We will email you once, when that region opens.",
    );
  });

  test.describe("answered with errors", () => {
    // The answer with errors comes with status 400, which the browser logs.
    test.use({ allowedConsoleErrors: /status of 400 \(Bad Request\)/ });

    test("an invalid address keeps the chosen region", async ({ page }) => {
      await page.goto("/regions");
      await notify(page).getByRole("combobox", { name: "Region" }).selectOption({ label: "Europe" });
      await notify(page).getByRole("textbox", { name: "Your email" }).fill("nobody");
      await notify(page).getByRole("button", { name: "Notify Me" }).click();
      await expect(notify(page).getByText("Please enter a valid email address")).toBeVisible();
      await expect(notify(page).getByRole("combobox", { name: "Region" })).toHaveValue("europe");
    });
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
      await expect(page.getByRole("article")).toHaveCount(1);
      await expect(notify(page).locator("option")).toHaveCount(3);
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
    await expect(page.getByRole("main")).not.toContainText(/قيد التطوير|قريبًا/);
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/regions-ar-390.png`, fullPage: true });

    await notify(page)
      .getByRole("combobox", { name: "المنطقة" })
      .selectOption({ label: "آسيا والمحيط الهادئ" });
    await notify(page).getByRole("textbox", { name: "بريدك الإلكتروني" }).fill("layla@example.ae");
    await notify(page).getByRole("button", { name: "أبلغني" }).click();
    await expect(notify(page).getByRole("status")).toHaveText(
      "شكرًا لك. سنراسلك مرة واحدة عند افتتاح تلك المنطقة.",
    );
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
