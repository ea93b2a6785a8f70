/**
 * No import cycle anywhere in `app/` (issue 26 item 2): not through a type, not through a dynamic `import()`. A
 * cycle means two modules that can only be understood together; a contract, a shared type or a caller that wires
 * the two together breaks it (docs/decisions/058-one-feature-one-name.md).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const isTest = (file: string) => /\.(test|fixture)\.|\.spec\./.test(file);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !isTest(entry.name) ? [file] : [];
  });
}

/** The file an import names, for imports of our own code (`#app/…` or relative); null for packages. */
function resolved(from: string, specifier: string): string | null {
  const bare = specifier.replace(/\?.*$/, "");
  const target = bare.startsWith("#app/")
    ? `app/${bare.slice(5)}`
    : bare.startsWith(".")
      ? path.posix.join(path.posix.dirname(from), bare)
      : null;
  if (!target) return null;
  return (
    [target, `${target}.ts`, `${target}.tsx`].find((file) => /\.tsx?$/.test(file) && existsSync(file)) ?? null
  );
}

/** Every module's imports of our code: static, type-only and dynamic alike. */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles("app")) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
    const targets = importedFiles.map(({ fileName }) => resolved(file, fileName));
    graph.set(file, [...new Set(targets.filter((target): target is string => target !== null))]);
  }
  return graph;
}

/** The strongly connected components of more than one module (Tarjan), each sorted: the cycles. */
function cycles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (stack.includes(target)) low.set(node, Math.min(low.get(node)!, index.get(target)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || graph.get(node)?.includes(node)) found.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe("the modules of app/", () => {
  const graph = importGraph();

  it("are read with their imports (a sanity check of the reader)", () => {
    expect(graph.get("app/root.tsx")).toContain("app/components/shell/root-data.ts");
    expect(graph.get("app/server/checkout/active-provider.server.ts")).toContain(
      "app/server/checkout/test-provider.server.ts", // a dynamic import
    );
  });

  it("import one another without a cycle, types and dynamic imports included", () => {
    expect(cycles(graph)).toEqual([]);
  });

  it("would show a cycle were there one", () => {
    const withCycle = new Map([...graph, ["app/root.tsx", [...graph.get("app/root.tsx")!, "app/root.tsx"]]]);
    expect(cycles(withCycle)).toEqual([["app/root.tsx"]]);
  });
});
