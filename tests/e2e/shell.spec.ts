import { expect, expectAccessible, test } from "./fixtures.ts";

test.describe("header", () => {
  test("is server-rendered in English, left-to-right, with canonical and hreflang links", async ({
    page,
  }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    const html = await response!.text();
    expect(html).toContain('<html lang="en" dir="ltr"');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/$/);
    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) =>
        links.map((l) => `${l.getAttribute("hreflang")} ${new URL(l.getAttribute("href")!).pathname}`),
      );
    expect(alternates).toEqual(["en /", "ko /ko", "zh /zh", "hi /hi", "ar /ar", "x-default /"]);
  });

  test("Solutions and Resources dropdowns work with the keyboard", async ({ page }) => {
    await page.goto("/");
    const solutions = page.getByTestId("solutions-menu");
    await solutions.focus();
    await page.keyboard.press("Enter");
    await expect(page.locator("details", { has: solutions })).toHaveAttribute("open", "");
    const panel = page.locator(`[id="${await solutions.getAttribute("aria-controls")}"]`);
    await expect(panel.getByRole("link")).toHaveText([
      "Market Entry",
      "GovTech Procurement",
      "Local Partnerships",
      "Compliance & Regulations",
      "Grants & Incentives",
    ]);
    await expect(panel.getByRole("link", { name: "GovTech Procurement" })).toHaveAttribute(
      "href",
      "/solutions/govtech",
    );
    await page.keyboard.press("Tab");
    await expect(panel.getByRole("link", { name: "Market Entry" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(solutions).toBeFocused();

    const resources = page.getByTestId("resources-menu");
    await resources.click();
    const resourcePanel = page.locator(`[id="${await resources.getAttribute("aria-controls")}"]`);
    await expect(resourcePanel.getByRole("link")).toHaveText([
      "Resource Hub",
      "Webinars",
      "FAQs",
      "Data APIs",
    ]);
    await page.mouse.click(600, 500);
    await expect(resourcePanel).toBeHidden();
  });

  test("user menu offers login, register and profile; the button offers the free market assessment, /contact is a link", async ({
    page,
  }) => {
    await page.goto("/");
    await page.getByTestId("user-menu").click();
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("link", { name: "Log in" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(banner.getByRole("link", { name: "Free market assessment", exact: true })).toHaveAttribute(
      "href",
      "/assessment?source=header&from=%2F",
    );
    await expect(banner.getByRole("link", { name: "Contact", exact: true })).toHaveAttribute(
      "href",
      "/contact",
    );
  });

  test("footer has social links, link lists with /resources#guides, and legal links", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    for (const name of ["LinkedIn", "Instagram", "Facebook", "Twitter"]) {
      await expect(footer.getByRole("link", { name })).toHaveAttribute("href", /^https:\/\//);
    }
    await expect(footer.getByRole("link", { name: "Market entry guides" })).toHaveAttribute(
      "href",
      "/resources#guides",
    );
    for (const [name, href] of [
      ["Privacy Policy", "/privacy-policy"],
      ["Terms of Service", "/terms"],
      ["Cookie Policy", "/cookies"],
    ] as const) {
      await expect(footer.getByRole("link", { name })).toHaveAttribute("href", href);
    }
  });

  test("shows no placeholder contact details and names no sample partner (decision 064)", async ({
    page,
  }) => {
    // The browser tests run with the development defaults: CONTACT_EMAIL at .example, no FIRM_PHONE, FIRM_ADDRESS
    // or FIRM_ABN, and only the seed's sample partners. None of it is shown as if it were real.
    for (const path of ["/", "/contact", "/partners", "/ar/contact"]) {
      await page.goto(path);
      const footer = page.getByRole("contentinfo");
      await expect(footer.getByTestId("firm-contact")).toHaveCount(0);
      await expect(footer.getByTestId("footer-partners")).toHaveCount(0);
      await expect(page.locator("body")).not.toContainText("ausentry.example");
      await expect(page.locator('a[href^="mailto:"], a[href*="example."], a[href*="localhost"]')).toHaveCount(
        0,
      );
    }
    const details = page.getByTestId("contact-details");
    await expect(details.getByRole("heading")).toHaveText(["ساعات العمل", "تابعنا"]);
  });

  test("has no serious accessibility violations in English and Arabic", async ({ page }) => {
    await page.goto("/");
    await expectAccessible(page);
    await page.goto("/ar");
    await expectAccessible(page);
  });
});

test.describe("mobile menu at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("holds login, register and the assessment; locks scroll; closes on Escape, outside click and a link", async ({
    page,
  }) => {
    await page.goto("/pricing");
    await expect(page.getByTestId("solutions-menu")).toBeHidden();
    const button = page.getByTestId("mobile-menu-button");
    await expect(button).toHaveAccessibleName("Open menu");
    await button.click();
    const menu = page.getByTestId("mobile-menu");
    await expect(menu).toBeVisible();
    await expect(button).toHaveAccessibleName("Close menu");
    await expect(menu.getByRole("link", { name: "Get a free market assessment" })).toHaveAttribute(
      "href",
      "/assessment?source=mobile_menu&from=%2Fpricing",
    );
    await expect(menu.getByRole("link", { name: "Contact", exact: true })).toHaveAttribute(
      "href",
      "/contact",
    );
    await expect(menu.getByRole("link", { name: "Log in" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Register" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "GovTech Procurement" })).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");

    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe("hidden");

    // The sheet covers the page below the header: what is outside it is the header's other controls.
    await button.click();
    await expect(menu).toBeVisible();
    await page.getByTestId("language-switcher").click();
    await expect(menu).toBeHidden();
    await page.keyboard.press("Escape");

    // A link chosen on an app page: the app changes the page, the header stays, the menu closes.
    await button.click();
    await menu.getByRole("link", { name: "Partners", exact: true }).click();
    await expect(page).toHaveURL("/partners");
    await expect(menu).toBeHidden();
  });

  test("is a full-width sheet under the header, right-to-left in Arabic", async ({ page }) => {
    await page.goto("/ar");
    await page.getByTestId("mobile-menu-button").click();
    const menu = page.getByTestId("mobile-menu");
    const box = await menu.boundingBox();
    const header = await page.getByRole("banner").boundingBox();
    expect(box).toMatchObject({ x: 0, width: 390 });
    expect(Math.abs(box!.y - (header!.y + header!.height))).toBeLessThanOrEqual(1);
    await expect(menu).toHaveCSS("direction", "rtl");
  });

  test("a tap on the dimmed page below a short sheet closes it, and follows nothing", async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 1400 });
    await page.goto("/");
    await page.getByTestId("mobile-menu-button").click();
    const menu = page.getByTestId("mobile-menu");
    const box = await menu.boundingBox();
    expect(box!.y + box!.height, "the sheet leaves some page below it").toBeLessThan(1300);
    await page.mouse.click(200, box!.y + box!.height + 40);
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL("/");
  });
});

