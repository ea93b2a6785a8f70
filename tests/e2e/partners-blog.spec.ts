import type { Locator, Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures.ts";

/**
 * /partners and the blog (issue 9 items 4 and 5) on the seeded sample data: 7 active partners (4 featured, 1
 * inactive left out) and 10 posts (1 premium, never public), 9 listed newest first.
 */
const ARTICLE = "/blog/selling-to-government-buyict-austender";
const PREMIUM_TITLE = "2027 Government Technology Pipeline: Where to Focus";
/** The sample post published on LinkedIn: summarised here, its read-more goes to the source. */
const EXTERNAL = {
  path: "/blog/choosing-an-australian-channel-partner",
  title: "Choosing an Australian Channel Partner",
  source: "https://www.linkedin.com/company/ausentry-partners/posts/?feedView=articles",
};

async function expectNoHorizontalOverflow(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

const directory = (page: Page) => page.locator("#directory");
const directoryNames = (page: Page) => directory(page).getByRole("heading", { level: 3 });
const articles = (page: Page) => page.locator("#articles").getByRole("heading", { level: 3 });
const pagination = (page: Page) => page.getByRole("navigation", { name: "Article pages" });
const categories = (page: Page) => page.getByRole("navigation", { name: "Article categories" });

test.describe("partners page", () => {
  test("hero, values, featured partners, directory, process, stories and call to action", async ({
    page,
  }) => {
    const response = await page.goto("/partners");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "The right local partners, from day one",
    );
    const hero = page.locator("main > section").first();
    await expect(hero.getByRole("link", { name: "Get a free market assessment" })).toHaveAttribute(
      "href",
      "/assessment?source=partners&from=%2Fpartners",
    );
    await expect(hero.getByRole("link", { name: "Book a discovery call" })).toHaveAttribute(
      "href",
      "/demo-scheduler",
    );
    await expect(hero.getByRole("link", { name: "Explore partnership solutions" })).toHaveAttribute(
      "href",
      "/solutions/partnerships",
    );
    await expect(page.locator("#why").getByRole("heading", { level: 3 })).toHaveCount(4);

    const featured = page.locator("#featured").getByRole("heading", { level: 3 });
    await expect(featured).toHaveText([
      "Coral Sea Cyber",
      "Northbridge Systems Integration",
      "Harbourline Health Technologies",
      "Kestrel Compliance Advisory",
    ]);

    // The hero says what its 250+ counts; the directory counts what it lists.
    await expect(hero).toContainText("We have worked with 250+ Australian integrators");
    await expect(directory(page).getByRole("status")).toHaveText("Showing 7 of 7 listed partners");
    await expect(directoryNames(page)).toHaveCount(7);
    // The seed's firms are fictional: each says so, and each list says what the badge means (decision 064).
    await expect(directory(page).getByText("Sample listing", { exact: true })).toHaveCount(7);
    await expect(page.locator("#featured").getByText("Sample listing", { exact: true })).toHaveCount(4);
    await expect(page.getByTestId("sample-partners-note")).toHaveCount(2);
    await expect(directory(page)).not.toContainText("Tasman Channel Partners");
    // Choices built from the data plus "all".
    await expect(page.getByLabel("Industry").locator("option")).toHaveText([
      "All industries",
      "Defence",
      "Education",
      "Energy",
      "Fintech",
      "Government",
      "Healthcare",
    ]);
    await expect(page.getByLabel("Category").locator("option")).toHaveText([
      "All categories",
      "Systems integrator",
      "Technology partner",
      "Consultant",
      "Reseller",
    ]);
    // No logo files yet, and no monograms standing in for them: the page loads no image from anywhere.
    await expect(page.locator("main img")).toHaveCount(0);
    // The fictional firms have no website: no link to a placeholder domain (decision 064).
    await expect(page.getByRole("link", { name: /^Visit website/ })).toHaveCount(0);
    await expect(page.locator('a[href*="example."]')).toHaveCount(0);

    await expect(page.locator("#process li h3")).toHaveText([
      "Skill mapping",
      "Opportunity alignment",
      "Force multiplication",
      "Seamless integration",
    ]);
    // The case studies, told as on home and the solution pages (app/content/case-studies.ts), marked illustrative.
    const stories = page.locator("#stories");
    await expect(stories.getByRole("heading", { level: 3 })).toHaveText([
      "From no channel to a national partner network",
      "A first Australian government contract",
      "Through a hospital security review at the first attempt",
    ]);
    await expect(stories).toContainText("A$2.1M");
    await expect(stories.getByTestId("illustrative-note")).toHaveText(
      "Illustrative examples, not specific clients' results.",
    );
    await expect(page.getByRole("link", { name: "Apply to become a partner" })).toHaveAttribute(
      "href",
      "/contact",
    );
    await expectAccessible(page);
  });

  test("with JavaScript the list follows as you type and filter, in the URL, without a reload", async ({
    page,
  }) => {
    await page.goto("/partners");
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    const search = page.getByLabel("Search partners");
    await search.pressSequentially("CYBER");
    await expect(page).toHaveURL(/\/partners\?q=CYBER$/);
    await expect(directoryNames(page)).toHaveText(["Coral Sea Cyber"]);
    await expect(directory(page).getByRole("status")).toHaveText("Showing 1 of 7 listed partners");
    await expect(search).toBeFocused();

    await search.fill("defence");
    await expect(directoryNames(page)).toHaveText(["Coral Sea Cyber", "Brindabella Defence Consulting"]);
    await page.getByLabel("Category").selectOption("consultant");
    await expect(page).toHaveURL(/\/partners\?q=defence&category=consultant$/);
    await expect(directoryNames(page)).toHaveText(["Brindabella Defence Consulting"]);

    await search.fill("quantum");
    await expect(directory(page).getByRole("status")).toHaveText(
      "No partners found matching your search criteria.",
    );
    await expect(directoryNames(page)).toHaveCount(0);

    await page.getByRole("link", { name: "Clear search and filters" }).click();
    await expect(page).toHaveURL(/\/partners$/);
    await expect(directoryNames(page)).toHaveCount(7);
    await expect(search).toHaveValue("");
    await expect(page.getByLabel("Category")).toHaveValue("all");
    // Typing replaced the URL in place: one history entry, the same document.
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    await expectAccessible(page);
  });

  test("a shared filtered URL opens filtered", async ({ page }) => {
    await page.goto("/partners?industry=Defence&q=irap");
    await expect(directoryNames(page)).toHaveText(["Coral Sea Cyber"]);
    await expect(page.getByLabel("Search partners")).toHaveValue("irap");
    await expect(page.getByLabel("Industry")).toHaveValue("Defence");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the search form is a plain GET form whose result URL can be shared", async ({ page }) => {
      await page.goto("/partners");
      await page.getByLabel("Search partners").fill("health");
      await page.getByLabel("Industry").selectOption("Healthcare");
      await page.getByRole("button", { name: "Search" }).click();
      await expect(page).toHaveURL(/\/partners\?q=health&category=all&industry=Healthcare#directory$/);
      await expect(directoryNames(page)).toHaveText(["Harbourline Health Technologies"]);
      await expect(page.getByLabel("Search partners")).toHaveValue("health");

      await page.getByLabel("Search partners").fill("nothing like this");
      await page.getByRole("button", { name: "Search" }).click();
      await expect(directory(page)).toContainText("No partners found matching your search criteria.");
      await page.getByRole("link", { name: "Clear search and filters" }).click();
      await expect(directoryNames(page)).toHaveCount(7);
    });
  });
});

