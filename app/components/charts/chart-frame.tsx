import { type ReactNode, useId } from "react";

/** What a chart's table alternative says: its disclosure's label and its column headers. */
export type ChartTableLabels = { show: string; item: string; value: string; share?: string };

/** One row of a chart: its key, name, value, and the value as text in the page's language. */
export type ChartRow = { key: string; label: string; value: number; text: string };

/**
 * A chart's frame: a `figure` named by its title (the `figcaption`), an optional line on how to read it, the
 * picture (bars with their values as text), and the same figures as a real table (caption and headers) in a
 * `details` for screen-reader table navigation, copying, or a plainer view.
 */
export function ChartFrame({
  title,
  note,
  rows,
  shares,
  labels,
  children,
  testId,
}: {
  title: string;
  note?: ReactNode;
  rows: readonly ChartRow[];
  /** Each row's share of the whole as text ("27%"), when the chart shows shares. */
  shares?: readonly string[];
  labels: ChartTableLabels;
  children: ReactNode;
  testId?: string;
}) {
  const titleId = useId();
  return (
    <figure
      aria-labelledby={titleId}
      data-testid={testId}
      className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <figcaption id={titleId} className="text-lg font-semibold text-slate-900">
        {title}
      </figcaption>
      {note && <p className="mt-1 text-sm text-slate-600">{note}</p>}
      <div className="mt-5 flex-1">{children}</div>
      <details className="group mt-5 border-t border-slate-100 pt-3">
        <summary className="cursor-pointer text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700">
          {labels.show}
        </summary>
        <div className="mt-3 overflow-x-auto">
          <table className="w-full border-collapse text-sm">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr className="border-b border-slate-200">
                <th scope="col" className="py-2 pe-3 text-start font-semibold text-slate-700">
                  {labels.item}
                </th>
                <th scope="col" className="py-2 pe-3 text-end font-semibold text-slate-700">
                  {labels.value}
                </th>
                {shares && labels.share && (
                  <th scope="col" className="py-2 text-end font-semibold text-slate-700">
                    {labels.share}
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                <tr key={row.key} className="border-b border-slate-100 last:border-0">
                  <th scope="row" className="py-2 pe-3 text-start font-normal text-slate-800">
                    {row.label}
                  </th>
                  <td className="py-2 pe-3 text-end tabular-nums text-slate-900">{row.text}</td>
                  {shares && labels.share && (
                    <td className="py-2 text-end tabular-nums text-slate-900">{shares[index]}</td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