test.describe("not found", () => {
  test.use({ allowedConsoleErrors: /status of 404/ });

  test("an unknown path answers 404 with links to the main pages", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    const screen = page.getByTestId("not-found");
    await expect(screen).toContainText("404");
    const links = await screen
      .getByRole("link")
      .evaluateAll((as) => as.map((a) => [a.textContent, a.getAttribute("href")]));
    expect(links).toEqual([
      ["Home", "/"],
      ["About", "/about"],
      ["Solutions", "/solutions"],
      ["Pricing", "/pricing"],
      ["Contact", "/contact"],
      ["Resources", "/resources"],
    ]);
  });

  test("works in every language prefix and rejects unknown prefixes", async ({ page }) => {
    const arabic = await page.goto("/ar/no-such-page");
    expect(arabic?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByTestId("not-found").getByRole("link").first()).toHaveAttribute("href", "/ar");
    expect((await page.goto("/fr/pricing"))?.status()).toBe(404);
    expect((await page.goto("/en"))?.status()).toBe(404);
  });
});

test.describe("error screen", () => {
  test.use({ allowedConsoleErrors: /Deliberate render error|status of 500|Unexpected Server Error/ });

  test("shows the fallback with Try Again and Go Home", async ({ page }) => {
    const response = await page.goto("/test?crash=render");
    expect(response?.status()).toBe(500);
    const screen = page.getByTestId("error-screen");
    await expect(screen.getByRole("heading")).toHaveText("Oops! Something went wrong");
    await expect(screen).toContainText("notified");
    await screen.getByRole("button", { name: "Try Again" }).click();
    await expect(page.getByTestId("error-screen")).toBeVisible();
    await page.getByRole("link", { name: "Go Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByTestId("error-screen")).toBeHidden();
  });
});

test.describe("test and debug routes", () => {
  test("/test links to /debug, which shows version, language and database health", async ({ page }) => {
    await page.goto("/test");
    await expect(page.getByRole("heading", { name: "Test Route Working!" })).toBeVisible();
    await page.getByRole("link", { name: "Open the debug page" }).click();
    await expect(page).toHaveURL(/\/debug$/);
    await expect(page.getByTestId("debug-database")).toHaveText("pglite");
    await expect(page.getByTestId("debug-health")).toHaveText("Healthy");
    await expect(page.getByTestId("debug-language")).toHaveText("en");
    await expect(page.getByTestId("debug-version")).toHaveText(/^\d+\.\d+\.\d+/);
  });
});

test.describe("security and operations", () => {
  test("sends a nonce-based CSP matching every script, and no framing", async ({ page }) => {
    const response = await page.goto("/");
    const headers = response!.headers();
    const nonce = /'nonce-([^']+)'/.exec(headers["content-security-policy"] ?? "")?.[1];
    expect(nonce).toBeTruthy();
    // Framed by our own pages only (the pre-deployment check, decision 032).
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'self'");
    expect(headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    const inline = await response!.text();
    // JSON-LD blocks are data the browser never runs, so the policy does not apply to them.
    const scripts = [...inline.matchAll(/<script\b[^>]*>/g)]
      .map((m) => m[0])
      .filter((tag) => !tag.includes('type="application/ld+json"'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  });

  test("the page's JavaScript is requested only once its first paint is on screen, then hydrates (decision 042)", async ({
    page,
  }) => {
    // page.goto waits for hydration (fixtures.ts): the starter did load the modules. An app page: a document page
    // loads no app (decision 061).
    const response = await page.goto("/ar/pricing");
    const html = await response!.text();
    expect(html).not.toContain('<link rel="modulepreload"');
    // The page script (a few KB, decision 061) is the one module the document names.
    expect(html.match(/<script[^>]*type="module"[^>]*>/g)).toEqual([
      expect.stringContaining("data-page-script"),
    ]);
    // The starter waits for the browser's report of the first contentful paint: no script competes with the
    // stylesheet and the document for it.
    const timing = await page.evaluate(() => {
      const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
      return {
        stylesheetIn: resources.find((entry) => new URL(entry.name).pathname.endsWith(".css"))?.responseEnd,
        firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
        // The app's own: its entry and the route modules, not the page script and what it loads.
        scripts: resources
          .filter((entry) => /\/(entry\.client|root|pricing)-[^/]*\.js$/.test(new URL(entry.name).pathname))
          .map((entry) => entry.startTime),
        preloads: document.querySelectorAll('link[rel="modulepreload"]').length,
      };
    });
    expect(timing.stylesheetIn).toBeGreaterThan(0);
    expect(timing.firstPaint).toBeGreaterThan(timing.stylesheetIn!);
    expect(timing.scripts.length).toBe(3);
    for (const start of timing.scripts) expect(start).toBeGreaterThanOrEqual(timing.firstPaint!);
    expect(timing.preloads).toBeGreaterThan(3);
  });

  test("hydration writes the server's figures without building a formatter; a new figure is formatted (decision 045)", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const counted = window as unknown as { formattersBuilt: number };
      counted.formattersBuilt = 0;
      for (const name of ["NumberFormat", "DateTimeFormat"] as const) {
        const Original = Intl[name] as unknown as new (...args: unknown[]) => object;
        (Intl as unknown as Record<string, unknown>)[name] = new Proxy(Original, {
          construct(target, args) {
            counted.formattersBuilt++;
            return new target(...args);
          },
          apply(target, _self, args) {
            counted.formattersBuilt++;
            return new target(...args);
          },
        });
      }
    });
    await page.goto("/ar/regions/middle-east");
    await expect(page.locator("#formatted-values")).toHaveCount(1);
    const built = () =>
      page.evaluate(() => (window as unknown as { formattersBuilt: number }).formattersBuilt);
    expect(await built()).toBe(0);
    // A search the server did not render: the filters' counts change (GCC States 0), formatted in the browser.
    await page.getByRole("searchbox").fill("cairo");
    await expect(page.getByRole("button", { name: /0$/ }).first()).toBeVisible();
    await expect.poll(built).toBeGreaterThan(0);
  });

  test("the icon travels in the document; the touch icon is a file of its own", async ({ page, request }) => {
    await page.goto("/");
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute("href", /^data:image\/svg\+xml,/);
    const requested = await page.evaluate(() =>
      performance.getEntriesByType("resource").map((entry) => new URL(entry.name).pathname),
    );
    expect(requested.filter((path) => /icon/.test(path))).toEqual([]);
    const touchIcon = page.locator('link[rel="apple-touch-icon"]');
    const response = await request.get((await touchIcon.getAttribute("href"))!);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/png");
  });

  test("/healthz answers 200 with the database up", async ({ request }) => {
    const response = await request.get("/healthz");
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ status: "ok" });
  });

  test("a cross-site POST is refused", async ({ request }) => {
    const response = await request.post("/", {
      headers: { origin: "https://evil.example" },
      form: { a: "1" },
    });
    expect(response.status()).toBe(403);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test("the mobile menu opens, locks scroll and its links lead on", async ({ page }) => {
    await page.goto("/ar");
    await page.getByTestId("mobile-menu-button").click();
    const menu = page.getByTestId("mobile-menu");
    await expect(menu).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");
    await menu.locator('a[href="/ar/solutions/govtech"]').click();
    await expect(page).toHaveURL(/\/ar\/solutions\/govtech$/);
  });
});