/** The listing's post titles across both pages, through the pagination links. */
async function allListedTitles(page: Page): Promise<string[]> {
  await page.goto("/blog");
  const first = await articles(page).allTextContents();
  await pagination(page).getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/blog\?page=2#articles$/);
  // The URL can change before page 2 is on screen: read the titles once the pagination says so.
  await expectCurrentPage(pagination(page), 2);
  return [...first, ...(await articles(page).allTextContents())];
}

async function expectCurrentPage(nav: Locator, page: number) {
  await expect(nav.locator('[aria-current="page"]')).toHaveText(String(page));
}

test.describe("blog listing", () => {
  test("six posts a page, newest first, with category buttons, pagination and read-more links", async ({
    page,
  }) => {
    const response = await page.goto("/blog");
    expect(response?.status()).toBe(200);
    await expect(articles(page)).toHaveCount(6);
    await expect(articles(page).first()).toHaveText("Hiring Your First Australian Team");
    // The seeded posts are samples with fictional authors, and say so: a badge on each and one line saying what it
    // means (design system, content rules).
    const listing = page.locator("#articles");
    await expect(listing.getByText("Sample article", { exact: true })).toHaveCount(6);
    await expect(listing.getByTestId("sample-posts-note")).toHaveText(
      "Articles marked “Sample article” are examples that show how the blog works; their authors are fictional.",
    );
    await expect(categories(page).getByRole("link")).toHaveText([
      "All",
      "Compliance",
      "GovTech",
      "Grants",
      "Market Entry",
      "Partnerships",
    ]);
    await expect(categories(page).getByRole("link", { name: "All" })).toHaveAttribute("aria-current", "true");
    await expectCurrentPage(pagination(page), 1);
    await expect(pagination(page).getByRole("link", { name: "Page 2" })).toHaveAttribute(
      "href",
      "/blog?page=2#articles",
    );
    await expect(page.getByRole("link", { name: "Subscribe to updates" })).toHaveAttribute(
      "href",
      "/resources#subscribe",
    );
    await expect(page.getByRole("link", { name: "Request custom research" })).toHaveAttribute(
      "href",
      "/contact",
    );
    // A listed date is written the page's way and carries the machine-readable date.
    await expect(page.locator("#articles time").first()).toHaveText("November 10, 2026");
    await expectAccessible(page);

    await pagination(page).getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/blog\?page=2#articles$/);
    await expect(articles(page)).toHaveCount(3);
    await expectCurrentPage(pagination(page), 2);

    // Changing the category from page 2 goes to the category's first page.
    await categories(page).getByRole("link", { name: "GovTech" }).click();
    await expect(page).toHaveURL(/\/blog\?category=GovTech#articles$/);
    await expect(articles(page)).toHaveText([
      "Entering the Australian Defence Supply Chain",
      "IRAP and the Essential Eight, Explained for SaaS Vendors",
      "Selling to the Australian Government Through BuyICT and AusTender",
    ]);
    await expect(categories(page).getByRole("link", { name: "GovTech" })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await expect(pagination(page)).toHaveCount(0);

    // Read-more opens our own article in the same tab.
    const readMore = page.getByRole("link", { name: /^Read more ?: Selling to the Australian Government/ });
    await expect(readMore).not.toHaveAttribute("target", /.+/);
    await readMore.click();
    await expect(page).toHaveURL(new RegExp(`${ARTICLE}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Selling to the Australian Government Through BuyICT and AusTender",
    );
  });

  test("a post published elsewhere opens its source in a new tab; our own opens here", async ({
    page,
    context,
  }) => {
    // The source is not fetched: a new tab that asks for it gets a stand-in page.
    await context.route(`${EXTERNAL.source.split("?")[0]}**`, (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>LinkedIn</title>" }),
    );
    await page.goto("/blog");
    const external = page.getByRole("link", {
      name: new RegExp(`^Read on linkedin\\.com ?: ${EXTERNAL.title} \\(opens in a new tab\\)$`),
    });
    await expect(external).toHaveAttribute("href", EXTERNAL.source);
    await expect(external).toHaveAttribute("target", "_blank");
    await expect(external).toHaveAttribute("rel", /(^| )noopener( |$)/);
    await expect(page.getByRole("link", { name: new RegExp(`^Read more ?: ${EXTERNAL.title}`) })).toHaveCount(
      0,
    );
    // Every other read-more is ours, in the same tab.
    const own = page.getByRole("link", { name: /^Read more ?: / });
    await expect(own).toHaveCount(5);
    for (const link of await own.all()) {
      await expect(link).toHaveAttribute("href", /^\/blog\/[a-z0-9-]+$/);
      await expect(link).not.toHaveAttribute("target", /.+/);
    }
    await expectAccessible(page);

    const [opened] = await Promise.all([context.waitForEvent("page"), external.click()]);
    await expect(opened).toHaveURL(EXTERNAL.source);
    // `noopener`: the source gets no handle on this page.
    expect(await opened.evaluate(() => window.opener)).toBeNull();
    await expect(page).toHaveURL(/\/blog$/);

    await page.getByRole("link", { name: /^Read more ?: Hiring Your First Australian Team/ }).click();
    await expect(page).toHaveURL(/\/blog\/hiring-your-first-australian-team$/);
    expect(context.pages()).toHaveLength(2);
  });

  test("never lists the premium post", async ({ page }) => {
    const titles = await allListedTitles(page);
    expect(titles).toHaveLength(9);
    expect(titles).not.toContain(PREMIUM_TITLE);
  });

  test("a page number past the end shows the last page", async ({ page }) => {
    expect((await page.goto("/blog?page=99"))?.status()).toBe(200);
    await expectCurrentPage(pagination(page), 2);
    await expect(articles(page)).toHaveCount(3);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("categories and pages are plain links", async ({ page }) => {
      await page.goto("/blog");
      await pagination(page).getByRole("link", { name: "Page 2" }).click();
      await expect(page).toHaveURL(/\/blog\?page=2#articles$/);
      await expect(articles(page)).toHaveCount(3);
      await expect(pagination(page).getByRole("link", { name: "Previous" })).toHaveAttribute(
        "href",
        "/blog#articles",
      );
      await categories(page).getByRole("link", { name: "Compliance" }).click();
      await expect(page).toHaveURL(/\/blog\?category=Compliance#articles$/);
      await expect(articles(page)).toHaveCount(4);
      await expect(pagination(page)).toHaveCount(0);
      await expect(categories(page).getByRole("link", { name: "Compliance" })).toHaveAttribute(
        "aria-current",
        "true",
      );
    });
  });

  test.describe("an unknown category", () => {
    test.use({ allowedConsoleErrors: /status of 404/ });

    test("says so, with HTTP 404", async ({ page }) => {
      expect((await page.goto("/blog?category=Astrophysics"))?.status()).toBe(404);
      await expect(page.locator("#articles")).toContainText(
        "No articles found for the selected category. Please select another category.",
      );
      await expect(categories(page).getByRole("link", { name: "All" })).toBeVisible();
    });
  });
});

test.describe("blog article", () => {
  test("title, author, date, tags, body, share links, related posts and Article data", async ({ page }) => {
    const response = await page.goto(ARTICLE);
    expect(response?.status()).toBe(200);
    const html = await response!.text();
    await expect(page).toHaveTitle(
      "Selling to the Australian Government Through BuyICT and AusTender | AusEntry Partners",
    );
    await expect(page.getByText("By Mei Lin Chao")).toBeVisible();
    // A sample post (fictional author) says so beside its byline.
    const header = page.locator("article header");
    await expect(header.getByText("Sample article", { exact: true })).toBeVisible();
    await expect(header.getByTestId("sample-posts-note")).toBeVisible();
    await expect(page.locator("article header time")).toHaveAttribute("datetime", "2026-03-16T22:00:00.000Z");
    await expect(page.locator("article header time")).toHaveText("March 17, 2026");
    await expect(page.getByRole("list", { name: "Topics" }).first().getByRole("link")).toHaveText([
      "GovTech",
      "Market Entry",
    ]);
    // The Markdown body arrives rendered on the server.
    expect(html).toContain("<p>Much technology buying happens on BuyICT");
    await expect(page.locator("article p", { hasText: "Commonwealth Procurement Rules" })).toBeVisible();

    const description = await page.locator('meta[name="description"]').getAttribute("content");
    expect(description?.length).toBeGreaterThanOrEqual(50);
    expect(description?.length).toBeLessThanOrEqual(160);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");

    const url = `${new URL(page.url()).origin}${ARTICLE}`;
    const share = page.getByRole("region", { name: "Share this article" });
    await expect(share.getByRole("link", { name: /LinkedIn/ })).toHaveAttribute(
      "href",
      `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`,
    );
    await expect(share.getByRole("link", { name: /Twitter/ })).toHaveAttribute(
      "href",
      /^https:\/\/twitter\.com\/intent\/tweet\?/,
    );
    await expect(share.getByRole("link", { name: /Facebook/ })).toHaveAttribute(
      "href",
      /^https:\/\/www\.facebook\.com\/sharer\//,
    );
    await expect(share.getByRole("link", { name: "E-mail" })).toHaveAttribute("href", /^mailto:\?subject=/);
    // Share links are links: no third-party script on the page.
    const scripts = await page
      .locator("script[src]")
      .evaluateAll((nodes) => nodes.map((n) => n.getAttribute("src")));
    expect(scripts.every((src) => src?.startsWith("/"))).toBe(true);

    const related = page.getByRole("region", { name: "Related articles" }).getByRole("heading", { level: 3 });
    await expect(related).toHaveCount(3);
    expect(await related.allTextContents()).not.toContain(PREMIUM_TITLE);

    const structured = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((nodes) => nodes.map((node) => JSON.parse(node.textContent ?? "{}")));
    expect(structured.find((data) => data["@type"] === "Article")).toMatchObject({
      "@type": "Article",
      headline: "Selling to the Australian Government Through BuyICT and AusTender",
      datePublished: "2026-03-16T22:00:00.000Z",
      // A sample post (the seed's): signed by the firm, never by its fictional author.
      author: { "@type": "Organization", name: "AusEntry Partners" },
      publisher: { "@type": "Organization", name: "AusEntry Partners" },
      mainEntityOfPage: { "@id": url },
    });
    await expectAccessible(page);
  });

  test("published elsewhere: its own page with the summary and a prominent link to the source", async ({
    page,
  }) => {
    const response = await page.goto(EXTERNAL.path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(EXTERNAL.title);
    await expect(page.getByText("This is a summary of an article published on linkedin.com.")).toBeVisible();
    const source = page.getByRole("link", {
      name: "Read the full article on linkedin.com (opens in a new tab)",
    });
    await expect(source).toBeVisible();
    await expect(source).toHaveAttribute("href", EXTERNAL.source);
    await expect(source).toHaveAttribute("target", "_blank");
    await expect(source).toHaveAttribute("rel", /(^| )noopener( |$)/);
    const structured = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((nodes) => nodes.map((node) => JSON.parse(node.textContent ?? "{}")));
    expect(structured.find((data) => data["@type"] === "Article")).toMatchObject({
      headline: EXTERNAL.title,
      isBasedOn: EXTERNAL.source,
    });
    await expectAccessible(page);
    // An article of ours says nothing of a source.
    await page.goto(ARTICLE);
    await expect(page.getByText(/summary of an article published on/)).toHaveCount(0);
    await expect(page.getByRole("link", { name: /Read the full article/ })).toHaveCount(0);
  });

  test.describe("that does not exist or is premium", () => {
    test.use({ allowedConsoleErrors: /status of 404/ });

    test("is the 404 screen with HTTP 404", async ({ page }) => {
      for (const path of ["/blog/no-such-article", "/blog/2027-government-technology-pipeline"]) {
        expect((await page.goto(path))?.status()).toBe(404);
        await expect(page.getByTestId("not-found")).toBeVisible();
      }
    });
  });
});

test.describe("in Arabic, on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("partners: right-to-left, translated, filters work, nothing overflows", async ({ page }) => {
    const response = await page.goto("/ar/partners");
    expect(await response!.text()).toContain('<html lang="ar" dir="rtl"');
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "الشركاء المحليون المناسبون منذ اليوم الأول",
    );
    await expect(page.locator("#featured h3").first()).toHaveAttribute("lang", "en");
    await page.getByLabel("ابحث عن شركاء").pressSequentially("cyber");
    await expect(page).toHaveURL(/\/ar\/partners\?q=cyber$/);
    await expect(directoryNames(page)).toHaveText(["Coral Sea Cyber"]);
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page);
  });

  test("blog: right-to-left listing and an English article marked as such", async ({ page }) => {
    await page.goto("/ar/blog");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("رؤى حول السوق الأسترالية");
    await expect(
      page.getByRole("navigation", { name: "فئات المقالات" }).getByRole("link").first(),
    ).toHaveText("الكل");
    await expect(page.getByRole("link", { name: "الصفحة 2" })).toHaveAttribute(
      "href",
      "/ar/blog?page=2#articles",
    );
    await expect(
      page.getByRole("link", { name: /^اقرأ على linkedin\.com ?: Choosing an Australian Channel Partner/ }),
    ).toHaveAttribute("target", "_blank");
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page);

    await page.getByRole("link", { name: /^اقرأ المزيد ?: Hiring Your First Australian Team/ }).click();
    await expect(page).toHaveURL(/\/ar\/blog\/hiring-your-first-australian-team$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveAttribute("lang", "en");
    await expect(page.getByText("هذا المقال متاح باللغة الإنجليزية فقط.")).toBeVisible();
    const body = page.locator("article div[lang]").filter({ hasText: "Fair Work Act" });
    await expect(body).toHaveAttribute("lang", "en");
    await expect(body).toHaveAttribute("dir", "ltr");
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page);
  });
});
