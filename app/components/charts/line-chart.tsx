import type { ReactNode } from "react";
import {
  ChartFigure,
  TABLE_CELL,
  TABLE_HEAD_END,
  TABLE_HEAD_START,
  TABLE_ROW,
  TABLE_ROW_HEAD,
} from "#app/components/charts/chart-frame.tsx";
import type { ChartTone } from "#app/components/charts/chart-tones.ts";
import { useLanguage } from "#app/components/language.tsx";
import { directionOf } from "#app/domain/languages.ts";

/** One line: its key, name, tone, and a value per point of the x axis. */
export type LineSeries = { key: string; label: string; values: readonly number[]; tone: ChartTone };

/** What the chart's table alternative says: its disclosure's label and the header of its first column. */
export type LineChartLabels = { show: string; x: string };

/** Stroke and marker colours of the chart tones (3:1 against white, as CHART_TONES); literal for Tailwind. */
const STROKES: Record<ChartTone, string> = {
  brand: "stroke-brand-700 fill-brand-700",
  sky: "stroke-sky-700 fill-sky-700",
  teal: "stroke-teal-700 fill-teal-700",
  violet: "stroke-violet-700 fill-violet-700",
  emerald: "stroke-emerald-700 fill-emerald-700",
  amber: "stroke-amber-600 fill-amber-600",
  red: "stroke-red-700 fill-red-700",
  slate: "stroke-slate-500 fill-slate-500",
};

/** Dash patterns in series order, so lines stay apart without colour. */
const DASHES = [undefined, "8 4", "2 4", "12 4 2 4", "4 2"];

const WIDTH = 480;
const HEIGHT = 280;
const PAD = { top: 16, bottom: 40, axis: 100, end: 16 };
const TICKS = 4;

/**
 * A line chart of several series over the same x axis (months): SVG drawn on the server, no script. Time runs
 * from the inline start, so in Arabic the first month is on the right and the value axis sits on the right. A
 * legend names each line by its colour and dash; the figures are also a real table (caption, headers) in a
 * `details`, the chart's text alternative. `formatValue` writes a value exactly in the page's language (the table),
 * `formatAxis` in short form (the axis: "A$50K", decision 072).
 */
export function LineChart({
  title,
  note,
  xLabels,
  series,
  formatValue,
  formatAxis,
  labels,
  testId,
}: {
  title: string;
  note?: ReactNode;
  /** The x axis's points, as text ("0", "1"…): every series has one value per point. */
  xLabels: readonly string[];
  series: readonly LineSeries[];
  formatValue: (value: number) => string;
  formatAxis: (value: number) => string;
  labels: LineChartLabels;
  testId?: string;
}) {
  const rtl = directionOf(useLanguage()) === "rtl";
  const max = niceMax(Math.max(0, ...series.flatMap((line) => line.values)));
  const plotStart = PAD.axis;
  const plotEnd = WIDTH - PAD.end;
  const steps = Math.max(1, xLabels.length - 1);
  // Distance from the inline start, then mirrored for right-to-left.
  const x = (index: number) => {
    const along = plotStart + ((plotEnd - plotStart) * index) / steps;
    return rtl ? WIDTH - along : along;
  };
  const y = (value: number) => PAD.top + (HEIGHT - PAD.top - PAD.bottom) * (1 - (max > 0 ? value / max : 0));
  const axisX = rtl ? WIDTH - plotStart + 8 : plotStart - 8;
  const ticks = Array.from({ length: TICKS + 1 }, (_, index) => (max * index) / TICKS);

  return (
    <ChartFigure
      title={title}
      note={note}
      showTable={labels.show}
      testId={testId}
      tableHead={
        <>
          <th scope="col" className={TABLE_HEAD_START}>
            {labels.x}
          </th>
          {series.map((line) => (
            <th key={line.key} scope="col" className={TABLE_HEAD_END}>
              {line.label}
            </th>
          ))}
        </>
      }
      tableBody={xLabels.map((label, point) => (
        <tr key={label} className={TABLE_ROW}>
          <th scope="row" className={TABLE_ROW_HEAD}>
            {label}
          </th>
          {series.map((line) => (
            <td key={line.key} className={TABLE_CELL}>
              {formatValue(line.values[point] ?? 0)}
            </td>
          ))}
        </tr>
      ))}
    >
      <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-800">
        {series.map((line, index) => (
          <li key={line.key} className="flex items-center gap-2" data-chart-legend={line.key}>
            <svg aria-hidden="true" width="28" height="10" className={STROKES[line.tone]}>
              <line x1="1" y1="5" x2="27" y2="5" strokeWidth="3" strokeDasharray={DASHES[index]} />
            </svg>
            {line.label}
          </li>
        ))}
      </ul>
      <svg
        aria-hidden="true"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        // Positions and anchors below are physical (mirrored by hand for right-to-left), so the SVG's own text
        // direction must not flip `start` and `end` again.
        direction="ltr"
        className="mt-4 block h-auto w-full max-w-xl"
        data-chart-lines
      >
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={x(0)}
              x2={x(steps)}
              y1={y(tick)}
              y2={y(tick)}
              className="stroke-slate-200"
              strokeWidth="1"
            />
            <text
              x={axisX}
              y={y(tick)}
              dominantBaseline="middle"
              textAnchor={rtl ? "start" : "end"}
              className="fill-slate-600 text-[15px]"
            >
              {formatAxis(tick)}
            </text>
          </g>
        ))}
        {xLabels.map((label, index) => (
          <text
            key={label}
            x={x(index)}
            y={HEIGHT - PAD.bottom + 24}
            textAnchor="middle"
            className="fill-slate-600 text-[15px]"
          >
            {label}
          </text>
        ))}
        {series.map((line, index) => (
          <g key={line.key} className={STROKES[line.tone]} data-chart-line={line.key}>
            <polyline
              fill="none"
              strokeWidth="2.5"
              strokeLinejoin="round"
              strokeDasharray={DASHES[index]}
              points={line.values.map((value, point) => `${x(point)},${y(value)}`).join(" ")}
            />
            {line.values.map((value, point) => (
              <circle
                key={xLabels[point]}
                cx={x(point)}
                cy={y(value)}
                r="3"
                className="stroke-white"
                strokeWidth="1"
              />
            ))}
          </g>
        ))}
      </svg>
    </ChartFigure>
  );
}

/** A round top for the value axis: 1, 2, 4, 6 or 8 times a power of ten at or above `value`, so quarters are round. */
function niceMax(value: number): number {
  if (value <= 0) return 0;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 4, 6, 8, 10].find((factor) => factor * power >= value)!;
  return step * power;
}
