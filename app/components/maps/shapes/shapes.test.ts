import { describe, expect, it } from "vitest";
import { countryShape } from "#app/components/maps/region-map.tsx";
import { AUSTRALIA } from "#app/components/maps/shapes/australia.ts";
import { MIDDLE_EAST } from "#app/components/maps/shapes/middle-east.ts";
import { COUNTRIES } from "#app/content/countries.ts";

const NUMBER = String.raw`-?\d+(?:\.\d+)?`;
/** Two numbers, apart by a space or by the second's minus sign. */
const PAIR = `${NUMBER}(?: |(?=-))${NUMBER}`;
/** The drawing scripts/draw-maps.ts writes: rings of an absolute start, relative steps, closed. */
const RING = new RegExp(`M${PAIR}l${PAIR}(?:(?: |(?=-))${PAIR})+z`, "y");

/** The path's rings, or throws where it is not `M x y l dx dy … z` repeated. */
function rings(d: string): string[] {
  const found: string[] = [];
  RING.lastIndex = 0;
  while (RING.lastIndex < d.length) {
    const start = RING.lastIndex;
    const match = RING.exec(d);
    if (!match) throw new Error(`not a path at ${start}: ${d.slice(start, start + 40)}`);
    found.push(match[0]);
  }
  return found;
}

/** Every absolute point a path draws. */
function points(d: string): [number, number][] {
  return rings(d).flatMap((ring) => {
    const numbers = (ring.match(new RegExp(NUMBER, "g")) ?? []).map(Number);
    let [x, y] = numbers as [number, number];
    const drawn: [number, number][] = [[x, y]];
    for (let index = 2; index < numbers.length; index += 2) {
      x += numbers[index]!;
      y += numbers[index + 1]!;
      drawn.push([x, y]);
    }
    return drawn;
  });
}

/** Each point lies inside the map (a hair of rounding allowed). */
function expectInside(d: string, width: number, height: number) {
  for (const [x, y] of points(d)) {
    expect(x).toBeGreaterThanOrEqual(-0.5);
    expect(x).toBeLessThanOrEqual(width + 0.5);
    expect(y).toBeGreaterThanOrEqual(-0.5);
    expect(y).toBeLessThanOrEqual(height + 0.5);
  }
}

describe("the regional map's shapes", () => {
  it("has a shape, inside the map, for every country of the regions catalogue, and for nothing else", () => {
    for (const country of COUNTRIES) {
      const shape = countryShape(country.code);
      expect(shape, country.code).toBeDefined();
      expectInside(shape!.d, MIDDLE_EAST.width, MIDDLE_EAST.height);
    }
    expect(Object.keys(MIDDLE_EAST.countries).sort()).toEqual(COUNTRIES.map(({ code }) => code).sort());
    expect(countryShape("toString")).toBeUndefined();
  });

  it("draws valid path data: the land, each country and Australia", () => {
    expect(rings(MIDDLE_EAST.land).length).toBeGreaterThan(1);
    for (const { d } of Object.values(MIDDLE_EAST.countries)) expect(rings(d).length).toBeGreaterThan(0);
    expect(rings(AUSTRALIA.outline)).toHaveLength(2); // the mainland and Tasmania
    expect(() => rings("M1 2l3 4 5z")).toThrow(); // a ring of two steps is no shape
    expect(() => rings("M1 2L3 4 5 6 7 8z")).toThrow();
  });

  it("rings only the countries too small to see, around their shape", () => {
    for (const [code, shape] of Object.entries(MIDDLE_EAST.countries)) {
      const drawn = points(shape.d);
      const xs = drawn.map(([x]) => x);
      const ys = drawn.map(([, y]) => y);
      const size = Math.max(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys));
      const ring = "ring" in shape ? shape.ring : undefined;
      expect(ring !== undefined, code).toBe(size < 16);
      if (ring) {
        expect(ring[0]).toBeGreaterThanOrEqual(Math.floor(Math.min(...xs)));
        expect(ring[0]).toBeLessThanOrEqual(Math.ceil(Math.max(...xs)));
      }
    }
  });

  it("keeps a country page's map small: the land and its largest country under 8 KB", () => {
    const largest = Math.max(...Object.values(MIDDLE_EAST.countries).map(({ d }) => d.length));
    expect(MIDDLE_EAST.land.length + largest).toBeLessThan(8 * 1024);
  });
});

describe("Australia", () => {
  it("is inside its map, and so are the route's cities", () => {
    expectInside(AUSTRALIA.outline, AUSTRALIA.width, AUSTRALIA.height);
    for (const [x, y] of Object.values(AUSTRALIA.cities)) {
      expect(x).toBeGreaterThan(0);
      expect(x).toBeLessThan(AUSTRALIA.width);
      expect(y).toBeGreaterThan(0);
      expect(y).toBeLessThan(AUSTRALIA.height);
    }
    expect(AUSTRALIA.outline.length).toBeLessThan(4 * 1024);
  });
});
