import { ArrowRight, BarChart3, Building2, HeartHandshake, Map as MapIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { LocalizedLink } from "#app/components/language.tsx";
import { useSampleContent } from "#app/components/shell/root-data.ts";
import { IconBadge } from "#app/components/ui/sections.tsx";
import { SAMPLE_FIGURE_PAGES } from "#app/content/dashboards.ts";

/**
 * The tiles the dashboards link to each other and to the hub with: pages that exist only. The spec's Advanced
 * Analytics (Coming Soon) and Global Insights (Beta Access) tiles are not shown: no dead tiles (decision 063).
 */
const TILES = {
  hub: { to: "/regions/middle-east", Icon: MapIcon },
  central: { to: "/regions/central-reporting", Icon: BarChart3 },
  aacci: { to: "/regions/aacci-dashboard", Icon: Building2 },
  tech4humanity: { to: "/regions/tech4humanity-dashboard", Icon: HeartHandshake },
} as const;

export type DashboardTile = keyof typeof TILES;

/** Tiles to the other dashboards and the hub (spec 001 §2.8, §2.10): each one link named by its title. */
/** Columns that leave no orphan cell: two tiles side by side, three in one row from medium screens. */
const COLUMNS = (count: number) => (count % 3 === 0 ? "md:grid-cols-3" : "sm:grid-cols-2");

export function DashboardTiles({ tiles }: { tiles: readonly DashboardTile[] }) {
  const { t } = useTranslation("dashboards");
  // The sample-figure dashboards exist while the sample content is shown (decision 080).
  const samples = useSampleContent();
  const shown = tiles.filter((id) => samples || !SAMPLE_FIGURE_PAGES.includes(TILES[id].to));
  return (
    <ul className={`grid grid-cols-1 gap-4 ${COLUMNS(shown.length)}`}>
      {shown.map((id) => {
        const { to, Icon } = TILES[id];
        return (
          <li key={id} data-tile={id} className="flex">
            <LocalizedLink
              to={to}
              className="group flex w-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-700 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              <IconBadge>
                <Icon className="size-5" />
              </IconBadge>
              <span className="mt-4 block text-lg font-semibold text-slate-900">
                {t(`dashboardTiles.${id}.title`)}
              </span>
              <span className="mt-1 block flex-1 text-slate-600">{t(`dashboardTiles.${id}.text`)}</span>
              <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 group-hover:underline">
                {t("dashboardTiles.open")}
                <ArrowRight aria-hidden className="size-4 shrink-0 rtl:-scale-x-100" />
              </span>
            </LocalizedLink>
          </li>
        );
      })}
    </ul>
  );
}
