import { describe, expect, it } from "vitest";
import { LEADERSHIP_TEAM } from "#app/content/team.ts";
import en from "#app/locales/en/marketing.json";

const text = (key: string) =>
  key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en);

describe("leadership team (spec 001 §2.14, §3 Team member)", () => {
  it("has six people with distinct ids and names", () => {
    expect(LEADERSHIP_TEAM).toHaveLength(6);
    expect(new Set(LEADERSHIP_TEAM.map((member) => member.id)).size).toBe(6);
    expect(new Set(LEADERSHIP_TEAM.map((member) => member.name)).size).toBe(6);
  });

  it.each(LEADERSHIP_TEAM)("$name has a role and a bio in English", (member) => {
    expect(text(member.role), member.role).toEqual(expect.any(String));
    expect(text(member.bio), member.bio).toEqual(expect.any(String));
  });
});
