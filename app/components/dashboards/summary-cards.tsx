import type { ReactNode } from "react";

/** A dashboard's key figures: a grid of cards, each a big value over its label and an optional note. */
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
      className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 lg:grid-cols-4 xl:grid-cols-5"
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
