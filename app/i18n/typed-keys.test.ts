import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, expectTypeOf, it } from "vitest";
import type { TranslationKey } from "#app/domain/translation-keys.ts";
import { LOCALES_DIR } from "#app/i18n/browser-locales.ts";
import { serverT } from "#app/i18n/i18n.server.ts";

/**
 * Translation keys are types made from the English files (`i18next.d.ts`), so `tsc` (in `npm test`) fails on a key
 * or a namespace they lack. The `@ts-expect-error` lines below are the proof: were the wrong key ever accepted,
 * the unused directive would itself fail the type check. Vitest runs the rest.
 */
describe("typed translation keys", () => {
  it("accept a key of the namespace and refuse one it lacks", () => {
    const t = serverT("en", "mail-account");
    expect(t("verify.subject")).toBe("Please confirm your email address");
    // @ts-expect-error: mail-account.json has no `verify.subjet`
    expect(t("verify.subjet")).toBe("verify.subjet");
  });

  it("refuse a key of another namespace, and a namespace with no file", () => {
    // @ts-expect-error: `brand.name` is in common.json, not pricing.json
    expect(serverT("en", "pricing")("brand.name")).toBe("brand.name");
    // @ts-expect-error: there is no app/locales/en/prices.json
    expect(serverT("en", "prices")).toBeTypeOf("function");
  });

  it("read `common` when no namespace is named", () => {
    expect(serverT("en")("brand.name")).not.toBe("brand.name");
    // @ts-expect-error: `plans.entryKit.name` is in pricing.json, not common.json
    expect(serverT("en")("plans.entryKit.name")).toBe("plans.entryKit.name");
  });

  it("type the keys catalogues hold", () => {
    expectTypeOf<"plans.entryKit.name">().toExtend<TranslationKey<"pricing">>();
    expectTypeOf<"plans.entryKit.nmae">().not.toExtend<TranslationKey<"pricing">>();
  });

  it("cover every English file: a new namespace is typed as soon as it exists", () => {
    const declared = readFileSync(path.join(import.meta.dirname, "i18next.d.ts"), "utf8");
    const typed = [...declared.matchAll(/#app\/locales\/en\/([a-z-]+)\.json/g)].map((match) => match[1]);
    const files = readdirSync(path.join(LOCALES_DIR, "en")).map((file) => file.replace(/\.json$/, ""));
    expect(typed.sort()).toEqual(files.sort());
  });
});
