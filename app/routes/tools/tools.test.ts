import { describe, expect, it, vi } from "vitest";
import { CALCULATOR_TYPES } from "#app/domain/tools/tool-ids.ts";
import { loader } from "#app/routes/tools/tools.tsx";
import { setDatabaseForTests } from "#app/server/db/db.server.ts";
import { calculatorResults, outbox } from "#app/server/db/schema/index.ts";
import { enqueueVisitorEmail } from "#app/server/email/outbox.server.ts";
import { RATE_LIMIT_RULES } from "#app/server/form/rate-limit.server.ts";
import { logger } from "#app/server/logger.server.ts";
import { TestBrowser } from "#tests/support/test-browser.ts";
import { TEST_BACKENDS, useTestDatabase } from "#tests/support/test-database.ts";
import { PAYMENTS_FORM, ROI_FORM, ROI_INPUT } from "#tests/support/tool-forms.ts";
import { expectNothingStored, postTool as post } from "#tests/support/tool-route.ts";

// The real outbox, watched, so one test can make queueing the mail fail inside the save's transaction.
vi.mock("#app/server/email/outbox.server.ts", async (original) => {
  const outboxModule = await original<typeof import("#app/server/email/outbox.server.ts")>();
  return { ...outboxModule, enqueueVisitorEmail: vi.fn(outboxModule.enqueueVisitorEmail) };
});
const enqueueSpy = vi.mocked(enqueueVisitorEmail);

const roi = { tool: "roi", ...ROI_FORM };

describe("the /tools page's tab", () => {
  it("is the URL's, ROI by default and for anything unknown", async () => {
    const tab = async (path: string) => (await new TestBrowser().call(loader, path)).data.tool;
    expect(await tab("/tools")).toBe("roi");
    expect(await tab("/tools?tab=market-sizing")).toBe("market-sizing");
    expect(await tab("/ar/tools?tab=payments")).toBe("payments");
    expect(await tab("/tools?tab=nope")).toBe("roi");
  });
});

