import type { ReactNode } from "react";

/** Card widths on wide screens by columns (gap 1rem): the last row, when not full, is centred. */
const WIDE_COLUMNS: Record<number, string> = {
  1: "",
  2: "",
  3: "lg:[&>*]:w-[calc((100%-2rem)/3)]",
  4: "lg:[&>*]:w-[calc((100%-3rem)/4)]",
  5: "lg:[&>*]:w-[calc((100%-3rem)/4)] xl:[&>*]:w-[calc((100%-4rem)/5)]",
};

/** Up to five side by side; more in the fewest rows of nearly equal length (seven: four, then three). */
const columnsFor = (count: number) => (count <= 5 ? count : Math.min(5, Math.ceil(count / 2)));

/**
 * A dashboard's key figures: cards, each a big value over its label and an optional note; two per row on small
 * phones, then rows that leave no orphan cell (design system, space and grid).
 */
export function SummaryCards({
  cards,
  testId,
}: {
  cards: readonly { id: string; label: ReactNode; value: ReactNode; note?: ReactNode }[];
  testId?: string;
}) {
  return (
    <dl
      data-testid={testId}
      className={`flex flex-wrap justify-center gap-4 [&>*]:w-full min-[420px]:[&>*]:w-[calc((100%-1rem)/2)] ${WIDE_COLUMNS[columnsFor(cards.length)]}`}
    >
      {cards.map((card) => (
        <div
          key={card.id}
          data-card={card.id}
          className="flex flex-col-reverse justify-end gap-1 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
        >
          <dt className="text-sm font-medium text-slate-600">
            {card.label}
            {card.note && (
              <>
                {" "}
                <span className="mt-1 block text-xs font-normal text-slate-500">{card.note}</span>
              </>
            )}
          </dt>
          <dd className="text-2xl font-bold tabular-nums text-slate-900 sm:text-3xl">{card.value}</dd>
        </div>
      ))}
    </dl>
  );
}
