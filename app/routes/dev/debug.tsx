import { useTranslation } from "react-i18next";
import { PageMeta } from "#app/components/shell/page-meta.tsx";
import { directionOf, languageFromPath } from "#app/domain/languages.ts";
import { i18nHandle } from "#app/i18n/route-namespaces.ts";
import { sessionUserOf } from "#app/server/account/session.server.ts";
import { getDatabase } from "#app/server/db/db.server.ts";
import { getEnv, isLocalSite } from "#app/server/env.server.ts";
import type { Route } from "./+types/debug";

export const handle = i18nHandle("dev");

/**
 * Language, direction, health and time for anyone; the build version and database kind only on this machine or
 * to staff, as on a public site they tell an attacker which release and engine to aim at (issue 25 item 16).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const database = getDatabase();
  const lang = languageFromPath(new URL(request.url).pathname);
  const insider = isLocalSite(getEnv().SITE_URL) || sessionUserOf(context)?.role === "admin";
  return {
    build: insider ? { version: __APP_VERSION__, database: database.kind } : null,
    lang,
    dir: directionOf(lang),
    healthy: await database.ping(),
    time: new Date().toISOString(),
  };
}

/** The rows of the page, each labelled by `dev:debug.<row>`. */
type Row = "version" | "language" | "direction" | "database" | "health" | "time";

export default function Debug({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("dev");
  const { build } = loaderData;
  const rows: [id: Row, value: string][] = [
    ...(build ? [["version", build.version] as [Row, string]] : []),
    ["language", loaderData.lang],
    ["direction", loaderData.dir],
    ...(build ? [["database", build.database] as [Row, string]] : []),
    ["health", loaderData.healthy ? t("debug.healthy") : t("debug.unhealthy")],
    ["time", loaderData.time],
  ];
  return (
    <section className="mx-auto max-w-2xl px-4 py-16">
      <PageMeta title={t("debug.title")} description={t("debug.description")} noindex />
      <h1 className="text-3xl font-bold">{t("debug.heading")}</h1>
      <dl className="mt-8 divide-y divide-slate-200 rounded-lg border border-slate-200">
        {rows.map(([id, value]) => (
          <div key={id} className="grid grid-cols-2 gap-4 px-4 py-3">
            <dt className="font-medium text-slate-600">{t(`debug.${id}`)}</dt>
            <dd data-testid={`debug-${id}`} dir="ltr" className="font-mono text-sm">
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
