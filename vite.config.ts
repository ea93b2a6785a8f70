import { execSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

function buildVersion() {
  const { version } = JSON.parse(readFileSync("package.json", "utf8")) as { version: string };
  try {
    return `${version}+${execSync("git rev-parse --short HEAD", { stdio: ["ignore", "pipe", "ignore"] })
      .toString()
      .trim()}`;
  } catch {
    return version;
  }
}

type ModuleGraph = { getModuleInfo(id: string): { importers: readonly string[] } | null };

/**
 * Everything the browser needs on every page (the framework and what the document shell imports statically) goes
 * into one `shell` chunk: a few larger files instead of dozens of tiny ones, which on a slow mobile link each cost
 * a round trip before first paint. Modules reached only through dynamic imports (validators, overlays, the footer
 * form) and route modules keep their own chunks, so they still load later.
 */
function shellChunk() {
  // The icon library's index re-exports every icon: through it, each icon any page uses would count as imported
  // by the shell and load on every page. Icons are left to the bundler, which places each with what uses it.
  const ICON_BARREL = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/;
  const shell = new Map<string, boolean>();
  const isShell = (id: string, graph: ModuleGraph): boolean => {
    const known = shell.get(id);
    if (known !== undefined) return known;
    shell.set(id, false); // guards against import cycles while we look
    const result =
      /[\\/]app[\\/](root|entry\.client)\.tsx$/.test(id) ||
      (graph.getModuleInfo(id)?.importers ?? []).some(
        (importer) => !ICON_BARREL.test(importer) && isShell(importer, graph),
      );
    shell.set(id, result);
    return result;
  };
  return (id: string, graph: ModuleGraph) => (isShell(id, graph) ? "shell" : null);
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  define: { __APP_VERSION__: JSON.stringify(buildVersion()) },
  environments: {
    client: {
      build: { rolldownOptions: { output: { codeSplitting: { groups: [{ name: shellChunk() }] } } } },
    },
  },
});
