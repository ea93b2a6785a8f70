import { type ReactNode, useId } from "react";

/** What a chart's table alternative says: its disclosure's label and its column headers. */
export type ChartTableLabels = { show: string; item: string; value: string; share?: string };

/**
 * One row of a chart: its key, name, value, and the value as text in the page's language; `exact`, the value in
 * full for the table when `text` is a short form ("A$8.4B" by the bar, "A$8,350,000,000" in the table).
 */
export type ChartRow = { key: string; label: string; value: number; text: string; exact?: string };

/**
 * A chart's figure: a `figure` named by its title (the `figcaption`), an optional line on how to read it, the
 * picture, and the same figures as a real table (caption and headers, given as its head and body rows) in a
 * `details`, for screen-reader table navigation, copying, or a plainer view. The table scrolls sideways on
 * narrow screens, so its box is reachable by keyboard.
 */
export function ChartFigure({
  title,
  note,
  showTable,
  tableHead,
  tableBody,
  children,
  testId,
}: {
  title: string;
  note?: ReactNode;
  /** The label of the disclosure that shows the table. */
  showTable: string;
  tableHead: ReactNode;
  tableBody: ReactNode;
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
          {showTable}
        </summary>
        <section
          aria-label={title}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable by keyboard (WCAG 2.1.1)
          tabIndex={0}
          className="mt-3 overflow-x-auto focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          <table className="w-full border-collapse text-sm" data-chart-table>
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr className="border-b border-slate-200">{tableHead}</tr>
            </thead>
            <tbody>{tableBody}</tbody>
          </table>
        </section>
      </details>
    </figure>
  );
}

/** Column header and cell classes of chart tables: the first column names the row, the others hold figures. */
export const TABLE_HEAD_START = "py-2 pe-3 text-start font-semibold text-slate-700";
export const TABLE_HEAD_END = "py-2 pe-3 text-end font-semibold text-slate-700";
export const TABLE_ROW = "border-b border-slate-100 last:border-0";
export const TABLE_ROW_HEAD = "py-2 pe-3 text-start font-normal text-slate-800";
export const TABLE_CELL = "whitespace-nowrap py-2 pe-3 text-end tabular-nums text-slate-900";

/** A chart of one value per row (bars, shares): the figure with a table of each row's value (and share). */
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
  const withShares = shares && labels.share;
  return (
    <ChartFigure
      title={title}
      note={note}
      showTable={labels.show}
      testId={testId}
      tableHead={
        <>
          <th scope="col" className={TABLE_HEAD_START}>
            {labels.item}
          </th>
          <th scope="col" className={TABLE_HEAD_END}>
            {labels.value}
          </th>
          {withShares && (
            <th scope="col" className={TABLE_HEAD_END}>
              {labels.share}
            </th>
          )}
        </>
      }
      tableBody={rows.map((row, index) => (
        <tr key={row.key} className={TABLE_ROW}>
          <th scope="row" className={TABLE_ROW_HEAD}>
            {row.label}
          </th>
          <td className={TABLE_CELL}>{row.exact ?? row.text}</td>
          {withShares && <td className={TABLE_CELL}>{shares[index]}</td>}
        </tr>
      ))}
    >
      {children}
    </ChartFigure>
  );
}
