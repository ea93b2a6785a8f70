import { useTranslation } from "react-i18next";
import { documentPage, loadAsDocument } from "#app/components/shell/document-page.ts";
import { NavList } from "#app/components/shell/nav-list.tsx";
import { PageMeta } from "#app/components/shell/page-meta.tsx";
import { useSampleContent } from "#app/components/shell/root-data.ts";
import { PageHero } from "#app/components/ui/sections.tsx";
import { withoutSamplePages } from "#app/content/dashboards.ts";
import { SITEMAP_GROUPS } from "#app/content/navigation.ts";
import { i18nHandle } from "#app/i18n/route-namespaces.ts";

export const handle = documentPage(i18nHandle("marketing"));
export const clientMiddleware = [loadAsDocument];

/**
 * Links grouped into Main, Solutions, Resources, Business, Account, Legal (spec 000 §2). The same groups, less the
 * private pages, are `/sitemap.xml` (app/server/seo/sitemap.server.ts).
 */
export default function Sitemap() {
  const { t } = useTranslation("marketing");
  const samples = useSampleContent();
  return (
    <>
      <PageMeta title={t("sitemap.title")} description={t("sitemap.description")} />
      <PageHero title={t("sitemap.heading")} lead={t("sitemap.intro")} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 pt-4 pb-20 sm:grid-cols-2 sm:px-6 lg:grid-cols-3 lg:px-8">
        {SITEMAP_GROUPS.map((group) => (
          <nav key={group.key} aria-labelledby={`sitemap-${group.key}`}>
            <h2 id={`sitemap-${group.key}`} className="text-lg font-semibold text-slate-900">
              {t(`sitemap.${group.key}`)}
            </h2>
            <NavList
              items={withoutSamplePages(group.items, samples)}
              className="mt-3 space-y-2"
              linkClassName="text-brand-700 hover:underline"
            />
          </nav>
        ))}
      </div>
    </>
  );
}
