import { countedCampaign, EventBatchSchema } from "#app/domain/analytics/analytics-events.ts";
import { countEvents, utcDay } from "#app/server/analytics/events.server.ts";
import { noContent, receiveReport } from "#app/server/analytics/report-endpoint.server.ts";
import { utmFromRequest } from "#app/server/http/attribution.server.ts";
import type { Route } from "./+types/analytics-events";

/**
 * `POST /api/events` (decision 031): the browser's batched analytics events, counted per day in `analytics_events`
 * under their name, path and language and the campaign of the visitor's landing URL (read from the attribution
 * cookie the server set). No cookie is set, nothing identifying is kept. Refused: another site (403), too many
 * from one address (429, Retry-After), too large (413), not one of our events, paths or languages (400).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const report = await receiveReport(request, context, "analyticsPerIp");
  if (!report.ok) return report.response;
  const batch = EventBatchSchema.safeParse(report.body);
  if (!batch.success) return new Response(null, { status: 400 });
  await countEvents(batch.data.events, countedCampaign(utmFromRequest(request).utm_campaign), utcDay());
  return noContent();
}

/** A GET is answered, not rendered: the endpoint takes POSTs only. */
export function loader() {
  return new Response(null, { status: 405, headers: { Allow: "POST" } });
}
