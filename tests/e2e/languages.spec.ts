import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

/**
 * Choosing a language loads the page in it as a new document: what the page being left reported and showed
 * (its analytics events, the switcher's loading state) is kept for the test in the tab's sessionStorage, where the
 * new page finds it once the old one has gone (polled: the old page may be let go after the new one commits).
 */
async function keepPageAsLeft(page: Page) {
  await page.evaluate(() =>
    addEventListener("pagehide", () => {
      const switching = document.querySelector("[role=status] [data-language-switching]:not([hidden])");
      const left = {
        events: (window as Window & { dataLayer?: unknown[] }).dataLayer ?? [],
        busy: document.querySelector("[data-language-switcher]")?.getAttribute("aria-busy") ?? null,
        status: switching?.textContent ?? null,
      };
      sessionStorage.setItem("page-as-left", JSON.stringify(left));
    }),
  );
}
const pageAsLeft = (page: Page) =>
  page.evaluate(() => JSON.parse(sessionStorage.getItem("page-as-left") ?? "null"));
const storedChoice = (page: Page) => page.evaluate(() => localStorage.getItem("i18nextLng"));

test.describe("language switcher", () => {
  test("switches to Arabic: right-to-left from the server, URL prefix, remembered across reloads", async ({
    page,
    context,
  }) => {
    await page.goto("/test");
    await keepPageAsLeft(page);
    await page.getByTestId("language-switcher").click();
    const options = page
      .getByRole("banner")
      .getByRole("list", { name: "Choose a language" })
      .getByRole("link");
    await expect(options).toHaveText(["English", "한국어", "中文", "हिन्दी", "العربية"]);
    await options.filter({ hasText: "العربية" }).click();

    await expect(page).toHaveURL(/\/ar\/test$/);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Test Route Working!");
    expect(await storedChoice(page)).toBe("ar");
    expect(await context.cookies()).toContainEqual(expect.objectContaining({ name: "lng", value: "ar" }));
    // The page left showed the loading state on the switcher and had reported the switch.
    await expect
      .poll(() => pageAsLeft(page))
      .toEqual({
        events: expect.arrayContaining([{ event: "language_switch", from: "en", to: "ar" }]),
        busy: "true",
        status: "Switching language…",
      });

    const reloaded = await page.reload();
    expect(await reloaded!.text()).toContain('<html lang="ar" dir="rtl">');

    // An unprefixed page opened later goes to the chosen language.
    await page.goto("/debug");
    await expect(page).toHaveURL(/\/ar\/debug$/);
    await expect(page.getByTestId("debug-direction")).toHaveText("rtl");
  });

  test("switching back to English returns to the plain path", async ({ page }) => {
    await page.goto("/ko/test");
    await expect(page.locator("html")).toHaveAttribute("lang", "ko");
    await page.getByTestId("language-switcher").click();
    await page.getByRole("banner").getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/\/test$/);
    await expect(page.getByRole("heading", { name: "Test Route Working!" })).toBeVisible();
  });

  test("on a document page, the switch is remembered and reported too", async ({ page }) => {
    await page.goto("/about");
    await keepPageAsLeft(page);
    await page.getByTestId("language-switcher").click();
    await page.getByRole("banner").getByRole("link", { name: "한국어" }).click();
    await expect(page).toHaveURL(/\/ko\/about$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "ko");
    expect(await storedChoice(page)).toBe("ko");
    await expect
      .poll(async () => (await pageAsLeft(page))?.events)
      .toContainEqual({ event: "language_switch", from: "en", to: "ko" });
  });

  test("every language renders its own text with the server", async ({ page }) => {
    const seen = new Set<string>();
    for (const prefix of ["", "/ko", "/zh", "/hi", "/ar"]) {
      await page.goto(`${prefix}/test`);
      seen.add((await page.getByRole("heading", { level: 1 }).textContent()) ?? "");
    }
    expect(seen.size).toBe(5);
  });
});

test.describe("type set for its script (app.css)", () => {
  test("Korean breaks between words only, and long words still wrap", async ({ page }) => {
    await page.goto("/ko/about");
    const style = await page
      .getByRole("heading", { level: 1 })
      .evaluate((heading) => getComputedStyle(heading));
    expect(style.wordBreak).toBe("keep-all");
    expect(style.overflowWrap).toBe("anywhere");
    await page.goto("/about");
    expect(
      await page
        .locator("main p")
        .first()
        .evaluate((p) => getComputedStyle(p).wordBreak),
    ).toBe("normal");
  });

  // Hindi's vowel signs and Arabic's hamzas reach above and below the line: their headings get looser leading.
  for (const [language, prefix, least] of [
    ["Hindi", "/hi", 1.4],
    ["Arabic", "/ar", 1.35],
  ] as const) {
    test(`${language} headings have room for the marks above and below the line`, async ({ page }) => {
      const leading = () =>
        page
          .getByRole("heading", { level: 1 })
          .evaluate(
            (heading) =>
              parseFloat(getComputedStyle(heading).lineHeight) /
              parseFloat(getComputedStyle(heading).fontSize),
          );
      await page.goto(`${prefix}/about`);
      expect(await leading()).toBeGreaterThanOrEqual(least);
      await page.goto("/about");
      expect(await leading()).toBeLessThan(least);
    });
  }
});

