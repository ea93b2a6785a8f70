import { defineConfig } from "vitest/config";

// The robustness suite (tests/robustness/): it drives the built server, so it runs after `npm run build`.
export default defineConfig({
  test: {
    include: ["tests/robustness/**/*.test.ts"],
    environment: "node",
    pool: "forks",
    testTimeout: 20 * 60_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
