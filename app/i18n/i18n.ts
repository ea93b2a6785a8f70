import type { InitOptions } from "i18next";
import { DEFAULT_LANGUAGE } from "#app/domain/languages.ts";

/**
 * Locale files are `app/locales/{lng}/{namespace}.json`, one namespace per area (docs/translations.md). Mail texts
 * live in `mail-<area>.json`: server-only, so they are left out of this glob and never reach the browser build.
 */
type LocaleFile = () => Promise<{ default: Record<string, unknown> }>;
const localeFiles: Record<string, LocaleFile> = import.meta.glob<{ default: Record<string, unknown> }>([
  "../locales/*/*.json",
  "!../locales/*/mail-*.json",
  "!../locales/*/admin*.json",
]);

/**
 * The back office's texts (`admin*.json`) are for staff only, so their entries stay out of this map, which every
 * visitor's shell carries: the admin layout adds them when it loads (`admin-locales.ts`), before its pages render.
 */
export function addLocaleFiles(files: Record<string, LocaleFile>) {
  Object.assign(localeFiles, files);
}

/** The namespaces the browser may load; a test checks this list against the files in `app/locales/en`. */
export const BROWSER_NAMESPACES = [
  "common",
  "forms",
  "marketing",
  "account",
  "dev",
  "resources",
  "solutions",
  "faq",
  "partners",
  "blog",
  "legal",
  "pricing",
  "pricing-plan",
  "checkout",
  "regions",
  "middle-east",
  "dashboards",
  "country-report",
  "tools",
  "tools-market",
  "tools-payments",
  "demo-scheduler",
  "webinars",
  "opportunities",
  "data-apis",
  "chat-bot",
  "pre-deployment",
  "consent",
  "admin",
  "admin-dashboard",
  "admin-leads",
  "admin-records",
  "admin-content",
  "admin-privacy",
] as const;
export type Namespace = (typeof BROWSER_NAMESPACES)[number];

/** Loaded on every page: the shell (header, footer, menus, error screens) and the forms every page carries. */
export const SHELL_NAMESPACES = ["common", "forms"] as const satisfies readonly Namespace[];

/** Server-only namespaces (e-mail texts) are named `mail-<area>`. */
export const isServerOnlyNamespace = (ns: string) => ns.startsWith("mail-");

export const DEFAULT_NAMESPACE = "common";

export const baseOptions = {
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
