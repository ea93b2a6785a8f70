/**
 * The real server process, as `npm start` runs it (needs `npm run build` first; `npm test` builds before Vitest).
 */
import { spawn } from "node:child_process";
import { get as httpGet, request as httpRequest } from "node:http";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { partners } from "#app/server/db/schema/index.ts";
import { invalidatePageCache } from "#app/server/http/page-cache-invalidation.server.ts";
import { type BenchDatabase, freshDatabase } from "./scripts/lib/bench-database.ts";
import { type RunningServer, startServer } from "./scripts/lib/serve.ts";

/**
 * Each test starts real server processes (a fresh database migrated and seeded): up to a minute on a loaded
 * two-core machine, as `startServer` allows.
 */
describe("server process", { timeout: 90_000 }, () => {
  it("serves pages and health, then shuts down cleanly on SIGTERM", async () => {
    const server = await startServer();
    try {
      const health = await fetch(`${server.url}/healthz`);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: "ok", database: "pglite" });
      const page = await fetch(`${server.url}/ar`);
      expect(page.status).toBe(200);
      expect(page.headers.get("content-encoding")).toMatch(/gzip|br/);
      expect(await page.text()).toContain('<html lang="ar" dir="rtl"');
      expect((await fetch(`${server.url}/nowhere`)).status).toBe(404);
    } finally {
      await server.stop();
    }
    expect(server.exitCode()).toBe(0);
  });

  it("sends each script as compressed at build time, in the encoding the browser takes", async () => {
    const server = await startServer();
    try {
      // An app page (decision 061): the first script its hydration loads (named in its starter, decision 042).
      const html = await (await fetch(`${server.url}/pricing`)).text();
      const script = /"(\/assets\/entry\.client-[^"]+\.js)"/.exec(html)![1]!;
      const plain = await new Promise<{ headers: Record<string, unknown>; body: Buffer }>(
        (resolve, reject) => {
          httpGet(`${server.url}${script}`, { headers: { "accept-encoding": "identity" } }, (res) => {
            const chunks: Buffer[] = [];
            res.on("data", (chunk: Buffer) => chunks.push(chunk));
            res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
          }).on("error", reject);
        },
      );
      expect(plain.headers["content-encoding"]).toBeUndefined();
      for (const encoding of ["br", "gzip"]) {
        const response = await fetch(`${server.url}${script}`, { headers: { "accept-encoding": encoding } });
        expect(response.headers.get("content-encoding")).toBe(encoding);
        expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
        expect(Number(response.headers.get("content-length"))).toBeLessThan(plain.body.length / 2);
        expect(Buffer.from(await response.arrayBuffer()).equals(plain.body)).toBe(true);
      }
    } finally {
      await server.stop();
    }
    expect(server.exitCode()).toBe(0);
  });

  it("refuses to start with invalid configuration, naming the variable in one line", async () => {
    const child = spawn(process.execPath, ["build/server/index.js"], {
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

  it("refuses a public deployment without real payments, mail, database, a proxy decision and a contact address, one line each", async () => {
    const {
      DATABASE_URL: _db,
      SMTP_URL: _smtp,
      TRUST_PROXY: _proxy,
      CONTACT_EMAIL: _contact,
      ...env
    } = process.env;
    const child = spawn(process.execPath, ["build/server/index.js"], {
      env: { ...env, SITE_URL: "https://ausentry.com.au", PAYMENT_PROVIDER: "test" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
    expect(code).toBe(1);
    expect(stderr.trim().split("\n")).toEqual([
      expect.stringMatching(/^Invalid configuration: PAYMENT_PROVIDER: must be stripe for a public SITE_URL/),
      expect.stringMatching(/^Invalid configuration: SMTP_URL: is required for a public SITE_URL/),
      expect.stringMatching(/^Invalid configuration: DATABASE_URL: is required for a public SITE_URL/),
      expect.stringMatching(/^Invalid configuration: TRUST_PROXY: is required for a public SITE_URL/),
      expect.stringMatching(/^Invalid configuration: CONTACT_EMAIL: must be the firm's real address/),
      expect.stringMatching(/^Invalid configuration: MAIL_FROM: must be the firm's real address/),
      expect.stringMatching(/^Invalid configuration: CONTACT_INBOX: must be the firm's real address/),
    ]);
  });

  it("starts a staging deployment on a public address, saying so on every page", async () => {
    const server = await startServer({
      SITE_URL: "https://staging.ausentry.com.au",
      STAGING: "true",
      ALLOW_EMBEDDED_DATABASE: "true",
      TRUST_PROXY: "false",
    });
    try {
      const html = await (await fetch(`${server.url}/`)).text();
      expect(html).toContain('data-testid="staging-banner"');
    } finally {
      await server.stop();
    }
  });
});

/**
 * What every form action answers at the HTTP level, where React Router and Node decide what reaches the client:
 * headers the action set, and a 413 that must go out before the socket is closed on an oversized upload.
 */
describe("form actions over HTTP", () => {
  let server: RunningServer;
  beforeAll(async () => {
    // The test client is the proxy: each test names its own client address, so the limits of one do not touch
    // another.
    server = await startServer({ FORM_RATE_LIMIT_PER_MINUTE: "2", TRUST_PROXY: "loopback" });
  });
  afterAll(() => server.stop());

  const contact = new URLSearchParams({
    name: "Ana Silva",
    email: "ana@example.com",
    company: "Acme",
    service: "govtech",
    message: "We would like to bid on tenders.",
    page: "/contact",
  });
  const post = (path: string, body: string, clientIp: string) =>
    fetch(`${server.url}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: {
        origin: server.url,
        "content-type": "application/x-www-form-urlencoded",
        "x-forwarded-for": clientIp,
      },
      body,
    });

  it("answers a body over the size limit with 413 and the message, on public and account forms", async () => {
    // One keep-alive connection carries all four: each must leave it usable for the next.
    for (const path of ["/contact", "/login"]) {
      for (const sizeDeclared of [false, true]) {
        const answer = await postLarge(`${server.url}${path}`, 200 * 1024, sizeDeclared);
        expect(answer.status, path).toBe(413);
        expect(answer.body, path).toContain("This submission is too large.");
      }
    }
  });

  it("sends Retry-After with every 429, on pages and on data requests", async () => {
    const publicIp = "198.51.100.20";
    for (let i = 0; i < 2; i++) expect((await post("/contact", `${contact}`, publicIp)).status).toBe(200);
    for (const path of ["/contact", "/contact.data"]) {
      const refused = await post(path, `${contact}`, publicIp);
      expect(refused.status, path).toBe(429);
      expect(Number(refused.headers.get("retry-after")), path).toBeGreaterThan(0);
    }

    // The sign-in limit (5 wrong passwords per address and client IP together, issue 25 item 12).
    const signIn = `${new URLSearchParams({ email: "nobody@example.com", password: "wrong password" })}`;
    for (let i = 0; i < 5; i++) expect((await post("/login", signIn, "203.0.113.9")).status).toBe(401);
    for (const path of ["/login", "/login.data"]) {
      const refused = await post(path, signIn, "203.0.113.9");
      expect(refused.status, path).toBe(429);
      expect(Number(refused.headers.get("retry-after")), path).toBeGreaterThan(0);
    }
  });
});

/** POSTs `size` bytes, chunked or with a Content-Length, reading the answer as it comes. */
function postLarge(
  url: string,
  size: number,
  sizeDeclared: boolean,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, {
      method: "POST",
      headers: {
        origin: new URL(url).origin,
        "content-type": "application/x-www-form-urlencoded",
        ...(sizeDeclared && { "content-length": String(size) }),
      },
    });
    request.on("response", (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => {
        body += chunk;
      });
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on("error", reject);
    const chunk = Buffer.alloc(16 * 1024, "a");
    let sent = 0;
    const write = () => {
      while (sent < size) {
        const part = chunk.subarray(0, Math.min(chunk.byteLength, size - sent));
        sent += part.byteLength;
        if (!request.write(part)) return void request.once("drain", write);
      }
      request.end();
    };
    write();
  });
}

/**
 * `npm start` on PostgreSQL with two processes, as on a multi-core host: each keeps its own page cache, and a
 * content change reaches both (decisions 016, 017). Each request opens its own connection, so the primary hands
 * them to the workers in turn.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)("two server processes on PostgreSQL", () => {
  let database: BenchDatabase;
  let server: RunningServer;
  beforeAll(async () => {
    database = await freshDatabase(process.env.TEST_DATABASE_URL);
    server = await startServer({ ...database.env, WEB_CONCURRENCY: "2" }, { stdout: "ignore" });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  const page = (path: string) =>
    new Promise<{ status: number; html: string }>((resolve, reject) => {
      httpGet(`${server.url}${path}`, { agent: false, headers: { accept: "text/html" } }, (res) => {
        let html = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          html += chunk;
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, html }));
      }).on("error", reject);
    });

  it("shows a partner renamed by staff on the next page view, whichever process answers", async () => {
    for (let i = 0; i < 4; i++)
      expect((await page("/partners")).html).not.toContain("Renamed Partner Pty Ltd");
    const handle = await database.open();
    try {
      const [first] = await handle.db.select({ id: partners.id }).from(partners).limit(1);
      await handle.db
        .update(partners)
        .set({ name: "Renamed Partner Pty Ltd" })
        .where(eq(partners.id, first!.id));
      await invalidatePageCache(handle.db);
    } finally {
      await handle.close();
    }
    // The notification travels to the other process asynchronously: give it a moment, then every answer has it.
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (let i = 0; i < 4; i++) {
      const answer = await page("/partners");
      expect(answer.status).toBe(200);
      expect(answer.html).toContain("Renamed Partner Pty Ltd");
    }
  });

  it("stops both processes cleanly on SIGTERM", async () => {
    await server.stop();
    expect(server.exitCode()).toBe(0);
  });
});
