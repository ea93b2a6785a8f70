import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures.ts";

const SOLUTIONS = [
  { slug: "market-entry", name: "Market Entry", steps: 4 },
  { slug: "govtech", name: "GovTech Procurement", steps: 5 },
  { slug: "partnerships", name: "Local Partnerships", steps: 3 },
  { slug: "compliance", name: "Compliance & Regulations", steps: 4 },
  { slug: "grants", name: "Grants & Incentives", steps: 3 },
];

/** A card's "Learn more" link, named for screen readers with its solution ("Learn more: Market Entry"). */
const learnMore = (solution: string) => new RegExp(`^Learn more ?: ${solution}$`);

/** The page's structured data, parsed: every `application/ld+json` object, arrays flattened. */
async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((block): Record<string, unknown>[] => [JSON.parse(block)].flat());
}

const ofType = async (page: Page, type: string) =>
  (await jsonLd(page)).filter((item) => item["@type"] === type);

/** Nothing sticks out sideways (a phone would scroll horizontally). */
async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe("/solutions", () => {
  test("shows the five solutions, each linking to its page, and a not-sure call to action", async ({
    page,
  }) => {
    const response = await page.goto("/solutions");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Five ways we help you succeed in Australia",
    );
    await expect(page).toHaveTitle("Solutions for entering the Australian market | AusEntry Partners");

    const cards = page.getByRole("region", { name: "Our solutions" }).getByRole("listitem");
    await expect(cards.getByRole("heading", { level: 3 })).toHaveText(SOLUTIONS.map((s) => s.name));
    for (const { slug, name } of SOLUTIONS) {
      // The repeated "Learn more" is told apart for screen readers by the solution's name.
      await expect(page.getByRole("link", { name: learnMore(name) })).toHaveAttribute(
        "href",
        `/solutions/${slug}`,
      );
    }
    const hero = page.locator("section").first();
    await expect(hero.getByRole("link", { name: "Get a free market assessment" })).toHaveAttribute(
      "href",
      "/assessment?source=solutions&from=%2Fsolutions",
    );
    await expect(hero.getByRole("link", { name: "Book a discovery call" })).toHaveAttribute(
      "href",
      "/demo-scheduler",
    );
    const notSure = page.getByRole("region", { name: "Not sure which solution fits?" });
    await expect(notSure.getByRole("link", { name: "Talk to a specialist" })).toHaveAttribute(
      "href",
      "/contact",
    );
    await expectAccessible(page);

    await page.getByRole("link", { name: learnMore("Grants & Incentives") }).click();
    await expect(page).toHaveURL(/\/solutions\/grants$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Fund your Australian growth with grants and incentives",
    );
  });
});

test.describe("a solution page in depth: market entry", () => {
  test("has the shared layout with the spec's specifics", async ({ page }) => {
    const response = await page.goto("/solutions/market-entry");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Australian market entry in 30 days | AusEntry Partners");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      /free market assessment, company and ABN registration in 3-5 business days/,
    );
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(
      "Enter the Australian market in 30 days",
    );
    await expect(main.getByRole("link", { name: "Get a free market assessment" })).toHaveAttribute(
      "href",
      "/assessment?source=solution_market-entry&from=%2Fsolutions%2Fmarket-entry",
    );
    await expect(main.getByRole("link", { name: "Book a discovery call" })).toHaveAttribute(
      "href",
      "/demo-scheduler",
    );

    await expect(
      main.getByRole("region", { name: "Australia rewards companies that arrive prepared" }),
    ).toContainText("Company registration");

    const features = main.getByRole("region", { name: "How we help" }).getByRole("listitem");
    await expect(features).toHaveCount(5);
    await expect(features.first()).toContainText("Free market assessment");
    await expect(features.nth(1)).toContainText("within 3-5 business days");

    const process = main.getByRole("region", { name: "How it works" });
    await expect(process).toContainText("Four steps");
    await expect(process.getByRole("listitem")).toHaveCount(4);
    await expect(process.getByRole("listitem").getByRole("heading")).toHaveText([
      "Assess",
      "Establish",
      "Plan",
      "Launch",
    ]);
    await expect(process.getByText(/^Days \d+–\d+$/)).toHaveText([
      "Days 1–5",
      "Days 6–12",
      "Days 13–22",
      "Days 23–30",
    ]);

    const caseStudy = main.getByRole("region", { name: "Case study" });
    await expect(caseStudy.getByRole("heading", { level: 3 })).toHaveText(
      "From Seoul to first Australian revenue in four months",
    );
    await expect(caseStudy).toContainText("300%");
    await expect(caseStudy).toContainText("30 days");
    await expect(caseStudy.getByTestId("illustrative-note")).toHaveText(
      "Illustrative example, not a specific client's results.",
    );
    // No testimonial: the firm has no named client to quote (decision 064).
    await expect(main.locator("blockquote")).toHaveCount(0);
    await expect(main.getByRole("region", { name: "What our clients say" })).toHaveCount(0);

    const faq = main.getByRole("region", { name: "Frequently asked questions" });
    await expect(faq.locator("details")).toHaveCount(3);
    await faq.getByText("How long does it take to get an ABN?").click();
    await expect(faq.getByText(/within 3-5 business days/)).toBeVisible();
    await expect(faq.getByRole("link", { name: "View all FAQs" })).toHaveAttribute("href", "/faq");

    const cta = main.getByRole("region", { name: "Plan your next step" });
    await expect(cta.getByRole("link", { name: "Download the PDF guide" })).toHaveAttribute(
      "href",
      "/resources#guides",
    );
    await expect(cta.getByRole("link", { name: "Contact a specialist" })).toHaveAttribute("href", "/contact");

    const [service] = await ofType(page, "Service");
    expect(service).toMatchObject({
      name: "Market Entry",
      url: expect.stringMatching(/\/solutions\/market-entry$/),
    });
    const [breadcrumbs = {}] = await ofType(page, "BreadcrumbList");
    expect((breadcrumbs.itemListElement as { name: string }[]).map((crumb) => crumb.name)).toEqual([
      "Home",
      "Solutions",
      "Market Entry",
    ]);

    await expectAccessible(page);
  });

  test("'See how it works' jumps to the process", async ({ page }) => {
    await page.goto("/solutions/market-entry");
    await page.getByRole("link", { name: "See how it works" }).click();
    await expect(page).toHaveURL(/#process$/);
    await expect(page.getByRole("heading", { name: "How it works" })).toBeInViewport();
  });
});

