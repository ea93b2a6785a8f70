import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { DashboardFilters, type FilterField } from "#app/components/dashboards/dashboard-filters.tsx";
import { InfoNote } from "#app/components/dashboards/info-note.tsx";
import { PageMeta } from "#app/components/shell/page-meta.tsx";
import { PageHero } from "#app/components/ui/sections.tsx";
import { SAMPLE_FIGURE_PAGES } from "#app/content/dashboards.ts";

/**
 * The dashboards, by the key of their texts in the `dashboards` namespace: each page's path (without language
 * prefix), the page its way back leads to, and the rule that stands under its selectors, if any. Whether its figures
 * are samples is `SAMPLE_FIGURE_PAGES` (the chamber's and the impact programme's are illustrations, not published
 * results: the page says so in one line, decision 063).
 */
const DASHBOARDS = {
  centralReporting: {
    path: "/regions/central-reporting",
    back: "/regions",
    rule: "centralReporting.rule",
  },
  aacciDashboard: {
    path: "/regions/aacci-dashboard",
    back: "/regions/central-reporting",
    rule: null,
  },
  tech4humanityDashboard: {
    path: "/regions/tech4humanity-dashboard",
    back: "/regions/central-reporting",
    rule: "tech4humanityDashboard.rule",
  },
} as const;

export type DashboardPage = keyof typeof DASHBOARDS;

/**
 * A dashboard's head (decision 022): its meta, the way back, its `h1` and lead, and its selectors in the URL under
 * `anchor` (where a submission without JavaScript lands), with the dashboard's `rule` under them when it has one
 * and the sample-figures line when its figures are samples; `children` follow (headline figures). The texts are the
 * page's `metaTitle`, `metaDescription`, `back`, `title`, `lead`, `filters.label` and `rule` in the `dashboards`
 * namespace, and `sample.note`.
 */
export function DashboardHero({
  page,
  anchor,
  fields,
  children,
}: {
  page: DashboardPage;
  anchor: string;
  fields: readonly FilterField[];
  children?: ReactNode;
}) {
  const { t } = useTranslation("dashboards");
  const { path, back, rule } = DASHBOARDS[page];
  const sample = SAMPLE_FIGURE_PAGES.includes(path);
  return (
    <>
      <PageMeta title={t(`${page}.metaTitle`)} description={t(`${page}.metaDescription`)} />
      <PageHero
        back={{ to: back, label: t(`${page}.back`) }}
        title={t(`${page}.title`)}
        lead={t(`${page}.lead`)}
      >
        <div className="mt-8" id={anchor}>
          <DashboardFilters path={path} label={t(`${page}.filters.label`)} fields={fields} anchor={anchor} />
          {rule && (
            <InfoNote className="mt-4 max-w-4xl" testId="dashboard-rule">
              {t(rule)}
            </InfoNote>
          )}
          {sample && (
            <InfoNote className="mt-3 max-w-4xl font-medium" testId="sample-figures">
              {t("sample.note")}
            </InfoNote>
          )}
        </div>
        {children}
      </PageHero>
    </>
  );
}
