/**
 * `npm run lighthouse`: builds, serves, and runs Lighthouse (mobile) on the home page in English and Arabic.
 * Prints the four category scores and the home page's first-load JavaScript (gzip), against the budgets in
 * DESIGN.md; exits 1 when a budget is missed.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./lib/chromium.ts";
import { startServer } from "./lib/serve.ts";

const BUDGETS = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 } as const;
const FIRST_LOAD_JS_BUDGET_KB = 150;

type LighthouseResult = {
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number }>;
  audits: Record<string, { numericValue?: number; displayValue?: string }>;
};

/** Lighthouse occasionally fails to record a trace (NO_NAVSTART); such a run is repeated, up to three times. */
function runLighthouse(url: string, attempt = 1): LighthouseResult {
  const output = execFileSync(
    path.join("node_modules", ".bin", "lighthouse"),
    [
      url,
      `--chrome-flags=${CHROMIUM_ARGS.join(" ")}`,
      "--only-categories=performance,accessibility,best-practices,seo",
      "--output=json",
      "--output-path=stdout",
      "--quiet",
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, maxBuffer: 64 * 1024 * 1024 },
  );
  const result = JSON.parse(output.toString()) as LighthouseResult;
  if (result.runtimeError && attempt < 3) {
    console.warn(`Lighthouse: ${result.runtimeError.code}; running again`);
    return runLighthouse(url, attempt + 1);
  }
  return result;
}

/** Gzip size of every script the page loads up front (module scripts and modulepreloads). */
async function firstLoadJsKb(url: string): Promise<number> {
  const html = await (await fetch(url)).text();
  const files = new Set(
    [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!),
  );
  let bytes = 0;
  for (const file of files) bytes += gzipSync(readFileSync(path.join("build/client", file))).length;
  return bytes / 1024;
}

execFileSync("npm", ["run", "build", "--silent"], { stdio: "inherit" });
const server = await startServer();
let failed = false;
try {
  for (const page of ["/", "/ar"]) {
    const url = `${server.url}${page}`;
    const result = runLighthouse(url);
    console.log(`\nLighthouse mobile: ${page}`);
    for (const [category, budget] of Object.entries(BUDGETS)) {
      const score = Math.round((result.categories[category]?.score ?? 0) * 100);
      const ok = score >= budget;
      failed ||= !ok;
      console.log(
        `  ${category.padEnd(15)} ${String(score).padStart(3)}  (budget ${budget}) ${ok ? "ok" : "MISSED"}`,
      );
    }
    for (const audit of [
      "first-contentful-paint",
      "largest-contentful-paint",
      "total-blocking-time",
      "cumulative-layout-shift",
    ]) {
      console.log(`  ${audit.padEnd(26)} ${result.audits[audit]?.displayValue ?? "?"}`);
    }
  }
  const js = await firstLoadJsKb(`${server.url}/`);
  const ok = js <= FIRST_LOAD_JS_BUDGET_KB;
  failed ||= !ok;
  console.log(
    `\nFirst-load JS on /: ${js.toFixed(1)} KB gzip (budget ${FIRST_LOAD_JS_BUDGET_KB} KB) ${ok ? "ok" : "MISSED"}`,
  );
} finally {
  await server.stop();
}
process.exit(failed ? 1 : 0);
