import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { hydrateAfterFirstPaint } from "./hydrate-after-paint.server.ts";

const NONCE = "n0nce==";
const DOCUMENT = [
  '<!DOCTYPE html><html lang="ar" dir="rtl"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>',
  `<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="${NONCE}"/>`,
  `<link rel="modulepreload" href="/assets/root-B.js" nonce="${NONCE}"/>`,
  `<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="${NONCE}"/>`,
  "</head><body><main>مرحبا بكم في أستراليا</main>",
  `<script nonce="${NONCE}">window.__reactRouterContext = {};</script>`,
  `<script nonce="${NONCE}" type="module" async="">import * as route0 from "/assets/root-B.js";`,
  'import("/assets/entry.client-A.js");</script>',
  `<script nonce="${NONCE}">window.__reactRouterContext.streamController.enqueue("x");</script>`,
  "</body></html>",
].join("");

/** Streams `html` through the rewrite in pieces of `size` bytes (tags and characters cut anywhere). */
async function rewritten(html: string, size: number): Promise<string> {
  const bytes = Buffer.from(html);
  const pieces: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += size) pieces.push(bytes.subarray(at, at + size));
  return text(Readable.from(pieces).pipe(hydrateAfterFirstPaint(NONCE)));
}

describe("hydration after the first paint", () => {
  it("takes the module preloads out of the head and lists them, once each, for the starter", async () => {
    const html = await rewritten(DOCUMENT, 1 << 16);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('var p=["/assets/entry.client-A.js","/assets/root-B.js"];');
  });

  it("makes the hydration module inert and puts the starter, with the nonce, right after it", async () => {
    const html = await rewritten(DOCUMENT, 1 << 16);
    expect(html).not.toMatch(/<script[^>]*type="module"/);
    expect(html).toContain(
      `<script nonce="${NONCE}" type="text/x-hydration-module" id="hydration-module">import * as route0`,
    );
    const moduleEnd = 'import("/assets/entry.client-A.js");</script>';
    const starterAt = html.indexOf(`<script nonce="${NONCE}">(function(){`);
    expect(starterAt).toBe(html.indexOf(moduleEnd) + moduleEnd.length);
    // It waits for the first contentful paint to be reported (on screen; a frame where paint timing is missing),
    // with a timer for tabs that never paint, and runs a copy as a module.
    const starter = html.slice(starterAt);
    expect(starter).toContain(
      'if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();later()}}).observe({type:"paint",buffered:true});else requestAnimationFrame(later);setTimeout(start,3000)',
    );
    expect(starter).toContain('m.type="module";m.nonce=n;m.textContent=s.textContent');
    // The preloads go back a few per task (each starts a fetch), then the module runs, in a task of its own.
    expect(starter).toContain("p.splice(0,8).forEach(add);setTimeout(p.length?next:run,0)");
  });

  it("places the data the hydration reads right before the starter", async () => {
    const block = '<script type="application/json" id="data">{}</script>';
    const html = await text(Readable.from([DOCUMENT]).pipe(hydrateAfterFirstPaint(NONCE, () => block)));
    expect(html).toContain(`${block}<script nonce="${NONCE}">(function(){`);
    expect(html.split(block)).toHaveLength(2);
  });

  it("leaves everything else as it was, the other inline scripts included", async () => {
    const html = await rewritten(DOCUMENT, 1 << 16);
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>');
    expect(html).toContain("<main>مرحبا بكم في أستراليا</main>");
    expect(html).toContain(`<script nonce="${NONCE}">window.__reactRouterContext = {};</script>`);
    expect(html.split(`<script nonce="${NONCE}">(function(){`)).toHaveLength(2);
  });

  it("gives the same document however the stream is cut (inside tags and inside Arabic characters)", async () => {
    const whole = await rewritten(DOCUMENT, 1 << 16);
    for (const size of [1, 3, 7, 64, 333]) expect(await rewritten(DOCUMENT, size)).toBe(whole);
  });
});
