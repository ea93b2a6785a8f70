import { describe, expect, it } from "vitest";
import {
  exitIntentSource,
  isExitIntent,
  type PointerExit,
  pickOffer,
} from "#app/domain/marketing/exit-intent.ts";

const leaving: PointerExit = { clientY: 0, movedToElement: false, viewportWidth: 1280, alreadySeen: false };

describe("exit intent (spec 000 §4, §9)", () => {
  it("is the pointer leaving the window through the top on a wide screen, the first time in a visit", () => {
    expect(isExitIntent(leaving)).toBe(true);
    expect(isExitIntent({ ...leaving, clientY: -12 })).toBe(true);
  });

  it("is not a move within the page, or out through another edge", () => {
    expect(isExitIntent({ ...leaving, movedToElement: true })).toBe(false);
    expect(isExitIntent({ ...leaving, clientY: 1 })).toBe(false);
    expect(isExitIntent({ ...leaving, clientY: 640 })).toBe(false);
  });

  it("applies only above 768 px", () => {
    expect(isExitIntent({ ...leaving, viewportWidth: 769 })).toBe(true);
    expect(isExitIntent({ ...leaving, viewportWidth: 768 })).toBe(false);
    expect(isExitIntent({ ...leaving, viewportWidth: 390 })).toBe(false);
  });

  it("happens at most once per visit", () => {
    expect(isExitIntent({ ...leaving, alreadySeen: true })).toBe(false);
  });
});

describe("offer choice", () => {
  const offers = ["a", "b", "c"] as const;

  it("maps the random draw evenly onto the offers", () => {
    expect(pickOffer(offers, () => 0)).toBe("a");
    expect(pickOffer(offers, () => 0.34)).toBe("b");
    expect(pickOffer(offers, () => 0.67)).toBe("c");
    expect(pickOffer(offers, () => 0.9999999)).toBe("c");
  });

  it("reaches every offer over many draws", () => {
    const seen = new Set(Array.from({ length: 300 }, () => pickOffer(offers)));
    expect([...seen].sort()).toEqual(["a", "b", "c"]);
  });

  it("names the lead source after the offer", () => {
    expect(exitIntentSource("bid_forecast")).toBe("exit_intent_bid_forecast");
  });
});
