import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Page } from "@playwright/test";
import { NOT_BUILT_YET } from "#app/content/pages-not-built.ts";
import { expect, expectAccessible, test } from "./fixtures.ts";

const BROWSER_UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";
const GOOGLEBOT_UA = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const PAGE_ACCEPT = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";

/** The body text of the legal article (the rendered Markdown). */
const article = (page: Page) => page.getByRole("main").locator("article");

/** Every `<loc>` of /sitemap.xml, as paths. */
async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get("/sitemap.xml")).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

test.describe("legal pages", () => {
  test("the privacy policy has the spec's sections, retention periods and a working contents list", async ({
    page,
  }) => {
    const response = await page.goto("/privacy-policy");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
    await expect(page.getByTestId("last-updated")).toHaveText("Last updated November 26, 2026");
    const text = article(page);
    for (const heading of [
      "AI data collection",
      "Model training and anonymisation",
      "Your rights under the GDPR",
      "How long we keep your information",
      "Security",
      "Contact us",
    ]) {
      await expect(text.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    await expect(text).toContainText(
      "You can opt out of having your AI interaction data used for model training",
    );
    const retention = text.getByRole("table");
    for (const [what, howLong] of [
      ["Account data", "Until you delete your account, or after 3 years without any sign-in"],
      ["Enquiries and form submissions", "24 months after your last enquiry, then anonymised"],
      ["AI interaction data", "12 months"],
      ["Anonymised training data", "Up to 24 months"],
      ["Support communications", "5 years"],
    ] as const) {
      await expect(retention.getByRole("row", { name: `${what} ${howLong}` })).toBeVisible();
    }
    // The browser tests run with the placeholder CONTACT_EMAIL, which no page shows (decision 064): the texts
    // point to the contact page instead.
    await expect(text.getByRole("link", { name: "our contact page" }).first()).toHaveAttribute(
      "href",
      "/contact",
    );
    await expect(text).not.toContainText("ausentry.example");
    await expect(text.getByRole("link", { name: "Cookie Policy" })).toHaveAttribute("href", "/cookies");

    // The contents list (wide screens) leads to each section.
    const contents = page.getByRole("navigation", { name: "On this page" });
    await contents.getByRole("link", { name: "Security" }).click();
    await expect(page).toHaveURL(/#security$/);
    await expect(text.getByRole("heading", { name: "Security" })).toBeInViewport();
    await expectAccessible(page);
  });

  test("the terms state the 30-day guarantee and what is non-refundable after it", async ({ page }) => {
    await page.goto("/terms");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms of Service");
    await expect(page.getByTestId("last-updated")).toHaveText("Last updated January 30, 2025");
    const text = article(page);
    for (const heading of [
      "AI limitations",
      "Prohibited AI use",
      "Content ownership",
      "Payment terms",
      "30-day money-back guarantee",
      "Non-refundable fees",
      "Limitation of liability",
      "Indemnification",
      "Changes to these terms",
    ]) {
      await expect(text.getByRole("heading", { name: heading, exact: true })).toBeVisible();
    }
    await expect(text).toContainText("within 30 days of purchasing it");
    await expect(text).toContainText(
      "fees for a plan are non-refundable once 30 days have passed since you purchased it",
    );
    await expectAccessible(page);
  });

  test("the cookie policy lists the cookies the site sets, the spec's planned ones and opt-out links", async ({
    page,
  }) => {
    await page.goto("/cookies");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cookie Policy");
    const text = article(page);
    const used = text.getByRole("region", { name: "Cookies we use" }).getByRole("table");
    for (const [name, duration] of [
      ["better-auth.session_token", "7 days"],
      ["better-auth.two_factor", "10 minutes"],
      ["lng", "1 year"],
      ["utm", "Until you close your browser"],
      ["consent", "1 year"],
    ] as const) {
      await expect(used.getByRole("row").filter({ hasText: name }).first()).toContainText(duration);
    }
    const planned = text.getByRole("region", { name: "Planned and replaced cookies" }).getByRole("table");
    for (const [name, duration, status] of [
      ["_ga", "2 years", "Only if you allow analytics cookies"],
      ["auth_token", "Session", "Not set"],
      ["ai_preferences", "1 year", "Not set"],
      ["language", "1 year", "Not set"],
    ] as const) {
      const row = planned.getByRole("row").filter({ has: page.getByRole("cell", { name, exact: true }) });
      await expect(row).toContainText(duration);
      await expect(row).toContainText(status);
    }
    for (const type of [
      "Essential cookies",
      "Functional cookies",
      "Analytics cookies",
      "Marketing cookies",
      "AI cookies",
    ]) {
      await expect(text.getByText(type, { exact: true })).toBeVisible();
    }
    await expect(text.getByRole("link", { name: "Google Analytics opt-out browser add-on" })).toHaveAttribute(
      "href",
      "https://tools.google.com/dlpage/gaoptout",
    );

    // The spec's manage-preferences button, made real: it says what is optional and reopens the consent banner.
    const choices = page.getByTestId("cookie-choices");
    await expect(choices).toContainText(
      "Analytics cookies (Google Tag Manager) and marketing cookies are set only if you allow them",
    );
    await expect(text.getByRole("cell", { name: "consent", exact: true })).toBeVisible();
    await choices.getByRole("button", { name: "Manage preferences" }).click();
    await expect(
      page
        .getByRole("region", { name: "Cookies and your privacy" })
        .getByRole("button", { name: "Reject all" }),
    ).toBeVisible();
    await expectAccessible(page);
  });

  test.describe("in Arabic", () => {
    test("the chrome is Arabic and right-to-left; the English text is marked and links stay in Arabic", async ({
      page,
    }) => {
      test.slow(); // several pages and two accessibility scans: 32 s under two workers on this machine kind
      await page.goto("/ar/privacy-policy");
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("سياسة الخصوصية");
      await expect(page.getByTestId("last-updated")).toContainText("آخر تحديث");
      await expect(page.getByRole("main")).toContainText("هذه الوثيقة متاحة باللغة الإنجليزية فقط.");
      const text = article(page);
      await expect(text).toHaveAttribute("lang", "en");
      await expect(text).toHaveAttribute("dir", "ltr");
      await expect(text.getByRole("link", { name: "Cookie Policy" })).toHaveAttribute("href", "/ar/cookies");
      await expectAccessible(page);
      await page.goto("/ar/cookies");
      await expect(page.getByTestId("cookie-choices")).toContainText("ملفات تعريف الارتباط");
      await expectAccessible(page);
    });
  });

  test.describe("at 390 px", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("wide tables scroll inside their box, never the page", async ({ page }) => {
      for (const path of ["/cookies", "/ar/cookies", "/hi/privacy-policy"]) {
        await page.goto(path);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, path).toBeLessThanOrEqual(0);
        await expect(
          page.getByRole("navigation", { name: /./ }).filter({ has: page.locator("ol") }),
        ).toBeHidden();
      }
    });
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the text comes rendered from the server", async ({ page }) => {
      await page.goto("/terms");
      await expect(article(page).getByRole("heading", { name: "Payment terms" })).toBeVisible();
      await page.goto("/ko/cookies");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("쿠키 정책");
      await expect(article(page)).toHaveAttribute("lang", "en");
    });
  });
});

