import type { Locator, Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures.ts";
import { waitForMail } from "./mail.ts";

const OFFER_TITLES = ["Your free market assessment", "The Bid Forecast", "Grants eligibility screening"];

const unique = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** The analytics events the page pushed to the tag manager's `dataLayer`. */
const analyticsEvents = (page: Page) =>
  page.evaluate(() =>
    ((window as Window & { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).filter((entry) =>
      String(entry.event).startsWith("exit_intent"),
    ),
  );

/** Moves the pointer onto the page, then out of the window through its top edge. */
async function leaveThroughTop(page: Page) {
  await page.mouse.move(640, 300);
  await page.mouse.move(640, 120, { steps: 4 });
  await page.mouse.move(640, -20, { steps: 4 });
}

/** The staff mail about an exit-intent lead that mentions `needle`. */
const mailMentioning = (needle: string) =>
  waitForMail(
    (text) => text.includes(needle) && text.includes("exit_intent_"),
    `the staff mail about ${needle}`,
  );

/** Matches exactly this text (a figure such as "A$2.1M" holds characters a pattern would read as syntax). */
const exactly = (text: string) => new RegExp(`^${text.replace(/[$.*+?^()[\]{}|\\]/g, "\\$&")}$`);

/** The page is no wider than the window: nothing sticks out sideways. */
async function expectNoHorizontalOverflow(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

test.describe("home page", () => {
  test("hero, figures, programs, why Australia, how we work, success stories, regions and call to action", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page).toHaveTitle("AusEntry Partners: Australian market entry for technology companies");
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    expect(description).toContain("Enter Australia with confidence");
    expect(description!.length).toBeGreaterThanOrEqual(50);
    expect(description!.length).toBeLessThanOrEqual(160);

    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(
      "Enter the Australian market with confidence",
    );
    await expect(main.getByRole("link", { name: "Get a free market assessment" }).first()).toHaveAttribute(
      "href",
      "/assessment?source=hero&from=%2F",
    );
    await expect(main.getByRole("link", { name: "Book a discovery call" }).first()).toHaveAttribute(
      "href",
      "/demo-scheduler",
    );
    await expect(main.getByRole("link", { name: "Explore our services" })).toHaveAttribute(
      "href",
      "/solutions",
    );

    // The claims of spec 000 §1, formatted for English.
    // (The hero's figures: the case studies below have figures of their own.)
    const figures = main.locator("dl").first();
    for (const [value, label] of [
      ["200+", "companies helped into Australia"],
      ["250+", "partners in our network"],
      ["30 days", "to market readiness"],
      ["24h", "to reply to every enquiry"],
    ]) {
      await expect(figures.getByRole("definition").filter({ hasText: value })).toBeVisible();
      await expect(figures.getByRole("term").filter({ hasText: label })).toBeVisible();
    }

    // A strip of the public programs and rules we help clients through, each leading to the solution that covers
    // it: what we help with, not a claim of clients or partners.
    const programs = main.getByRole("region", { name: "We help you navigate" });
    await expect(programs.getByRole("link")).toHaveText([
      "BuyICT",
      "AusTender",
      "State government panels",
      "R&D Tax Incentive",
      "State grant programs",
      "Privacy Act 1988",
      "Essential Eight",
    ]);
    await expect(programs.getByRole("link", { name: "BuyICT" })).toHaveAttribute(
      "href",
      "/solutions/govtech",
    );
    await expect(programs.getByRole("link", { name: "R&D Tax Incentive" })).toHaveAttribute(
      "href",
      "/solutions/grants",
    );

    const why = main.getByRole("region", { name: "Why Australia" });
    await expect(why.getByRole("heading", { level: 3 })).toHaveText([
      "A resilient, high-income economy",
      "Gateway to Asia-Pacific",
      "An innovation hub",
    ]);

    // How we work: a dark band with market entry's four steps, as on its own page, and the way there.
    const how = main.getByRole("region", { name: "How we work" });
    await expect(how.getByRole("heading", { level: 3 })).toHaveText([
      "Assess",
      "Establish",
      "Plan",
      "Launch",
    ]);
    await expect(how.getByText("Days 1–5")).toBeVisible();
    await expect(how.getByRole("link", { name: "Explore market entry" })).toHaveAttribute(
      "href",
      "/solutions/market-entry",
    );
    expect(await how.evaluate((band) => getComputedStyle(band).backgroundColor)).toBe(
      await main
        .getByRole("region", { name: "Ready to enter the Australian market?" })
        .evaluate((band) => getComputedStyle(band).backgroundColor),
    );

    // The two case studies, told as on their solution pages and /partners (app/content/case-studies.ts), each by
    // its headline figure, large: no unnamed testimonial, and one line saying the stories are illustrative
    // (decision 064).
    const stories = main.getByRole("region", { name: "How our programs play out" });
    await expect(stories.locator("blockquote")).toHaveCount(0);
    await expect(stories.getByTestId("illustrative-note")).toHaveText(
      "Illustrative examples, not specific clients' results.",
    );
    await expect(stories.getByRole("heading", { level: 3 })).toHaveText([
      "From Seoul to first Australian revenue in four months",
      "A first Australian government contract",
    ]);
    for (const [value, label] of [
      ["4 months", "from first call to first revenue"],
      ["300%", "revenue growth in the following year"],
      ["A$2.1M", "first government contract"],
      ["5", "departments introduced"],
    ] as const) {
      await expect(stories.getByRole("definition").filter({ hasText: exactly(value) })).toBeVisible();
      await expect(stories.getByRole("term").filter({ hasText: exactly(label) })).toBeVisible();
    }
    for (const figure of ["A$2.1M", "300%"]) {
      const size = await stories
        .getByRole("definition")
        .filter({ hasText: exactly(figure) })
        .evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize));
      expect(size, figure).toBeGreaterThanOrEqual(48);
    }
    await expect(stories.getByText("Singapore cyber-security company")).toBeVisible();
    await expect(
      stories.getByRole("link", { name: /^Read the full story\s*: A first Australian government contract$/ }),
    ).toHaveAttribute("href", "/solutions/govtech#case-study");
    await expect(stories.getByRole("link", { name: "Explore our partner network" })).toHaveAttribute(
      "href",
      "/partners",
    );

    const regions = main.getByRole("region", { name: "Regional programs" });
    const regionNames = [
      "Asia-Pacific Gateway",
      "Gulf-Gippsland Corridor",
      "Silicon Valley Bridge",
      "EU Innovation Alliance",
    ];
    await expect(regions.getByRole("heading", { level: 3 })).toHaveText(regionNames);
    for (const name of regionNames) {
      await expect(
        regions.getByRole("link", { name: new RegExp(`^Learn more\\s*: ${name}$`) }),
      ).toHaveAttribute("href", "/regions");
    }

    const cta = main.getByRole("region", { name: "Ready to enter the Australian market?" });
    await expect(cta.getByRole("link", { name: "Get a free market assessment" })).toHaveAttribute(
      "href",
      "/assessment?source=footer_cta&from=%2F",
    );
    await expect(cta.getByRole("link", { name: "Book a discovery call" })).toHaveAttribute(
      "href",
      "/demo-scheduler",
    );
    await expectAccessible(page);
  });

  test("carries Organization, LocalBusiness (with business hours) and WebSite structured data", async ({
    page,
  }) => {
    const response = await page.goto("/");
    const html = await response!.text();
    const scripts = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)];
    expect(scripts).toHaveLength(1);
    const items = JSON.parse(scripts[0]![1]!) as Record<string, unknown>[];
    expect(items.map((item) => item["@type"])).toEqual(["Organization", "LocalBusiness", "WebSite"]);
    for (const item of items) expect(item["@context"]).toBe("https://schema.org");
    const [organization, office, website] = items;
    expect(organization!.name).toBe("AusEntry Partners");
    expect(organization!.url).toMatch(/^http:\/\/localhost:\d+\/$/);
    expect(office!.openingHoursSpecification).toEqual({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
      opens: "09:00",
      closes: "17:00",
    });
    expect(website!.inLanguage).toBe("en");
    // No office address is configured here: none is given, and no city is made up (decision 064).
    expect(office).not.toHaveProperty("address");
    expect(scripts[0]![1]).not.toContain("Sydney");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("is complete, and the strategy button leads to the form on a page", async ({ page }) => {
      await page.goto("/");
      const main = page.getByRole("main");
      for (const name of [
        "We help you navigate",
        "Why Australia",
        "How we work",
        "How our programs play out",
        "Regional programs",
      ]) {
        await expect(main.getByRole("heading", { level: 2, name })).toBeVisible();
      }
      await main.getByRole("link", { name: "Get a free market assessment" }).first().click();
      await expect(page).toHaveURL(/\/assessment\?source=hero/);
    });
  });
});