test.describe("language prompt", () => {
  // A Korean browser opening an unprefixed page is sent to Korean by the server (legal-seo.spec.ts); the prompt
  // offers Korean where the server does not choose: on a page another language's address opened (here Chinese,
  // so the prompt speaks Chinese: "Based on your browser settings" is 根据您的浏览器设置).
  test.describe("for a Korean browser with no choice stored", () => {
    test.use({ locale: "ko-KR" });

    test("offers Korean for the browser's reason, and Switch goes there", async ({ page }) => {
      await page.goto("/zh");
      const prompt = page.getByTestId("language-prompt");
      // The server sends the texts for every language and reason; only the ones that apply are shown.
      await expect(prompt).toContainText("是否切换为한국어？", { useInnerText: true });
      await expect(prompt).toContainText("根据您的浏览器设置", { useInnerText: true });
      await expect(prompt).not.toContainText("根据您所在的地区", { useInnerText: true });
      await prompt.getByRole("link", { name: "切换", exact: true }).click();
      await expect(page).toHaveURL(/\/ko$/);
      expect(await storedChoice(page)).toBe("ko");
      await expect(page.getByTestId("language-prompt")).toBeHidden();
    });

    test("dismissing remembers the code and never offers it again", async ({ page }) => {
      await page.goto("/zh");
      await page.getByTestId("language-prompt").getByRole("button", { name: "暂不切换" }).click();
      await expect(page.getByTestId("language-prompt")).toBeHidden();
      expect(await page.evaluate(() => localStorage.getItem("dismissed_language_suggestions"))).toBe(
        '["ko"]',
      );
      await page.reload();
      await page.waitForLoadState("networkidle");
      await expect(page.getByTestId("language-prompt")).toBeHidden();
    });
  });

  test.describe("for a visitor in Dubai", () => {
    test.use({ locale: "en-US", timezoneId: "Asia/Dubai" });

    test("offers Arabic based on location", async ({ page }) => {
      await page.goto("/");
      const prompt = page.getByTestId("language-prompt");
      await expect(prompt).toContainText("Would you like to switch to العربية?", { useInnerText: true });
      await expect(prompt).toContainText("Based on your location", { useInnerText: true });
      await expect(prompt.getByRole("link", { name: "Switch" })).toHaveAttribute("href", "/ar");
    });

    // Lighthouse measured a layout shift of 0.087 on every Arabic and Hindi page: the prompt sat above the consent
    // banner and moved whenever the banner's height changed. Under the header it stays put.
    test.describe("with the consent banner showing", () => {
      test.use({ consentChosen: false });

      test("stays where it appeared when the consent banner goes", async ({ page }) => {
        await page.goto("/");
        const prompt = page.getByTestId("language-prompt");
        await expect(prompt).toBeVisible();
        const before = await prompt.boundingBox();
        expect(before!.y).toBeLessThan(200);
        await page.getByRole("button", { name: "Reject all" }).click();
        await expect(page.getByRole("button", { name: "Reject all" })).toBeHidden();
        expect(await prompt.boundingBox()).toEqual(before);
      });
    });
  });

  test.describe("after a language was chosen", () => {
    test.use({ locale: "zh-CN" });
    // The choice is stored as the language switcher stores it: localStorage for the page, cookie for the server.
    test.beforeEach(async ({ context, baseURL }) => {
      await context.addCookies([{ name: "lng", value: "en", url: baseURL! }]);
    });

    test("appears only when the 30% draw says so", async ({ page }) => {
      await page.addInitScript(() => localStorage.setItem("i18nextLng", "en"));
      await page.addInitScript(() => {
        Math.random = () => 0.5;
      });
      await page.goto("/");
      await page.waitForLoadState("networkidle");
      await expect(page.getByTestId("language-prompt")).toBeHidden();
    });

    test("and shows when the draw is under 30%", async ({ page }) => {
      await page.addInitScript(() => localStorage.setItem("i18nextLng", "en"));
      await page.addInitScript(() => {
        Math.random = () => 0.1;
      });
      await page.goto("/");
      await expect(page.getByTestId("language-prompt")).toContainText("Would you like to switch to 中文?", {
        useInnerText: true,
      });
    });
  });

  test.describe("injected language values", () => {
    test.use({ locale: "en-AU" });

    test("a stored value that looks like script is ignored", async ({ page }) => {
      await page.addInitScript(() =>
        localStorage.setItem("i18nextLng", '"><img src=x onerror="window.__pwned=1">'),
      );
      await page.goto("/");
      await page.waitForLoadState("networkidle");
      await expect(page.getByTestId("language-prompt")).toBeHidden();
      expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    });
  });
});
