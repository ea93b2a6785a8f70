import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { action } from "#app/routes/newsletter/newsletter.tsx";
import { loader as confirmLoader } from "#app/routes/newsletter/newsletter-confirm.tsx";
import {
  action as oneClickUnsubscribe,
  loader as unsubscribeLoader,
} from "#app/routes/newsletter/newsletter-unsubscribe.tsx";
import { emailSubscriptions, outbox } from "#app/server/db/schema/index.ts";
import { RATE_LIMIT_RULES } from "#app/server/form/rate-limit.server.ts";
import { confirmationLink, unsubscribeLink } from "#app/server/newsletter/newsletter.server.ts";
import { type Body, TestBrowser } from "#tests/support/test-browser.ts";
import { TEST_BACKENDS, useTestDatabase } from "#tests/support/test-database.ts";

const post = (path: string, fields: Record<string, string>) => new TestBrowser().call(action, path, fields);
/** Follows a link from a mail: a GET (loader), or a mail client's one-click POST (action, with `body`). */
const open = <F extends (args: never) => unknown>(fn: F, link: string, body?: Body) => {
  const url = new URL(link);
  return new TestBrowser().call(fn, url.pathname + url.search, body);
};

describe.each(TEST_BACKENDS)("newsletter on %s", (backend) => {
  const database = useTestDatabase(backend);
  const subscription = async (email: string) =>
    (await database().db.select().from(emailSubscriptions).where(eq(emailSubscriptions.email, email)))[0];

  it("stores an unconfirmed signup and queues a confirmation mail with a signed link", async () => {
    const answer = await post("/hi/newsletter", { email: "Ana@Example.com", source: "footer" });
    expect(answer.data.sent).toBe(true);
    expect(await subscription("ana@example.com")).toMatchObject({
      source: "footer",
      language: "hi",
      confirmedAt: null,
      unsubscribedAt: null,
    });
    const [mail] = await database().db.select().from(outbox);
    expect(mail?.toAddress).toBe("ana@example.com");
    expect(mail?.textBody).toMatch(/http:\/\/localhost:3000\/hi\/newsletter\/confirm\?token=[\w-]+\.[\w-]+/);
  });

  it("succeeds quietly for an address already confirmed, keeping the first source label", async () => {
    await post("/newsletter", { email: "ana@example.com", source: "footer" });
    await open(confirmLoader, confirmationLink("ana@example.com", "en"));
    const mailsBefore = await database().db.$count(outbox);
    const again = await post("/newsletter", {
      email: "ana@example.com",
      source: "resources_page",
    });
    expect(again.status).toBe(200);
    expect(again.data.sent).toBe(true);
    expect(await database().db.$count(emailSubscriptions)).toBe(1);
    expect(await subscription("ana@example.com")).toMatchObject({ source: "footer" });
    expect(await database().db.$count(outbox)).toBe(mailsBefore);
  });

  it("confirms once with a genuine link, sending the welcome mail with a one-click unsubscribe", async () => {
    await post("/newsletter", { email: "ana@example.com" });
    const confirmed = await open(confirmLoader, confirmationLink("ana@example.com", "en"));
    expect(confirmed.status).toBe(200);
    expect(confirmed.data.confirmed).toBe(true);
    expect(confirmed.headers.get("Cache-Control")).toBe("private, no-store");
    expect((await subscription("ana@example.com"))?.confirmedAt).toBeInstanceOf(Date);
    await open(confirmLoader, confirmationLink("ana@example.com", "en"));
    const welcome = (await database().db.select().from(outbox)).filter((mail) => mail.headers);
    expect(welcome).toHaveLength(1);
    expect(welcome[0]?.headers?.["List-Unsubscribe"]).toMatch(
      /^<http:\/\/localhost:3000\/newsletter\/unsubscribe\?token=/,
    );
    expect(welcome[0]?.textBody).toContain("/newsletter/unsubscribe?token=");
  });

  it("refuses forged, cross-purpose and missing tokens", async () => {
    await post("/newsletter", { email: "ana@example.com" });
    const forged = `${confirmationLink("ana@example.com", "en").slice(0, -3)}abc`;
    expect((await open(confirmLoader, forged)).status).toBe(400);
    const wrongPurpose = unsubscribeLink("ana@example.com", "en").replace("/unsubscribe", "/confirm");
    expect((await open(confirmLoader, wrongPurpose)).data.confirmed).toBe(false);
    expect((await open(confirmLoader, "http://localhost/newsletter/confirm")).data.confirmed).toBe(false);
    expect((await subscription("ana@example.com"))?.confirmedAt).toBeNull();
  });

  it("unsubscribes with one click (GET) and by RFC 8058 POST; a new signup needs a new confirmation", async () => {
    await post("/newsletter", { email: "ana@example.com" });
    await open(confirmLoader, confirmationLink("ana@example.com", "en"));
    const done = await open(unsubscribeLoader, unsubscribeLink("ana@example.com", "en"));
    expect(done.data.unsubscribed).toBe(true);
    expect((await subscription("ana@example.com"))?.unsubscribedAt).toBeInstanceOf(Date);
    const oneClick = { "List-Unsubscribe": "One-Click" };
    expect(await open(oneClickUnsubscribe, unsubscribeLink("ana@example.com", "en"), oneClick)).toMatchObject(
      {
        status: 200,
        data: { unsubscribed: true },
      },
    );

    await post("/newsletter", { email: "ana@example.com" });
    expect(await subscription("ana@example.com")).toMatchObject({ unsubscribedAt: null, confirmedAt: null });
  });

  it("ignores the honeypot bot, validates, and rate-limits", async () => {
    expect((await post("/newsletter", { email: "bot@example.com", website: "x" })).data.sent).toBe(true);
    expect(await database().db.$count(emailSubscriptions)).toBe(0);
    const invalid = await post("/newsletter", { email: `${"a".repeat(250)}@example.com` });
    expect(invalid.status).toBe(400);
    expect(invalid.data.result.error).toMatchObject({ email: ["tooLong"] });
    // The honeypot answer spent nothing; the invalid post spent one point.
    for (let i = 0; i < RATE_LIMIT_RULES.formPerIp.points - 1; i++) {
      await post("/newsletter", { email: `n${i}@example.com` });
    }
    const refused = await post("/newsletter", { email: "late@example.com" });
    expect(refused.status).toBe(429);
  });
});
