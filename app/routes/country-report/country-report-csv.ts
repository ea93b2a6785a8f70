import { reportCsv } from "#app/routes/country-report/country-report.server.ts";
import type { Route } from "./+types/country-report-csv";

/**
 * `/regions/country-report/<slug>/csv` ('Export Data', spec 001 §2.11): the report's figures as CSV, headers in
 * the URL's language, named `<country>-report.csv`; an unknown country answers 404.
 */
export function loader({ request, params }: Route.LoaderArgs) {
  return reportCsv(request, params);
}
