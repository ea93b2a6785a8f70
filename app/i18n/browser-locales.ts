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

export function browserLocaleFiles(dir = LOCALES_DIR): BrowserLocaleFile[] {
  return readdirSync(dir)
    .sort()
    .flatMap((lng) =>
      readdirSync(path.join(dir, lng))
        .filter((name) => name.endsWith(".json"))
        .sort()
        .map((name) => ({ lng, ns: name.slice(0, -".json".length), file: path.join(dir, lng, name) })),
    )
    .filter(({ ns }) => !isServerOnlyNamespace(ns));
}

/** A short hash of every browser locale file's name and content. */
export function localesVersion(files = browserLocaleFiles()): string {
  const hash = createHash("sha256");
  for (const { lng, ns, file } of files) hash.update(`${lng}/${ns}\n`).update(readFileSync(file));
  return hash.digest("hex").slice(0, 12);
}
