/**
 * The four regions of the regional-intelligence area (spec 001 §2.5, §3 "Region", §4 "Region status", §9
 * "Regions 4", "Static dashboard figures"). Only the Middle East is built: it is `active` and has a route; the
 * other three are `coming-soon`. Public pages show what exists (the open regions) and offer updates on the others in
 * one line, a "Notify Me" sign-up (lead source `region_notify_<id>`): never "coming soon" tiles (decision 063).
 *
 * Texts are in the `regions` namespace: `regions:region.<id>.name` and `regions:region.<id>.description`.
 * Country counts of the coming-soon regions are the markets each one is planned to cover (not shown).
 */

export const REGION_IDS = ["middle-east", "asia-pacific", "europe", "americas"] as const;
export type RegionId = (typeof REGION_IDS)[number];

/** spec 001 §4: an active region is clickable; a coming-soon one is not. */
export type RegionStatus = "active" | "coming-soon";

export type Region = {
  id: RegionId;
  status: RegionStatus;
  /** The region's hub, without a language prefix ("/regions/middle-east"); null while it is coming soon. */
  route: string | null;
  /** Countries the region covers (the Middle East: the 22 of `content/countries.ts`). */
  countryCount: number;
};

export const REGIONS: readonly Region[] = [
  { id: "middle-east", status: "active", route: "/regions/middle-east", countryCount: 22 },
  { id: "asia-pacific", status: "coming-soon", route: null, countryCount: 16 },
  { id: "europe", status: "coming-soon", route: null, countryCount: 27 },
  { id: "americas", status: "coming-soon", route: null, countryCount: 12 },
];

export function regionById(id: string): Region | undefined {
  return REGIONS.find((region) => region.id === id);
}

/** A region a visitor can open: active, with its hub. */
export type OpenRegion = Region & { status: "active"; route: string };

const isOpen = (region: Region): region is OpenRegion => region.status === "active" && region.route !== null;

/** The regions /regions shows as cards. */
export const OPEN_REGIONS: readonly OpenRegion[] = REGIONS.filter(isOpen);

/** The regions we do not cover yet: the only ones that take "Notify Me" sign-ups. */
export const UPCOMING_REGION_IDS: readonly RegionId[] = REGIONS.filter(
  (region) => region.status === "coming-soon",
).map((region) => region.id);

/**
 * spec 001 §9 "Static dashboard figures": the chamber and impact dashboards' headline figures. Numbers, not
 * display text: pages format them with Intl for their language.
 */
export const REGION_FIGURES: {
  /** People across the markets the chamber covers: 450M. */
  people: number;
  /** Combined GDP of those markets in US dollars: $3.8T. */
  combinedGdpUsd: number;
  /** Share of supported companies that entered their market, in percent: 95 %. */
  entryRatePercent: number;
  /** Projects delivered: 199. */
  projects: number;
  /** Programs run: 35. */
  programs: number;
} = {
  people: 450_000_000,
  combinedGdpUsd: 3_800_000_000_000,
  entryRatePercent: 95,
  projects: 199,
  programs: 35,
};
