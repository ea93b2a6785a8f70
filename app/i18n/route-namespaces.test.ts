import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { BROWSER_NAMESPACES, SHELL_NAMESPACES } from "#app/i18n/i18n.ts";
import { i18nHandle, namespacesFor } from "#app/i18n/route-namespaces.ts";
import routeConfig from "#app/routes.ts";

const appDir = path.join(import.meta.dirname, "..");
const read = (file: string) => readFileSync(path.join(appDir, file), "utf8");
const shell: readonly string[] = SHELL_NAMESPACES;

type RouteEntry = { file: string; children?: RouteEntry[] };
/** Every route module with the modules of its ancestors (their handles apply too: all are matched together). */
function flatten(entries: RouteEntry[], ancestors: string[] = []): { file: string; ancestors: string[] }[] {
  return entries.flatMap((entry) => [
    { file: entry.file, ancestors },
    ...flatten(entry.children ?? [], [...ancestors, entry.file]),
  ]);
}
const routes = flatten(routeConfig as RouteEntry[]);
const routeFiles = routes.map((route) => route.file);

/** The namespaces a route module names in `handle = i18nHandle(…)`. */
function declaredIn(source: string): string[] {
  const call = /\bi18nHandle\(([^)]*)\)/.exec(source);
  return call ? [...call[1]!.matchAll(/"([^"]+)"/g)].map((match) => match[1]!) : [];
}

/** The namespaces a module reads with `useTranslation("ns")` or `useTranslation(["a", "b"])`. */
function usedIn(source: string): string[] {
  return [...source.matchAll(/useTranslation\(\s*("[^"]+"|\[[^\]]*\])/g)].flatMap((match) =>
    [...match[1]!.matchAll(/"([^"]+)"/g)].map((name) => name[1]!),
  );
}

/** A route module and every component it imports (statically or lazily), transitively. */
function withComponents(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file) || !existsSync(path.join(appDir, file))) return seen;
  seen.add(file);
  for (const match of read(file).matchAll(/(?:from|import\()\s*"#app\/(components\/[^"]+)"/g)) {
    withComponents(match[1]!, seen);
  }
  return seen;
}

describe("route namespaces", () => {
  it("adds the shell's namespaces to what the routes declare, each once", () => {
    expect(
      namespacesFor([
        undefined,
        null,
        { other: true },
        i18nHandle("account"),
        i18nHandle("account", "forms"),
      ]),
    ).toEqual([...SHELL_NAMESPACES, "account"]);
  });

  it("finds the route modules", () => {
    expect(routeFiles.length).toBeGreaterThan(10);
    expect(routeFiles).toContain("routes/marketing/home.tsx");
  });

  it.each(routeFiles)("%s declares namespaces that exist in every language", (file) => {
    const localesDir = path.join(appDir, "locales");
    for (const ns of declaredIn(read(file))) {
      expect(BROWSER_NAMESPACES, `${file} declares "${ns}"`).toContain(ns);
      for (const lng of readdirSync(localesDir)) {
        expect(existsSync(path.join(localesDir, lng, `${ns}.json`)), `${lng}/${ns}.json`).toBe(true);
      }
    }
  });

  const usedBy = (file: string) =>
    new Set([...withComponents(file)].flatMap((module) => usedIn(read(module))));

  it.each(routes)("$file declares every namespace its screen uses, and no other", ({ file, ancestors }) => {
    // Declared by the route or one of the routes around it (a layout may declare for its children).
    const declared = new Set([file, ...ancestors].flatMap((module) => declaredIn(read(module))));
    const undeclared = [...usedBy(file)].filter((ns) => !shell.includes(ns) && !declared.has(ns));
    expect(undeclared, `used by ${file} or its components but not declared`).toEqual([]);
    // What a route declares is used by it or by a route inside it.
    const inside = routes.filter((route) => route.file === file || route.ancestors.includes(file));
    const used = new Set(inside.flatMap((route) => [...usedBy(route.file)]));
    const unused = declaredIn(read(file)).filter((ns) => !used.has(ns));
    expect(unused, `declared by ${file} but not used`).toEqual([]);
  });
});
