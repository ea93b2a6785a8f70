/**
 * Interaction to Next Paint of three journeys on a phone (issue 27 item 4): open the menu, choose a category on
 * /partners, calculate on /tools. Each runs in Chromium at 390 px with the CPU slowed down (`slowdown`, Chrome
 * DevTools' throttling), measured in the page by the `web-vitals` library, the way field data measures it; the
 * worst interaction of the journey is its INP. For `npm run lighthouse`, which prints the figures.
 */
import { createRequire } from "node:module";
import path from "node:path";
import { chromium, type Page } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.ts";

type Journey = { name: string; path: string; act: (page: Page) => Promise<void> };

export const JOURNEYS: Journey[] = [
  {
    name: "open the menu (/)",
    path: "/",
    act: async (page) => {
      await page.getByTestId("mobile-menu-button").click();
      await page.getByRole("dialog").waitFor();
    },
  },
  {
    name: "choose a category (/partners)",
    path: "/partners",
    act: async (page) => {
      await page.getByLabel("Category").selectOption("consultant");
      await page.waitForURL(/category=consultant/);
    },
  },
  {
    name: "calculate (/tools)",
    path: "/tools",
    act: async (page) => {
      const form = page.getByTestId("roi-calculator");
      await form.getByLabel("Current annual revenue (AUD)").fill("1000000");
      await form.getByRole("button", { name: "Calculate" }).click();
      await page.getByTestId("roi-results").waitFor();
    },
  },
];

/** The library's browser build (a script that defines `webVitals`), beside the file its package exports. */
const WEB_VITALS = path.join(
  path.dirname(createRequire(import.meta.url).resolve("web-vitals")),
  "web-vitals.iife.js",
);

/** Each journey's INP in milliseconds (the worst interaction; 0 when none was long enough to be reported). */
export async function interactionLatencies(baseUrl: string, slowdown: number, runs: number) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const results: { journey: string; inp: number[] }[] = [];
  try {
    for (const journey of JOURNEYS) {
      const inp: number[] = [];
      for (let run = 0; run < runs; run++) {
        const context = await browser.newContext({
          viewport: { width: 390, height: 844 },
          deviceScaleFactor: 3,
          isMobile: true,
          hasTouch: true,
        });
        // A choice stored: the banner is not what is measured.
        await context.addCookies([{ name: "consent", value: "a=0&m=0&v=1&d=2026-01-01", url: baseUrl }]);
        const page = await context.newPage();
        await page.addInitScript({ path: WEB_VITALS });
        await page.addInitScript(() => {
          const seen: number[] = [];
          Object.assign(window, { __inp: seen });
          (
            window as unknown as {
              webVitals: { onINP: (report: (m: { value: number }) => void, o: object) => void };
            }
          ).webVitals.onINP((metric) => seen.push(metric.value), { reportAllChanges: true });
        });
        const cdp = await context.newCDPSession(page);
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: slowdown });
        await page.goto(`${baseUrl}${journey.path}`);
        await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
        await journey.act(page);
        // Let the last interaction's paint land, then hide the page: web-vitals reports on visibility change.
        await page.waitForTimeout(500);
        await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
        const seen = await page.evaluate(() => (window as unknown as { __inp: number[] }).__inp);
        inp.push(Math.max(0, ...seen));
        await context.close();
      }
      results.push({ journey: journey.name, inp });
    }
  } finally {
    await browser.close();
  }
  return results;
}
