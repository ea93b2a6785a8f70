import type { Page, Request } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures.ts";

/** Also save screenshots into this directory (SHOTS_DIR=/tmp/shots/consent). */
const SHOTS = process.env.SHOTS_DIR;

// Every other spec starts with a choice stored (fixtures.ts); these start as a first visit.
test.use({ consentChosen: false });

const TAG_MANAGER = "https://www.googletagmanager.com/";

/**
 * Answers the tag manager's requests here (never the network) and records them. The script it serves marks the
 * page, so a test can tell that it ran under the page's CSP.
 */
async function watchTagManager(page: Page) {
  const requests: Request[] = [];
  await page.route(`${TAG_MANAGER}**`, async (route) => {
    requests.push(route.request());
    await route.fulfill({ contentType: "text/javascript", body: "window.__tagManagerRan = true;" });
  });
  return requests;
}

const banner = (page: Page) => page.getByRole("region", { name: "Cookies and your privacy" });
/** 'Choose': the disclosure (a `<summary>`) that opens the switches. */
const choose = (page: Page) => banner(page).getByText("Choose", { exact: true });
const consentCookie = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === "consent");
/** The banner's height as the parts fixed above it read it (they carry the class `above-consent-banner`). */
const bannerHeight = (page: Page) =>
  page.evaluate(() => {
    const probe = document.body.appendChild(document.createElement("div"));
    probe.className = "above-consent-banner";
    const height = getComputedStyle(probe).getPropertyValue("--consent-banner-height").trim();
    probe.remove();
    return height;
  });

/** The events of the first-party beacons sent to /api/events. */
function watchBeacons(page: Page) {
  const events: { name: string; path: string; language: string }[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/events") {
      events.push(...(JSON.parse(request.postData() ?? "{}") as { events: typeof events }).events);
    }
  });
  return events;
}

