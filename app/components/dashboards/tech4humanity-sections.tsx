import { Building, Cpu, GraduationCap, HeartPulse, type LucideIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { BarChart } from "#app/components/charts/bar-chart.tsx";
import { useDashboardFormat } from "#app/components/dashboards/use-dashboard-format.ts";
import { CardLink, Section } from "#app/components/ui/sections.tsx";
import type { ImpactArea, ImpactCategory, SuccessStory } from "#app/content/dashboards.ts";

// The Tech4Humanity dashboard's sections (/regions/tech4humanity-dashboard, spec 001 §2.10), below its totals.

const CATEGORY_ICONS: Record<ImpactCategory, LucideIcon> = {
  digital: Cpu,
  health: HeartPulse,
  education: GraduationCap,
  cities: Building,
};

/** The impact areas shown: a chart of people reached beside a card per area. */
export function ImpactAreas({ areas }: { areas: readonly ImpactArea[] }) {
  const { t } = useTranslation("dashboards");
  const format = useDashboardFormat();
  return (
    <Section id="areas" tone="muted" title={t("tech4humanityDashboard.areas.title")}>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[2fr_3fr]">
        <BarChart
          title={t("tech4humanityDashboard.chart.title")}
          note={t("tech4humanityDashboard.chart.note")}
          testId="chart-people-reached"
          tone="violet"
          rows={areas.map((area) => ({
            key: area.id,
            label: t(`tech4humanityDashboard.areas.${area.id}.title`),
            value: area.peopleReached,
            text: format.people(area.peopleReached),
          }))}
          labels={format.tableLabels(
            t("tech4humanityDashboard.chart.item"),
            t("tech4humanityDashboard.chart.value"),
          )}
        />
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2" data-testid="impact-areas">
          {areas.map((area) => {
            const Icon = CATEGORY_ICONS[area.category];
            return (
              <li key={area.id} className="flex flex-col rounded-xl border border-slate-200 bg-white p-5">
                <span className="inline-flex items-center gap-2 text-xs font-semibold uppercase tracking-wide text-brand-700">
                  <Icon aria-hidden className="size-4" />
                  {t(`tech4humanityDashboard.categories.${area.category}`)}
                </span>
                <h3 className="mt-2 text-lg font-semibold text-slate-900">
                  {t(`tech4humanityDashboard.areas.${area.id}.title`)}
                </h3>
                <p className="mt-1 flex-1 text-sm text-slate-600">
                  {t(`tech4humanityDashboard.areas.${area.id}.text`)}
                </p>
                <dl className="mt-4 grid grid-cols-3 gap-2 text-center">
                  <div className="flex flex-col-reverse">
                    <dt className="text-xs text-slate-600">{t("tech4humanityDashboard.areas.people")}</dt>
                    <dd className="font-bold tabular-nums text-slate-900">
                      {format.people(area.peopleReached)}
                    </dd>
                  </div>
                  <div className="flex flex-col-reverse">
                    <dt className="text-xs text-slate-600">{t("tech4humanityDashboard.areas.projects")}</dt>
                    <dd className="font-bold tabular-nums text-slate-900">{format.count(area.projects)}</dd>
                  </div>
                  <div className="flex flex-col-reverse">
                    <dt className="text-xs text-slate-600">{t("tech4humanityDashboard.areas.countries")}</dt>
                    <dd className="font-bold tabular-nums text-slate-900">{format.count(area.countries)}</dd>
                  </div>
                </dl>
              </li>
            );
          })}
        </ul>
      </div>
    </Section>
  );
}

/** The success stories shown, each linking to its country page. */
export function SuccessStories({ stories }: { stories: readonly SuccessStory[] }) {
  const { t } = useTranslation("dashboards");
  const format = useDashboardFormat();
  return (
    <Section id="stories" title={t("tech4humanityDashboard.stories.title")}>
      <ul className="grid grid-cols-1 gap-6 md:grid-cols-2" data-testid="success-stories">
        {stories.map((story) => {
          const country = format.country(story.country);
          const result =
            story.result.unit === "percent"
              ? format.percent(story.result.value)
              : format.count(story.result.value);
          return (
            <li
              key={story.id}
              className="flex flex-col rounded-xl border-s-4 border-brand-700 bg-white p-6 shadow-sm ring-1 ring-slate-200"
            >
              <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">
                {t(`tech4humanityDashboard.categories.${story.category}`)}
                {" · "}
                {t("tech4humanityDashboard.stories.where", { country, year: String(story.year) })}
              </p>
              <h3 className="mt-2 text-xl font-semibold text-slate-900">
                {t(`tech4humanityDashboard.stories.${story.id}.title`)}
              </h3>
              <p className="mt-2 flex-1 text-slate-600">
                {t(`tech4humanityDashboard.stories.${story.id}.text`)}
              </p>
              <p className="mt-4 text-lg font-bold text-brand-800">
                {t(`tech4humanityDashboard.stories.${story.id}.result`, { value: result })}
              </p>
              <CardLink to={`/regions/middle-east/${story.country}`}>
                {t("tech4humanityDashboard.stories.country", { country })}
              </CardLink>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
