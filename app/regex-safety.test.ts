/**
 * Every regular expression in the application is checked for super-linear backtracking (ReDoS) by recheck
 * (makenowjust-labs/recheck): a pattern that sees visitor input must take time linear in it (issue 25 item 2: one
 * quadratic number pattern let a 60 KB form body block a process for 12 s). Literals are found with the TypeScript
 * compiler, as are `new RegExp("…")` calls with a literal source, in `app/` and `server.ts`, tests excepted.
 * A pattern recheck calls vulnerable fails with its file, line and the attack string it found.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { checkSync } from "recheck";
import ts from "typescript";
import { describe, expect, it } from "vitest";

type Pattern = { where: string; source: string; flags: string };

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter(
      (entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.(test|fixture)\.tsx?$/.test(entry.name),
    )
    .map((entry) => path.join(entry.parentPath, entry.name));
}

function patternsIn(file: string): Pattern[] {
  const text = readFileSync(file, "utf8");
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: Pattern[] = [];
  const where = (node: ts.Node) =>
    `${file}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`;
  const visit = (node: ts.Node) => {
    if (ts.isRegularExpressionLiteral(node)) {
      const literal = node.text;
      const end = literal.lastIndexOf("/");
      found.push({ where: where(node), source: literal.slice(1, end), flags: literal.slice(end + 1) });
    } else if (
      (ts.isNewExpression(node) || ts.isCallExpression(node)) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === "RegExp" &&
      node.arguments?.[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      const flags =
        node.arguments[1] && ts.isStringLiteralLike(node.arguments[1]) ? node.arguments[1].text : "";
      found.push({ where: where(node), source: node.arguments[0].text, flags });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const patterns = [...sourceFiles("app"), "server.ts"].flatMap(patternsIn);

describe("regular expressions", () => {
  it("are found", () => expect(patterns.length).toBeGreaterThan(50));

  it("take time linear in their input (recheck finds no super-linear backtracking)", () => {
    const vulnerable = patterns.flatMap((pattern) => {
      const result = checkSync(pattern.source, pattern.flags, { timeout: 10_000 });
      return result.status === "vulnerable"
        ? [
            `${pattern.where} /${pattern.source}/${pattern.flags}: ${result.complexity.summary}, attack ${JSON.stringify(result.attack.pattern)}`,
          ]
        : [];
    });
    expect(vulnerable).toEqual([]);
  }, 180_000); // a few seconds alone; recheck is CPU-bound, and a loaded two-core machine is much slower
});
