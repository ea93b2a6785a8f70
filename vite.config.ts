import { execSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { browserLocaleFiles, localesVersion, serverLocales } from "./app/i18n/browser-locales.ts";

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

/** The page script's entry (app/page-script/page-script.ts): what every page runs, document pages nothing else. */
const PAGE_SCRIPT_ENTRY = path.resolve("app/page-script/page-script.ts");
const PAGE_SCRIPT_MODULE = "virtual:page-script";
/** The attribute that marks the page script's element in the document (app/root.tsx). */
const PAGE_SCRIPT_ATTRIBUTE = "data-page-script";

/**
 * Whether `id` is accepted by `isRoot` or imported, directly or through others, by such a module; importers that
 * `ignored` accepts do not count.
 */
function reachedFrom(isRoot: (id: string) => boolean, ignored: (importer: string) => boolean = () => false) {
  const known = new Map<string, boolean>();
  const reached = (id: string, graph: ModuleGraph): boolean => {
    const cached = known.get(id);
    if (cached !== undefined) return cached;
    known.set(id, false); // guards against import cycles while we look
    const result =
      isRoot(id) ||
      (graph.getModuleInfo(id)?.importers ?? []).some(
        (importer) => !ignored(importer) && reached(importer, graph),
      );
    known.set(id, result);
    return result;
  };
  return reached;
}

/**
 * Everything the browser needs on every app page (the framework and what the document shell imports statically)
 * goes into one `shell` chunk: a few larger files instead of dozens of tiny ones, which on a slow mobile link each
 * cost a round trip before first paint. Modules reached only through dynamic imports (validators, overlays, the
 * footer form) and route modules keep their own chunks, so they still load later. What the page script imports
 * goes into a `page-script-parts` chunk, which the shell imports too: the page script is all a document page loads,
 * and must never pull the shell in.
 */
function shellChunk() {
  // The icon library's index re-exports every icon: through it, each icon any page uses would count as imported
  // by the shell and load on every page. Icons are left to the bundler, which places each with what uses it.
  const ICON_BARREL = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/;
  const isShell = reachedFrom(
    (id) => /[\\/]app[\\/](root|entry\.client)\.tsx$/.test(id),
    (importer) => ICON_BARREL.test(importer),
  );
  const isPageScript = reachedFrom((id) => id === PAGE_SCRIPT_ENTRY);
  return (id: string, graph: ModuleGraph) => {
    if (id === PAGE_SCRIPT_ENTRY) return null;
    if (isPageScript(id, graph)) return "page-script-parts";
    return isShell(id, graph) ? "shell" : null;
  };
}

/**
 * The page script as a browser entry of its own, and its address for the server: the client build records the
 * file it wrote, and the server build (which runs after it, in the same process) reads it as `virtual:page-script`;
 * the app in the browser reads it from the page.
 */
function pageScript(): Plugin {
  let fileName: string | undefined;
  return {
    name: "page-script",
    options(options) {
      if (this.environment?.name !== "client" || !Array.isArray(options.input)) return;
      return { ...options, input: [...options.input, PAGE_SCRIPT_ENTRY] };
    },
    generateBundle(_options, bundle) {
      if (this.environment?.name !== "client") return;
      const entry = Object.values(bundle).find(
        (output) => output.type === "chunk" && output.isEntry && output.facadeModuleId === PAGE_SCRIPT_ENTRY,
      );
      fileName = entry?.fileName;
      // Everything it loads, now or later, is our own plain code: a package (React above all) would make every
      // document page pay for it.
      const seen = new Set<string>();
      const visit = (file: string) => {
        const chunk = bundle[file];
        if (seen.has(file) || chunk?.type !== "chunk") return;
        seen.add(file);
        const packages = chunk.moduleIds.filter((id) => id.includes("/node_modules/"));
        if (packages.length)
          this.error(`The page script loads packages (${packages.join(", ")}) through ${file}.`);
        for (const next of [...chunk.imports, ...chunk.dynamicImports]) visit(next);
      };
      if (fileName) visit(fileName);
    },
    resolveId: (id) => (id === PAGE_SCRIPT_MODULE ? `\0${PAGE_SCRIPT_MODULE}` : undefined),
    load(id) {
      if (id !== `\0${PAGE_SCRIPT_MODULE}`) return;
      // The app in the browser renders the address the server wrote (its own build cannot know it yet).
      if (this.environment?.name === "client") {
        return `export default document.querySelector("script[${PAGE_SCRIPT_ATTRIBUTE}]")?.getAttribute("src") ?? "";`;
      }
      if (!fileName) this.error("The page script's file is unknown: the client build runs first.");
      return `export default ${JSON.stringify(`/${fileName}`)};`;
    },
  };
}

/**
 * Fontsource's stylesheets as the display face wants them (decision 071): WOFF2 only (every browser the site supports
 * reads it; the WOFF copies would only be build output) and `font-display: optional` for `swap`, so a face not in by
 * first paint is never swapped in later and nothing moves. Runs before Tailwind, on the stylesheet's own source.
 */
function fontsourceFaces(): Plugin {
  return {
    name: "fontsource-faces",
    enforce: "pre",
    transform: {
      // The stylesheet itself, or its `?url` copy's content (`?transform-only`), not the `?url` module.
      filter: { id: /[\\/]@fontsource[\\/][^?]+\.css(?:\?transform-only)?$/ },
      handler: (code) =>
        code
          .replace(/font-display:\s*swap/g, "font-display: optional")
          .replace(/,\s*url\([^)]*\.woff\)\s*format\(["']woff["']\)/g, ""),
    },
  };
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
      // Not the build's own manifest (.vite/), which React Router reads and deletes: it is never sent.
      const files = Object.keys(bundle).filter(
        (file) => /\.(js|css|svg|json|txt|xml)$/.test(file) && !file.startsWith(".vite/"),
      );
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
    fontsourceFaces(),
    tailwindcss(),
    reactRouter(),
    pageScript(),
    browserLocales(LOCALES_VERSION),
    serverLocales(),
    precompressAssets(),
    bundleReport(process.env.BUNDLE_REPORT),
  ],
  resolve: {
    alias: {
      "use-sync-external-store/shim": path.resolve("app/i18n/use-sync-external-store-shim.ts"),
    },
  },
  // A font is always a file of our origin: the CSP's `font-src 'self'` refuses the `data:` URLs Vite makes of small
  // files (some of Korean's slices are under 4 KB).
  build: { assetsInlineLimit: (file: string) => (file.endsWith(".woff2") ? false : undefined) },
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
    // The route table's helpers (`@react-router/dev/routes`, read at run time by the analytics' path counting) are
    // bundled with what they require: the development package is not installed in production
    // (deploy/smoke-production.sh). So are the icons: the bundle keeps the few dozen pages draw, where the package
    // installs every icon in every module format (50 MB a production install does without).
    ssr: {
      build: { rollupOptions: { input: "./server.ts" } },
      resolve: { noExternal: ["@react-router/dev", "pathe", "valibot", "lodash", "lucide-react"] },
    },
  },
});
