import { CircleCheck, Eye, TrendingUp } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { CountryStatus, Priority } from "#app/content/countries.ts";

/**
 * A country's status (spec 001 §4: colour-coded and capitalised): each colour comes with its word and its own icon,
 * so colour is never the only signal; the dark-on-light pairs pass WCAG AA.
 */
const STATUS_LOOK = {
  active: { className: "bg-emerald-50 text-emerald-900 ring-emerald-700/30", Icon: CircleCheck },
  developing: { className: "bg-amber-50 text-amber-900 ring-amber-700/30", Icon: TrendingUp },
  monitoring: { className: "bg-rose-50 text-rose-900 ring-rose-700/30", Icon: Eye },
} as const satisfies Record<CountryStatus, unknown>;

export function StatusBadge({ status, label }: { status: CountryStatus; label?: string }) {
  const { t } = useTranslation("regions");
  const { className, Icon } = STATUS_LOOK[status];
  return (
    <span
      data-status={status}
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${className}`}
    >
      <Icon aria-hidden className="size-3.5 shrink-0" />
      {label && <span className="sr-only">{label}: </span>}
      {t(`status.${status}`)}
    </span>
  );
}

const PRIORITY_LOOK: Record<Priority, string> = {
  high: "bg-brand-700 text-white ring-brand-700",
  medium: "bg-brand-50 text-brand-800 ring-brand-700/30",
  low: "bg-slate-100 text-slate-700 ring-slate-400/40",
};

/** A country's priority for us ('High priority'): the word says it, the fill only repeats it. */
export function PriorityBadge({ priority }: { priority: Priority }) {
  const { t } = useTranslation("regions");
  return (
    <span
      data-priority={priority}
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${PRIORITY_LOOK[priority]}`}
    >
      {t(`priority.${priority}`)}
    </span>
  );
}
