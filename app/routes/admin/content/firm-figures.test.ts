/**
 * The firm's figures as staff keep them (issue 30 item 1, decision 084): saved, audited, on every page at once
 * (the root loader reads `firmFigures`); refused with translated keys; staff only.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { FormAnswer } from "#app/domain/form/form-answer.ts";
import { action, loader } from "#app/routes/admin/content/firm-figures.tsx";
import { firmFigures } from "#app/server/content/firm-figures.server.ts";
import { auditLog } from "#app/server/db/schema/index.ts";
import { countPageCacheDrops } from "#tests/support/page-cache-drops.ts";
import { staffBrowser } from "#tests/support/staff-browser.ts";
import { TEST_BACKENDS, useTestDatabase } from "#tests/support/test-database.ts";

const figures = { companies: "215", partners: "260", readiness: "30", reply: "24" };

describe.each(TEST_BACKENDS)("the firm's figures on %s", (backend) => {
  const database = useTestDatabase(backend);
  const db = () => database().db;
  const cacheDrops = countPageCacheDrops();
  // What the root loader gives every page.
  const pageFigures = () => firmFigures();

  it("start at the launch figures, and a save puts the new ones on every page, audited", async () => {
    const admin = await staffBrowser();
    expect((await admin.call(loader, "/admin/figures")).data.figures).toEqual({
      companies: 200,
      partners: 250,
      readiness: 30,
      reply: 24,
    });
    expect(await pageFigures()).toMatchObject({ companies: 200, partners: 250 });

    const saved = await admin.call(action, "/admin/figures", { intent: "save", ...figures });
    expect(saved.location).toBe("/admin/figures?saved=1");
    expect(await pageFigures()).toEqual({ companies: 215, partners: 260, readiness: 30, reply: 24 });
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.entity, "firm-figures"));
    expect(entry).toMatchObject({ action: "update", detail: { fields: ["companies", "partners"] } });
    expect(cacheDrops()).toBe(1);

    // The same figures again: nothing to record, nothing dropped.
    await admin.call(action, "/admin/figures", { intent: "save", ...figures });
    expect(await db().$count(auditLog, eq(auditLog.entity, "firm-figures"))).toBe(1);
    expect(cacheDrops()).toBe(1);
  });

  it("refuses what is not a whole number from 0 to 100,000, and anyone but staff", async () => {
    const admin = await staffBrowser();
    const refused = await admin.call(action, "/admin/figures", {
      intent: "save",
      companies: "-1",
      partners: "2.5",
      readiness: "many",
      reply: "100001",
    });
    expect(refused.status).toBe(400);
    expect((refused.data as FormAnswer).result.error).toEqual({
      companies: ["figureInvalid"],
      partners: ["figureInvalid"],
      readiness: ["figureInvalid"],
      reply: ["figureInvalid"],
    });
    const member = await staffBrowser({ role: "user" });
    expect((await member.call(action, "/admin/figures", { intent: "save", ...figures })).status).toBe(403);
    expect(await pageFigures()).toMatchObject({ companies: 200 });
  });
});
