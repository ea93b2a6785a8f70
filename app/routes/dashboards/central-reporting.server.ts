/** What /regions/central-reporting reads on the server: the query in its URL and the report for today. */
import { COUNTRIES } from "#app/content/countries.ts";
import { centralQueryFrom, centralReport } from "#app/domain/dashboards/regional-dashboard.ts";
import { dateTimeFormat } from "#app/domain/intl-format.ts";
import { languageFromPath } from "#app/domain/languages.ts";

/**
 * The dashboard for the URL's `?range=&metric=` (unknown values fall back to the defaults) on `now`, with the
 * year-to-date period's dates in the page's language ("January 1 – November 25, 2026"). Computed here, so the
 * page and its hydration show the server's day and the server's date formatting.
 */
export function centralReportingData(request: Request, now = new Date()) {
  const url = new URL(request.url);
  const report = centralReport(COUNTRIES, centralQueryFrom(url.searchParams), now);
  const end = new Date(`${report.asOf}T00:00:00Z`);
  const start = new Date(Date.UTC(end.getUTCFullYear(), 0, 1));
  const periodDates = dateTimeFormat(languageFromPath(url.pathname), {
    dateStyle: "long",
    timeZone: "UTC",
    numberingSystem: "latn",
  }).formatRange(start, end);
  return { ...report, periodDates };
}
