import { randomBytes } from "node:crypto";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./scripts/lib/chromium.ts";

/** Each run gets its own port and a fresh embedded database, so parallel runs on one machine do not collide. */
const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = `data/e2e-${port}`;
/**
 * Opens the server's test-only login endpoint (app/server/account/e2e-login.server.ts) for this run. Set here once: the
 * workers inherit it from this process (and read it in the `login` fixture) instead of drawing their own.
 */
process.env.E2E_FIXTURE_SECRET ??= randomBytes(32).toString("hex");

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  // An accessibility scan of a long page takes seconds on a busy two-core machine: two of them fit.
  timeout: 45_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    trace: "retain-on-failure",
    // An English-speaking visitor in Sydney: no language prompt unless a test asks for one.
    locale: "en-AU",
    timezoneId: "Australia/Sydney",
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: "chromium",
      use: { ...devices["Desktop Chrome"] },
      testIgnore:
        /(admin-content|admin-figures|admin-legal|admin-media|admin-newsletter|admin-team|admin-webinars|sample-content)\.spec\.ts$/,
    },
    // Edits what other specs count and read (the seeded posts, partners and tenders, the webinar programme, the
    // team and its photos, the firm's figures, the legal pages): it runs once they are done.
    {
      name: "seeded-content",
      use: { ...devices["Desktop Chrome"] },
      testMatch:
        /(admin-content|admin-figures|admin-legal|admin-media|admin-newsletter|admin-team|admin-webinars)\.spec\.ts$/,
      dependencies: ["chromium"],
    },
    // Removes the sample content every other spec shows: the very last.
    {
      name: "sample-removal",
      use: { ...devices["Desktop Chrome"] },
      testMatch: /sample-content\.spec\.ts$/,
      dependencies: ["seeded-content"],
    },
  ],
  webServer: {
    command: `rm -rf ${dataDir} && node build/server/index.js`,
    url: `http://localhost:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      PGLITE_DIR: dataDir,
      SITE_URL: `http://localhost:${port}`,
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      MAIL_LOG_DIR: `${dataDir}/mail`,
      MEDIA_DIR: `${dataDir}/media`,
      // Every test posts from 127.0.0.1; the per-IP form limit itself is covered by integration tests.
      FORM_RATE_LIMIT_PER_MINUTE: "1000",
      DEMO_HOLDS_PER_IP_PER_DAY: "1000",
      // Webinar mails looked for every few seconds, not every minute (tests/e2e/admin-webinars.spec.ts): a round
      // costs the embedded database tens of milliseconds, so not every second.
      WEBINAR_MAIL_INTERVAL_SECONDS: "4",
      // Newsletter issues likewise (tests/e2e/admin-newsletter.spec.ts).
      NEWSLETTER_SEND_INTERVAL_SECONDS: "2",
      E2E_FIXTURE_SECRET: process.env.E2E_FIXTURE_SECRET,
      // Addresses that become admins once confirmed (tests/e2e/admin-sign-in.spec.ts: one per attempt).
      ADMIN_EMAILS: "staff-e2e-0@example.com,staff-e2e-1@example.com,staff-e2e-2@example.com",
      // The login endpoint signs its session cookies with it, as better-auth does.
      BETTER_AUTH_SECRET: randomBytes(32).toString("hex"),
      // A tag manager container, so the CSP and consent paths are those of production; tests/e2e/consent.spec.ts
      // answers its requests itself (every other test has analytics refused: fixtures.ts).
      GTM_ID: "GTM-TEST123",
      // The indexable site's robots.txt and headers (tests/e2e/legal-seo.spec.ts); test payments alone would say
      // noindex (allowsIndexing, covered by unit tests and deploy/smoke-production.sh).
      ALLOW_INDEXING: "true",
    },
  },
});
