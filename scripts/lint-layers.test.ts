import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * The layer rules in biome.json (docs/decisions/011-enforced-layers.md), tried on probe files in a scratch copy of
 * the project's layout: every forbidden import must fail `biome check`, every allowed one pass, so a rule can
 * neither disappear nor overreach without this test failing.
 */
type Probe = { file: string; from: string; allowed: boolean };

const PROBES: Probe[] = [
  { file: "app/domain/a.ts", from: "#app/domain/languages.ts", allowed: true },
  { file: "app/domain/b.ts", from: "zod", allowed: true },
  { file: "app/domain/c.ts", from: "#app/content/navigation.ts", allowed: false },
  { file: "app/domain/d.ts", from: "#app/server/db/schema/index.ts", allowed: false },
  { file: "app/domain/e.ts", from: "react", allowed: false },
  { file: "app/domain/f.ts", from: "react-router", allowed: false },
  { file: "app/domain/g.ts", from: "node:fs", allowed: false },
  { file: "app/domain/h.ts", from: "./languages.ts", allowed: false },
  { file: "app/domain/i.test.ts", from: "#app/locales/en/forms.json", allowed: true },
  { file: "app/content/a.ts", from: "#app/domain/languages.ts", allowed: true },
  { file: "app/content/b.ts", from: "#app/server/db/schema/index.ts", allowed: false },
  { file: "app/content/c.ts", from: "#app/components/ui/button.tsx", allowed: false },
  { file: "app/content/d.ts", from: "lucide-react", allowed: false },
  { file: "app/content/e.ts", from: "./navigation.ts", allowed: false },
  { file: "app/components/shell/a.tsx", from: "#app/domain/languages.ts", allowed: true },
  { file: "app/components/shell/b.tsx", from: "#app/server/db/seed/partners.ts", allowed: false },
  { file: "app/components/leads/c.tsx", from: "#app/server/form/receive-form.server.ts", allowed: false },
  { file: "app/components/shell/d.tsx", from: "#app/i18n/i18n.server.ts", allowed: false },
  { file: "app/components/shell/e.tsx", from: "#app/routes/account/login.server.ts", allowed: false },
  { file: "app/i18n/a.ts", from: "#app/server/env.server.ts", allowed: false },
  { file: "app/i18n/b.server.ts", from: "#app/server/env.server.ts", allowed: true },
  { file: "app/entry.client.tsx", from: "#app/server/logger.server.ts", allowed: false },
  { file: "app/routes/account/a.tsx", from: "#app/server/account/session.server.ts", allowed: true },
  { file: "app/routes/account/b.tsx", from: "#app/server/db/seed/partners.ts", allowed: false },
  { file: "app/routes/account/c.tsx", from: "./+types/c", allowed: true },
  { file: "app/root.tsx", from: "#app/server/db/schema/index.ts", allowed: false },
  { file: "app/server/a.ts", from: "#app/components/shell/footer.tsx", allowed: false },
  { file: "app/server/b.ts", from: "#app/domain/languages.ts", allowed: true },
];

describe("layer rules (biome noRestrictedImports)", () => {
  let dir: string;
  let check: { status: number | null; refused: Set<string> };

  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), "lint-layers-"));
    copyFileSync("biome.json", path.join(dir, "biome.json"));
    for (const probe of PROBES) {
      mkdirSync(path.join(dir, path.dirname(probe.file)), { recursive: true });
      writeFileSync(
        path.join(dir, probe.file),
        `import * as probe from "${probe.from}";\n\nexport default probe;\n`,
      );
    }
    const result = spawnSync(
      path.resolve("node_modules/.bin/biome"),
      ["check", "--vcs-enabled=false", "--reporter=github", "."],
      { cwd: dir, encoding: "utf8" },
    );
    const refused = result.stdout.matchAll(/^::error title=lint\/style\/noRestrictedImports,file=([^,]+),/gm);
    check = { status: result.status, refused: new Set([...refused].map((m) => path.relative(dir, m[1]!))) };
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("fails the check when any layer is crossed", () => {
    expect(check.status).not.toBe(0);
  });

  it.each(PROBES)("$file importing $from: allowed $allowed", ({ file, allowed }) => {
    expect(check.refused.has(file)).toBe(!allowed);
  });
});
