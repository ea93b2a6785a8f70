/**
 * Arabic is right-to-left: layout must use logical utilities (ms-, pe-, start-, end-, text-start…).
 * Fails when a component uses a physical left/right Tailwind utility.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const PHYSICAL =
  /(?<![\w-])-?(?:ml|mr|pl|pr|left|right|border-l|border-r|rounded-l|rounded-r|rounded-tl|rounded-tr|rounded-bl|rounded-br|scroll-ml|scroll-mr|scroll-pl|scroll-pr|text-left|text-right|float-left|float-right|clear-left|clear-right)(?:-[\w./[\]%]+)?(?![\w-])/g;

export function physicalUtilities(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(/className=(?:"([^"]*)"|\{`([^`]*)`\}|"([^"]*)")/g)) {
    const classes = match[1] ?? match[2] ?? match[3] ?? "";
    for (const token of classes.split(/\s+/)) {
      const utility = token.split(":").at(-1) ?? "";
      if (new RegExp(`^${PHYSICAL.source}$`).test(utility)) found.push(token);
    }
  }
  return found;
}

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) yield* sourceFiles(full);
    else if (/\.(tsx|ts)$/.test(entry) && !entry.endsWith(".test.ts") && !entry.endsWith(".test.tsx"))
      yield full;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  let failures = 0;
  for (const file of sourceFiles("app")) {
    for (const utility of physicalUtilities(readFileSync(file, "utf8"))) {
      console.error(
        `${file}: physical utility "${utility}": use a logical one (ms-/me-/ps-/pe-/start-/end-)`,
      );
      failures++;
    }
  }
  if (failures > 0) process.exit(1);
  console.log("logical CSS check: no physical left/right utilities");
}
