import type { Page } from "@playwright/test";
import { formatMoney } from "#app/domain/money.ts";
import { expect, expectAccessible, test } from "./fixtures.ts";

/** A directory: also save screenshots of the open panel there (390 px and 1280 px, English and Arabic). */
const SHOTS = process.env.CHAT_SCREENSHOTS;

/** The widget's own chunk (panel, conversation rules); the launcher is a button in the shell chunk. */
const WIDGET_CHUNK = /\/chat-bot-widget-[\w-]+\.js$/;

/** Paths of the scripts the page requests from now on. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

const panelOf = (page: Page, name: string) => page.getByRole("dialog", { name });

/**
 * The launcher where nothing is under it, ready for a click: at the page's end, which leaves room for it (it steps
 * aside while a link, button or field of the page is under it).
 */
async function launcherAtPageEnd(page: Page, name: string) {
  const launcher = page.getByRole("button", { name });
  await expect(launcher).toBeVisible();
  await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
  await expect(launcher).not.toHaveAttribute("data-stepped-aside");
  return launcher;
}

test.describe("chat bot in English", () => {
  test("loads on first use, answers a plan pick after 1 s, brings the options back on 'pricing'", async ({
    page,
  }) => {
    test.slow(); // axe, and three replies each a second after its question
    const scripts = recordScripts(page);
    await page.goto("/pricing");
    const launcher = page.getByRole("button", { name: "Chat with us" });
    await expect(launcher).toBeVisible();
    await page.waitForLoadState("networkidle");
    // Nothing of the widget before a visitor reaches for the launcher; none of it is preloaded either.
    expect(scripts.filter((path) => WIDGET_CHUNK.test(path))).toEqual([]);
    const preloads = await page
      .locator('link[rel="modulepreload"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
    expect(preloads.filter((href) => /chat-bot/.test(href))).toEqual([]);
    await expect(launcher).toHaveAttribute("aria-expanded", "false");

    // Opened with the keyboard: the focus goes into the message field.
    await launcher.focus();
    await page.keyboard.press("Enter");
    const panel = panelOf(page, "Chat with us");
    await expect(panel).toBeVisible();
    expect(scripts.filter((path) => WIDGET_CHUNK.test(path))).toHaveLength(1);
    await expect(launcher).toHaveAttribute("aria-expanded", "true");
    const input = panel.getByRole("textbox", { name: "Your message" });
    await expect(input).toBeFocused();
    await expect(panel.getByRole("list", { name: "Conversation" })).toHaveAttribute("aria-live", "polite");
    await expect(panel).toContainText("Pick one of our plans below");

    // Picking a plan: the options go at once, the typing indicator shows, the reply comes about 1 s later.
    const options = panel.getByRole("group", { name: "Choose a plan" });
    await expect(options.getByRole("button")).toHaveText([
      "Assessment",
      "Entry Kit",
      "Growth Plan",
      "Premium Retainer",
      "Enterprise",
    ]);
    const reply = panel.getByText(`The Growth Plan costs ${formatMoney(500_000, "en")} per month.`);
    const pickedAt = Date.now();
    await options.getByRole("button", { name: "Growth Plan" }).click();
    await expect(options).toHaveCount(0);
    await expect(panel.getByTestId("chat-typing")).toBeVisible();
    // The reply's delay is read from the clock (not from a check that it is still hidden, which a slow machine
    // can reach after the second it waits).
    await expect(reply).toBeVisible();
    const waited = Date.now() - pickedAt;
    expect(waited).toBeGreaterThanOrEqual(900);
    expect(waited).toBeLessThan(3000);
    await expect(panel.getByTestId("chat-typing")).toHaveCount(0);
    await expect(panel.getByText("Steady, monthly momentum with government and partners.")).toBeVisible();
    await expect(panel.getByRole("link", { name: "More about the Growth Plan" })).toHaveAttribute(
      "href",
      "/pricing/growth-plan",
    );
    await expect(input).toBeFocused();
    await expect(options).toHaveCount(0);

    // A pricing keyword brings the options back, with the reply.
    await input.fill("What does it cost?");
    await input.press("Enter");
    await expect(input).toHaveValue("");
    await expect(panel.getByText("What does it cost?")).toBeVisible();
    await expect(panel.getByText(/We offer five plans/)).toBeVisible();
    await expect(options.getByRole("button")).toHaveCount(5);
    const compare = panel.getByRole("link", { name: "Compare all plans" });
    await expect(compare).toHaveAttribute("href", "/pricing");

    // A demo keyword links to the demo scheduler.
    await input.fill("Can we schedule a meeting?");
    await input.press("Enter");
    await expect(panel.getByRole("link", { name: "Book a discovery call" })).toHaveAttribute(
      "href",
      "/demo-scheduler",
    );
    await expect(panel.getByText(/show you how we work/)).toBeVisible();

    // Anything else: the fallback, with the lead form and the demo scheduler.
    await input.fill("Do you like koalas?");
    await input.press("Enter");
    await expect(panel.getByText(/did not quite understand/)).toBeVisible();

    await expectAccessible(page);

    // A link goes to its page (client-side); the panel and its conversation stay.
    await compare.click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(panel).toBeVisible();
    await expect(panel.getByText("Do you like koalas?")).toBeVisible();

    // Escape closes; the focus returns to the launcher. Reopening keeps the conversation.
    await input.focus();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(launcher).toBeFocused();
    await expect(launcher).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("Enter");
    await expect(panel).toBeVisible();
    await expect(input).toBeFocused();
    await expect(panel.getByText("Do you like koalas?")).toBeVisible();
    // The Close button too.
    await panel.getByRole("button", { name: "Close chat" }).click();
    await expect(panel).toBeHidden();
    await expect(launcher).toBeFocused();
  });

  test("an assessment keyword offers the lead form, which opens over the panel with the chat's source", async ({
    page,
  }) => {
    await page.goto("/pricing");
    const launcher = await launcherAtPageEnd(page, "Chat with us");
    await launcher.click();
    const panel = panelOf(page, "Chat with us");
    const input = panel.getByRole("textbox", { name: "Your message" });
    await expect(input).toBeFocused();
    await panel.getByRole("button", { name: "Entry Kit" }).click();
    await expect(
      panel.getByText(`The Entry Kit costs ${formatMoney(500_000, "en")}, paid once.`),
    ).toBeVisible();
    await expect(panel.getByRole("group", { name: "Choose a plan" })).toHaveCount(0);

    await input.fill("I would like an assessment");
    await input.press("Enter");
    await expect(panel.getByRole("group", { name: "Choose a plan" })).toBeVisible();
    const start = panel.getByRole("link", { name: "Get a free market assessment" });
    await expect(start).toHaveAttribute("href", /^\/assessment\?source=chat_bot&/);
    await start.click();

    const overlay = page.getByTestId("lead-form-overlay");
    await expect(overlay).toBeVisible();
    await expect(overlay.locator('input[name="source"]')).toHaveValue("chat_bot");
    // The overlay is above the panel: what is at the panel's centre belongs to the overlay's backdrop.
    const box = (await panel.boundingBox())!;
    const onTop = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x!, y!)?.closest("#chat-bot-panel") !== null,
      [box.x + box.width / 2, box.y + box.height / 2],
    );
    expect(onTop).toBe(false);
    await page.keyboard.press("Escape");
    await expect(overlay).toBeHidden();
    await expect(panel).toBeVisible();
    await expect(start).toBeFocused();
  });

  test("sits at the bottom right, above a consent banner's height, and prints nothing", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/pricing");
    const launcher = page.getByRole("button", { name: "Chat with us" });
    let box = (await launcher.boundingBox())!;
    expect(box.x + box.width).toBeGreaterThan(1280 - 40);
    expect(box.y + box.height).toBeGreaterThan(800 - 40);
    // What the consent banner does while shown (components/consent/banner-offset.ts).
    await page.evaluate(() => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(".above-consent-banner { --consent-banner-height: 120px; }");
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    });
    box = (await launcher.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(800 - 120);
    await page.emulateMedia({ media: "print" });
    await expect(launcher).toBeHidden();
  });

  test("steps aside while an action is under it, and has room at the page's end", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/pricing");
    const launcher = page.getByRole("button", { name: "Chat with us" });
    await expect(launcher).toBeVisible();
    // A button of the page under it, as the plans' and the tools' buttons are at some scroll positions.
    await page.evaluate(
      (box) => {
        const button = document.createElement("button");
        button.id = "under-launcher";
        button.textContent = "Save results";
        Object.assign(button.style, {
          position: "fixed",
          left: `${box.x}px`,
          top: `${box.y}px`,
          width: `${box.width}px`,
          height: `${box.height}px`,
          zIndex: "1",
        });
        button.addEventListener("click", () => button.setAttribute("data-clicked", ""));
        document.body.append(button);
        dispatchEvent(new Event("resize"));
      },
      (await launcher.boundingBox())!,
    );
    await expect(launcher).toHaveAttribute("data-stepped-aside", "true");
    await expect(launcher).toHaveCSS("opacity", "0");
    // The tap reaches the page's button.
    await page.locator("#under-launcher").click();
    await expect(page.locator("#under-launcher")).toHaveAttribute("data-clicked", "");
    // A keyboard user still reaches it: focused, it shows.
    await launcher.focus();
    await expect(launcher).not.toHaveAttribute("data-stepped-aside");
    await expect(launcher).toHaveCSS("opacity", "1");
    await launcher.blur();
    await expect(launcher).toHaveAttribute("data-stepped-aside", "true");
    await page.evaluate(() => {
      document.getElementById("under-launcher")?.remove();
      dispatchEvent(new Event("resize"));
    });
    await expect(launcher).not.toHaveAttribute("data-stepped-aside");

    // At the page's end, nothing of the page is under it: the footer leaves room.
    await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
    await expect(launcher).not.toHaveAttribute("data-stepped-aside");
    const box = (await launcher.boundingBox())!;
    const underIt = await page.evaluate(
      ([x, y]) =>
        document
          .elementsFromPoint(x!, y!)
          .filter((element) => !element.closest("[data-chat-launcher]"))
          .map((element) => element.tagName.toLowerCase()),
      [box.x + box.width / 2, box.y + box.height / 2],
    );
    expect(underIt[0]).toBe("footer");
  });
});

