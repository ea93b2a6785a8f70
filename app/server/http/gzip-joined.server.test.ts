import { randomBytes } from "node:crypto";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { deflateParts, gzipJoined } from "#app/server/http/gzip-joined.server.ts";

const joined = (parts: Buffer[], value: Buffer) =>
  Buffer.concat(parts.flatMap((part, index) => (index === 0 ? [part] : [value, part])));

describe("gzipJoined", () => {
  it("gunzips to the parts joined by the value, for any value", async () => {
    const html = `<html><head><script nonce="N">start()</script></head><body>${"<p>text</p>".repeat(2_000)}</body></html>`;
    const parts = html.split("N").map((part) => Buffer.from(part));
    const deflated = await deflateParts(parts);
    for (const value of [randomBytes(16).toString("base64"), randomBytes(16).toString("base64"), ""]) {
      const gzip = Buffer.concat(gzipJoined(parts, deflated, Buffer.from(value)));
      expect(gunzipSync(gzip).toString()).toBe(html.split("N").join(value));
    }
  });

  it("compresses: a repetitive page of 24 KB takes a small fraction of its size", async () => {
    const parts = [Buffer.from("<p>text</p>".repeat(1_100)), Buffer.from("<p>more</p>".repeat(1_100))];
    const gzip = Buffer.concat(gzipJoined(parts, await deflateParts(parts), Buffer.from("abc")));
    expect(gzip.length).toBeLessThan(joined(parts, Buffer.from("abc")).length / 20);
  });

  it("handles empty parts (a value at the very start or end) and a single part", async () => {
    for (const parts of [[Buffer.from(""), Buffer.from("middle"), Buffer.from("")], [Buffer.from("alone")]]) {
      const gzip = Buffer.concat(gzipJoined(parts, await deflateParts(parts), Buffer.from("V")));
      expect(gunzipSync(gzip).equals(joined(parts, Buffer.from("V")))).toBe(true);
    }
  });

  it("keeps binary bytes and multi-byte text intact", async () => {
    const parts = [randomBytes(70_000), Buffer.from("مرحبا 안녕 你好 नमस्ते")];
    const gzip = Buffer.concat(gzipJoined(parts, await deflateParts(parts), Buffer.from("ن")));
    expect(gunzipSync(gzip).equals(joined(parts, Buffer.from("ن")))).toBe(true);
  });

  it("refuses a value too long for one stored block", async () => {
    const parts = [Buffer.from("a"), Buffer.from("b")];
    expect(() => gzipJoined(parts, [Buffer.alloc(0), Buffer.alloc(0)], Buffer.alloc(70_000))).toThrow(
      RangeError,
    );
  });
});
