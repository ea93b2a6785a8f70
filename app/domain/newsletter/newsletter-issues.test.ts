import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LANGUAGE_CODES } from "#app/domain/languages.ts";
import { issueStateOf, roundAllowance, sentLanguageOf } from "#app/domain/newsletter/newsletter-issues.ts";

describe("a newsletter issue", () => {
  it("is sent in the subscriber's language where published, else in English", () => {
    expect(sentLanguageOf("ko", ["en", "ko"])).toBe("ko");
    expect(sentLanguageOf("ar", ["en", "ko"])).toBe("en");
    expect(sentLanguageOf("en", ["en"])).toBe("en");
  });

  it("queues no more in a minute than the pace allows, across rounds", () => {
    expect(roundAllowance(120, 0)).toBe(120);
    expect(roundAllowance(120, 100)).toBe(20);
    expect(roundAllowance(120, 130)).toBe(0);
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.array(fc.nat(500), { maxLength: 50 }),
        (pace, asks) => {
          // Rounds within one minute, each taking what it may of what it asks for.
          let queued = 0;
          for (const ask of asks) queued += Math.min(ask, roundAllowance(pace, queued));
          expect(queued).toBeLessThanOrEqual(pace);
        },
      ),
    );
  });

  it("is a draft until sent, sending until every subscriber is queued, then sent", () => {
    const at = new Date("2026-12-01T00:00:00Z");
    expect(issueStateOf({ sendStartedAt: null, sendFinishedAt: null })).toBe("draft");
    expect(issueStateOf({ sendStartedAt: at, sendFinishedAt: null })).toBe("sending");
    expect(issueStateOf({ sendStartedAt: at, sendFinishedAt: at })).toBe("sent");
    for (const lang of LANGUAGE_CODES) expect(sentLanguageOf(lang, LANGUAGE_CODES)).toBe(lang);
  });
});
