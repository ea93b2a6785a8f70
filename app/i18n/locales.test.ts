import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LANGUAGE_CODES } from "#app/domain/languages.ts";

/**
 * Every key present in English must exist, non-empty, in every other language, with the same placeholders; mail
 * texts stay in the server-only `mail-*` namespaces.
 */
const localesDir = path.join(import.meta.dirname, "..", "locales");

function flatten(value: unknown, prefix = ""): Record<string, string> {
  if (typeof value === "string") return { [prefix]: value };
  const out: Record<string, string> = {};
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    Object.assign(out, flatten(child, prefix ? `${prefix}.${key}` : key));
  }
  return out;
}

function load(lng: string, ns: string) {
  return flatten(JSON.parse(readFileSync(path.join(localesDir, lng, `${ns}.json`), "utf8")));
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();
const namespaces = readdirSync(path.join(localesDir, "en")).map((file) => file.replace(".json", ""));

describe.each(namespaces)("locale namespace %s", (ns) => {
  const english = load("en", ns);
  it.each(LANGUAGE_CODES.filter((code) => code !== "en"))("is complete in %s", (lng) => {
    const translated = load(lng, ns);
    const missing = Object.keys(english).filter((key) => !translated[key]?.trim());
    expect(missing, `missing or empty in ${lng}/${ns}.json`).toEqual([]);
    const extra = Object.keys(translated).filter((key) => !(key in english));
    expect(extra, `keys in ${lng}/${ns}.json that English lacks`).toEqual([]);
    const wrongPlaceholders = Object.keys(english).filter(
      (key) => placeholders(english[key]!).join() !== placeholders(translated[key] ?? "").join(),
    );
    expect(wrongPlaceholders, `placeholders differ in ${lng}/${ns}.json`).toEqual([]);
  });

  it.each(["ko", "zh", "hi", "ar"])("is really translated in %s, not copied from English", (lng) => {
    const translated = load(lng, ns);
    const copied = Object.keys(english).filter(
      (key) => /[a-z]{4,}/i.test(english[key]!) && translated[key] === english[key],
    );
    // Brand names, product names and codes may stay in English; most of the text may not.
    expect(copied.length / Object.keys(english).length).toBeLessThan(0.15);
  });
});

describe("mail texts", () => {
  const mail = namespaces.filter((ns) => ns.startsWith("mail-"));
  const browser = namespaces.filter((ns) => !ns.startsWith("mail-"));

  it("have server-only namespaces of their own", () => {
    expect(mail.length).toBeGreaterThan(0);
  });

  it.each(LANGUAGE_CODES)("stay out of the namespaces the browser loads in %s", (lng) => {
    const mailTexts = new Set(mail.flatMap((ns) => Object.values(load(lng, ns))));
    for (const ns of browser) {
      const entries = Object.entries(load(lng, ns));
      const mailKeys = entries.filter(([key]) =>
        key.split(".").some((part) => /^(emails|mails?)$/i.test(part)),
      );
      expect(
        mailKeys.map(([key]) => key),
        `mail keys in ${lng}/${ns}.json`,
      ).toEqual([]);
      // Labels such as "Email" may appear in both; a sentence of a mail may not.
      const copied = entries.filter(([, text]) => text.length >= 40 && mailTexts.has(text));
      expect(
        copied.map(([key]) => key),
        `mail sentences in ${lng}/${ns}.json`,
      ).toEqual([]);
    }
  });
});
