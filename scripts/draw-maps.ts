/**
 * `node --import tsx scripts/draw-maps.ts`: draws the hero maps' shapes once, by hand, and writes them as small
 * committed modules of SVG path strings (decision 070). Run it again only to change a map (its size, its extent, a
 * country of the regions catalogue); the site never loads map data at run time.
 *
 * Source: Natural Earth 1:50m admin-0 countries, as TopoJSON from the `world-atlas` package (public domain),
 * projected with `d3-geo`, simplified with `topojson-simplify` (borders stay shared) and rounded to whole (Australia)
 * or tenth (Middle East) pixels. All four are devDependencies: nothing here ships to the browser.
 *
 * - `app/components/maps/shapes/australia.ts`: the mainland and Tasmania (islands too small to see are dropped) and
 *   the hero route's cities, in one pixel space.
 * - `app/components/maps/shapes/middle-east.ts`: the land of the region (one outline, no borders) and one outline per
 *   country of `content/countries.ts`, keyed by its ISO code, as the UN and Australia's DFAT draw them where
 *   Natural Earth's de facto lines differ (decisions 063 and 070): Cyprus is the whole island, the Golan is Syria's,
 *   Morocco stops at Western Sahara (27°40′N).
 */
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import {
  type GeoContext,
  type GeoPermissibleObjects,
  type GeoProjection,
  geoMercator,
  geoPath,
} from "d3-geo";
import type { Feature, Geometry } from "geojson";
import { feature, merge } from "topojson-client";
import { presimplify, simplify } from "topojson-simplify";
import type { MultiPolygon, Polygon, Topology } from "topojson-specification";
import { COUNTRIES } from "#app/content/countries.ts";

/** A country of world-atlas: its ISO 3166 numeric code (`id`, absent for some territories) and its name. */
type CountryGeometry = (Polygon<{ name: string }> | MultiPolygon<{ name: string }>) & { id?: string };

const require = createRequire(import.meta.url);
const topology = JSON.parse(
  readFileSync(require.resolve("world-atlas/countries-50m.json"), "utf8"),
) as Topology<{ countries: { type: "GeometryCollection"; geometries: CountryGeometry[] } }>;

/** ISO 3166 numeric (world-atlas ids) of the regions catalogue's countries, by their alpha-2 code. */
const NUMERIC: Record<string, string> = {
  SA: "682",
  AE: "784",
  QA: "634",
  KW: "414",
  BH: "048",
  OM: "512",
  JO: "400",
  LB: "422",
  SY: "760",
  IL: "376",
  PS: "275",
  EG: "818",
  MA: "504",
  DZ: "012",
  TN: "788",
  LY: "434",
  TR: "792",
  IR: "364",
  IQ: "368",
  YE: "887",
  CY: "196",
  SD: "729",
};

/** Where the Golan meets the Jordan valley and Lake Tiberias (east of it, Natural Earth's Israel is the Golan). */
const GOLAN_WEST = 35.65;
/** Morocco's border with Western Sahara. */
const WESTERN_SAHARA_NORTH = 27 + 40 / 60;

/**
 * An SVG path's text from a projected geometry: absolute first point, then relative steps, `digits` decimals,
 * repeated points dropped and rings that collapse to fewer than three points, or enclose less than `minArea`
 * square pixels, left out.
 */
