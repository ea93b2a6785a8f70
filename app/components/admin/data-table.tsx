import type { ReactNode } from "react";

export type Column<Row> = {
  /** The column's header text. */
  header: string;
  /** Its header is read by screen readers only (a column of checkboxes whose purpose the page shows nearby). */
  headerHidden?: boolean;
  cell: (row: Row) => ReactNode;
  /** Numbers and amounts: aligned to the end. */
  numeric?: boolean;
};

/**
 * A back-office list as a table: a caption for screen readers, one header row, `empty` when there are no rows.
 * Wide tables scroll sideways inside their own box (focusable, so by keyboard too), so the page never does.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
}: {
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  empty: string;
}) {
  if (rows.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-600">
        {empty}
      </p>
    );
  }
  return (
    // Focusable and named, so a keyboard can scroll a table wider than the screen (axe: scrollable-region-focusable);
    // positioned, so screen-reader-only text in its cells scrolls and clips with it instead of widening the page.
    <section
      aria-label={caption}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must take focus to be scrolled by keyboard
      tabIndex={0}
      className="relative overflow-x-auto rounded-lg border border-slate-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
    >
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50">
          <tr>
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                className={`px-3 py-2 font-semibold whitespace-nowrap text-slate-700 ${column.numeric ? "text-end" : "text-start"}`}
              >
                {column.headerHidden ? <span className="sr-only">{column.header}</span> : column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 bg-white">
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td
                  key={column.header}
                  className={`px-3 py-2 align-top text-slate-800 ${column.numeric ? "text-end tabular-nums" : "text-start"}`}
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
