/**
 * The real server process, as `npm start` runs it (needs `npm run build` first; `npm test` builds before Vitest).
 */
import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";
import { startServer } from "./scripts/lib/serve.ts";

describe("server process", () => {
  it("serves pages and health, then shuts down cleanly on SIGTERM", async () => {
    const server = await startServer();
    try {
      const health = await fetch(`${server.url}/healthz`);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: "ok", database: "pglite" });
      const page = await fetch(`${server.url}/ar`);
      expect(page.status).toBe(200);
      expect(page.headers.get("content-encoding")).toMatch(/gzip|br/);
      expect(await page.text()).toContain('<html lang="ar" dir="rtl">');
      expect((await fetch(`${server.url}/nowhere`)).status).toBe(404);
    } finally {
      await server.stop();
    }
    expect(server.exitCode()).toBe(0);
  });

  it("refuses to start with invalid configuration, naming the variable in one line", async () => {
    const child = spawn(process.execPath, ["--import", "tsx", "server.ts"], {
      env: { ...process.env, PORT: "not-a-port" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
    expect(code).toBe(1);
    expect(stderr.trim().split("\n")).toEqual([expect.stringMatching(/^Invalid configuration: PORT: /)]);
  });
});