test.describe("the home hero's map", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("at 1280 px a map of Australia beside the text, its four numbered stops named in a legend", async ({
    page,
  }) => {
    await page.goto("/");
    const map = page.getByTestId("entry-route-map");
    await expect(map).toBeVisible();
    await expect(map.locator("svg circle")).toHaveCount(4);
    await expect(map.getByText("From a free assessment to first buyer meetings in 30 days")).toBeVisible();
    await expect(map.getByRole("listitem")).toHaveText([
      /^1\s*Assess\s*Days 1–5$/,
      /^2\s*Establish\s*Days 6–12$/,
      /^3\s*Plan\s*Days 13–22$/,
      /^4\s*Launch\s*Days 23–30$/,
    ]);
    // Beside the heading, not under it; the legend does not cover the stops.
    const heading = await page.getByRole("heading", { level: 1 }).boundingBox();
    const box = await map.boundingBox();
    expect(box!.x).toBeGreaterThan(heading!.x + heading!.width - 1);
    const legend = await map.locator("figcaption").boundingBox();
    for (const stop of await map.locator("svg circle").all()) {
      const at = (await stop.boundingBox())!;
      expect(at.x).toBeGreaterThan(legend!.x + legend!.width);
    }
  });

  test("in Arabic the map is drawn the same way and its legend reads right to left", async ({ page }) => {
    await page.goto("/ar");
    const map = page.getByTestId("entry-route-map");
    await expect(map).toHaveAttribute("dir", "ltr");
    await expect(map.locator("figcaption")).toHaveAttribute("dir", "rtl");
    await expect(map.getByRole("listitem")).toHaveCount(4);
  });

  test("is hidden on phones", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await expect(page.getByTestId("entry-route-map")).toBeHidden();
  });
});

