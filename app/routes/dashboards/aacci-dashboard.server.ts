/** What /regions/aacci-dashboard reads on the server: the period in its URL, its figures and the top six. */
import { COUNTRIES } from "#app/content/countries.ts";
import { CHAMBER_FIGURES, chamberPeriodOf, FOCUS_AREAS } from "#app/content/dashboards.ts";
import { REGION_FIGURES } from "#app/content/regions.ts";
import { PARTNERSHIP_EXCLUDED_CODES, topPartnerships } from "#app/domain/dashboards/regional-dashboard.ts";

/**
 * The chamber dashboard for the URL's `?period=` (an unknown value shows the default, 2024 YTD): the markets it
 * covers (the spec's 450M people and $3.8T combined GDP), the period's results and focus-area progress, and the
 * top six partnerships (decision 022: Israel, Cyprus and Turkey excluded; priority, then GDP).
 */
export function aacciDashboardData(request: Request) {
  const period = chamberPeriodOf(new URL(request.url).searchParams.get("period"));
  const figures = CHAMBER_FIGURES[period];
  return {
    period,
    reach: {
      people: REGION_FIGURES.people,
      combinedGdpUsd: REGION_FIGURES.combinedGdpUsd,
      markets: COUNTRIES.filter((country) => !PARTNERSHIP_EXCLUDED_CODES.includes(country.code)).length,
    },
    figures: {
      projects: figures.projects,
      programs: figures.programs,
      entryRatePercent: figures.entryRatePercent,
      memberCompanies: figures.memberCompanies,
      tradeDelegations: figures.tradeDelegations,
      businessMatches: figures.businessMatches,
      facilitatedTradeUsd: figures.facilitatedTradeUsd,
    },
    focus: FOCUS_AREAS.map((area) => ({ key: area, value: figures.focusProgressPercent[area] })),
    partnerships: topPartnerships(COUNTRIES).map((country) => ({
      slug: country.slug,
      code: country.code,
      priority: country.priority,
      status: country.status,
      gdpUsd: country.gdpUsd,
      sectors: country.opportunities.slice(0, 2),
    })),
  };
}
