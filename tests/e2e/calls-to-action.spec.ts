import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

/**
 * One call-to-action system (decision 069): the free market assessment is the primary offer under one name in the
 * header, the heroes, the dialog and the closing bands; "Book a discovery call" to /demo-scheduler the secondary.
 */
const LANGS = {
  en: {
    prefix: "",
    offer: "Free market assessment",
    primary: "Get a free market assessment",
    call: "Book a discovery call",
    homeBand: "Ready to enter the Australian market?",
  },
  ko: {
    prefix: "/ko",
    offer: "무료 시장 평가",
    primary: "무료 시장 평가 받기",
    call: "상담 통화 예약",
    homeBand: "호주 시장에 진출할 준비가 되셨나요?",
  },
} as const;

type Text = (typeof LANGS)[keyof typeof LANGS];

/** The primary action of `area`: named the offer's full label, it opens the lead form (or its page). */
async function expectPrimary(area: Locator, text: Text) {
  const primary = area.getByRole("link", { name: text.primary, exact: true });
  await expect(primary).toHaveCount(1);
  await expect(primary).toHaveAttribute("href", new RegExp(`^${text.prefix}/assessment\\?source=`));
  return primary;
}

/** The secondary action of `area`: "Book a discovery call" to the scheduler. */
async function expectSecondary(area: Locator, text: Text) {
  const call = area.getByRole("link", { name: new RegExp(`^${text.call}`) });
  await expect(call).toHaveCount(1);
  await expect(call).toHaveAttribute("href", `${text.prefix}/demo-scheduler`);
  return call;
}

/** Side by side, the two are one size. */
async function expectOneSize(first: Locator, second: Locator) {
  const [a, b] = [await first.boundingBox(), await second.boundingBox()];
  expect(Math.abs(a!.height - b!.height)).toBeLessThanOrEqual(1);
  expect(await first.evaluate((el) => getComputedStyle(el).paddingBlockStart)).toBe(
    await second.evaluate((el) => getComputedStyle(el).paddingBlockStart),
  );
}

const hero = (page: Page) => page.getByRole("main").locator("section").first();

for (const [lang, text] of Object.entries(LANGS)) {
  test.describe(`calls to action (${lang})`, () => {
    test("the header, home, a solution page and /pricing offer the same two next steps", async ({ page }) => {
      test.slow(); // four pages
      await page.goto(`${text.prefix}/`);
      // The header names the offer alone, and fits: the button is inside the viewport, on one line.
      const headerOffer = page.getByRole("banner").getByRole("link", { name: text.offer, exact: true });
      await expect(headerOffer).toHaveAttribute(
        "href",
        new RegExp(`^${text.prefix}/assessment\\?source=header&`),
      );
      const box = (await headerOffer.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(1280);
      expect(box.height).toBeLessThanOrEqual(44);

      const homePrimary = await expectPrimary(hero(page), text);
      await expectOneSize(homePrimary, await expectSecondary(hero(page), text));
      const band = page.getByRole("region", { name: text.homeBand });
      await expectOneSize(await expectPrimary(band, text), await expectSecondary(band, text));

      await page.goto(`${text.prefix}/solutions/market-entry`);
      const solutionPrimary = await expectPrimary(hero(page), text);
      await expectOneSize(solutionPrimary, await expectSecondary(hero(page), text));

      // /pricing (an app page): the header's button opens the dialog named after the offer.
      await page.goto(`${text.prefix}/pricing`);
      await expectSecondary(page.locator("#discovery-call"), text);
      await page.getByRole("banner").getByRole("link", { name: text.offer, exact: true }).click();
      await expect(page.getByRole("dialog", { name: text.offer })).toBeVisible();
    });
  });
}
