import { useTranslation } from "react-i18next";
import { PageMeta } from "#app/components/shell/page-meta.tsx";
import { directionOf, languageFromPath } from "#app/domain/languages.ts";
import { i18nHandle } from "#app/i18n/route-namespaces.ts";
import { getDatabase } from "#app/server/db/db.server.ts";
import type { Route } from "./+types/debug";

export const handle = i18nHandle("dev");

/** Build version, language, database kind and health: nothing secret. */
export async function loader({ request }: Route.LoaderArgs) {
  const database = getDatabase();
  const lang = languageFromPath(new URL(request.url).pathname);
  return {
    version: __APP_VERSION__,
    lang,
    dir: directionOf(lang),
    database: database.kind,
    healthy: await database.ping(),
    time: new Date().toISOString(),
  };
}

export default function Debug({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("dev");
  const rows: [id: string, value: string][] = [
    ["version", loaderData.version],
    ["language", loaderData.lang],
    ["direction", loaderData.dir],
    ["database", loaderData.database],
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