function pathText(
  projection: GeoProjection,
  object: GeoPermissibleObjects,
  digits: number,
  minArea = 0,
): string {
  const factor = 10 ** digits;
  const rings: [number, number][][] = [];
  let ring: [number, number][] = [];
  const add = (x: number, y: number) => {
    const point: [number, number] = [Math.round(x * factor), Math.round(y * factor)];
    const last = ring.at(-1);
    if (!last || last[0] !== point[0] || last[1] !== point[1]) ring.push(point);
  };
  const close = () => {
    const [first] = ring;
    const last = ring.at(-1);
    if (first && last && first[0] === last[0] && first[1] === last[1]) ring.pop();
    if (ring.length >= 3 && Math.abs(areaOf(ring)) / factor ** 2 >= minArea) rings.push(ring);
    ring = [];
  };
  const context: GeoContext = {
    beginPath: () => {},
    moveTo: (x, y) => {
      if (ring.length) close();
      add(x, y);
    },
    lineTo: add,
    closePath: close,
    arc: () => {},
  };
  geoPath(projection, context)(object);
  if (ring.length) close();
  const number = (value: number) => String(value / factor);
  const pair = (x: number, y: number) => `${number(x)}${y < 0 ? "" : " "}${number(y)}`;
  return rings
    .map((points) => {
      const [[x0, y0]] = points as [[number, number]];
      const steps = points.slice(1).map(([x, y], index) => {
        const [px, py] = points[index]!;
        const step = pair(x - px, y - py);
        return step.startsWith("-") ? step : ` ${step}`;
      });
      return `M${pair(x0, y0)}l${steps.join("").trimStart()}z`;
    })
    .join("");
}

/** A ring's signed area (shoelace formula), in its own units. */
function areaOf(ring: readonly [number, number][]): number {
  let twice = 0;
  ring.forEach(([x, y], index) => {
    const [nx, ny] = ring[(index + 1) % ring.length]!;
    twice += x * ny - nx * y;
  });
  return twice / 2;
}

/** The box of what a path text (from `pathText`) draws: its absolute points' least and greatest x and y. */
function boxOf(d: string) {
  const box = { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity };
  for (const ring of d.split("M").filter(Boolean)) {
    const [start, steps = ""] = ring.replace("z", "").split("l");
    const numbers = (text: string) => (text.match(/-?[\d.]+/g) ?? []).map(Number);
    let [x, y] = numbers(start!) as [number, number];
    const relative = numbers(steps);
    for (let index = -2; index < relative.length; index += 2) {
      if (index >= 0) {
        x += relative[index]!;
        y += relative[index + 1]!;
      }
      box.x0 = Math.min(box.x0, x);
      box.y0 = Math.min(box.y0, y);
      box.x1 = Math.max(box.x1, x);
      box.y1 = Math.max(box.y1, y);
    }
  }
  return box;
}

const simplified = (minWeight: number) => simplify(presimplify(topology), minWeight);

function countryGeometry(source: typeof topology, numeric: string) {
  const geometry = source.objects.countries.geometries.find((entry) => entry.id === numeric);
  if (!geometry) throw new Error(`world-atlas has no country ${numeric}`);
  return geometry;
}

function writeModule(file: string, doc: string, name: string, value: unknown) {
  const text = `/**\n${doc
    .split("\n")
    .map((line) => ` * ${line}`.trimEnd())
    .join("\n")}\n */\nexport const ${name} = ${JSON.stringify(value, null, 2)} as const;\n`;
  writeFileSync(path.resolve(file), text);
  console.log(`${file}: ${(text.length / 1024).toFixed(1)} KB`);
  return file;
}

function drawAustralia() {
  const source = simplified(0.01);
  const width = 440;
  const height = 400;
  const australia = feature(source, countryGeometry(source, "036")) as Feature<Geometry>;
  // The mainland and Tasmania: islands under a square degree are dots at this size.
  if (australia.geometry.type !== "MultiPolygon") throw new Error("Australia is not a MultiPolygon");
  const large = australia.geometry.coordinates.filter((polygon) => {
    const lons = polygon[0]!.map(([lon]) => lon!);
    const lats = polygon[0]!.map(([, lat]) => lat!);
    return (Math.max(...lons) - Math.min(...lons)) * (Math.max(...lats) - Math.min(...lats)) > 1;
  });
  const shape = { ...australia, geometry: { type: "MultiPolygon" as const, coordinates: large } };
  const projection = geoMercator()
    .precision(0)
    .rotate([-134, 0])
    .fitExtent(
      [
        [8, 8],
        [width - 8, height - 8],
      ],
      shape,
    );
  const city = (lon: number, lat: number) => projection([lon, lat])!.map((value) => Math.round(value));
  return writeModule(
    "app/components/maps/shapes/australia.ts",
    "Australia's outline (mainland and Tasmania) and the hero route's cities, in one pixel space (viewBox 0 0\n" +
      "WIDTH HEIGHT). Drawn by scripts/draw-maps.ts from Natural Earth 1:50m: do not edit by hand.",
    "AUSTRALIA",
    {
      width,
      height,
      outline: pathText(projection, shape, 0),
      cities: {
        melbourne: city(144.96, -37.81),
        canberra: city(149.13, -35.28),
        sydney: city(151.21, -33.87),
        brisbane: city(153.03, -27.47),
      },
    },
  );
}

