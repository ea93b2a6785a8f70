import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { action, loader } from "#app/routes/webinars/linkedin-activity.ts";
import { action as webinarsAction } from "#app/routes/webinars/webinars.tsx";
import { logger } from "#app/server/logger.server.ts";
import {
  LINKEDIN_FAILURE_KEPT_MS,
  LINKEDIN_KEPT_MS,
  LINKEDIN_VERSION,
  linkedInActivity,
  setLinkedInConfigForTests,
} from "#app/server/webinars/linkedin.server.ts";
import { TestBrowser } from "#tests/support/test-browser.ts";
import { useTestDatabase } from "#tests/support/test-database.ts";
import { seedProgramme } from "#tests/support/webinar-programme.ts";

/** A local stand-in for LinkedIn's Posts API: answers what the test sets, remembers what it was asked. */
let answer: { status: number; body: unknown; delayMs?: number } = { status: 200, body: { elements: [] } };
const asked: IncomingMessage[] = [];
let server: Server;
let base = "";

beforeAll(async () => {
  server = createServer((request, response) => {
    asked.push(request);
    setTimeout(() => {
      response.writeHead(answer.status, { "content-type": "application/json" });
      response.end(JSON.stringify(answer.body));
    }, answer.delayMs ?? 0);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  setLinkedInConfigForTests(undefined);
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
afterEach(() => {
  asked.length = 0;
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const URN = "urn:li:organization:4242";
const configure = (timeoutMs = 2_000) =>
  setLinkedInConfigForTests({ accessToken: "token-abc", organizationUrn: URN, apiBase: base, timeoutMs });
const call = () => new TestBrowser().call(action, "/api/fetch-linkedin-activity", {});

describe("POST /api/fetch-linkedin-activity", () => {
  // The webinars a post may mention: the programme as staff keep it.
  const database = useTestDatabase("pglite");
  beforeEach(() => seedProgramme(database().db));

  it("reads our posts from LinkedIn's Posts API and maps them, marking those about a webinar", async () => {
    configure();
    answer = {
      status: 200,
      body: {
        elements: [
          {
            id: "urn:li:share:7001",
            commentary: "Register now: Winning your first Australian government tender, next week.",
            publishedAt: Date.UTC(2026, 10, 20, 1, 0),
          },
          {
            id: "urn:li:ugcPost:7002",
            commentary: "Slides from #company_setup are online",
            createdAt: 1_700_000_000_000,
          },
          { id: "urn:li:share:7003", commentary: "We are hiring in Sydney." },
          { commentary: "no id: skipped" },
        ],
        paging: { start: 0, count: 10 },
      },
    };
    const result = await call();
    expect(result.status).toBe(200);
    expect(result.headers.get("cache-control")).toBe("no-store");
    expect(result.data).toEqual({
      items: [
        {
          id: "urn:li:share:7001",
          text: "Register now: Winning your first Australian government tender, next week.",
          url: "https://www.linkedin.com/feed/update/urn%3Ali%3Ashare%3A7001/",
          publishedAt: "2026-11-20T01:00:00.000Z",
          webinarId: "first_tender",
        },
        {
          id: "urn:li:ugcPost:7002",
          text: "Slides from #company_setup are online",
          url: "https://www.linkedin.com/feed/update/urn%3Ali%3AugcPost%3A7002/",
          publishedAt: new Date(1_700_000_000_000).toISOString(),
          webinarId: "company_setup",
        },
        {
          id: "urn:li:share:7003",
          text: "We are hiring in Sydney.",
          url: "https://www.linkedin.com/feed/update/urn%3Ali%3Ashare%3A7003/",
          publishedAt: null,
          webinarId: null,
        },
      ],
    });
    const [request] = asked;
    const url = new URL(request!.url!, base);
    expect(url.pathname).toBe("/rest/posts");
    expect(url.searchParams.get("q")).toBe("author");
    expect(url.searchParams.get("author")).toBe(URN);
    expect(request!.headers.authorization).toBe("Bearer token-abc");
    expect(request!.headers["linkedin-version"]).toBe(LINKEDIN_VERSION);
    expect(request!.headers["x-restli-protocol-version"]).toBe("2.0.0");
  });

  it("answers an empty list when LinkedIn has no posts", async () => {
    configure();
    answer = { status: 200, body: { elements: [] } };
    const result = await call();
    expect(result.status).toBe(200);
    expect(result.data).toEqual({ items: [] });
  });

  it("answers 502 with a JSON error when LinkedIn fails", async () => {
    vi.spyOn(logger, "warn").mockImplementation(() => undefined);
    configure();
    answer = { status: 500, body: { message: "Internal Server Error" } };
    const result = await call();
    expect(result.status).toBe(502);
    expect(result.data).toEqual({ error: "linkedinFailed" });
    answer = { status: 401, body: { message: "Invalid access token" } };
    expect((await call()).status).toBe(502);
  });

  it("gives up after its time-out", async () => {
    vi.spyOn(logger, "warn").mockImplementation(() => undefined);
    configure(100);
    answer = { status: 200, body: { elements: [] }, delayMs: 1_000 };
    const started = Date.now();
    const result = await call();
    expect(result.status).toBe(502);
    expect(Date.now() - started).toBeLessThan(900);
  });

  it("answers an empty list without asking anyone when LinkedIn is not configured", async () => {
    setLinkedInConfigForTests({ apiBase: base, timeoutMs: 1_000 });
    const result = await call();
    expect(result.status).toBe(200);
    expect(result.data).toEqual({ items: [] });
    expect(asked).toHaveLength(0);
    setLinkedInConfigForTests(undefined);
    expect(await linkedInActivity()).toEqual({ items: [] }); // this environment sets neither variable
  });

  it("asks LinkedIn once for many requests at the same time, from the API and from /webinars alike", async () => {
    configure();
    answer = {
      status: 200,
      body: { elements: [{ id: "urn:li:share:1", commentary: "Hello" }] },
      delayMs: 50,
    };
    const fromPage = () => new TestBrowser().call(webinarsAction, "/webinars?intent=linkedin", {});
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, call),
      ...Array.from({ length: 10 }, fromPage),
    ]);
    expect(asked).toHaveLength(1);
    const items = [expect.objectContaining({ id: "urn:li:share:1" })];
    for (const { data } of answers.slice(0, 10)) expect(data).toEqual({ items });
    for (const { data } of answers.slice(10))
      expect(data).toEqual({ intent: "linkedin", linkedin: { items } });
  });

  it("keeps LinkedIn's answer for minutes, then asks again", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    configure();
    answer = { status: 200, body: { elements: [{ id: "urn:li:share:1" }] } };
    await call();
    answer = { status: 200, body: { elements: [{ id: "urn:li:share:2" }] } };
    vi.advanceTimersByTime(LINKEDIN_KEPT_MS - 1);
    for (let i = 0; i < 5; i++)
      expect((await call()).data).toMatchObject({ items: [{ id: "urn:li:share:1" }] });
    expect(asked).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect((await call()).data).toMatchObject({ items: [{ id: "urn:li:share:2" }] });
    expect(asked).toHaveLength(2);
  });

  it("keeps a failure briefly too, so a LinkedIn that is down is not asked on every request", async () => {
    vi.spyOn(logger, "warn").mockImplementation(() => undefined);
    vi.useFakeTimers({ toFake: ["Date"] });
    configure();
    answer = { status: 503, body: {} };
    for (let i = 0; i < 5; i++) expect((await call()).status).toBe(502);
    expect(asked).toHaveLength(1);
    expect(LINKEDIN_FAILURE_KEPT_MS).toBeLessThan(LINKEDIN_KEPT_MS);
    answer = { status: 200, body: { elements: [] } };
    vi.advanceTimersByTime(LINKEDIN_FAILURE_KEPT_MS);
    expect((await call()).status).toBe(200);
    expect(asked).toHaveLength(2);
  });

  it("takes POSTs only", async () => {
    const result = await new TestBrowser().call(loader, "/api/fetch-linkedin-activity");
    expect(result.status).toBe(405);
    expect(result.headers.get("allow")).toBe("POST");
  });
});
