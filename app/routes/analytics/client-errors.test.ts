import { afterEach, describe, expect, it, vi } from "vitest";
import { action } from "#app/routes/analytics/client-errors.ts";
import { logger } from "#app/server/logger.server.ts";
import { TestBrowser } from "#tests/support/test-browser.ts";
import { TEST_BACKENDS, useTestDatabase } from "#tests/support/test-database.ts";

const beacon = (body: unknown) => new Blob([JSON.stringify(body)], { type: "text/plain;charset=UTF-8" });
const report = {
  kind: "error",
  message: "TypeError: x is undefined",
  source: "http://localhost:3000/assets/root-abc.js?v=1",
  line: 10,
  column: 5,
  path: "/ko/regions/middle-east/uae/private/cus_123",
};

describe.each(TEST_BACKENDS)("POST /api/client-errors on %s", (backend) => {
  useTestDatabase(backend);
  afterEach(() => vi.restoreAllMocks());

  it("logs the error at warn level: message, script, line, path without identifiers, user agent", async () => {
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => {});
    const browser = new TestBrowser();
    const args = await browser.args("/api/client-errors", beacon(report));
    args.request.headers.set("user-agent", `Mozilla/5.0 ${"x".repeat(1000)}`);
    const answer = (await action(args as never)) as Response;
    expect(answer.status).toBe(204);
    expect(warn).toHaveBeenCalledTimes(1);
    const [fields, message] = warn.mock.calls[0] as unknown as [
      { clientError: Record<string, unknown> },
      string,
    ];
    expect(message).toBe("browser error");
    expect(fields.clientError).toMatchObject({
      kind: "error",
      message: "TypeError: x is undefined",
      source: "http://localhost:3000/assets/root-abc.js",
      line: 10,
      column: 5,
      path: "/regions/middle-east/uae/private/:id",
    });
    expect(String(fields.clientError.userAgent)).toHaveLength(300);
    expect(JSON.stringify(fields)).not.toContain("203.0.113.9"); // no address
  });

  it("refuses what is not a report (400) without logging it", async () => {
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => {});
    const answer = await new TestBrowser().call(action, "/api/client-errors", beacon({ message: "x" }));
    expect(answer.status).toBe(400);
    expect(warn).not.toHaveBeenCalled();
  });

  it("takes 10 reports a minute from one address: then 429 with Retry-After", async () => {
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => {});
    const browser = new TestBrowser("198.51.100.30");
    for (let i = 0; i < 10; i++) {
      expect((await browser.call(action, "/api/client-errors", beacon(report))).status).toBe(204);
    }
    const limited = await browser.call(action, "/api/client-errors", beacon(report));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(warn).toHaveBeenCalledTimes(10);
  });
});
