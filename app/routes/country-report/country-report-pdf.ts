import { reportPdf } from "#app/routes/country-report/country-report.server.ts";
import type { Route } from "./+types/country-report-pdf";

/**
 * `/regions/country-report/<slug>/pdf?type=…` ('Export PDF', spec 001 §2.11): the report of that type as a PDF in
 * the URL's language (`/ar/…` is Arabic), named `<country>-<type>-report.pdf`; an unknown country answers 404, an
 * unknown type is the comprehensive report. A report not yet cached is rendered within a per-IP limit (429) and a
 * bounded queue (503), both with Retry-After.
 */
export function loader({ request, params, context }: Route.LoaderArgs) {
  return reportPdf(request, params, context);
}
