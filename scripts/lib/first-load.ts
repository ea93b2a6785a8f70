/**
 * First-load JavaScript as decision 073 defines it: the scripts a page's HTML runs or preloads (`<script src>` and
 * `<link rel="modulepreload">` under /assets/), and everything they import statically, each built file compressed
 * with gzip. What a page imports later on its own (`import()`: validators, overlays, the footer form once the page
 * is idle, a document page's enhancements after paint) is not first-load, however soon it arrives.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/**
 * The /assets/ scripts an HTML page loads first: a `<script src>`, a module preload's `href`, and the module
 * preloads an application page adds back once it has painted (the hydration starter's `var p=[…]`,
 * app/server/http/hydrate-after-paint.server.ts): React Router's first-load files of the matched routes. Prefetch
 * links (a later page's files) are not first-load.
 */
export function scriptsNamedBy(html: string): string[] {
  const named = new Set<string>();
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
    if (tag.startsWith("<link") && !/\brel="modulepreload"/.test(tag)) continue;
    const url = /\s(?:src|href)="(\/assets\/[^"?#]+\.js)"/.exec(tag)?.[1];
    if (url) named.add(url);
  }
  const afterPaint = /\bvar p=(\[[^\]]*\])/.exec(html)?.[1];
  for (const url of afterPaint ? (JSON.parse(afterPaint) as string[]) : []) {
    if (url.startsWith("/assets/")) named.add(url);
  }
  return [...named];
}

/** The modules a built script imports statically (`import … from "./x.js"`, `import "./x.js"`), not `import()`. */
export function staticImportsOf(source: string): string[] {
  const found = source.matchAll(/\bimport\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+\.js)["']/g);
  return [...found].map((match) => match[1]!);
}

/** The gzip KB of `entries` (site paths such as /assets/x.js) and their static imports, read from `clientDir`. */
export function firstLoadKb(entries: readonly string[], clientDir: string): number {
  const seen = new Set<string>();
  let bytes = 0;
  const visit = (sitePath: string) => {
    if (seen.has(sitePath)) return;
    seen.add(sitePath);
    const source = readFileSync(path.join(clientDir, sitePath));
    bytes += gzipSync(source).length;
    for (const imported of staticImportsOf(source.toString("utf8"))) {
      visit(path.posix.resolve(path.posix.dirname(sitePath), imported));
    }
  };
  for (const entry of entries) visit(entry);
  return bytes / 1024;
}
