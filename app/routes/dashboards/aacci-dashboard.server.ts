/** What /regions/aacci-dashboard reads on the server: the period in its URL, its figures and the top six. */
import { COUNTRIES } from "#app/content/countries.ts";
import { CHAMBER_FIGURES, chamberPeriodOf, FOCUS_AREAS } from "#app/content/dashboards.ts";
import { REGION_FIGURES } from "#app/content/regions.ts";
import { chamberPeriodDates } from "#app/domain/dashboards/chamber-periods.ts";
import { PARTNERSHIP_EXCLUDED_CODES, topPartnerships } from "#app/domain/dashboards/regional-dashboard.ts";

/**
 * The chamber dashboard for the URL's `?period=` on `now` (an unknown value shows the latest period, the year to
 * date): every period's calendar dates for the selector (decision 063: dated from today, computed here so the page
 * and its hydration agree), the markets it covers (the spec's 450M people and $3.8T combined GDP), the period's
 * sample results and focus-area progress, and the top six partnerships (decision 022: Israel, Cyprus and Türkiye
 * excluded; decision 063: market potential, then GDP).
 */
export function aacciDashboardData(request: Request, now = new Date()) {
  const period = chamberPeriodOf(new URL(request.url).searchParams.get("period"));
  const figures = CHAMBER_FIGURES[period];
  return {
    period,
    periodDates: chamberPeriodDates(now),
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
      marketPotential: country.marketPotential,
      gdpUsd: country.gdpUsd,
      sectors: country.opportunities.slice(0, 2),
    })),
  };
}