test.describe("sitemap", () => {
  test("groups links into Main, Solutions, Resources, Regional intelligence, Business, Account, Legal", async ({
    page,
  }) => {
    await page.goto("/sitemap");
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText([
      "Main",
      "Solutions",
      "Resources",
      "Regional intelligence",
      "Business",
      "Account",
      "Legal",
    ]);
    await expectAccessible(page);
  });
});

test.describe("page meta", () => {
  // `/nowhere` answers 404 on purpose.
  test.use({ javaScriptEnabled: false, allowedConsoleErrors: /status of 404/ });
  const pages = [
    "/",
    "/sitemap",
    "/contact",
    "/assessment",
    "/newsletter",
    "/login",
    "/register",
    "/nowhere",
  ];

  for (const prefix of ["", "/ar"]) {
    test(`every page sets one title, one description and matching OpenGraph tags (${prefix || "en"})`, async ({
      page,
    }) => {
      for (const path of pages) {
        await page.goto(`${prefix}${path === "/" && prefix ? "" : path}`);
        const head = page.locator("head");
        await expect(head.locator("title"), path).toHaveCount(1);
        await expect(head.locator('meta[name="description"]'), path).toHaveCount(1);
        const title = await page.title();
        expect(title, path).not.toBe("");
        await expect(head.locator('meta[property="og:title"]'), path).toHaveAttribute("content", title);
        await expect(head.locator('meta[property="og:locale"]'), path).toHaveAttribute(
          "content",
          prefix ? "ar_AE" : "en_AU",
        );
      }
    });
  }
});
