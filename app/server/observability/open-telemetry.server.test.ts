/**
 * OpenTelemetry in the built server (`npm run build` first): spans of the bundled express, of http and, on
 * PostgreSQL (TEST_DATABASE_URL), of pg reach an OTLP/HTTP receiver this test runs.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { throwawayDatabase } from "#tests/support/throwaway-database.ts";
import { type RunningServer, startServer } from "../../../scripts/lib/serve.ts";

type Span = { name: string; attributes: { key: string; value: { stringValue?: string } }[] };
type ExportRequest = {
  resourceSpans: { scopeSpans: { scope: { name: string }; spans: Span[] }[] }[];
};

/** An OTLP/HTTP receiver: keeps every span it is sent (JSON, as the -http exporters send), by scope. */
function otlpReceiver() {
  const spans: { scope: string; span: Span }[] = [];
  const waiters: (() => void)[] = [];
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      if (req.method === "POST" && req.url === "/v1/traces") {
        const sent = JSON.parse(body) as ExportRequest;
        for (const resource of sent.resourceSpans)
          for (const { scope, spans: scoped } of resource.scopeSpans)
            for (const span of scoped) spans.push({ scope: scope.name, span });
        for (const wake of waiters.splice(0)) wake();
      }
      res.writeHead(200, { "Content-Type": "application/json" }).end("{}");
    });
  });
  /** Resolves once a span of `scope` that `accepts` has arrived (the test's timeout bounds the wait). */
  async function span(scope: string, accepts: (span: Span) => boolean = () => true): Promise<Span> {
    for (;;) {
      const found = spans.find((entry) => entry.scope === scope && accepts(entry.span));
      if (found) return found.span;
      await new Promise<void>((resolve) => waiters.push(resolve));
    }
  }
  return { server, span };
}

const attribute = (span: Span, key: string) => span.attributes.find((entry) => entry.key === key)?.value;

describe("OpenTelemetry in the built server", () => {
  const receiver = otlpReceiver();
  let site: RunningServer;
  let database: Awaited<ReturnType<typeof throwawayDatabase>>;

  beforeAll(async () => {
    await new Promise<void>((resolve) => receiver.server.listen(0, "127.0.0.1", resolve));
    const { port } = receiver.server.address() as AddressInfo;
    database = await throwawayDatabase();
    site = await startServer(
      {
        WEB_CONCURRENCY: "1",
        LOG_LEVEL: "error",
        OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}`,
        // Spans are sent in batches: within 100 ms here instead of 5 s.
        OTEL_BSP_SCHEDULE_DELAY: "100",
        ...(database.url ? { DATABASE_URL: database.url } : {}),
      },
      { output: "capture" },
    );
  }, 180_000);

  afterAll(async () => {
    await site?.stop();
    await database?.drop();
    receiver.server.close();
  });

  it("sends the spans of a page view: http's and the bundled express's", { timeout: 60_000 }, async () => {
    const response = await fetch(`${site.url}/pricing`);
    expect(response.status).toBe(200);
    const server = await receiver.span(
      "@opentelemetry/instrumentation-http",
      (span) => attribute(span, "url.path")?.stringValue === "/pricing",
    );
    expect(server.name).toMatch(/^GET/);
    const handler = await receiver.span("@opentelemetry/instrumentation-express", (span) =>
      span.name.startsWith("request handler"),
    );
    expect(handler).toBeDefined();
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    "sends pg's spans of PostgreSQL queries",
    { timeout: 60_000 },
    async () => {
      await fetch(`${site.url}/healthz`);
      const query = await receiver.span("@opentelemetry/instrumentation-pg");
      const system = attribute(query, "db.system.name") ?? attribute(query, "db.system");
      expect(system?.stringValue).toBe("postgresql");
    },
  );
});
