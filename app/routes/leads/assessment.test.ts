import { describe, expect, it } from "vitest";
import { action } from "#app/routes/leads/assessment.tsx";
import { leads, outbox } from "#app/server/db/schema/index.ts";
import { RATE_LIMIT_RULES } from "#app/server/form/rate-limit.server.ts";
import { TestBrowser } from "#tests/support/test-browser.ts";
import { TEST_BACKENDS, useTestDatabase } from "#tests/support/test-database.ts";

const lead = {
  name: "Ana Silva",
  email: "Ana@Example.com",
  company: "Acme",
  source: "hero",
  page: "/pricing",
};

const post = (path: string, fields: Record<string, string>, clientIp?: string) =>
  new TestBrowser(clientIp).call(action, path, fields);

describe.each(TEST_BACKENDS)("lead form action on %s", (backend) => {
  const database = useTestDatabase(backend);

  it("stores the lead with language and attribution, and queues the visitor's and the staff's mail", async () => {
    const browser = new TestBrowser();
    browser.cookies.set("utm", JSON.stringify({ utm_source: "linkedin", utm_campaign: "q3" }));
    const answer = await browser.call(action, "/ar/assessment", lead);
    expect(answer.status).toBe(200);
    expect(answer.data.sent).toBe(true);
    expect(answer.data.result.initialValue).toBeNull(); // the form is cleared

    const rows = await database().db.select().from(leads);
    expect(rows).toEqual([
      expect.objectContaining({
        name: "Ana Silva",
        email: "ana@example.com",
        company: "Acme",
        source: "hero",
        language: "ar",
        page: "/pricing",
        utmSource: "linkedin",
        utmCampaign: "q3",
        utmMedium: null,
      }),
    ]);
    const mails = await database().db.select().from(outbox);
    expect(mails.map((mail) => mail.toAddress).sort()).toEqual(["ana@example.com", "leads@ausentry.example"]);
    const visitorMail = mails.find((mail) => mail.toAddress === "ana@example.com")!;
    expect(visitorMail.subject).toContain("توقعات المناقصات"); // in the visitor's language
    expect(visitorMail.htmlBody).toContain('dir="rtl"');
    expect(mails.every((mail) => mail.status === "pending")).toBe(true);
  });

  it("defaults the source to lead_form", async () => {
    await post("/assessment", { name: "Bo", email: "bo@example.com", company: "B" });
    const [row] = await database().db.select().from(leads);
    expect(row?.source).toBe("lead_form");
    expect(row?.language).toBe("en");
  });

  it("answers a bot that fills the honeypot with a normal success, storing nothing", async () => {
    const answer = await post("/assessment", { ...lead, website: "http://spam.example" });
    expect(answer.status).toBe(200);
    expect(answer.data.sent).toBe(true);
    expect(await database().db.select().from(leads)).toEqual([]);
    expect(await database().db.select().from(outbox)).toEqual([]);
  });

  it("re-validates on the server and keeps the values", async () => {
    const answer = await post("/assessment", { name: "  ", email: "nope", company: "Acme" });
    expect(answer.status).toBe(400);
    expect(answer.data.sent).toBe(false);
    expect(answer.data.result.error).toMatchObject({ name: ["nameRequired"], email: ["leadEmailInvalid"] });
    expect(answer.data.result.initialValue).toMatchObject({ email: "nope", company: "Acme" });
    expect(await database().db.select().from(leads)).toEqual([]);
  });

  it("rejects over-long input rather than truncating it", async () => {
    const answer = await post("/assessment", { ...lead, company: "c".repeat(201) });
    expect(answer.status).toBe(400);
    expect(answer.data.result.error).toMatchObject({ company: ["tooLong"] });
    expect(await database().db.select().from(leads)).toEqual([]);
  });

  it("rate-limits posts per IP with 429 and a translated message", async () => {
    const { points } = RATE_LIMIT_RULES.formPerIp;
    for (let i = 0; i < points; i++) {
      expect((await post("/assessment", lead, "198.51.100.4")).status).toBe(200);
    }
    const refused = await post("/assessment", lead, "198.51.100.4");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(refused.data.result.error).toEqual({ "": ["rateLimited"] });
    expect(await database().db.$count(leads)).toBe(points);
    expect((await post("/assessment", lead, "198.51.100.5")).status).toBe(200);
  });
});
