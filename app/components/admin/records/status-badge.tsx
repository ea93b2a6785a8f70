import type { ReactNode } from "react";

const TONES = {
  good: "bg-green-50 text-green-800 ring-green-600/30",
  waiting: "bg-amber-50 text-amber-900 ring-amber-600/30",
  bad: "bg-red-50 text-red-800 ring-red-600/30",
  quiet: "bg-slate-100 text-slate-700 ring-slate-500/30",
} as const;
export type BadgeTone = keyof typeof TONES;

/** A row's state in a list, as a small coloured label (its text says it; the colour only helps). */
export function StatusBadge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${TONES[tone]}`}
    >
      {children}
    </span>
  );
}
