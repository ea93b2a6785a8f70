import type { ReactNode } from "react";
import { ChartFrame, type ChartRow, type ChartTableLabels } from "#app/components/charts/chart-frame.tsx";
import { CHART_TONES, type ChartTone } from "#app/components/charts/chart-tones.ts";
import { barPercent, maxOf } from "#app/domain/dashboards/chart-scale.ts";

/**
 * A horizontal bar chart (decision 022): one row per item, its name and its value as text above a bar whose
 * length is the value against the largest one (or a given full scale, such as 100 %). Bars start at the inline start, so they grow from the right in
 * Arabic. Server-rendered HTML and CSS, no script; the table alternative comes with the frame.
 */
export function BarChart({
  title,
  note,
  rows,
  labels,
  tone = "brand",
  max,
  testId,
}: {
  title: string;
  note?: ReactNode;
  rows: readonly (ChartRow & { tone?: ChartTone })[];
  labels: ChartTableLabels;
  tone?: ChartTone;
  /** The value of a full bar: the largest value by default, 100 for percentages of a target. */
  max?: number;
  testId?: string;
}) {
  const full = max ?? maxOf(rows.map((row) => row.value));
  return (
    <ChartFrame title={title} note={note} rows={rows} labels={labels} testId={testId}>
      <ul className="space-y-4">
        {rows.map((row) => (
          <li key={row.key} data-chart-row={row.key}>
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span className="text-slate-800">{row.label}</span>
              <span className="font-semibold tabular-nums text-slate-900">{row.text}</span>
            </div>
            <div aria-hidden="true" className="mt-1.5 h-2.5 overflow-hidden rounded-full bg-slate-100">
              <div
                data-chart-bar
                className={`h-full rounded-full ${CHART_TONES[row.tone ?? tone]}`}
                style={{ width: `${barPercent(row.value, full)}%` }}
              />
            </div>
          </li>
        ))}
      </ul>
    </ChartFrame>
  );
}
