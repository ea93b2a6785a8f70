import { execSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { browserLocaleFiles, localesVersion } from "./app/i18n/browser-locales.ts";

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

/** Below this, compressing saves less than its headers cost (the compression middleware's threshold too). */
const MIN_COMPRESSIBLE_BYTES = 1024;

/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy beside each script, stylesheet and text file of the browser build,
 * compressed once at the best ratio; the server sends the copy a browser takes (express-app.server.ts), so no asset
 * is compressed per request.
 */
function precompressAssets(): Plugin {
  const brotli = promisify(brotliCompress);
  const deflate = promisify(gzip);
  return {
    name: "precompress-assets",
    applyToEnvironment: (environment) => environment.name === "client",
    async writeBundle(options, bundle) {
      const files = Object.keys(bundle).filter((file) => /\.(js|css|svg|json|txt|xml)$/.test(file));
      await Promise.all(
        files.map(async (file) => {
          const target = path.join(options.dir!, file);
          const source = await readFile(target);
          if (source.length < MIN_COMPRESSIBLE_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(source, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
            deflate(source, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([writeFile(`${target}.br`, br), writeFile(`${target}.gz`, gz)]);
        }),
      );
    },
  };
}

/**
 * The translations the browser loads, as JSON files at `/assets/locales/<version>/<lng>/<ns>.json` (served like
 * every asset: compressed, cached for good). One version for the set, so the page's script carries no map of them.
 */
function browserLocales(version: string): Plugin {
  return {
    name: "browser-locales",
    applyToEnvironment: (environment) => environment.name === "client",
    generateBundle() {
      for (const { lng, ns, file } of browserLocaleFiles()) {
        this.emitFile({
          type: "asset",
          fileName: `assets/locales/${version}/${lng}/${ns}.json`,
          source: JSON.stringify(JSON.parse(readFileSync(file, "utf8"))),
        });
      }
    },
  };
}

const LOCALES_VERSION = localesVersion();

/**
 * `BUNDLE_REPORT=<file>`: what each browser chunk holds, module by module with its gzip size, as JSON for
 * `npm run bundle:report` (scripts/bundle-report.ts). Off, and not even loaded, in every other build.
 */
async function bundleReport(file: string | undefined): Promise<Plugin[]> {
  if (!file) return [];
  const { visualizer } = await import("rollup-plugin-visualizer");
  return [
    {
      ...(visualizer({ filename: file, template: "raw-data", gzipSize: true }) as Plugin),
      applyToEnvironment: (environment) => environment.name === "client",
    },
  ];
}

export default defineConfig({
  plugins: [
    tailwindcss(),
    reactRouter(),
    browserLocales(LOCALES_VERSION),
    precompressAssets(),
    bundleReport(process.env.BUNDLE_REPORT),
  ],
  resolve: {
    alias: {
      "use-sync-external-store/shim": path.resolve("app/i18n/use-sync-external-store-shim.ts"),
    },
  },
  define: {
    __APP_VERSION__: JSON.stringify(buildVersion()),
    __LOCALES_VERSION__: JSON.stringify(LOCALES_VERSION),
  },
  environments: {
    client: {
      build: { rolldownOptions: { output: { codeSplitting: { groups: [{ name: shellChunk() }] } } } },
    },
    // The server build starts from server.ts, which imports React Router's build: `node build/server/index.js`.
    // (React Router reads the input under its older name, rollupOptions.)
    ssr: { build: { rollupOptions: { input: "./server.ts" } } },
  },
});
