import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { LanguageCode } from "#app/domain/languages.ts";

/**
 * The scheduler books the discovery call the site offers (decision 069), so what a visitor and staff read about a
 * booking never calls it a demo: the scheduler's steps and pages, its mails, the chat bot and the back office.
 * The one exception is the error the spec quotes ('Failed to schedule your demo. Please try again.').
 */
const localesDir = path.join(import.meta.dirname, "..", "locales");

const NAMESPACES = [
  "demo-scheduler",
  "mail-demo-scheduler",
  "chat-bot",
  "admin",
  "admin-records",
  "admin-leads",
  "admin-dashboard",
  "admin-privacy",
];

/** The words for a demo in each language (Arabic's "explanatory" of عرض توضيحي, in either gender). */
const DEMO: Record<LanguageCode, RegExp> = {
  en: /\bdemos?\b/i,
  ko: /데모|시연/,
  zh: /演示/,
  hi: /डेमो/,
  ar: /توضيحي|ديمو/,
};

const QUOTED = "demo-scheduler:errors.scheduleFailed";

function strings(value: unknown, prefix: string): [string, string][] {
  if (typeof value === "string") return [[prefix, value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
    strings(child, prefix.endsWith(":") ? `${prefix}${key}` : `${prefix}.${key}`),
  );
}

describe.each(Object.keys(DEMO) as LanguageCode[])("booking texts in %s", (lng) => {
  const texts = NAMESPACES.flatMap((ns) =>
    strings(JSON.parse(readFileSync(path.join(localesDir, lng, `${ns}.json`), "utf8")), `${ns}:`),
  );

  it("name the discovery call, never a demo", () => {
    const demos = texts.filter(([key, text]) => key !== QUOTED && DEMO[lng].test(text)).map(([key]) => key);
    expect(demos).toEqual([]);
  });

  it("keep the spec's quoted error as it was", () => {
    expect(texts.find(([key]) => key === QUOTED)?.[1]).toMatch(DEMO[lng]);
  });
});
