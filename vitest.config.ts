import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";
import { serverLocales } from "./app/i18n/browser-locales.ts";

// Vitest runs without the React Router plugin (see docs/decisions/001-stack-versions-node-20.md).
export default defineConfig({
  // The server's translations as one module (app/i18n/i18n.server.ts), as in the build.
  plugins: [serverLocales()],
  test: {
    include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "server.test.ts"],
    environment: "node",
    // One migrated embedded database per run, which every test file's database starts from.
    globalSetup: ["tests/support/pglite-template.global.ts"],
    pool: "forks",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    fileParallelism: true,
    maxWorkers: 2,
    // Documents rendered by tests are kept apart from the site's own (./data/pdf-cache).
    env: { PDF_CACHE_DIR: path.join(tmpdir(), "ausentry-test-pdf-cache") },
  },
});
