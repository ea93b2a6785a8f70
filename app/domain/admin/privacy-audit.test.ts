import { describe, expect, it } from "vitest";
import { auditFilterOf, auditPeriodOf } from "#app/domain/admin/privacy-audit.ts";

const ACTIONS = ["view", "export", "erase"];
const filterOf = (query: string) => auditFilterOf(new URLSearchParams(query), ACTIONS);

describe("auditFilterOf", () => {
  it("reads every filter, trimmed", () => {
    expect(
      filterOf(
        "actor=+Boss%40example.com+&action=erase&entity=person&entityId=abc&from=2026-11-01&to=2026-11-30",
      ),
    ).toEqual({
      actor: "Boss@example.com",
      action: "erase",
      entity: "person",
      entityId: "abc",
      from: "2026-11-01",
      to: "2026-11-30",
    });
  });

  it("is empty without a query", () => {
    expect(filterOf("")).toEqual({ actor: "", action: "", entity: "", entityId: "", from: "", to: "" });
  });

  it("drops an unknown action and days that do not exist", () => {
    expect(filterOf("action=drop&from=2026-02-30&to=yesterday")).toMatchObject({
      action: "",
      from: "",
      to: "",
    });
  });

  it("cuts over-long text", () => {
    expect(filterOf(`actor=${"a".repeat(300)}`).actor).toHaveLength(254);
  });
});

describe("auditPeriodOf", () => {
  it("runs from the start of the first day to the end of the last (UTC)", () => {
    expect(auditPeriodOf({ from: "2026-11-01", to: "2026-11-30" })).toEqual({
      since: new Date("2026-11-01T00:00:00Z"),
      before: new Date("2026-12-01T00:00:00Z"),
    });
  });

  it("is open where a day is not given", () => {
    expect(auditPeriodOf({ from: "", to: "" })).toEqual({ since: null, before: null });
  });
});