test.describe("exit-intent offer (desktop)", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("opens once when the pointer leaves through the top; Escape closes it and focus returns", async ({
    page,
  }) => {
    await page.goto("/");
    const explore = page.getByRole("link", { name: "Explore our services" });
    await explore.focus();

    // Moving about the page, or out through the bottom, is not leaving.
    await page.mouse.move(640, 300);
    await page.mouse.move(640, 790, { steps: 4 });
    await page.mouse.move(640, 900, { steps: 2 });
    await page.waitForTimeout(300);
    await expect(page.getByRole("dialog")).toHaveCount(0);

    await leaveThroughTop(page);
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleName(new RegExp(`^(${OFFER_TITLES.join("|")})$`));
    const [triggered] = await analyticsEvents(page);
    expect(triggered).toEqual({ event: "exit_intent_triggered", offer_id: expect.any(String) });
    await expectAccessible(page);

    // Focus moved into the dialog, and never reaches the page behind it (a modal dialog makes it inert; past the
    // dialog's last control the browser's own controls come next).
    await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press("Tab");
      expect(
        await dialog.evaluate(
          (node) => node.contains(document.activeElement) || document.activeElement === document.body,
        ),
      ).toBe(true);
    }

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(explore).toBeFocused();
    expect(await analyticsEvents(page)).toEqual([
      triggered,
      { event: "exit_intent_closed", offer_id: triggered!.offer_id, action: "dismissed" },
    ]);

    // Once per visit: not again on this page, nor after a reload in the same tab.
    await leaveThroughTop(page);
    await page.waitForTimeout(300);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await page.reload();
    await leaveThroughTop(page);
    await page.waitForTimeout(300);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("the close button, the dismiss button and a click on the backdrop close it", async ({ page }) => {
    await page.goto("/");
    const ways: Record<string, (dialog: Locator) => Promise<void>> = {
      "close button": (dialog) => dialog.getByRole("button", { name: "Close" }).click(),
      "dismiss button": (dialog) => dialog.getByRole("button", { name: "No, thanks" }).click(),
      // A corner of the window, outside the centred dialog: its backdrop.
      backdrop: () => page.mouse.click(10, 10),
    };
    for (const [way, close] of Object.entries(ways)) {
      // A new visit: the offer shows once per visit.
      await page.evaluate(() => sessionStorage.clear());
      await page.reload();
      await leaveThroughTop(page);
      const dialog = page.getByRole("dialog");
      await expect(dialog, way).toBeVisible();
      await close(dialog);
      await expect(dialog, way).toBeHidden();
      const [triggered, ...closed] = await analyticsEvents(page);
      expect(closed, way).toEqual([
        { event: "exit_intent_closed", offer_id: triggered!.offer_id, action: "dismissed" },
      ]);
    }
  });

  test("its button leads to the lead form's page, and the lead carries the offer as its source", async ({
    page,
  }) => {
    await page.goto("/");
    await leaveThroughTop(page);
    const offer = page.getByTestId("exit-intent");
    await expect(offer).toBeVisible();
    const [triggered] = await analyticsEvents(page);
    const offerId = String(triggered!.offer_id);

    // The home page is a document page (decision 061): the form opens as its page. The link is first kept from
    // leaving, to read what this page reported, then followed.
    await page.evaluate(() =>
      document
        .querySelector("dialog[data-exit-intent]")!
        .addEventListener("click", (event) => event.preventDefault()),
    );
    const link = offer.getByRole("link");
    const href = await link.getAttribute("href");
    expect(href).toBe(`/assessment?source=exit_intent_${offerId}&from=%2F`);
    await link.click();
    await expect(offer).toBeHidden();
    expect(await analyticsEvents(page)).toContainEqual({
      event: "exit_intent_closed",
      offer_id: offerId,
      action: "accepted",
    });
    await page.goto(href!);

    const email = unique("exit");
    const form = page.getByTestId("lead-form");
    await form.getByLabel("Full name").fill("Ana Silva");
    await form.getByLabel("Work email").fill(email);
    await form.getByLabel("Company name").fill("Acme Pty Ltd");
    await form.getByRole("button", { name: "Get my free market assessment" }).click();
    await expect(page.getByText("Thanks! Your Bid Forecast has been sent to your email.")).toBeVisible();
    // The staff notification lists every field of the stored lead, its source included.
    expect(await mailMentioning(email)).toContain(`exit_intent_${offerId}`);
  });
});

