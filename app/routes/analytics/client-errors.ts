import { ClientErrorSchema } from "#app/domain/analytics/analytics-events.ts";
import { logClientError } from "#app/server/analytics/client-errors.server.ts";
import { noContent, receiveReport } from "#app/server/analytics/report-endpoint.server.ts";
import type { Route } from "./+types/client-errors";

/**
 * `POST /api/client-errors` (spec 000 §8 'unhandled window errors'): one error a visitor's browser did not handle,
 * written to the server log at warn level. Refused: another site (403), more than 10 a minute from one address
 * (429, Retry-After), too large (413), not a report (400).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const report = await receiveReport(request, context, "clientErrorsPerIp");
  if (!report.ok) return report.response;
  const error = ClientErrorSchema.safeParse(report.body);
  if (!error.success) return new Response(null, { status: 400 });
  logClientError(error.data, request.headers.get("user-agent"));
  return noContent();
}

/** A GET is answered, not rendered: the endpoint takes POSTs only. */
export function loader() {
  return new Response(null, { status: 405, headers: { Allow: "POST" } });
}
