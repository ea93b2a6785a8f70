import type { Page } from "@playwright/test";

/** Where specs also save full-page screenshots for a person to look at (`SHOTS_DIR=/tmp/shots npx playwright …`). */
export const SHOTS_DIR = process.env.SHOTS_DIR;

/** With SHOTS_DIR set: `<name>-1280.png` and `<name>-390.png` of the page as it is; then the default size again. */
export async function shoot(page: Page, name: string) {
  if (!SHOTS_DIR) return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS_DIR}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}
