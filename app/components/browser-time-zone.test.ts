import { afterEach, describe, expect, it } from "vitest";
import { browserTimeZone } from "./browser-time-zone.ts";

const global = globalThis as { Temporal?: unknown };
const original = global.Temporal;

describe("the browser's time zone", () => {
  afterEach(() => {
    global.Temporal = original;
  });

  it("is Temporal's answer where the browser has Temporal", () => {
    global.Temporal = { Now: { timeZoneId: () => "Asia/Seoul" } };
    expect(browserTimeZone()).toBe("Asia/Seoul");
  });

  it("is a date formatter's where it has not", () => {
    delete global.Temporal;
    expect(browserTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(browserTimeZone()).toMatch(/^[A-Za-z_]+(\/[A-Za-z_+-]+)*$/);
  });
});
