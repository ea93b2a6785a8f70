import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

/**
 * The display face (decision 071): each page preloads the one file its language's headings are set in, from our own
 * origin, and the browser uses that preload (one request for the file, not two).
 */

const fontPreloads = (page: Page) => page.locator('head link[rel="preload"][as="font"]');

async function expectServedFont(request: APIRequestContext, href: string) {
  const response = await request.get(href);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("font/woff2");
  expect(response.headers()["cache-control"]).toContain("immutable");
}

/** How often the page fetched each WOFF2 file, by file name. */
const fontRequests = (page: Page) =>
  page.evaluate(() =>
    (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.endsWith(".woff2"))
      .map((path) => path.slice(path.lastIndexOf("/") + 1)),
  );

for (const { lang, path, file } of [
  { lang: "English", path: "/about", file: /^ibm-plex-sans-latin-600-normal-[\w-]+\.woff2$/ },
  { lang: "English (an app page)", path: "/pricing", file: /^ibm-plex-sans-latin-600-normal-[\w-]+\.woff2$/ },
  { lang: "Arabic", path: "/ar/about", file: /^ibm-plex-sans-arabic-arabic-600-normal-[\w-]+\.woff2$/ },
  {
    lang: "Hindi",
    path: "/hi/about",
    file: /^ibm-plex-sans-devanagari-devanagari-600-normal-[\w-]+\.woff2$/,
  },
]) {
  test(`a page in ${lang} preloads its headings' face only, and uses it`, async ({ page, request }) => {
    await page.goto(path);
    const preload = fontPreloads(page);
    await expect(preload).toHaveCount(1);
    await expect(preload).toHaveAttribute("type", "font/woff2");
    // Fonts are fetched in CORS mode: without the attribute the preload is not the copy the page uses.
    await expect(preload).toHaveAttribute("crossorigin", /.*/);
    const href = (await preload.getAttribute("href"))!;
    expect(href).toMatch(/^\/assets\//);
    const name = href.slice(href.lastIndexOf("/") + 1);
    expect(name).toMatch(file);
    await expectServedFont(request, href);

    const heading = page.getByRole("heading", { level: 1 });
    expect(await heading.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(
      /^"IBM Plex Sans/,
    );
    await page.evaluate(() => document.fonts.ready);
    expect((await fontRequests(page)).filter((requested) => requested === name)).toHaveLength(1);
  });
}

/** The page's stylesheets, each with its text. */
const stylesheets = (page: Page, request: APIRequestContext) =>
  page
    .locator('head link[rel="stylesheet"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")!))
    .then((hrefs) =>
      Promise.all(hrefs.map(async (href) => ({ href, css: await (await request.get(href)).text() }))),
    );

/** A face of the Korean family (the site's own stylesheet names the family, for Korean pages, but declares no face of it). */
const KOREAN_FACE = /@font-face\s*\{[^}]*IBM Plex Sans KR/;

test("a Korean page preloads no font: its faces come in slices by unicode-range, optional and WOFF2 only", async ({
  page,
  request,
}) => {
  await page.goto("/ko/about");
  await expect(fontPreloads(page)).toHaveCount(0);
  const hangul = (await stylesheets(page, request)).find(({ css }) => KOREAN_FACE.test(css));
  expect(hangul, "a stylesheet with the Korean faces").toBeDefined();
  const faces = hangul!.css.match(/@font-face\s*\{[^}]*\}/g) ?? [];
  expect(faces.length).toBeGreaterThan(90);
  for (const face of faces) {
    expect(face).toMatch(/font-display:\s*optional/);
    expect(face).toMatch(/unicode-range:/);
    expect(face).not.toMatch(/\.woff\)/);
  }
  const slice = /url\(["']?([^)"']+\.woff2)/.exec(faces[0]!)![1]!;
  await expectServedFont(request, new URL(slice, new URL(hangul!.href, page.url())).pathname);
  // Other languages' pages do not carry it.
  await page.goto("/about");
  for (const { css } of await stylesheets(page, request)) expect(css).not.toMatch(KOREAN_FACE);
});
