import { lookupEmailOf } from "#app/domain/admin/privacy.ts";
import { FIELD_LIMITS } from "#app/domain/form/form-fields.ts";
import { languageFromPath } from "#app/domain/languages.ts";
import { translateDataKey } from "#app/i18n/data-key.ts";
import { serverT } from "#app/i18n/i18n.server.ts";
import { requireAdmin } from "#app/server/account/session.server.ts";
import { auditActor } from "#app/server/admin/audit.server.ts";
import { exportPerson } from "#app/server/admin/privacy.server.ts";
import { consumeRateLimit } from "#app/server/form/rate-limit.server.ts";
import { PRIVATE_CACHE } from "#app/server/http/cache-control.server.ts";
import type { Route } from "./+types/export-json";

/** A refusal the browser shows as it is (a download link opens this URL directly), in the page's language. */
function refusal(message: string, status: number, headers: Record<string, string> = {}) {
  return new Response(message, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": PRIVATE_CACHE, ...headers },
  });
}

/**
 * `/admin/privacy/export.json?email=`: everything held about the address as a JSON download (the right of access
 * and portability), audited as an export and limited per staff account like every back-office export.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = requireAdmin({ request, context });
  const url = new URL(request.url);
  const t = serverT(languageFromPath(url.pathname), "admin-privacy");
  const { email, error } = lookupEmailOf(url.searchParams);
  if (!email) {
    const message = translateDataKey(t, `errors.${error ?? "emailRequired"}`, {
      ns: ["admin-privacy", "forms"],
      max: FIELD_LIMITS.email,
    });
    return refusal(message, 400);
  }
  const limit = await consumeRateLimit("adminExportPerUser", admin.id);
  if (!limit.allowed) {
    return refusal(t("errors.rateLimited"), 429, { "Retry-After": String(limit.retryAfterSeconds) });
  }
  const now = new Date();
  const data = await exportPerson(auditActor(admin, context), email, now);
  return new Response(JSON.stringify(data, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="personal-data-${now.toISOString().slice(0, 10)}.json"`,
      "Cache-Control": PRIVATE_CACHE,
    },
  });
}
