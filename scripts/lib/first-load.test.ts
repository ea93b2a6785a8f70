import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { firstLoadKb, scriptsNamedBy, staticImportsOf } from "./first-load.ts";

describe("scriptsNamedBy", () => {
  it("takes module scripts and module preloads under /assets/, once each, and nothing else", () => {
    const html = [
      '<link rel="modulepreload" href="/assets/shell-a1.js"/>',
      '<link rel="stylesheet" href="/assets/app-b2.css"/>',
      '<link rel="preload" as="font" href="/assets/face.woff2"/>',
      '<script type="module" src="/assets/page-script-c3.js" data-page-script=""></script>',
      '<link href="/assets/shell-a1.js" rel="modulepreload"/>',
      '<script src="https://www.googletagmanager.com/gtm.js"></script>',
      "<script>window.__x = 1;</script>",
    ].join("");
    expect(scriptsNamedBy(html)).toEqual(["/assets/shell-a1.js", "/assets/page-script-c3.js"]);
  });

  it("takes an application page's preloads the hydration starter adds after paint, not its prefetches", () => {
    const html =
      '<link rel="prefetch" href="/assets/next-page.js"/>' +
      '<script>(function(){var d=document;function start(){var p=["/assets/entry.client-x.js","/assets/root-y.js"];}})()</script>';
    expect(scriptsNamedBy(html)).toEqual(["/assets/entry.client-x.js", "/assets/root-y.js"]);
  });
});

describe("staticImportsOf", () => {
  it("reads a minified module's static imports and leaves its dynamic ones", () => {
    const source =
      'import{a as b,c}from"./shell-a1.js";import"./side-effect.js";import*as d from"./ns.js";' +
      'const e=()=>import("./later.js");export{b};';
    expect(staticImportsOf(source)).toEqual(["./shell-a1.js", "./side-effect.js", "./ns.js"]);
  });
});

describe("firstLoadKb", () => {
  it("adds each file's gzip size once, following static imports only", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "first-load-"));
    mkdirSync(path.join(dir, "assets"));
    const files = {
      "entry.js": 'import{x}from"./shared.js";import"./other.js";const l=()=>import("./lazy.js");',
      "other.js": 'import{x}from"./shared.js";',
      "shared.js": `export const x="${"s".repeat(5000)}";`,
      "lazy.js": `export const y="${"l".repeat(5000)}";`,
    };
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, "assets", name), text);
    const gz = (name: keyof typeof files) => gzipSync(files[name]).length;
    const expected = (gz("entry.js") + gz("other.js") + gz("shared.js")) / 1024;
    expect(firstLoadKb(["/assets/entry.js"], dir)).toBeCloseTo(expected, 6);
    expect(firstLoadKb(["/assets/entry.js", "/assets/other.js"], dir)).toBeCloseTo(expected, 6);
  });
});
