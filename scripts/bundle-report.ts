/**
 * `npm run bundle:report [-- --top=N]`: builds with the bundle report on (vite.config.ts `BUNDLE_REPORT`) and prints
 * what the browser's chunks hold, largest first: each chunk's gzip size and its heaviest parts, grouped by package
 * (`react-dom`) or app folder (`app/components/shell`). Run it before cutting first-load JavaScript, to cut what
 * weighs (issue 27 item 2).
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

type Report = {
  nodeParts: Record<string, { gzipLength: number; metaUid: string }>;
  nodeMetas: Record<string, { id: string; moduleParts: Record<string, string> }>;
};

const REPORT_FILE = path.resolve("build", "bundle-report.json");
const top = Number(process.argv.find((arg) => arg.startsWith("--top="))?.slice("--top=".length) ?? 12);
const CHUNKS = 8;

/** `node_modules/@scope/pkg/…` -> `@scope/pkg`; `app/components/shell/x.tsx` -> `app/components/shell`. */
export function partOf(id: string): string {
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id);
  if (inPackage) return inPackage[1]!;
  const inApp = /(?:^|\/)(app\/(?:[^/]+\/)?[^/]+)\//.exec(id);
  return inApp ? inApp[1]! : path.basename(id);
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(7);

function main() {
  execFileSync(path.join("node_modules", ".bin", "react-router"), ["build"], {
    env: { ...process.env, BUNDLE_REPORT: REPORT_FILE },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const report = JSON.parse(readFileSync(REPORT_FILE, "utf8")) as Report;
  const chunks = new Map<string, Map<string, number>>();
  for (const meta of Object.values(report.nodeMetas)) {
    for (const [chunk, partUid] of Object.entries(meta.moduleParts)) {
      const size = report.nodeParts[partUid]?.gzipLength ?? 0;
      const parts = chunks.get(chunk) ?? new Map<string, number>();
      const part = partOf(meta.id);
      parts.set(part, (parts.get(part) ?? 0) + size);
      chunks.set(chunk, parts);
    }
  }
  const total = (parts: Map<string, number>) => [...parts.values()].reduce((sum, size) => sum + size, 0);
  const largest = [...chunks].sort(([, a], [, b]) => total(b) - total(a)).slice(0, CHUNKS);
  console.log("Module sizes are gzip of each module alone; a chunk compresses a little better as a whole.\n");
  for (const [chunk, parts] of largest) {
    const compressed = path.join("build", "client", `${chunk}.gz`);
    const sent = existsSync(compressed) ? ` (sent: ${kb(statSync(compressed).size).trim()} KB gzip)` : "";
    console.log(`${kb(total(parts))} KB  ${chunk}${sent}`);
    const heaviest = [...parts].sort(([, a], [, b]) => b - a).slice(0, top);
    for (const [part, size] of heaviest) console.log(`  ${kb(size)} KB  ${part}`);
    console.log();
  }
}

main();
