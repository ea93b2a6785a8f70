import { describe, expect, it } from "vitest";
import {
  ClientErrorSchema,
  countedCampaign,
  EventBatchSchema,
  MAX_EVENTS_PER_BATCH,
  MAX_UTM_CAMPAIGN_LENGTH,
} from "#app/domain/analytics/analytics-events.ts";

const event = { name: "page_view", path: "/pricing", language: "en" };

describe("an event batch", () => {
  it("takes our events, site paths and five languages", () => {
    const batch = { events: [event, { name: "scroll_depth_75", path: "/", language: "ar" }] };
    expect(EventBatchSchema.parse(batch)).toEqual(batch);
  });

  it("refuses unknown events, languages, paths with a query or another host, extra fields", () => {
    const refused = [
      { ...event, name: "purchase" },
      { ...event, name: "scroll_depth_33" },
      { ...event, language: "fr" },
      { ...event, path: "/pricing?email=a@b.co" },
      { ...event, path: "//evil.example/x" },
      { ...event, path: "https://evil.example/" },
      { ...event, path: `/${"a".repeat(200)}` },
      { ...event, userId: "u1" },
    ];
    for (const bad of refused)
      expect(EventBatchSchema.safeParse({ events: [bad] }).success, JSON.stringify(bad)).toBe(false);
  });

  it("holds 1 to 30 events", () => {
    expect(EventBatchSchema.safeParse({ events: [] }).success).toBe(false);
    expect(EventBatchSchema.safeParse({ events: Array(MAX_EVENTS_PER_BATCH).fill(event) }).success).toBe(
      true,
    );
    expect(EventBatchSchema.safeParse({ events: Array(MAX_EVENTS_PER_BATCH + 1).fill(event) }).success).toBe(
      false,
    );
    expect(EventBatchSchema.safeParse({ events: [event], ip: "1.2.3.4" }).success).toBe(false);
  });

  it("is counted under a campaign label of at most 64 characters, in lower case, else none", () => {
    expect(countedCampaign("spring-launch")).toBe("spring-launch");
    expect(countedCampaign("Spring_Launch.2026")).toBe("spring_launch.2026");
    expect(countedCampaign("x".repeat(MAX_UTM_CAMPAIGN_LENGTH))).toHaveLength(64);
    for (const hostile of ["x".repeat(65), "spring launch", "<script>", "a/b", "ünï", "(other)", "a\u0000"])
      expect(countedCampaign(hostile), hostile).toBe("");
    expect(countedCampaign(undefined)).toBe("");
  });
});

describe("a browser error report", () => {
  it("cuts long texts and drops the script's query", () => {
    const report = ClientErrorSchema.parse({
      kind: "error",
      message: "x".repeat(2000),
      source: "http://localhost/assets/app.js?token=secret",
      line: 12,
      column: 3,
      path: "/pricing",
    });
    expect(report.message).toHaveLength(500);
    expect(report.source).toBe("http://localhost/assets/app.js");
  });

  it("refuses what is not a report", () => {
    expect(ClientErrorSchema.safeParse({ kind: "warning", message: "x", path: "/" }).success).toBe(false);
    expect(ClientErrorSchema.safeParse({ kind: "error", message: "x", path: "/?q=1" }).success).toBe(false);
    expect(ClientErrorSchema.safeParse({ kind: "error", message: 1, path: "/" }).success).toBe(false);
    expect(ClientErrorSchema.safeParse({ kind: "unhandledrejection", message: "x", path: "/" }).success).toBe(
      true,
    );
  });
});
