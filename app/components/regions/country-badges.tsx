import { CircleCheck, MessageCircle, Network } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { CountryStatus } from "#app/content/countries.ts";

/**
 * The service we offer in a market (its `status`, decision 063): local partners in place, a partner network
 * growing, or advice on request. It describes us, not the country, so every value has the same neutral look; only
 * the icon and the words differ. Priority is never shown.
 */
const SERVICE_ICONS = {
  active: CircleCheck,
  developing: Network,
  monitoring: MessageCircle,
} as const satisfies Record<CountryStatus, unknown>;

export function ServiceBadge({ status }: { status: CountryStatus }) {
  const { t } = useTranslation("regions");
  const Icon = SERVICE_ICONS[status];
  return (
    <span
      data-service={status}
      className="inline-flex items-center gap-1.5 rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-800 ring-1 ring-inset ring-slate-300"
    >
      <Icon aria-hidden className="size-3.5 shrink-0 text-brand-700" />
      {t(`status.${status}`)}
    </span>
  );
}
