import { describe, expect, it } from "vitest";
import { metaDescription } from "#app/domain/meta-description.ts";

describe("metaDescription", () => {
  it("is the first sentence when it is long enough", () => {
    const first = "A no-obligation review of your readiness and opportunity in the Australian market.";
    expect(metaDescription([first, "Second."])).toBe(first);
  });

  it("adds the next sentences while it is shorter than 50 characters", () => {
    expect(
      metaDescription(["免费、无义务地评估您在澳大利亚市场的准备程度和机会。", "了解您的起点。", "第三句。"]),
    ).toBe("免费、无义务地评估您在澳大利亚市场的准备程度和机会。 了解您的起点。 第三句。");
  });

  it("never goes past 160 characters by adding a sentence", () => {
    const short = "Short.";
    expect(metaDescription([short, "x".repeat(170)])).toBe(short);
  });
});