function drawMiddleEast() {
  const source = simplified(0.02);
  const width = 560;
  const height = 280;
  // The region's extent, Morocco to Iran and Türkiye to Sudan: its corners (a polygon's edges would be great
  // circles, bulging north).
  const extent = {
    type: "MultiPoint" as const,
    coordinates: [
      [-14, 8.5],
      [64, 42.5],
    ],
  };
  // The map's projection, drawing only what lies inside a box of its pixels (the frame, or part of it to cut a
  // country along a line).
  const clipped = (x0: number, y0: number, x1: number, y1: number) =>
    geoMercator()
      .precision(0)
      .fitSize([width, height], extent)
      .clipExtent([
        [x0, y0],
        [x1, y1],
      ]);
  const frame = clipped(0, 0, width, height);
  const [golanX] = frame([GOLAN_WEST, 33])!;
  const [, saharaY] = frame([-10, WESTERN_SAHARA_NORTH])!;
  const westOfGolan = clipped(0, 0, golanX!, height);
  const eastOfGolan = clipped(golanX!, 0, width, height);
  const northOfSahara = clipped(0, 0, width, saharaY!);
  const shapeOf = (code: string): string => {
    const numeric = NUMERIC[code];
    if (!numeric) throw new Error(`no ISO numeric code for ${code}`);
    const country = feature(source, countryGeometry(source, numeric));
    switch (code) {
      case "CY": {
        const north = source.objects.countries.geometries.find(
          (entry) => entry.properties?.name === "N. Cyprus",
        );
        return pathText(frame, merge(source, [countryGeometry(source, numeric), north!]), 1);
      }
      case "IL":
        return pathText(westOfGolan, country, 1);
      case "SY":
        return (
          pathText(frame, country, 1) +
          pathText(eastOfGolan, feature(source, countryGeometry(source, "376")), 1)
        );
      case "MA":
        return pathText(northOfSahara, country, 1);
      default:
        return pathText(frame, country, 1);
    }
  };
  const countries = Object.fromEntries(
    COUNTRIES.map(({ code }) => {
      const d = shapeOf(code);
      const box = boxOf(d);
      const small = Math.max(box.x1 - box.x0, box.y1 - box.y0) < 16;
      const centre = [Math.round((box.x0 + box.x1) / 2), Math.round((box.y0 + box.y1) / 2)];
      return [code, small ? { d, ring: centre } : { d }];
    }),
  );
  return writeModule(
    "app/components/maps/shapes/middle-east.ts",
    "The Middle East and North Africa in one pixel space (viewBox 0 0 WIDTH HEIGHT): the land as one outline (no\n" +
      "borders) and each country of content/countries.ts by its ISO code; `ring` centres a circle around a country\n" +
      "too small to see. Drawn by scripts/draw-maps.ts from Natural Earth 1:50m, with the UN's and DFAT's lines\n" +
      "where Natural Earth's differ (decision 070): do not edit by hand.",
    "MIDDLE_EAST",
    {
      width,
      height,
      land: pathText(frame, merge(source, source.objects.countries.geometries), 0, 6),
      countries,
    },
  );
}

const files = [drawAustralia(), drawMiddleEast()];
execFileSync("npx", ["biome", "format", "--write", ...files], { stdio: "inherit" });
