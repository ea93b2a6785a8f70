/**
 * Headline figures on a dark band: a big value over its label. Unlike the site's `StatsBand`, values may be long
 * words in some languages ("3.8 ترليون US$"), so the band takes one column on the narrowest phones and lets a
 * value wrap rather than push the page sideways.
 */
export function FigureBand({
  figures,
  testId,
}: {
  figures: readonly { id: string; value: string; label: string }[];
  testId?: string;
}) {
  return (
    <dl
      data-testid={testId}
      className="grid grid-cols-1 gap-6 rounded-xl bg-brand-900 p-6 text-white min-[420px]:grid-cols-2 sm:p-8 lg:grid-cols-4"
    >
      {figures.map((figure) => (
        <div key={figure.id} className="flex min-w-0 flex-col-reverse gap-1">
          <dt className="text-sm text-brand-100">{figure.label}</dt>
          <dd className="break-words text-2xl font-bold tabular-nums sm:text-3xl">{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