test.describe("chat bot in Arabic", () => {
  test("the launcher sits at the bottom left and the bot answers in Arabic", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/ar/pricing");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    const launcher = await launcherAtPageEnd(page, "تحدث معنا");
    const box = (await launcher.boundingBox())!;
    expect(box.x).toBeLessThan(40);
    expect(box.y + box.height).toBeGreaterThan(800 - 40);

    await launcher.click();
    const panel = panelOf(page, "تحدث معنا");
    await expect(panel).toBeVisible();
    expect((await panel.boundingBox())!.x).toBeLessThan(40);
    await expect(panel).toContainText("مرحبًا!");
    await panel.getByRole("button", { name: "خطة النمو" }).click();
    await expect(panel.getByText(`تبلغ تكلفة خطة النمو ${formatMoney(500_000, "ar")} شهريًا.`)).toBeVisible();
    await expect(panel.getByRole("link", { name: "المزيد عن خطة النمو" })).toHaveAttribute(
      "href",
      "/ar/pricing/growth-plan",
    );
    const input = panel.getByRole("textbox", { name: "رسالتك" });
    await input.fill("كم الأسعار؟");
    await input.press("Enter");
    await expect(panel.getByRole("link", { name: "قارن بين جميع الخطط" })).toHaveAttribute(
      "href",
      "/ar/pricing",
    );
    await expect(panel.getByRole("group", { name: "اختر خطة" })).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe("screenshots", () => {
  test.skip(!SHOTS, "set CHAT_SCREENSHOTS to a directory");
  for (const lang of ["en", "ar"] as const) {
    for (const width of [390, 1280]) {
      test(`${lang} at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 844 });
        await page.goto(lang === "en" ? "/pricing" : "/ar/pricing");
        // An English browser on an Arabic page is offered English; on a phone the prompt covers the corner.
        if (lang === "ar") await page.getByRole("button", { name: "تجاهل" }).click();
        await (await launcherAtPageEnd(page, lang === "en" ? "Chat with us" : "تحدث معنا")).click();
        const panel = page.getByTestId("chat-bot-panel");
        await panel.getByRole("group").getByRole("button").nth(2).click();
        await expect(panel.getByRole("link").first()).toBeVisible();
        await panel.getByRole("textbox").fill(lang === "en" ? "pricing" : "الأسعار");
        await panel.getByRole("textbox").press("Enter");
        await expect(panel.getByRole("group")).toBeVisible();
        await page.screenshot({ path: `${SHOTS}/chat-${lang}-${width}.png` });
      });
    }
  }
});
