/**
 * Typography for a long text rendered from Markdown (a legal page, a newsletter issue): headings, paragraphs,
 * lists, links, tables in their scroll boxes.
 */
export const PROSE = [
  "text-slate-700 leading-7",
  "[&_h2]:mt-12 [&_h2]:scroll-mt-24 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-slate-900",
  "[&_h3]:mt-8 [&_h3]:scroll-mt-24 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-slate-900",
  "[&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:ps-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:ps-6",
  "[&_strong]:font-semibold [&_strong]:text-slate-900 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline",
  "[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_code]:py-0.5 [&_code]:text-sm [&_code]:text-slate-900",
  "[&_.table-scroll]:mt-6 [&_.table-scroll]:overflow-x-auto [&_.table-scroll]:rounded-lg [&_.table-scroll]:border [&_.table-scroll]:border-slate-200",
  "[&_.table-scroll:focus-visible]:outline-2 [&_.table-scroll:focus-visible]:outline-brand-700",
  // Each column at least 10rem wide: a two-column table fits a phone, a five-column one scrolls in its box.
  "[&_table]:w-full [&_table]:border-collapse [&_table]:text-sm [&_th]:min-w-40 [&_td]:min-w-40",
  "[&_th]:bg-slate-50 [&_th]:p-3 [&_th]:text-start [&_th]:font-semibold [&_th]:text-slate-900",
  "[&_td]:border-t [&_td]:border-slate-200 [&_td]:p-3 [&_td]:align-top [&_td_code]:whitespace-nowrap",
].join(" ");
