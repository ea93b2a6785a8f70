/**
 * Interaction to Next Paint of three journeys on a phone (issue 27 item 4): open the menu, choose a category on
 * /partners, calculate on /tools. Each runs in Chromium at 390 px with the CPU slowed down (`slowdown`, Chrome
 * DevTools' throttling), measured in the page by the `web-vitals` library, the way field data measures it; the
 * worst interaction of the journey is its INP (interactions from 16 ms, the shortest the browser times). For
 * `npm run lighthouse`, which prints the figures.
 */
import { readFileSync } from "node:fs";
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
      await page.getByTestId("mobile-menu").waitFor();
    },
  },
  {
    name: "choose a category (/partners)",
    path: "/partners",
    act: async (page) => {
      // A key press, as a person choosing from the list (a script setting the value is no interaction).
      await page.getByLabel("Category").focus();
      await page.keyboard.press("ArrowDown");
      await page.waitForURL(/category=/);
    },
  },
  {
    name: "calculate (/tools)",
    path: "/tools",
    act: async (page) => {
      const form = page.getByTestId("roi-calculator");
      await form.getByLabel("Current annual revenue (AUD)").fill("1000000");
      await form.getByLabel("Expected growth (%)").fill("50");
      await form.getByLabel("Company size").selectOption("medium");
      await form.getByLabel("Marketing budget (AUD)").fill("100000");
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

/** Keeps every INP the library reports (each a new worst interaction) in `window.__inp`. */
const COLLECT_INP =
  "window.__inp = []; webVitals.onINP((m) => window.__inp.push(m.value), { reportAllChanges: true, durationThreshold: 16 });";

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
        // One script: the library's build defines `webVitals` for the code after it.
        await page.addInitScript({ content: `${readFileSync(WEB_VITALS, "utf8")}\n${COLLECT_INP}` });
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
