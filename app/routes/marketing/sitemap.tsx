import { useTranslation } from "react-i18next";
import { NavList } from "#app/components/shell/nav-list.tsx";
import { PageMeta } from "#app/components/shell/page-meta.tsx";
import { SITEMAP_GROUPS } from "#app/content/navigation.ts";
import { i18nHandle } from "#app/i18n/route-namespaces.ts";

export const handle = i18nHandle("marketing");

/** Links grouped into Main, Solutions, Resources, Business, Account, Legal (spec 000 §2). */
export default function Sitemap() {
  const { t } = useTranslation("marketing");
  return (
    <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <PageMeta title={t("sitemap.title")} />
      <h1 className="text-3xl font-bold">{t("sitemap.heading")}</h1>
      <p className="mt-2 text-slate-600">{t("sitemap.intro")}</p>
      <div className="mt-10 grid gap-10 sm:grid-cols-2 lg:grid-cols-3">
        {SITEMAP_GROUPS.map((group) => (
          <nav key={group.key} aria-labelledby={`sitemap-${group.key}`}>
            <h2 id={`sitemap-${group.key}`} className="text-lg font-semibold">
              {t(`sitemap.${group.key}`)}
            </h2>
            <NavList
              items={group.items}
              className="mt-3 space-y-2"
              linkClassName="text-brand-700 hover:underline"
            />
          </nav>
        ))}
      </div>
    </section>
  );
}