test.describe("consent banner in English", () => {
  test("a first visit shows the banner, loads no tag manager, and the banner is accessible", async ({
    page,
  }) => {
    test.slow(); // axe
    const tagManager = await watchTagManager(page);
    await page.goto("/");
    const region = banner(page);
    await expect(region).toBeVisible();
    await expect(region).toContainText("with your consent, analytics and marketing cookies");
    await expect(region.getByRole("link", { name: "Cookie Policy" })).toHaveAttribute("href", "/cookies");
    for (const name of ["Accept all", "Reject all"]) {
      await expect(region.getByRole("button", { name, exact: true })).toBeVisible();
    }
    await expect(choose(page)).toBeVisible();
    // Fixed at the bottom, its height published for other fixed parts (the chat launcher).
    const box = await region.boundingBox();
    const viewport = page.viewportSize();
    expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(viewport?.height);
    expect(await bannerHeight(page)).toBe(`${Math.round(box?.height ?? 0)}px`);
    // The page behind stays usable: not a modal.
    await expect(page.locator("[aria-modal=true]")).toHaveCount(0);
    await page.waitForLoadState("networkidle");
    expect(tagManager).toHaveLength(0);
    expect(await consentCookie(page)).toBeUndefined();
    await expectAccessible(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/banner-en-${viewport?.width}.png` });
  });

  test("'Reject all' stores the refusal for a year and no tag manager loads, now or after a reload", async ({
    page,
  }) => {
    const tagManager = await watchTagManager(page);
    await page.goto("/");
    await banner(page).getByRole("button", { name: "Reject all" }).click();
    await expect(banner(page)).toBeHidden();
    expect(await bannerHeight(page)).toBe("0px");
    const cookie = await consentCookie(page);
    expect(cookie?.value).toMatch(/^a=0&m=0&v=1&d=\d{4}-\d{2}-\d{2}$/);
    expect(cookie?.sameSite).toBe("Lax");
    expect(cookie?.httpOnly).toBe(false);
    const year = Date.now() / 1000 + 365 * 24 * 3600;
    expect(Math.abs((cookie?.expires ?? 0) - year)).toBeLessThan(120);
    await page.reload();
    await page.waitForLoadState("networkidle");
    await expect(banner(page)).toBeHidden();
    expect(tagManager).toHaveLength(0);
    expect(await page.evaluate(() => "__tagManagerRan" in window)).toBe(false);
  });

  test("'Accept all' loads the tag manager with the page's nonce; page views reach its dataLayer", async ({
    page,
  }) => {
    const tagManager = await watchTagManager(page);
    await page.goto("/pricing");
    await banner(page).getByRole("button", { name: "Accept all" }).click();
    await expect(banner(page)).toBeHidden();
    await expect.poll(() => tagManager.length).toBe(1);
    expect(tagManager[0]?.url()).toBe(`${TAG_MANAGER}gtm.js?id=GTM-TEST123`);
    await expect.poll(() => page.evaluate(() => "__tagManagerRan" in window)).toBe(true);
    const nonce = await page
      .locator(`script[src^="${TAG_MANAGER}"]`)
      .evaluate((script: HTMLScriptElement) => script.nonce);
    expect(nonce.length).toBeGreaterThan(10);
    expect((await consentCookie(page))?.value).toMatch(/^a=1&m=1&v=1&/);

    // A client-side navigation: one more page view, then it is a stored choice on the next page load.
    await page.getByRole("contentinfo").getByRole("link", { name: "Webinars" }).click();
    await expect(page).toHaveURL("/webinars");
    const dataLayer = () =>
      page.evaluate(() => (window as unknown as { dataLayer: Record<string, unknown>[] }).dataLayer);
    await expect
      .poll(async () => (await dataLayer()).filter((e) => e.event === "page_view").map((e) => e.page_path))
      .toEqual(["/pricing", "/webinars"]);
    expect((await dataLayer()).some((e) => e.event === "gtm.js")).toBe(true);
    await page.reload();
    await expect.poll(() => tagManager.length).toBe(2);
    await expect(banner(page)).toBeHidden();
  });

  test("first-party events go to /api/events as beacons, with the page's path and language only", async ({
    page,
  }) => {
    const events = watchBeacons(page);
    await page.goto("/?utm_campaign=spring&utm_source=li");
    await banner(page).getByRole("button", { name: "Reject all" }).click(); // counted whatever the choice
    // The batch goes after 3 s, or as the page hides (a beacon the browser sends while the page unloads, which
    // the test's browser does not report to it): the test waits for the first.
    await expect
      .poll(() => events.filter((e) => e.name === "page_view").map((e) => e.path), { timeout: 10_000 })
      .toEqual(["/"]);
    await page.getByRole("contentinfo").getByRole("link", { name: "Terms of Service" }).click();
    await expect(page).toHaveURL("/terms");
    await expect
      .poll(() => events.filter((e) => e.name === "page_view").map((e) => e.path), { timeout: 10_000 })
      .toEqual(["/", "/terms"]);
    expect(events[0]).toEqual({ name: "page_view", path: "/", language: "en" });
    // Scroll depth is counted once per threshold.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect
      .poll(() => events.filter((e) => e.name.startsWith("scroll_depth")).map((e) => e.name), {
        timeout: 10_000,
      })
      .toEqual(["scroll_depth_25", "scroll_depth_50", "scroll_depth_75", "scroll_depth_100"]);
    for (const event of events) expect(Object.keys(event).sort()).toEqual(["language", "name", "path"]);
  });

  test("the cookie page's 'Manage preferences' reopens the choices, set to the current ones", async ({
    page,
  }) => {
    const tagManager = await watchTagManager(page);
    await page.goto("/cookies");
    await banner(page).getByRole("button", { name: "Reject all" }).click();
    const panel = page.getByRole("region", { name: "Manage your cookie choices" });
    await expect(panel).toContainText("Your current choice: analytics not allowed, marketing not allowed");
    await expect(panel).toContainText("without any cookie, we count page views");
    await panel.getByRole("button", { name: "Manage preferences" }).click();
    const region = banner(page);
    await expect(region).toBeVisible();
    await expect(region).toBeFocused();
    const analytics = region.getByRole("switch", { name: /Analytics/ });
    await expect(analytics).not.toBeChecked();
    await expect(region.getByRole("switch", { name: /Necessary/ })).toBeChecked();
    await expect(region.getByRole("switch", { name: /Necessary/ })).toBeDisabled();
    await analytics.check();
    await region.getByRole("button", { name: "Save choices" }).click();
    await expect(region).toBeHidden();
    await expect(panel).toContainText("Your current choice: analytics allowed, marketing not allowed");
    await expect.poll(() => tagManager.length).toBe(1);
    expect((await consentCookie(page))?.value).toMatch(/^a=1&m=0&v=1&/);

    // Withdrawing it reloads the page once, which then loads no tag manager.
    await panel.getByRole("button", { name: "Manage preferences" }).click();
    await Promise.all([
      page.waitForEvent("load"),
      banner(page).getByRole("button", { name: "Reject all" }).click(),
    ]);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.waitForLoadState("networkidle");
    expect(tagManager).toHaveLength(1);
    expect(await page.evaluate(() => "__tagManagerRan" in window)).toBe(false);
  });

  test("the footer's 'Cookie preferences' reopens the banner; 'Close' keeps the choice", async ({ page }) => {
    await watchTagManager(page);
    await page.goto("/pricing");
    await banner(page).getByRole("button", { name: "Accept all" }).click();
    await expect(banner(page)).toBeHidden();
    const link = page.getByRole("contentinfo").getByRole("link", { name: "Cookie preferences" });
    await expect(link).toHaveAttribute("href", "/cookies#cookie-preferences"); // without JavaScript
    await link.click();
    await expect(page).toHaveURL("/pricing");
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole("switch", { name: /Marketing/ })).toBeChecked();
    await banner(page).getByRole("button", { name: "Close" }).click();
    await expect(banner(page)).toBeHidden();
    expect((await consentCookie(page))?.value).toMatch(/^a=1&m=1&/);
  });

  test("the banner works with the keyboard alone", async ({ page }) => {
    const tagManager = await watchTagManager(page);
    await page.goto("/pricing");
    await expect(banner(page)).toBeVisible();
    // At the end of the page: a few Shift+Tabs from the top reach it (only fixed launchers may come after it).
    const acceptAll = banner(page).getByRole("button", { name: "Accept all" });
    for (
      let i = 0;
      i < 4 && !(await acceptAll.evaluate((button) => button === document.activeElement));
      i++
    ) {
      await page.keyboard.press("Shift+Tab");
    }
    await expect(acceptAll).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Shift+Tab");
    await expect(choose(page)).toBeFocused();
    await page.keyboard.press("Enter");
    const analytics = banner(page).getByRole("switch", { name: /Analytics/ });
    await expect(analytics).toBeFocused();
    await page.keyboard.press("Space");
    await expect(analytics).toBeChecked();
    await page.keyboard.press("Tab"); // marketing, left off
    await page.keyboard.press("Tab");
    await expect(banner(page).getByRole("button", { name: "Save choices" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(banner(page)).toBeHidden();
    expect((await consentCookie(page))?.value).toMatch(/^a=1&m=0&/);
    await expect.poll(() => tagManager.length).toBe(1);
  });
});

test.describe("consent banner without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("is not shown: nothing optional can load, and the choice is for pages that run scripts", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.getByTestId("consent-banner")).toBeHidden();
    await expect(
      page.getByRole("contentinfo").getByRole("link", { name: "Cookie preferences" }),
    ).toHaveAttribute("href", "/cookies#cookie-preferences");
  });
});

test.describe("window errors", () => {
  test.use({ allowedConsoleErrors: /consent-spec-boom/ });

  test("an unhandled error is reported to /api/client-errors", async ({ page }) => {
    await page.goto("/pricing");
    const report = page.waitForRequest((request) => new URL(request.url()).pathname === "/api/client-errors");
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error("consent-spec-boom");
      });
    });
    const body = JSON.parse((await report).postData() ?? "{}");
    expect(body).toMatchObject({ kind: "error", path: "/pricing" });
    expect(body.message).toContain("consent-spec-boom");
  });
});

test.describe("consent banner in Arabic", () => {
  test("is translated and right to left", async ({ page }) => {
    await page.goto("/ar");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    const region = page.getByRole("region", { name: "ملفات تعريف الارتباط وخصوصيتك" });
    await expect(region).toBeVisible();
    await expect(region.getByRole("button", { name: "قبول الكل" })).toBeVisible();
    await expect(region.getByRole("button", { name: "رفض الكل" })).toBeVisible();
    await expect(region.getByRole("link", { name: "سياسة ملفات تعريف الارتباط" })).toHaveAttribute(
      "href",
      "/ar/cookies",
    );
    await region.getByText("اختيار", { exact: true }).click();
    await expect(region.getByRole("switch", { name: /تحليلية/ })).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/banner-ar-${page.viewportSize()?.width}.png` });
    await region.getByRole("button", { name: "حفظ الاختيارات" }).click();
    await expect(region).toBeHidden();
    await expect(
      page.getByRole("contentinfo").getByRole("link", { name: "تفضيلات ملفات تعريف الارتباط" }),
    ).toBeVisible();
  });
});
