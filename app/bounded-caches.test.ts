/**
 * Caches keyed by visitor input (issue 25, the robustness suite): every cache the server keeps beyond a request is
 * listed here with what bounds it and the test that proves the bound by asking it for more than it may hold, or
 * why no visitor can choose its keys. The inventory is read from the source, so a cache added anywhere under
 * `app/` fails this test until it is listed and its bound proven.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

type Bound =
  | { by: string; proof: { file: string; test: string } }
  | { by: string; keys: "not chosen by visitors" };

const CACHES: Record<string, Bound> = {
  "app/server/http/page-cache.server.ts pages": {
    by: "bytes (PAGE_CACHE_MAX_MB), least recently used first; tracking parameters are not part of the key",
    proof: { file: "app/server/http/page-cache.server.test.ts", test: "holds at most PAGE_CACHE_MAX_MB" },
  },
  "app/domain/intl-format.ts numberFormats": {
    by: "MAX_FORMATTERS, least recently used first",
    proof: { file: "app/domain/intl-format.test.ts", test: "stay bounded whatever keys they are asked for" },
  },
  "app/domain/intl-format.ts dateTimeFormats": {
    by: "MAX_FORMATTERS, least recently used first; a visitor's time zone is read as its one canonical name",
    proof: {
      file: "app/domain/demo-scheduler/demo-slots.test.ts",
      test: "formats a visitor's time with one formatter per zone, however it was spelled",
    },
  },
  "app/server/country-report/country-report.server.ts kept": {
    by:
      "120 reports in memory, least recently used first, of the 22 countries x 4 types x 5 languages the route " +
      "accepts; on disk one file per document, its older files removed when it is stored anew (PDF_CACHE_DIR); " +
      "a client's uncached renders are limited (pdfRenderPerIp)",
    proof: {
      file: "app/server/pdf/pdf-cache.server.test.ts",
      test: "renders anew when the content changes, keeping one file per document",
    },
  },
  "app/server/pdf/documents.server.ts rendered": {
    by: "one per guide and language, both checked against the site's lists before rendering",
    keys: "not chosen by visitors",
  },
  "app/server/key-rings.server.ts cached": {
    by: "two entries, one per key ring (APP_SECRETS, BETTER_AUTH_SECRETS)",
    keys: "not chosen by visitors",
  },
  "app/server/pdf/blueprint.server.ts rendered": {
    by: "one per plan and language, both checked against the site's lists before rendering",
    keys: "not chosen by visitors",
  },
  "app/server/pdf/render-pdf.server.ts threads": {
    by: "the worker pool's size",
    keys: "not chosen by visitors",
  },
  "app/server/regions/country-names.server.ts names": {
    by: "one per country of the site's list",
    keys: "not chosen by visitors",
  },
  "app/content/countries.ts BY_SLUG": { by: "the site's list of countries", keys: "not chosen by visitors" },
  "app/i18n/i18n.server.ts instances": { by: "one per language of the site", keys: "not chosen by visitors" },
  "app/page-script/form-answers.ts idleLabels": {
    by: "the page's own submit buttons (in the browser), each dropped with its button",
    keys: "not chosen by visitors",
  },
  "app/i18n/route-namespaces.ts loads": {
    by: "one per translation namespace (in the browser)",
    keys: "not chosen by visitors",
  },
  "app/server/account/auth.server.ts instances": {
    by: "one per database handle",
    keys: "not chosen by visitors",
  },
  "app/server/form/rate-limit.server.ts limiters": {
    by: "one per database handle and rule (the counts themselves live in the database, expiring)",
    keys: "not chosen by visitors",
  },
};

const SOURCE = /\.(ts|tsx|mjs)$/;
const isTest = (file: string) => /\.(test|fixture)\.|\.spec\./.test(file);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return SOURCE.test(entry.name) && !isTest(entry.name) ? [file] : [];
  });
}

/** Module-level Maps, WeakMaps and LRU caches, and an LRU cache made anywhere (a factory's), by file and name. */
function cachesInSource(): string[] {
  const found: string[] = [];
  const moduleLevel = /^(?:export )?(?:const|let) (\w+)(?:: [^=]+)? = new (?:Map|WeakMap|LRUCache)\b/gm;
  const anyLru = /(?:const|let) (\w+) = new LRUCache\b/g;
  for (const file of sourceFiles("app")) {
    const text = readFileSync(file, "utf8");
    const names = new Set([...text.matchAll(moduleLevel), ...text.matchAll(anyLru)].map((match) => match[1]));
    for (const name of names) found.push(`${file.split(path.sep).join("/")} ${name}`);
  }
  return found.sort();
}

describe("caches keyed by visitor input", () => {
  it("are all listed here, each with what bounds it", () => {
    expect(cachesInSource()).toEqual(Object.keys(CACHES).sort());
  });

  it.each(
    Object.entries(CACHES).flatMap(([cache, bound]) =>
      "proof" in bound ? [[cache, bound.proof] as const] : [],
    ),
  )("%s: its bound is proven by a test that asks it for more than it may hold", (_cache, proof) => {
    expect(readFileSync(proof.file, "utf8")).toContain(proof.test);
  });
});
