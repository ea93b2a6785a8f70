/**
 * Which locale files the browser may load, and where the build puts them (vite.config.ts, `browserLocales`). Plain
 * Node (no Vite), so the build configuration and the tests share it.
 *
 * The browser fetches `/assets/locales/<version>/<lng>/<ns>.json`: one version for the whole set (a hash of the
 * files), so the page's script needs no per-file map, and a deploy that changes any text moves every URL.
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { isServerOnlyNamespace } from "#app/i18n/i18n.ts";

export const LOCALES_DIR = path.join(import.meta.dirname, "..", "locales");

export type BrowserLocaleFile = { lng: string; ns: string; file: string };

/** Every locale file, the server's mail texts included. */
export function localeFiles(dir = LOCALES_DIR): BrowserLocaleFile[] {
  return readdirSync(dir)
    .sort()
    .flatMap((lng) =>
      readdirSync(path.join(dir, lng))
        .filter((name) => name.endsWith(".json"))
        .sort()
        .map((name) => ({ lng, ns: name.slice(0, -".json".length), file: path.join(dir, lng, name) })),
    );
}

export function browserLocaleFiles(dir = LOCALES_DIR): BrowserLocaleFile[] {
  return localeFiles(dir).filter(({ ns }) => !isServerOnlyNamespace(ns));
}

const SERVER_LOCALES = "virtual:server-locales";

/**
 * `virtual:server-locales`: every locale file as one module, `resources[lng][ns]`, for the server's i18next
 * (app/i18n/i18n.server.ts). One module, not one per file: a process (and each test file) evaluates it once instead
 * of some two hundred JSON modules. Used by the build (vite.config.ts) and the tests (vitest.config.ts).
 */
export function serverLocales(dir = LOCALES_DIR) {
  const resolved = `\0${SERVER_LOCALES}`;
  return {
    name: "server-locales",
    resolveId: (id: string) => (id === SERVER_LOCALES ? resolved : undefined),
    load(this: { addWatchFile(file: string): void }, id: string) {
      if (id !== resolved) return undefined;
      const resources: Record<string, Record<string, unknown>> = {};
      for (const { lng, ns, file } of localeFiles(dir)) {
        this.addWatchFile(file);
        resources[lng] ??= {};
        resources[lng][ns] = JSON.parse(readFileSync(file, "utf8"));
      }
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(resources))});`;
    },
  };
}

/** A short hash of every browser locale file's name and content. */
export function localesVersion(files = browserLocaleFiles()): string {
  const hash = createHash("sha256");
  for (const { lng, ns, file } of files) hash.update(`${lng}/${ns}\n`).update(readFileSync(file));
  return hash.digest("hex").slice(0, 12);
}
