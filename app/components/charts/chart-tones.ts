/**
 * The chart palette: each tone is a bar or segment colour with at least 3:1 contrast against the white card and
 * the grey track (WCAG 1.4.11), and a swatch for legends. Colour is never the only signal: every bar and segment
 * is named in text beside it. Literal class names, so Tailwind finds them.
 */
export const CHART_TONES = {
  brand: "bg-brand-700",
  sky: "bg-sky-700",
  teal: "bg-teal-700",
  violet: "bg-violet-700",
  emerald: "bg-emerald-700",
  amber: "bg-amber-600",
  red: "bg-red-700",
  slate: "bg-slate-500",
} as const;

export type ChartTone = keyof typeof CHART_TONES;

/** Tones for a series without meaning of its own, in order. */
export const SERIES_TONES: readonly ChartTone[] = ["brand", "teal", "violet", "sky", "amber", "slate"];
