import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

/**
 * Document pages (decision 061): sent as HTML that works whole without the app, with only the page script.
 * Each page in depth lives in its own spec; this one proves what makes them documents.
 */
const DOCUMENT_PAGES = [
  "/",
  "/about",
  "/sitemap",
  "/solutions",
  "/solutions/market-entry",
  "/blog",
  "/faq",
  "/resources",
  "/privacy-policy",
  "/terms",
  "/regions/middle-east/saudi-arabia",
  "/contact",
  "/partners",
];

/** Every script address the page requests from now on. */
function scriptsOf(page: Page) {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/** The page views reported on this page (the tag manager's `dataLayer`, which every event goes to). */
const pageViews = (page: Page) =>
  page.evaluate(() =>
    ((window as Window & { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).filter(
      (entry) => entry.event === "page_view",
    ),
  );

for (const prefix of ["", "/ar"]) {
  test(`document pages load only the page script, and report their view (${prefix || "en"})`, async ({
    page,
  }) => {
    test.slow(); // every document page in turn, each loaded and its view reported
    const scripts = scriptsOf(page);
    for (const route of DOCUMENT_PAGES) {
      scripts.length = 0;
      const path = route === "/" ? prefix || "/" : `${prefix}${route}`;
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("data-document-page", "");
      expect(
        scripts.some((script) => /page-script-/.test(script)),
        path,
      ).toBe(true);
      // Neither the app's entry nor a route module: the framework never loads.
      expect(
        scripts.filter((script) => /entry\.client|\/routes?\b|shell-/.test(script)),
        path,
      ).toEqual([]);
      expect(await page.evaluate(() => "__reactRouterContext" in window), path).toBe(false);
      expect(await pageViews(page), path).toEqual([
        expect.objectContaining({ event: "page_view", page_path: path }),
      ]);
    }
  });
}

test("a link from an app page to a document page loads that page as a document", async ({ page }) => {
  await page.goto("/tools");
  await expect(page.locator("html")).not.toHaveAttribute("data-document-page");
  // Survives a navigation inside the app, not a document load.
  await page.evaluate(() => Object.assign(window, { stayedInApp: true }));
  await page.getByRole("contentinfo").getByRole("link", { name: "FAQs" }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.locator("html")).toHaveAttribute("data-document-page", "");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => "stayedInApp" in window)).toBe(false);
});

test("a link from a document page to an app page loads the app, which hydrates", async ({ page }) => {
  await page.goto("/about");
  await page.getByRole("contentinfo").getByRole("link", { name: "Webinars" }).click();
  await expect(page).toHaveURL(/\/webinars$/);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await expect(page.locator("html")).not.toHaveAttribute("data-document-page");
  expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(true);
});

test.describe("the consent banner on a document page", () => {
  test.use({ consentChosen: false });

  test("'Accept all' saves the choice in the browser, without a request, and loads the tag manager", async ({
    page,
  }) => {
    const posts: string[] = [];
    page.on("request", (request) => request.method() === "POST" && posts.push(request.url()));
    const tagManager: string[] = [];
    await page.route("https://www.googletagmanager.com/**", (route) => {
      tagManager.push(route.request().url());
      return route.fulfill({ contentType: "text/javascript", body: "" });
    });
    await page.goto("/about");
    const banner = page.getByTestId("consent-banner");
    await expect(banner).toBeVisible();
    await banner.getByRole("button", { name: "Accept all" }).click();
    await expect(banner).toBeHidden();
    expect(posts.filter((url) => url.includes("/cookies"))).toEqual([]);
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === "consent")?.value).toMatch(/^a=1&m=1&/);
    await expect.poll(() => tagManager.length).toBe(1);
  });
});
