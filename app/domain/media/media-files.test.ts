import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  MAX_IMAGE_SIDE,
  MEDIA_ID_PATTERN,
  parseVariantRequest,
  VARIANT_FORMATS,
  variantHeight,
  variantSrcSet,
  variantUrl,
  variantWidths,
} from "#app/domain/media/media-files.ts";

const ID = "0b7e4a2c-58f1-4c1e-9d3a-6f2e8b1c0a97";
const mediaId = fc.uuid().map((id) => id.toLowerCase());

describe("variantWidths", () => {
  it("serves each fixed width narrower than the original, then the original's up to the widest", () => {
    expect(variantWidths(200)).toEqual([200]);
    expect(variantWidths(320)).toEqual([320]);
    expect(variantWidths(700)).toEqual([320, 640, 700]);
    expect(variantWidths(1280)).toEqual([320, 640, 1280]);
    expect(variantWidths(5000)).toEqual([320, 640, 1280]);
  });

  it("never widens an image, never repeats a width, and always serves one", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_IMAGE_SIDE }), (width) => {
        const widths = variantWidths(width);
        expect(widths.length).toBeGreaterThan(0);
        expect(new Set(widths).size).toBe(widths.length);
        expect([...widths].sort((a, b) => a - b)).toEqual(widths);
        expect(Math.max(...widths)).toBeLessThanOrEqual(width);
      }),
    );
  });

  it("keeps the original's proportions", () => {
    expect(variantHeight({ width: 1400, height: 700 }, 320)).toBe(160);
    expect(variantHeight({ width: 3, height: 1 }, 1)).toBe(1);
  });
});

describe("parseVariantRequest (what a visitor's path names)", () => {
  it("reads back every address the pages use", () => {
    fc.assert(
      fc.property(
        mediaId,
        fc.integer({ min: 1, max: MAX_IMAGE_SIDE }),
        fc.constantFrom(...VARIANT_FORMATS),
        (id, width, format) => {
          const [, , pathId, file] = variantUrl(id, width, format).split("/");
          expect(parseVariantRequest(pathId, file)).toEqual({ id, width, format });
        },
      ),
    );
  });

  it("answers anything else with null, and whatever it accepts is a lower-case UUID, a width in range and a served format", () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.uuid(), fc.constant(ID), fc.constant(undefined)),
        fc.oneof(
          fc.string(),
          fc.stringMatching(/^[0-9+\-.]{0,8}\.(avif|webp|jpeg|png|AVIF)$/),
          fc.constant(undefined),
        ),
        (id, file) => {
          const parsed = parseVariantRequest(id, file);
          if (parsed === null) return;
          expect(parsed.id).toMatch(MEDIA_ID_PATTERN);
          expect(Number.isInteger(parsed.width) && parsed.width >= 1 && parsed.width <= MAX_IMAGE_SIDE).toBe(
            true,
          );
          expect(VARIANT_FORMATS).toContain(parsed.format);
          expect(file).toBe(`${parsed.width}.${parsed.format}`);
        },
      ),
    );
  });

  it("refuses what could reach outside the storage or name another file", () => {
    for (const [id, file] of [
      ["..", "320.webp"],
      [ID, "../320.webp"],
      [ID, "..%2F320.webp"],
      [`${ID}/..`, "320.webp"],
      [ID.toUpperCase(), "320.webp"],
      [ID, "0320.webp"],
      [ID, "320.webp\u0000"],
      [ID, "320.jpeg"],
      [ID, "original.jpeg"],
      [ID, "99999.webp"],
      [ID, "1e3.webp"],
      [ID, `${"9".repeat(400)}.webp`],
      [ID, undefined],
    ] as const) {
      expect(parseVariantRequest(id, file), `${id} ${file}`).toBeNull();
    }
  });

  it("offers every width in a srcset, each with its width", () => {
    expect(variantSrcSet({ id: ID, widths: [320, 640] }, "avif")).toBe(
      `/media/${ID}/320.avif 320w, /media/${ID}/640.avif 640w`,
    );
  });
});
