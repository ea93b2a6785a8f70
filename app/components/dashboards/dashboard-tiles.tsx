import {
  ArrowRight,
  BarChart3,
  Building2,
  Globe2,
  HeartHandshake,
  LineChart,
  Map as MapIcon,
} from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LocalizedLink } from "#app/components/language.tsx";
import { IconBadge } from "#app/components/ui/sections.tsx";

/** The tiles the dashboards link to each other and to the hub with, and the two not open to all yet. */
const TILES = {
  hub: { to: "/regions/middle-east", Icon: MapIcon, badge: null },
  central: { to: "/regions/central-reporting", Icon: BarChart3, badge: null },
  aacci: { to: "/regions/aacci-dashboard", Icon: Building2, badge: null },
  tech4humanity: { to: "/regions/tech4humanity-dashboard", Icon: HeartHandshake, badge: null },
  analytics: { to: null, Icon: LineChart, badge: "comingSoon" },
  insights: { to: "/contact", Icon: Globe2, badge: "betaAccess" },
} as const;

export type DashboardTile = keyof typeof TILES;

/**
 * Tiles to the other dashboards and the hub (spec 001 §2.8, §2.10). A tile that is a page is one link named by its
 * title; Advanced Analytics is labelled Coming Soon and links nowhere; Global Insights is labelled Beta Access and
 * its link asks our team for access.
 */
export function DashboardTiles({ tiles }: { tiles: readonly DashboardTile[] }) {
  const { t } = useTranslation("dashboards");
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {tiles.map((id) => {
        const { to, Icon, badge } = TILES[id];
        const title = t(`dashboardTiles.${id}.title`);
        const body: ReactNode = (
          <>
            <span className="flex items-start justify-between gap-3">
              <IconBadge>
                <Icon className="size-5" />
              </IconBadge>
              {badge && (
                <span
                  className={`rounded-full px-2.5 py-1 text-xs font-semibold ${
                    badge === "comingSoon" ? "bg-slate-200 text-slate-800" : "bg-amber-100 text-amber-900"
                  }`}
                >
                  {t(`dashboardTiles.${badge}`)}
                </span>
              )}
            </span>
            <span className="mt-4 block text-lg font-semibold text-slate-900">{title}</span>
            <span className="mt-1 block text-slate-600">{t(`dashboardTiles.${id}.text`)}</span>
          </>
        );
        return (
          <li key={id} data-tile={id} className="flex">
            {to && !badge ? (
              <LocalizedLink
                to={to}
                className="group flex w-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-700 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
              >
                {body}
                <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 group-hover:underline">
                  {t("dashboardTiles.open")}
                  <ArrowRight aria-hidden className="size-4 shrink-0 rtl:-scale-x-100" />
                </span>
              </LocalizedLink>
            ) : (
              <div className="flex w-full flex-col rounded-xl border border-dashed border-slate-300 bg-slate-50 p-5">
                {body}
                {to && (
                  <LocalizedLink
                    to={to}
                    className="mt-4 inline-flex items-center gap-1 self-start text-sm font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
                  >
                    {t("dashboardTiles.requestAccess", { title })}
                    <ArrowRight aria-hidden className="size-4 shrink-0 rtl:-scale-x-100" />
                  </LocalizedLink>
                )}
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
