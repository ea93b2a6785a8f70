import { describe, expect, it } from "vitest";
import {
  MAX_WAITING_RENDERS,
  RENDER_WORKERS,
  RenderQueueFull,
  renderPdf,
  unlessQueueFull,
} from "#app/server/pdf/render-pdf.server.ts";

/** A template that takes Typst a while (~100s of ms): long enough to see whether the event loop waits for it. */
const LONG = "#for i in range(120) [== Part #i\n#lorem(400)\n]";
const SHORT = "#let data = json(bytes(sys.inputs.data))\n= #data.title";

const isPdf = (bytes: Buffer) => bytes.subarray(0, 5).toString("latin1") === "%PDF-";

describe("renderPdf", () => {
  it("renders on a worker thread, leaving the event loop free meanwhile", async () => {
    await renderPdf(SHORT, { title: "warm-up" }); // the thread and its compiler exist
    let ticks = 0;
    const timer = setInterval(() => ticks++, 1);
    const started = performance.now();
    const pdf = await renderPdf(LONG, {});
    const took = performance.now() - started;
    clearInterval(timer);
    expect(isPdf(pdf)).toBe(true);
    expect(took).toBeGreaterThan(50);
    // Rendered on this thread, the interval could not run until the render was done.
    expect(ticks).toBeGreaterThan(took / 10);
  });

  it("reports Typst's diagnostics for a template that does not compile, and goes on rendering", async () => {
    await expect(renderPdf("#let broken = (", {})).rejects.toThrow(
      /^PDF rendering failed: .*unclosed delimiter/,
    );
    expect(isPdf(await renderPdf(SHORT, { title: "after" }))).toBe(true);
  });

  it(`refuses renders beyond ${MAX_WAITING_RENDERS} waiting, and answers those downloads 503`, async () => {
    const asked = RENDER_WORKERS + MAX_WAITING_RENDERS + 2;
    const renders = Array.from({ length: asked }, (_, i) => renderPdf(SHORT, { title: `n${i}` }));
    const results = await Promise.allSettled(renders);
    const refused = results.filter((r) => r.status === "rejected" && r.reason instanceof RenderQueueFull);
    expect(refused).toHaveLength(2);
    const made = results.flatMap((r) => (r.status === "fulfilled" ? [r.value] : []));
    expect(made).toHaveLength(asked - 2);
    expect(made.every(isPdf)).toBe(true);

    const busy = await unlessQueueFull(() => Promise.reject(new RenderQueueFull()));
    expect(busy.status).toBe(503);
    expect(Number(busy.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(busy.headers.get("cache-control")).toBe("no-store");
    // Once the queue has drained, renders are taken again.
    expect(isPdf(await renderPdf(SHORT, { title: "drained" }))).toBe(true);
  });
});