test.describe("every solution page", () => {
  for (const { slug, name, steps } of SOLUTIONS) {
    test(`/solutions/${slug} answers with its own page and ${steps} steps`, async ({ page }) => {
      const response = await page.goto(`/solutions/${slug}`);
      expect(response?.status()).toBe(200);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).not.toBeEmpty();
      await expect(main.getByText(name, { exact: true }).first()).toBeVisible();
      await expect(main.getByRole("region", { name: "How we help" }).getByRole("listitem")).toHaveCount(5);
      await expect(main.getByRole("region", { name: "How it works" }).getByRole("listitem")).toHaveCount(
        steps,
      );
      await expect(
        main.getByRole("region", { name: "Frequently asked questions" }).locator("details"),
      ).toHaveCount(3);
      await expectAccessible(page);
    });
  }

  test("carry their figures: GovTech 48 hours and 5 departments, partnerships 3-5 to 10-15, compliance 60 days, grants 43.5%", async ({
    page,
  }) => {
    await page.goto("/solutions/govtech");
    await expect(page.getByRole("main")).toContainText("48-hour bid health check");
    await expect(page.getByRole("main")).toContainText("up to 5 departments");
    await expect(page.getByRole("region", { name: "How it works" })).toContainText("Within 48 hours");
    await page.goto("/solutions/partnerships");
    await expect(page.getByRole("region", { name: "How it works" })).toContainText(
      "start with 3-5 carefully chosen partners, then scale to 10-15",
    );
    await page.goto("/solutions/compliance");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Be compliant in Australia in 60 days");
    await expect(page.getByRole("region", { name: "How it works" })).toContainText("Days 51–60");
    await expect(page.getByRole("main")).toContainText("Quarterly health check");
    await page.goto("/solutions/grants");
    await expect(page.getByRole("main")).toContainText("5-7 federal and state programs");
    await expect(page.getByRole("main")).toContainText(
      "43.5% refundable offset for companies with turnover under A$20M",
    );
  });
});

test.describe("an unknown solution", () => {
  test.use({ allowedConsoleErrors: /status of 404/ });

  test("answers 404 with the not-found screen, in English and Arabic", async ({ page }) => {
    const response = await page.goto("/solutions/time-travel");
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId("not-found")).toBeVisible();
    const arabic = await page.goto("/ar/solutions/time-travel");
    expect(arabic?.status()).toBe(404);
    await expect(page.getByTestId("not-found").getByRole("link").first()).toHaveAttribute("href", "/ar");
  });
});

