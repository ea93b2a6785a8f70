import { analyticsPath } from "#app/domain/analytics/analytics.ts";
import { CLIENT_ERROR_LIMITS, type ClientError } from "#app/domain/analytics/analytics-events.ts";
import { logger } from "#app/server/logger.server.ts";

/**
 * An unhandled error in a visitor's browser (spec 000 §8), written to the server log at warn level: what failed
 * and where (message, script, line, the page's path without query or identifiers) and the browser (user agent),
 * each cut to a length; no address, cookie or query string.
 */
export function logClientError(report: ClientError, userAgent: string | null) {
  logger.warn(
    {
      clientError: {
        kind: report.kind,
        message: report.message,
        source: report.source,
        line: report.line,
        column: report.column,
        path: analyticsPath(report.path),
        userAgent: (userAgent ?? "").slice(0, CLIENT_ERROR_LIMITS.userAgent),
      },
    },
    "browser error",
  );
}
