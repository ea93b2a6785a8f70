/**
 * Hydration starts after the first paint (decision 042). React Router's `<Scripts>` puts ~140 KB gzip of module
 * preloads into `<head>` and an inline module script that imports the page's route modules at once; on a slow link
 * they share the bandwidth with the stylesheet and the HTML, and the first paint waits for them. This rewrite of
 * the streamed document keeps both but lets the browser start them only after it has painted:
 *
 * - each `<link rel="modulepreload" href>` is taken out of the document and its address remembered;
 * - the hydration module script gets an inert type (`text/x-hydration-module`), so nothing it imports is fetched;
 * - right after it, a small inline script (with the response's nonce) waits for the first paint (the browser's
 *   report of the first contentful paint, which comes once the frame is on screen; an animation frame where paint
 *   timing is missing), adds the preloads back (a few per task) and then runs a copy of the module script. Should
 *   no paint come (a tab opened in the background), it starts after three seconds anyway.
 *
 * Rewriting works tag by tag on the decoded text: a chunk that ends inside a tag keeps that tag's start for the
 * next chunk, so tags split across React's writes are still found. Nothing else in the document changes.
 */

import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

const INERT_TYPE = "text/x-hydration-module";
const HYDRATION_SCRIPT_ID = "hydration-module";
const BACKGROUND_TAB_START_MS = 3000;
const PRELOADS_PER_TASK = 8;

const TAG =
  /<link rel="modulepreload" href="([^"<>]+)"[^<>]*>|<script([^<>]*) type="module" async="">|<\/script>/g;

/**
 * The inline starter: browsers run it as a classic script, so it is written for them, in plain ES2017. Adding a
 * preload costs the main thread ~0.5-1 ms here (a fetch starts), so they are added a batch per task: ~30 at once
 * made one task long enough to block input.
 */
function starter(preloads: string[]): string {
  return `(function(){var d=document,n=d.currentScript.nonce,started=false;function add(h){var l=d.createElement("link");l.rel="modulepreload";l.href=h;l.nonce=n;d.head.appendChild(l)}function run(){var s=d.getElementById(${JSON.stringify(HYDRATION_SCRIPT_ID)}),m=d.createElement("script");m.type="module";m.nonce=n;m.textContent=s.textContent;d.head.appendChild(m)}function start(){if(started)return;started=true;var p=${JSON.stringify(preloads)};(function next(){p.splice(0,${PRELOADS_PER_TASK}).forEach(add);setTimeout(p.length?next:run,0)})()}function later(){setTimeout(start,0)}var P=window.PerformanceObserver;if(P&&(P.supportedEntryTypes||[]).indexOf("paint")>=0)new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();later()}}).observe({type:"paint",buffered:true});else requestAnimationFrame(later);setTimeout(start,${BACKGROUND_TAB_START_MS})})()`;
}

/**
 * A transform of the HTML React streams that delays the page's JavaScript until the browser has painted.
 * `beforeStarter` gives markup to place right before the starter (data the hydration reads: it is in the document
 * by the time the starter runs).
 */
export function hydrateAfterFirstPaint(nonce: string, beforeStarter: () => string = () => ""): Transform {
  const decoder = new StringDecoder("utf8");
  const preloads: string[] = [];
  let pending = "";
  let insideHydrationScript = false;

  const rewrite = (text: string) =>
    text.replace(TAG, (tag, preload: string | undefined, scriptAttributes: string | undefined) => {
      if (preload !== undefined) {
        if (!preloads.includes(preload)) preloads.push(preload);
        return "";
      }
      if (scriptAttributes !== undefined) {
        insideHydrationScript = true;
        return `<script${scriptAttributes} type="${INERT_TYPE}" id="${HYDRATION_SCRIPT_ID}">`;
      }
      if (!insideHydrationScript) return tag;
      insideHydrationScript = false;
      return `${tag}${beforeStarter()}<script nonce="${nonce}">${starter(preloads)}</script>`;
    });

  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = pending + decoder.write(chunk);
      // Hold back an unfinished tag (a "<" with no ">" after it) until the next chunk completes it.
      const open = text.lastIndexOf("<");
      const cut = open > text.lastIndexOf(">") ? open : text.length;
      pending = text.slice(cut);
      callback(null, rewrite(text.slice(0, cut)));
    },
    flush(callback) {
      callback(null, rewrite(pending + decoder.end()));
    },
  });
}