test.describe("exit-intent offer (phone)", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("never opens at 390 px", async ({ page }) => {
    await page.goto("/");
    await page.mouse.move(200, 300);
    await page.mouse.move(200, -20, { steps: 4 });
    await page.waitForTimeout(500);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    expect(await analyticsEvents(page)).toEqual([]);
  });
});

test.describe("about page", () => {
  test("mission, four values, six leaders, six partners and a way to contact us", async ({ page }) => {
    await page.goto("/about");
    await expect(page).toHaveTitle("About us | AusEntry Partners");
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    expect(description!.length).toBeGreaterThanOrEqual(50);
    expect(description!.length).toBeLessThanOrEqual(160);

    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(
      "We bring the world's technology companies to Australia",
    );
    await expect(main.getByRole("region", { name: "Our mission" })).toContainText(
      "Every engagement starts with a free market assessment",
    );

    await expect(
      main.getByRole("region", { name: "What we stand for" }).getByRole("heading", { level: 3 }),
    ).toHaveText([
      "Client outcomes first",
      "Local knowledge, global outlook",
      "Integrity and transparency",
      "Partnership for the long term",
    ]);

    const leadership = main.getByRole("region", { name: "Our leadership" });
    await expect(leadership.getByRole("heading", { level: 3 })).toHaveText([
      "Sarah Mitchell",
      "James Park",
      "Priya Raman",
      "Omar Haddad",
      "Emily Chen",
      "Lachlan Brooks",
    ]);
    await expect(leadership.getByRole("listitem").first()).toContainText("Founder and Managing Director");
    // The profiles are fictional, and say so (decision 064): a badge on each, one line saying what it means.
    await expect(leadership.getByTestId("sample-team-note")).toHaveText(
      "Profiles marked “Sample profile” are fictional and show how this section presents the team; they are not our staff.",
    );
    await expect(leadership.getByRole("listitem").getByText("Sample profile", { exact: true })).toHaveCount(
      6,
    );
    // Portraits are initials drawn on the page: no image is fetched.
    await expect(leadership.getByRole("listitem").first()).toContainText("SM");
    await expect(main.locator("img")).toHaveCount(0);

    // Six firms from the partner directory (seeded), best partnership level first, by name (no monograms), each
    // marked as the sample it is, and one line saying what the mark means (decision 064).
    const partners = main.getByRole("region", { name: "Our partners" });
    await expect(partners.getByRole("listitem")).toHaveText([
      "Coral Sea CyberSample listing",
      "Northbridge Systems IntegrationSample listing",
      "Gibber Plains Energy SystemsSample listing",
      "Harbourline Health TechnologiesSample listing",
      "Kestrel Compliance AdvisorySample listing",
      "Brindabella Defence ConsultingSample listing",
    ]);
    await expect(partners.getByTestId("sample-partners-note")).toContainText("are fictional");
    await expect(partners.getByRole("link", { name: "Browse the partner directory" })).toHaveAttribute(
      "href",
      "/partners",
    );

    // The closing band offers the free market assessment and the discovery call; /contact is in the header.
    const cta = main.getByRole("region", { name: "Let's talk about your move to Australia" });
    await expect(cta.getByRole("link", { name: "Get a free market assessment" })).toHaveAttribute(
      "href",
      "/assessment?source=about&from=%2Fabout",
    );
    await expect(cta.getByRole("link", { name: "Book a discovery call" })).toHaveAttribute(
      "href",
      "/demo-scheduler",
    );
    await expect(
      page.getByRole("banner").getByRole("link", { name: "Contact", exact: true }),
    ).toHaveAttribute("href", "/contact");
    await expectAccessible(page);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("is server-rendered in full", async ({ page }) => {
      await page.goto("/about");
      const main = page.getByRole("main");
      await expect(main.getByRole("region", { name: "Our leadership" }).getByRole("listitem")).toHaveCount(6);
      await expect(main.getByRole("region", { name: "Our partners" }).getByRole("listitem")).toHaveCount(6);
      await main.getByRole("link", { name: "Book a discovery call" }).click();
      await expect(page).toHaveURL(/\/demo-scheduler$/);
    });
  });
});

