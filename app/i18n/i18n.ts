import type { InitOptions } from "i18next";
import { DEFAULT_LANGUAGE } from "#app/domain/languages.ts";

/**
 * Locale files are `app/locales/{lng}/{namespace}.json`. A new namespace needs only its five files:
 * the list below is read from the files themselves.
 */
const localeFiles = import.meta.glob<{ default: Record<string, unknown> }>("../locales/*/*.json");

export const NAMESPACES = [
  ...new Set(Object.keys(localeFiles).map((file) => file.split("/").at(-1)!.replace(".json", ""))),
];
/** Namespaces only the server uses (e-mail texts): the browser never loads them. */
export const SERVER_ONLY_NAMESPACES = ["emails"];
export const BROWSER_NAMESPACES = NAMESPACES.filter((ns) => !SERVER_ONLY_NAMESPACES.includes(ns));
export const DEFAULT_NAMESPACE = "common";

export const baseOptions = {
  ns: NAMESPACES,
  defaultNS: DEFAULT_NAMESPACE,
  interpolation: { escapeValue: false },
  returnNull: false,
  react: { useSuspense: false },
} satisfies InitOptions;

/** Loads one namespace of one language on demand (one small chunk each); English when that fails. */
export async function loadLocale(lng: string, ns: string): Promise<Record<string, unknown>> {
  const load = localeFiles[`../locales/${lng}/${ns}.json`];
  try {
    if (!load) throw new Error(`No locale file for ${lng}/${ns}`);
    return (await load()).default;
  } catch (error) {
    console.warn(`Translations for ${lng}/${ns} failed to load; using English.`, error);
    const fallback = localeFiles[`../locales/${DEFAULT_LANGUAGE}/${ns}.json`];
    return fallback ? (await fallback()).default : {};
  }
}
