import type { InitOptions } from "i18next";
import { DEFAULT_LANGUAGE } from "#app/domain/languages.ts";

/**
 * Locale files are `app/locales/{lng}/{namespace}.json`, one namespace per area (docs/translations.md). The browser
 * build carries them as JSON files under one version (`browser-locales.ts`, built by vite.config.ts); mail texts
 * (`mail-<area>.json`) are the server's only and are not among them.
 */
const localeUrl = (lng: string, ns: string) => `/assets/locales/${__LOCALES_VERSION__}/${lng}/${ns}.json`;

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
  "case-studies",
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
  "admin-media",
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

/** Loads one namespace of one language on demand (one small JSON file each); English when that fails. */
export async function loadLocale(lng: string, ns: string): Promise<Record<string, unknown>> {
  try {
    return await fetchLocale(lng, ns);
  } catch (error) {
    console.warn(`Translations for ${lng}/${ns} failed to load; using English.`, error);
    return lng === DEFAULT_LANGUAGE ? {} : fetchLocale(DEFAULT_LANGUAGE, ns).catch(() => ({}));
  }
}

async function fetchLocale(lng: string, ns: string): Promise<Record<string, unknown>> {
  const response = await fetch(localeUrl(lng, ns));
  if (!response.ok) throw new Error(`No locale file for ${lng}/${ns} (${response.status})`);
  return (await response.json()) as Record<string, unknown>;
}
