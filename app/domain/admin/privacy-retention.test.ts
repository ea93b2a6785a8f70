import { describe, expect, it } from "vitest";
import { LEAD_RETENTION_MONTHS, retentionCutoff } from "#app/domain/admin/privacy-retention.ts";

describe("retentionCutoff", () => {
  it("is the same instant LEAD_RETENTION_MONTHS months earlier", () => {
    expect(LEAD_RETENTION_MONTHS).toBe(24);
    expect(retentionCutoff(new Date("2026-11-26T09:30:00Z")).toISOString()).toBe("2024-11-26T09:30:00.000Z");
  });

  it("crosses year boundaries by months, not days", () => {
    expect(retentionCutoff(new Date("2026-01-15T00:00:00Z"), 3).toISOString()).toBe(
      "2025-10-15T00:00:00.000Z",
    );
  });

  it("falls on the last day of a shorter month", () => {
    expect(retentionCutoff(new Date("2028-02-29T12:00:00Z")).toISOString()).toBe("2026-02-28T12:00:00.000Z");
    expect(retentionCutoff(new Date("2026-05-31T12:00:00Z"), 3).toISOString()).toBe(
      "2026-02-28T12:00:00.000Z",
    );
  });

  it("leaves its argument alone", () => {
    const now = new Date("2026-11-26T00:00:00Z");
    retentionCutoff(now);
    expect(now.toISOString()).toBe("2026-11-26T00:00:00.000Z");
  });
});
