import { useTranslation } from "react-i18next";
import { useLoaderData, useSearchParams } from "react-router";
import { LocalizedLink } from "#app/components/language.tsx";
import { PageMeta } from "#app/components/shell/page-meta.tsx";
import { i18nHandle } from "#app/i18n/route-namespaces.ts";
import { getEnv, isLocalSite } from "#app/server/env.server.ts";

export const handle = i18nHandle("dev");

/** `?crash=render` exercises the error screen on this machine only: a public site has no crash trigger (issue 25). */
export function loader() {
  return { crashAllowed: isLocalSite(getEnv().SITE_URL) };
}

/** Spec 000 §2: 'Test Route Working!' with a link to /debug. */
export default function TestRoute() {
  const { t } = useTranslation("dev");
  const { crashAllowed } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  if (crashAllowed && params.get("crash") === "render") {
    throw new Error("Deliberate render error from /test?crash=render");
  }
  return (
    <section className="mx-auto max-w-2xl px-4 py-16">
      <PageMeta title={t("test.title")} description={t("test.description")} noindex />
      <h1 className="text-3xl font-bold">{t("test.working")}</h1>
      <p className="mt-4">
        <LocalizedLink to="/debug" className="text-brand-700 underline">
          {t("test.debugLink")}
        </LocalizedLink>
      </p>
    </section>
  );
}
