import type { ReactNode } from "react";
import { ChartFrame, type ChartRow, type ChartTableLabels } from "#app/components/charts/chart-frame.tsx";
import { CHART_TONES, type ChartTone, SERIES_TONES } from "#app/components/charts/chart-tones.ts";
import { wholePercentShares } from "#app/domain/dashboards/chart-scale.ts";

/**
 * How a whole splits into parts (decision 022): one bar of 100 %, a segment per part in the legend's order,
 * separated by a gap so neighbours stay apart whatever their colours, and a legend naming each part with its value
 * and its whole-percent share (the shares add up to 100). The bar starts at the inline start (the right in Arabic).
 */
export function DistributionBar({
  title,
  note,
  rows,
  labels,
  formatShare,
  testId,
}: {
  title: string;
  note?: ReactNode;
  rows: readonly (ChartRow & { tone?: ChartTone })[];
  labels: ChartTableLabels & { share: string };
  /** A whole percent as text in the page's language ("27%"). */
  formatShare: (percent: number) => string;
  testId?: string;
}) {
  const shares = wholePercentShares(rows.map((row) => row.value));
  const shareTexts = shares.map(formatShare);
  const toneOf = (row: (typeof rows)[number], index: number) =>
    CHART_TONES[row.tone ?? SERIES_TONES[index % SERIES_TONES.length]!];
  return (
    <ChartFrame title={title} note={note} rows={rows} shares={shareTexts} labels={labels} testId={testId}>
      <div aria-hidden="true" className="flex h-4 gap-0.5 overflow-hidden rounded-full bg-slate-100">
        {rows.map((row, index) =>
          shares[index]! > 0 ? (
            <div
              key={row.key}
              data-chart-segment={row.key}
              className={`h-full ${toneOf(row, index)}`}
              style={{ width: `${shares[index]}%` }}
            />
          ) : null,
        )}
      </div>
      <ul className="mt-4 space-y-2">
        {rows.map((row, index) => (
          <li key={row.key} data-chart-row={row.key} className="flex items-center gap-2 text-sm">
            <span aria-hidden="true" className={`size-3 shrink-0 rounded-sm ${toneOf(row, index)}`} />
            <span className="flex-1 text-slate-800">{row.label}</span>
            <span className="font-semibold tabular-nums text-slate-900">{row.text}</span>
            <span className="w-12 text-end tabular-nums text-slate-600">{shareTexts[index]}</span>
          </li>
        ))}
      </ul>
    </ChartFrame>
  );
}
