import { useTranslation } from "react-i18next";
import { radioFilter } from "#app/components/dashboards/dashboard-filters.tsx";
import { DashboardHero } from "#app/components/dashboards/dashboard-hero.tsx";
import { DashboardTiles } from "#app/components/dashboards/dashboard-tiles.tsx";
import { MetricCards } from "#app/components/dashboards/metric-cards.tsx";
import { ImpactAreas, SuccessStories } from "#app/components/dashboards/tech4humanity-sections.tsx";
import { useDashboardFormat } from "#app/components/dashboards/use-dashboard-format.ts";
import { Section } from "#app/components/ui/sections.tsx";
import { IMPACT_FILTERS } from "#app/content/dashboards.ts";
import { i18nHandle } from "#app/i18n/route-namespaces.ts";
import { tech4humanityData } from "#app/routes/dashboards/tech4humanity-dashboard.server.ts";
import { requireSampleContent } from "#app/server/db/seed/sample-content.server.ts";
import type { Route } from "./+types/tech4humanity-dashboard";

export const handle = i18nHandle("dashboards", "regions");

/** The impact dashboard for the URL's `?category=`; an unknown category shows the whole programme. */
/** Sample figures only (decision 080): the page exists while the sample content is shown. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireSampleContent();
  return tech4humanityData(request);
}

const FILTERS_ANCHOR = "impact";

/**
 * /regions/tech4humanity-dashboard (spec 001 §2.10): the impact-category selector (in the URL), the programme's
 * totals, its six impact areas with a chart of people reached, four success stories, and tiles to the other
 * dashboards and the hub. A category shows only its own areas, chart rows and stories.
 */
export default function Tech4HumanityDashboard({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("dashboards");
  const format = useDashboardFormat();
  const { category, areas, stories, totals, totalAreas } = loaderData;
  const categoryName = t(`tech4humanityDashboard.categories.${category}`);

  return (
    <>
      <DashboardHero
        page="tech4humanityDashboard"
        anchor={FILTERS_ANCHOR}
        fields={[
          radioFilter(
            "category",
            t("tech4humanityDashboard.filters.category"),
            category,
            IMPACT_FILTERS,
            (value) => t(`tech4humanityDashboard.categories.${value}`),
          ),
        ]}
      />

      <Section
        id="impact-summary"
        title={t("tech4humanityDashboard.summary.title", { category: categoryName })}
      >
        <MetricCards
          testId="impact-totals"
          label={(id) => t(`tech4humanityDashboard.summary.${id}`)}
          metrics={[
            { id: "peopleReached", value: format.people(totals.peopleReached) },
            { id: "projects", value: format.count(totals.projects) },
            {
              id: "areas",
              value: t("tech4humanityDashboard.summary.areasOf", {
                shown: format.count(totals.areas),
                total: format.count(totalAreas),
              }),
            },
          ]}
        />
      </Section>

      <ImpactAreas areas={areas} />

      <SuccessStories stories={stories} />

      <Section id="explore" tone="muted" title={t("tech4humanityDashboard.explore")}>
        <DashboardTiles tiles={["central", "aacci", "hub"]} />
      </Section>
    </>
  );
}
