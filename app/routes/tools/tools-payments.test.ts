import { describe, expect, it } from "vitest";
import type { PaymentsPlanResult } from "#app/domain/tools/payments-planner.ts";
import { calculatorResults, outbox } from "#app/server/db/schema/index.ts";
import { TEST_BACKENDS, useTestDatabase } from "#tests/support/test-database.ts";
import { PAYMENTS_FORM, PAYMENTS_INPUT } from "#tests/support/tool-forms.ts";
import { expectNothingStored, postTool as post } from "#tests/support/tool-route.ts";

const planner = { tool: "payments", ...PAYMENTS_FORM };

const planOf = (computed: unknown, model: string) =>
  (computed as PaymentsPlanResult).plans.find((plan) => plan.model === model);

describe.each(TEST_BACKENDS)("the payments planner's posts on %s", (backend) => {
  const database = useTestDatabase(backend);

  it("calculates without JavaScript: the server's schedules, nothing stored", async () => {
    const answer = await post("/tools?tab=payments", { ...planner, intent: "calculate" });
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({ tool: "payments", intent: "calculate", sent: true });
    expect(planOf(answer.data.computed, "revenue_share")).toMatchObject({
      schedule: [1_800_000, 110_000, 121_000, 133_100, 146_410, 161_051],
      cashSaved: 3_528_439,
      runwayMonths: 3,
    });
    expect(planOf(answer.data.computed, "deferred")?.schedule).toEqual([
      0, 0, 0, 2_000_000, 2_000_000, 2_000_000,
    ]);
    await expectNothingStored(database);
  });

  it("refuses a bound on its field, keeps what was typed, computes and stores nothing", async () => {
    const answer = await post("/tools?tab=payments", {
      ...planner,
      intent: "save",
      email: "bounds@example.com",
      duration: "3",
      deferredMonths: "4",
      revenueSharePercent: "60",
      milestoneCount: "1",
    });
    expect(answer.status).toBe(400);
    expect(answer.data.result.error).toMatchObject({
      deferredMonths: ["deferredRange"],
      revenueSharePercent: ["revenueShareRange"],
      milestoneCount: ["milestoneRange"],
    });
    expect(answer.data.result.initialValue).toMatchObject({ deferredMonths: "4", milestoneCount: "1" });
    expect(answer.data.computed).toBeUndefined();
    await expectNothingStored(database);
  });

  it("saves the inputs in cents with its own results, whatever results the browser sends, and mails them", async () => {
    const answer = await post("/tools?tab=payments", {
      ...planner,
      intent: "save",
      email: "Founder@Example.com",
      cashSaved: "99999999",
      plans: "[]",
      computed: '{"plans":[]}',
    });
    expect(answer.data).toMatchObject({ saved: true, sent: true });
    const [row] = await database().db.select().from(calculatorResults);
    expect(row).toMatchObject({
      calculatorType: "payments_planner",
      email: "founder@example.com",
      language: "en",
    });
    expect(row!.inputs).toEqual(PAYMENTS_INPUT);
    expect(planOf(row!.results, "usage_based")).toMatchObject({
      paidWithin: 4_800_000,
      cashSaved: 1_200_000,
    });
    const [mail] = await database().db.select().from(outbox);
    expect(mail!.subject).toBe("Your Startup Payments Planner results");
    for (const line of [
      "Project cost: A$60,000",
      "Project duration: 6 months",
      "Revenue share: 20%",
      "Revenue share: paid within the project: A$24,715.61",
      "Revenue share: cash saved: A$35,284.39",
      "Revenue share: runway extension: 3 months",
      "Usage-based: runway extension: 1 month",
    ]) {
      expect(mail!.textBody.replace(/[\u00a0\u202f]/g, " ")).toContain(line);
    }
  });

  it("says 'n/a' in the mail's language when there is no monthly budget", async () => {
    await post("/ar/tools?tab=payments", {
      ...planner,
      monthlyBudget: "0",
      intent: "save",
      email: "a@example.com",
    });
    const [mail] = await database().db.select().from(outbox);
    expect(mail!.textBody).toContain(
      "مشاركة الإيرادات: تمديد المدرج المالي: غير متاح (لا توجد ميزانية شهرية)",
    );
    expect(mail!.textBody).not.toMatch(/tools-payments:|t:tools/);
  });
});