test.describe("other languages at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const [url, heading] of [
    ["/ar", "ادخل السوق الأسترالية بثقة"],
    ["/ar/about", "نأتي بشركات التكنولوجيا من حول العالم إلى أستراليا"],
    ["/hi", "आत्मविश्वास के साथ ऑस्ट्रेलियाई बाज़ार में प्रवेश करें"],
    ["/hi/about", "हम दुनिया की टेक्नोलॉजी कंपनियों को ऑस्ट्रेलिया लाते हैं"],
  ] as const) {
    test(`${url} is translated, fits the screen and is accessible`, async ({ page }) => {
      const lang = url.split("/")[1]!;
      await page.goto(url);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
      await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText(heading);
      await expectNoHorizontalOverflow(page);
      await expectAccessible(page);
    });
  }

  test("Arabic home links stay in Arabic and its structured data points at /ar", async ({ page }) => {
    const response = await page.goto("/ar");
    const html = await response!.text();
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!;
    const [organization, , website] = JSON.parse(json) as Record<string, unknown>[];
    expect(organization!.url).toMatch(/\/ar$/);
    expect(website!.inLanguage).toBe("ar");
    await expect(page.getByRole("main").getByRole("link", { name: "استكشف خدماتنا" })).toHaveAttribute(
      "href",
      "/ar/solutions",
    );
  });
});
