/**
 * The firm's record in four figures (spec 000 §1: 200+ companies helped, 250+ partners, market readiness in 30 days,
 * a reply within 24 hours), which staff keep up to date in the back office (decision 084). Every page that states
 * one of them (the figures band, the partners page, the solutions' introductions) reads the same value. Pure.
 */

export const FIRM_FIGURE_KEYS = ["companies", "partners", "readiness", "reply"] as const;
export type FirmFigureKey = (typeof FIRM_FIGURE_KEYS)[number];
export type FirmFigures = Record<FirmFigureKey, number>;

/** The figures the site was launched with (spec 000 §1), until staff save their own. */
export const LAUNCH_FIRM_FIGURES: FirmFigures = { companies: 200, partners: 250, readiness: 30, reply: 24 };

/** The largest value a figure may take. */
export const FIRM_FIGURE_MAX = 100_000;

const isFigure = (value: unknown): value is number =>
  typeof value === "number" && Number.isInteger(value) && value >= 0 && value <= FIRM_FIGURE_MAX;

/** The figures a stored setting holds, each one it lacks (or holds wrongly) at its launch value. */
export function firmFiguresOf(stored: Record<string, unknown> | null | undefined): FirmFigures {
  return Object.fromEntries(
    FIRM_FIGURE_KEYS.map((key) => [key, isFigure(stored?.[key]) ? stored[key] : LAUNCH_FIRM_FIGURES[key]]),
  ) as FirmFigures;
}
