import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { action } from "#app/routes/leads/contact.tsx";
import { leads, outbox } from "#app/server/db/schema/index.ts";
import { RATE_LIMIT_RULES } from "#app/server/form/rate-limit.server.ts";
import { TestBrowser } from "#tests/support/test-browser.ts";
import { TEST_BACKENDS, useTestDatabase } from "#tests/support/test-database.ts";

const message = {
  name: "Ana Silva",
  email: "ana@example.com",
  company: "Acme",
  service: "govtech",
  message: "We would like to bid on New South Wales tenders.",
  page: "/contact",
};

const post = (path: string, fields: Record<string, string>) => new TestBrowser().call(action, path, fields);

describe.each(TEST_BACKENDS)("contact form action on %s", (backend) => {
  const database = useTestDatabase(backend);

  it("stores the message as a contact_form lead and queues both mails", async () => {
    const answer = await post("/ko/contact", message);
    expect(answer.status).toBe(200);
    expect(answer.data.sent).toBe(true);
    const [row] = await database().db.select().from(leads);
    expect(row).toMatchObject({
      source: "contact_form",
      service: "govtech",
      message: message.message,
      language: "ko",
      page: "/contact",
    });
    const mails = await database().db.select().from(outbox);
    const staff = mails.find((mail) => mail.toAddress === "leads@ausentry.example");
    expect(staff?.textBody).toContain(message.message);
    expect(staff?.textBody).toContain("Service: Government Contracts");
    const visitor = mails.find((mail) => mail.toAddress === "ana@example.com");
    expect(visitor?.subject).toBe("메시지를 받았습니다");
  });

  it("sends the visitor's address nothing they typed: no name, company or message (decision 052)", async () => {
    const bait = {
      ...message,
      name: "Claim your prize at evil.test",
      company: "Evil Corp",
      message: "Visit evil.test now to verify your bank account details.",
    };
    await post("/contact", bait);
    const [visitor] = await database()
      .db.select()
      .from(outbox)
      .where(sql`${outbox.toAddress} = ${bait.email}`);
    for (const part of [visitor!.subject, visitor!.textBody, visitor!.htmlBody]) {
      expect(part).not.toContain("evil.test");
      expect(part).not.toContain("Evil Corp");
    }
    expect(visitor!.textBody).toContain("does not repeat it");
  });

  it("stores every message but mails one address at most five times a day, whichever clients send them", async () => {
    for (let i = 0; i < 7; i++) {
      const answer = await new TestBrowser(`198.51.100.${i + 1}`).call(action, "/contact", message);
      expect(answer.data.sent).toBe(true);
    }
    expect(await database().db.$count(leads)).toBe(7);
    const toVisitor = await database().db.$count(outbox, sql`${outbox.toAddress} = ${message.email}`);
    expect(toVisitor).toBe(5);
    expect(await database().db.$count(outbox, sql`${outbox.toAddress} <> ${message.email}`)).toBe(7);
  });

  it("treats a filled honeypot as success and stores nothing", async () => {
    const answer = await post("/contact", { ...message, website: "x" });
    expect(answer.data.sent).toBe(true);
    expect(await database().db.$count(leads)).toBe(0);
    expect(await database().db.$count(outbox)).toBe(0);
  });

  it("re-validates every field on the server", async () => {
    const answer = await post("/contact", { ...message, service: "", message: "short" });
    expect(answer.status).toBe(400);
    expect(answer.data.result.error).toMatchObject({
      service: ["serviceRequired"],
      message: ["messageTooShort"],
    });
  });

  it("rejects an over-long message", async () => {
    const answer = await post("/contact", { ...message, message: "m".repeat(5001) });
    expect(answer.status).toBe(400);
    expect(answer.data.result.error).toMatchObject({ message: ["tooLong"] });
  });

  it("rate-limits per IP with 429", async () => {
    for (let i = 0; i < RATE_LIMIT_RULES.formPerIp.points; i++) await post("/contact", message);
    const refused = await post("/contact", message);
    expect(refused.status).toBe(429);
    expect(refused.data.result.error).toEqual({ "": ["rateLimited"] });
  });

  it("refuses a client past its limit before the schema runs: an invalid form gets 429 too, values kept", async () => {
    for (let i = 0; i < RATE_LIMIT_RULES.formPerIp.points; i++) await post("/contact", message);
    const refused = await post("/contact", { ...message, service: "", message: "short" });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(refused.data.result.error).toEqual({ "": ["rateLimited"] });
    expect(refused.data.result.initialValue).toMatchObject({ name: message.name, message: "short" });
  });

  it("answers a bot's filled honeypot as a success even when the form is invalid", async () => {
    const answer = await post("/contact", { website: "x", email: "not an address" });
    expect(answer.data.sent).toBe(true);
    expect(await database().db.$count(leads)).toBe(0);
  });

  it("reports the spec's failure message, keeping the values, when the database refuses", async () => {
    const db = database().db;
    await db.execute(sql`alter table leads rename to leads_unavailable`);
    try {
      const answer = await post("/contact", message);
      expect(answer.status).toBe(500);
      expect(answer.data.sent).toBe(false);
      expect(answer.data.result.error).toEqual({ "": ["contactFailed"] });
      expect(answer.data.result.initialValue).toMatchObject({ message: message.message });
    } finally {
      await db.execute(sql`alter table leads_unavailable rename to leads`);
    }
    expect(await db.$count(outbox)).toBe(0);
  });
});