test.describe("sitemap page", () => {
  test("links every built page in its group; links to pages of later issues are the only 404s", async ({
    page,
    request,
  }) => {
    await page.goto("/sitemap");
    const links = await page
      .getByRole("main")
      .getByRole("link")
      .evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")!));
    for (const path of ["/", "/privacy-policy", "/terms", "/cookies", "/contact", "/login", "/register"]) {
      expect(links).toContain(path);
    }
    for (const path of links) {
      const status = (await request.get(path, { maxRedirects: 0 })).status();
      // /profile sends visitors who are not signed in to /login.
      const expected = NOT_BUILT_YET.includes(path) ? 404 : path === "/profile" ? 302 : 200;
      expect.soft(status, path).toBe(expected);
    }
    await expectAccessible(page);
  });

  test("in Arabic, every link stays in Arabic", async ({ page }) => {
    await page.goto("/ar/sitemap");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    const hrefs = await page
      .getByRole("main")
      .getByRole("link")
      .evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")!));
    expect(hrefs.filter((href) => !href.startsWith("/ar"))).toEqual([]);
    await expectAccessible(page);
  });
});

test.describe("sitemap.xml and robots.txt", () => {
  test("robots.txt points to the sitemap and keeps crawlers out of private pages", async ({
    request,
    baseURL,
  }) => {
    const response = await request.get("/robots.txt");
    expect(response.headers()["content-type"]).toContain("text/plain");
    const text = await response.text();
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    for (const line of [
      "Disallow: /profile",
      "Disallow: /ar/profile",
      "Disallow: /admin",
      "Disallow: /debug$",
      "Disallow: /test$",
    ]) {
      expect(text.split("\n")).toContain(line);
    }
  });

  test("sitemap.xml lists the public pages and blog posts in all five languages, each answering 200", async ({
    request,
  }) => {
    test.slow(); // every public page in five languages, most rendered for the first time: 33 s on this machine kind
    const response = await request.get("/sitemap.xml");
    expect(response.headers()["content-type"]).toContain("application/xml");
    const paths = await sitemapPaths(request);
    for (const path of [
      "/",
      "/ko",
      "/contact",
      "/ar/contact",
      "/privacy-policy",
      "/hi/terms",
      "/zh/cookies",
      "/sitemap",
    ]) {
      expect(paths).toContain(path);
    }
    expect(paths.some((path) => /^\/ar\/blog\/./.test(path))).toBe(true);
    for (const path of ["/profile", "/debug", "/test", ...NOT_BUILT_YET]) expect(paths).not.toContain(path);
    for (const path of paths) {
      expect.soft((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(200);
    }
  });

  test("exists at the site root only", async ({ request }) => {
    expect((await request.get("/ko/sitemap.xml")).status()).toBe(404);
    expect((await request.get("/ar/robots.txt")).status()).toBe(404);
  });
});

/** What a page's head says, read from its server-rendered HTML. */
type HeadTags = {
  status: number;
  titles: number;
  title: string;
  description: string;
  ogTitle: string | null;
  ogDescription: string | null;
  ogImage: string | null;
  twitterCard: string | null;
  robots: number;
  canonical: string | null;
  alternates: (string | null)[];
};

test.describe("SEO tags on every page of sitemap.xml", () => {
  test("one title, a 50-160 character description, OpenGraph, Twitter card, canonical and hreflang", async ({
    page,
    request,
    baseURL,
  }) => {
    test.slow();
    const paths = await sitemapPaths(request);
    // Hundreds of pages: the browser fetches their HTML a dozen at a time and reads each head with DOMParser (the
    // server's markup, as a crawler gets it), rather than opening every page in a tab.
    await page.goto("/");
    const heads = await page.evaluate(async (all) => {
      const read = async (path: string): Promise<HeadTags> => {
        const response = await fetch(path, { redirect: "manual" });
        const doc = new DOMParser().parseFromString(await response.text(), "text/html");
        const attr = (selector: string, name: string) =>
          doc.head.querySelector(selector)?.getAttribute(name) ?? null;
        return {
          status: response.status,
          titles: doc.head.querySelectorAll("title").length,
          title: doc.title,
          description: attr('meta[name="description"]', "content") ?? "",
          ogTitle: attr('meta[property="og:title"]', "content"),
          ogDescription: attr('meta[property="og:description"]', "content"),
          ogImage: attr('meta[property="og:image"]', "content"),
          twitterCard: attr('meta[name="twitter:card"]', "content"),
          robots: doc.head.querySelectorAll('meta[name="robots"]').length,
          canonical: attr('link[rel="canonical"]', "href"),
          alternates: [...doc.head.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) =>
            link.getAttribute("hreflang"),
          ),
        };
      };
      const results: [string, HeadTags][] = [];
      for (let at = 0; at < all.length; at += 12) {
        const batch = all.slice(at, at + 12);
        results.push(
          ...(await Promise.all(batch.map(async (path) => [path, await read(path)] as [string, HeadTags]))),
        );
      }
      return results;
    }, paths);

    const seen = new Map<string, string>();
    for (const [path, head] of heads) {
      expect.soft(head.status, path).toBe(200);
      expect.soft(head.titles, path).toBe(1);
      const { title, description } = head;
      expect
        .soft(description.length, `${path} description length: ${description}`)
        .toBeGreaterThanOrEqual(50);
      expect.soft(description.length, `${path} description length: ${description}`).toBeLessThanOrEqual(160);
      expect.soft(head.ogTitle, path).toBe(title);
      expect.soft(head.ogDescription, path).toBe(description);
      expect.soft(head.ogImage, path).toMatch(/\/og-image\.png$/);
      expect.soft(head.twitterCard, path).toBe("summary_large_image");
      expect.soft(head.robots, path).toBe(0);
      expect.soft(head.canonical, path).toBe(`${baseURL}${path}`);
      expect.soft(head.alternates, path).toEqual(["en", "ko", "zh", "hi", "ar", "x-default"]);
      // Its own title and description: no two pages of one language share them.
      const language = /^\/(ko|zh|hi|ar)(\/|$)/.exec(path)?.[1] ?? "en";
      for (const [kind, value] of [
        ["title", title],
        ["description", description],
      ]) {
        const key = `${language} ${kind} ${value}`;
        expect.soft(seen.get(key), `${path} shares its ${kind} with ${seen.get(key)}`).toBeUndefined();
        seen.set(key, path);
      }
    }
    expect(heads).toHaveLength(paths.length);
  });
});

test.describe("SEO tags on pages outside the sitemap", () => {
  // `/nowhere` answers 404 and the newsletter links with a made-up token 400, on purpose.
  test.use({ javaScriptEnabled: false, allowedConsoleErrors: /status of 40[04]/ });

  test("form, newsletter, utility and 404 pages describe themselves too; utility pages stay out of search", async ({
    page,
  }) => {
    test.slow(); // 35 pages
    const pages = [
      ["/assessment", false],
      ["/newsletter", false],
      ["/newsletter/confirm?token=x", true],
      ["/newsletter/unsubscribe?token=x", true],
      ["/test", true],
      ["/debug", true],
      ["/nowhere", true],
    ] as const;
    for (const prefix of ["", "/ko", "/zh", "/hi", "/ar"]) {
      for (const [path, noindex] of pages) {
        await page.goto(`${prefix}${path}`);
        const head = page.locator("head");
        const description = (await head.locator('meta[name="description"]').getAttribute("content")) ?? "";
        expect.soft(description.length, `${prefix}${path}: ${description}`).toBeGreaterThanOrEqual(50);
        expect.soft(description.length, `${prefix}${path}: ${description}`).toBeLessThanOrEqual(160);
        await expect.soft(head.locator('meta[name="twitter:card"]'), path).toHaveCount(1);
        await expect
          .soft(head.locator('meta[name="robots"][content="noindex"]'), path)
          .toHaveCount(noindex ? 1 : 0);
      }
    }
  });
});

test.describe("language detection", () => {
  test.describe("a Korean browser with no stored choice", () => {
    test.use({ locale: "ko-KR" });

    test("landing on / is sent to /ko, and on /contact to /ko/contact", async ({ page }) => {
      await page.goto("/");
      await expect(page).toHaveURL(/\/ko$/);
      await expect(page.locator("html")).toHaveAttribute("lang", "ko");
      await page.goto("/contact");
      await expect(page).toHaveURL(/\/ko\/contact$/);
    });

    test("keeps a stored choice of English, and the address it opened in another language", async ({
      page,
      context,
      baseURL,
    }) => {
      await page.goto("/zh/terms");
      await expect(page).toHaveURL(/\/zh\/terms$/);
      await context.addCookies([{ name: "lng", value: "en", url: baseURL! }]);
      await page.goto("/");
      await expect(page).toHaveURL(`${baseURL}/`);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
    });
  });

  test("answers by Accept-Language for browsers only, and says so in Vary", async ({ request }) => {
    const get = (path: string, headers: Record<string, string>) =>
      request.get(path, {
        maxRedirects: 0,
        headers: { accept: PAGE_ACCEPT, "user-agent": BROWSER_UA, ...headers },
      });

    const korean = await get("/", { "accept-language": "ko-KR,ko;q=0.9,en;q=0.8" });
    expect(korean.status()).toBe(302);
    expect(korean.headers().location).toBe("/ko");
    expect(korean.headers().vary).toContain("Accept-Language");
    expect(korean.headers()["cache-control"]).toBe("private, no-store");

    const english = await get("/terms", { "accept-language": "en-AU,ko;q=0.5" });
    expect(english.status()).toBe(200);
    expect(english.headers().vary).toMatch(/Accept-Language.*Cookie|Cookie.*Accept-Language/);

    const crawler = await get("/terms", { "accept-language": "ar", "user-agent": GOOGLEBOT_UA });
    expect(crawler.status()).toBe(200);

    const stored = await get("/terms", { "accept-language": "ar", cookie: "lng=hi" });
    expect(stored.headers().location).toBe("/hi/terms");

    const prefixed = await get("/zh/terms", { "accept-language": "ar" });
    expect(prefixed.status()).toBe(200);
    expect(prefixed.headers().vary).not.toContain("Accept-Language");

    const injected = await get("/", {
      "accept-language": '<script>alert(1)</script>,ar"><img src=x onerror=alert(1)>',
    });
    expect(injected.status()).toBe(200);

    for (const path of ["/sitemap.xml", "/robots.txt", "/healthz", "/og-image.png"]) {
      expect((await get(path, { "accept-language": "ko" })).status(), path).toBe(200);
    }
  });
});

test.describe("shell details", () => {
  test("the logo link is named by its visible text; language options are native names without flags", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(
      page.getByRole("banner").getByRole("link", { name: "AusEntry Partners", exact: true }),
    ).toHaveAttribute("href", "/");
    for (const path of ["/", "/ar/terms"]) {
      await page.goto(path);
      const results = await new AxeBuilder({ page }).withRules(["label-content-name-mismatch"]).analyze();
      expect(
        results.violations.map((v) => v.nodes.map((n) => n.target.join(" "))),
        path,
      ).toEqual([]);
    }
    await page.getByTestId("language-switcher").click();
    const options = page.getByRole("banner").getByRole("list").getByRole("link");
    await expect(options).toHaveText(["English", "한국어", "中文", "हिन्दी", "العربية"]);
  });
});