test.describe("/faq", () => {
  test("lists fifteen questions as an accordion the keyboard opens, with FAQPage data", async ({ page }) => {
    const response = await page.goto("/faq");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Frequently asked questions");
    const questions = page.getByRole("main").locator("details");
    await expect(questions).toHaveCount(15);

    const first = questions.first();
    await expect(first).not.toHaveAttribute("open");
    await first.locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(first).toHaveAttribute("open", "");
    await expect(first).toContainText("within 3-5 business days");
    await page.keyboard.press("Space");
    await expect(first).not.toHaveAttribute("open");

    // The spec's FAQ claims are the answers.
    const main = page.getByRole("main");
    for (const claim of [
      "65% of the time",
      "about 20%",
      "7-point partner check",
      "starting with 3-5",
      "scale to 10-15",
    ]) {
      await expect(main.getByText(claim, { exact: false })).toHaveCount(1);
    }

    const [faqPage] = await ofType(page, "FAQPage");
    const entities = faqPage?.mainEntity as { name: string; acceptedAnswer: { text: string } }[];
    expect(entities).toHaveLength(15);
    expect(entities[0]).toMatchObject({
      "@type": "Question",
      name: "How long does it take to get an ABN?",
      acceptedAnswer: { "@type": "Answer", text: expect.stringContaining("3-5 business days") },
    });

    await expect(main.getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/contact");
    await expect(main.getByRole("link", { name: "Browse resources" })).toHaveAttribute("href", "/resources");
    await expectAccessible(page);
  });

  test("filters by category in the URL, marking the current one", async ({ page }) => {
    await page.goto("/faq");
    const categories = page.getByRole("navigation", { name: "FAQ categories" });
    await expect(categories.getByRole("link")).toHaveText([
      "All questions",
      "Market entry",
      "GovTech",
      "Partnerships",
      "Compliance",
      "Grants",
    ]);
    await expect(categories.getByRole("link", { name: "All questions" })).toHaveAttribute(
      "aria-current",
      "page",
    );

    await categories.getByRole("link", { name: "GovTech" }).click();
    await expect(page).toHaveURL(/\/faq\?category=govtech$/);
    await expect(categories.getByRole("link", { name: "GovTech" })).toHaveAttribute("aria-current", "page");
    await expect(categories.getByRole("link", { name: "All questions" })).not.toHaveAttribute("aria-current");
    const questions = page.getByRole("main").locator("details summary");
    await expect(questions).toHaveText([
      /^Does your support improve our chances of winning tenders\?/,
      /^What is the bid health check\?/,
      /^Can you introduce us to government buyers\?/,
    ]);
    const [faqPage] = await ofType(page, "FAQPage");
    expect(faqPage?.mainEntity).toHaveLength(3);

    await categories.getByRole("link", { name: "All questions" }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.getByRole("main").locator("details")).toHaveCount(15);
  });

  test("says so for a category it does not know", async ({ page }) => {
    const response = await page.goto("/faq?category=time-travel");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("main").locator("details")).toHaveCount(0);
    await expect(page.getByText("No FAQs found in this category.")).toBeVisible();
    await expect(
      page.getByRole("navigation", { name: "FAQ categories" }).locator("[aria-current]"),
    ).toHaveCount(0);
    expect(await ofType(page, "FAQPage")).toEqual([]);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the FAQ accordion opens and the category links filter", async ({ page }) => {
    await page.goto("/faq");
    const first = page.getByRole("main").locator("details").first();
    await first.locator("summary").click();
    await expect(first).toHaveAttribute("open", "");
    await expect(first).toContainText("within 3-5 business days");

    await page
      .getByRole("navigation", { name: "FAQ categories" })
      .getByRole("link", { name: "Grants" })
      .click();
    await expect(page).toHaveURL(/\/faq\?category=grants$/);
    await expect(page.getByRole("main").locator("details")).toHaveCount(3);
    await expect(page.getByRole("main")).toContainText("How much is the R&D Tax Incentive worth?");
  });

  test("the overview links to each solution page, which renders in full", async ({ page }) => {
    await page.goto("/solutions");
    await page.getByRole("link", { name: learnMore("Local Partnerships") }).click();
    await expect(page).toHaveURL(/\/solutions\/partnerships$/);
    await expect(page.getByRole("region", { name: "How it works" }).getByRole("listitem")).toHaveCount(3);
  });
});

test.describe("Arabic, right to left, at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const path of ["/ar/solutions", "/ar/solutions/market-entry", "/ar/solutions/govtech", "/ar/faq"]) {
    test(`${path} is translated, mirrored, fits the screen and is accessible`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      const heading = page.getByRole("heading", { level: 1 });
      await expect(heading).toHaveText(/[\u0600-\u06FF]/);
      // Links stay in Arabic.
      for (const href of await page
        .getByRole("main")
        .locator("a[href^='/']")
        .evaluateAll((as) => as.map((a) => a.getAttribute("href")))) {
        expect(href).toMatch(/^\/ar(\/|$|\?)/);
      }
      await expectNoHorizontalOverflow(page);
      await expectAccessible(page);
    });
  }

  test("the Arabic FAQ filters by category", async ({ page }) => {
    await page.goto("/ar/faq");
    await page
      .getByRole("navigation")
      .filter({ hasText: "جميع الأسئلة" })
      .getByRole("link", { name: "المنح" })
      .click();
    await expect(page).toHaveURL(/\/ar\/faq\?category=grants$/);
    await expect(page.getByRole("main").locator("details")).toHaveCount(3);
  });
});

test.describe("English at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const path of ["/solutions", "/solutions/govtech", "/faq"]) {
    test(`${path} fits the screen`, async ({ page }) => {
      await page.goto(path);
      await expectNoHorizontalOverflow(page);
    });
  }
});