describe.each(TEST_BACKENDS)("the /tools action on %s", (backend) => {
  const database = useTestDatabase(backend);

  it("calculates without JavaScript: the server's results, the form's values kept, nothing stored", async () => {
    const answer = await post("/tools?tab=roi", { ...roi, intent: "calculate" });
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({
      tool: "roi",
      intent: "calculate",
      sent: true,
      computed: {
        projectedRevenue: 100_000_000,
        serviceCost: 12_000_000,
        investment: 22_000_000,
        netGain: 78_000_000,
        monthlyRevenue: 8_333_333,
      },
    });
    expect(answer.data.result.initialValue).toMatchObject({ revenue: "1000000", size: "medium" });
    await expectNothingStored(database);
  });

  it("saves one row and one mail to the visitor, in the page's language", async () => {
    const answer = await post("/ar/tools?tab=roi", { ...roi, intent: "save", email: "Ana@Example.com" });
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({ tool: "roi", intent: "save", saved: true, sent: true });
    const rows = await database().db.select().from(calculatorResults);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      calculatorType: CALCULATOR_TYPES.roi,
      email: "ana@example.com",
      language: "ar",
      inputs: ROI_INPUT,
      results: { projectedRevenue: 100_000_000, investment: 22_000_000, netGain: 78_000_000 },
    });
    const mails = await database().db.select().from(outbox);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.toAddress).toBe("ana@example.com");
    expect(mail!.subject).toBe("نتائج حاسبة العائد على الاستثمار الخاصة بك");
    expect(mail!.textBody).toContain("الإيرادات المتوقعة: ");
    expect(mail!.textBody).toContain("شركة متوسطة الحجم");
    expect(mail!.textBody).toContain("/ar/tools?tab=roi");
    expect(mail!.htmlBody).toContain('dir="rtl"');
    expect(mail!.htmlBody).toContain("العائد على الاستثمار");
  });

  it("writes the English mail with every input and result", async () => {
    await post("/tools?tab=roi", { ...roi, intent: "save", email: "ben@example.com" });
    const [mail] = await database().db.select().from(outbox);
    expect(mail!.subject).toBe("Your ROI Calculator results");
    for (const line of [
      "Current annual revenue: A$1,000,000",
      "Expected growth: 50%",
      "Company size: Medium-sized business",
      "Marketing budget: A$100,000",
      "Timeframe (months): 12",
      "Projected revenue: A$1,000,000",
      "Service cost (12 %): A$120,000",
      "Total investment: A$220,000",
      "Net gain: A$780,000",
      "Return on investment: 354.5%",
      "Payback period (months): 2.6",
    ]) {
      expect(mail!.textBody).toContain(line);
    }
    expect(mail!.htmlBody).toContain("<p");
  });

  it("saves the market sizing tool and the payments planner under their own calculator_type", async () => {
    const market = await post("/tools?tab=market-sizing", {
      tool: "market-sizing",
      intent: "save",
      email: "m@example.com",
      industry: "technology",
      region: "sydney",
      companyType: "startup",
    });
    expect(market.data).toMatchObject({ saved: true, tool: "market-sizing" });
    const payments = await post("/ko/tools?tab=payments", {
      tool: "payments",
      intent: "save",
      email: "p@example.com",
      ...PAYMENTS_FORM,
      startingRevenue: "0",
      startingUsage: "0",
    });
    expect(payments.data).toMatchObject({ saved: true, tool: "payments" });
    const rows = await database().db.select().from(calculatorResults);
    expect(rows.map((row) => [row.calculatorType, row.email, row.language]).sort()).toEqual([
      ["market_sizing", "m@example.com", "en"],
      ["payments_planner", "p@example.com", "ko"],
    ]);
    const mails = await database().db.select().from(outbox);
    const subjects = mails.map((mail) => mail.subject).sort();
    expect(subjects).toEqual(["Your Market Sizing Tool results", "스타트업 결제 플래너 결과"]);
    // Every label and word is translated: no key is left in a mail.
    for (const mail of mails) expect(mail.textBody).not.toMatch(/tools(-market|-payments)?:|t:tools/);
  });

  it("ignores results sent by the browser: it stores and answers its own", async () => {
    const answer = await post("/tools?tab=roi", {
      ...roi,
      intent: "save",
      email: "eve@example.com",
      projectedRevenue: "999999999999",
      roiPercent: "100000",
      computed: '{"netGain":1}',
      results: "tampered",
    });
    expect(answer.data.computed).toMatchObject({ projectedRevenue: 100_000_000, netGain: 78_000_000 });
    const [row] = await database().db.select().from(calculatorResults);
    expect(row!.results).toMatchObject({ projectedRevenue: 100_000_000, netGain: 78_000_000 });
    expect(row!.inputs).toEqual(ROI_INPUT);
    const [mail] = await database().db.select().from(outbox);
    expect(mail!.textBody).not.toContain("999");
  });

  it("answers invalid input with field errors and stores nothing", async () => {
    const answer = await post("/tools?tab=roi", {
      ...roi,
      revenue: "-5",
      growth: "lots",
      size: "",
      intent: "save",
      email: "not-an-address",
    });
    expect(answer.status).toBe(400);
    expect(answer.data).toMatchObject({ tool: "roi", intent: "save", sent: false });
    expect(answer.data.result.error).toMatchObject({
      revenue: ["negative"],
      growth: ["notNumber"],
      size: ["sizeRequired"],
      email: ["emailInvalid"],
    });
    expect(answer.data).not.toHaveProperty("computed");
    const noEmail = await post("/tools?tab=roi", { ...roi, intent: "save" });
    expect(noEmail.data.result.error).toEqual({ email: ["emailRequired"] });
    await expectNothingStored(database);
  });

  it("refuses an unknown tool or button", async () => {
    const unknown = await post("/tools", { ...roi, tool: "lottery", intent: "calculate" });
    expect(unknown.status).toBe(400);
    expect(unknown.data.result.error).toEqual({ "": ["unknownTool"] });
    const noIntent = await post("/tools", roi);
    expect(noIntent.status).toBe(400);
    expect(noIntent.data.sent).toBe(false);
    await expectNothingStored(database);
  });

  it("gives a bot that fills the honeypot a normal success and stores nothing", async () => {
    const bot = await post("/tools?tab=roi", {
      ...roi,
      intent: "save",
      email: "bot@example.com",
      website: "x",
    });
    expect(bot.status).toBe(200);
    expect(bot.data).toMatchObject({ sent: true, saved: true, tool: "roi" });
    await expectNothingStored(database);
  });

  it("rate-limits posts per IP with 429", async () => {
    const { points } = RATE_LIMIT_RULES.formPerIp;
    for (let i = 0; i < points; i++) {
      expect((await post("/tools", { ...roi, intent: "calculate" }, "198.51.100.7")).status).toBe(200);
    }
    const refused = await post("/tools", { ...roi, intent: "save", email: "a@example.com" }, "198.51.100.7");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(refused.data.result.error).toEqual({ "": ["rateLimited"] });
    expect(refused.data).toMatchObject({ tool: "roi", intent: "save" });
    await expectNothingStored(database);
  });

  it("stores the row and its mail in one transaction: no mail, no row", async () => {
    const logged = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    enqueueSpy.mockRejectedValueOnce(new Error("outbox refused"));
    const failed = await post("/tools?tab=roi", { ...roi, intent: "save", email: "ana@example.com" });
    expect(failed.status).toBe(500);
    expect(failed.data).toMatchObject({ saved: false });
    await expectNothingStored(database);
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });

  it("says 'Error saving results' when the database refuses, and keeps neither row nor mail", async () => {
    const logged = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    const warned = vi.spyOn(logger, "warn").mockImplementation(() => undefined);
    setDatabaseForTests(undefined);
    const failed = await post("/tools?tab=roi", { ...roi, intent: "save", email: "ana@example.com" });
    expect(failed.status).toBe(500);
    expect(failed.data).toMatchObject({ saved: false, sent: false, tool: "roi" });
    expect(failed.data.computed).toMatchObject({ projectedRevenue: 100_000_000 });
    logged.mockRestore();
    warned.mockRestore();
  });
});
