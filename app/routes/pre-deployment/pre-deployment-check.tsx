import { useTranslation } from "react-i18next";
import { useLocalizedHref } from "#app/components/language.tsx";
import { CheckRunner } from "#app/components/pre-deployment/check-runner.tsx";
import { builtKeyPages } from "#app/components/pre-deployment/key-pages.ts";
import { PageMeta } from "#app/components/shell/page-meta.tsx";
import { PageHero, Section } from "#app/components/ui/sections.tsx";
import { metaDescription } from "#app/domain/meta-description.ts";
import { i18nHandle } from "#app/i18n/route-namespaces.ts";

export const handle = i18nHandle("pre-deployment");

/**
 * `/pre-deployment-check` (spec 001 §2.22, decision 032): the site owner's self-check before a deployment. Not for
 * search engines (noindex, outside the navigation and the sitemap); no access guard, as in the spec.
 */
export default function PreDeploymentCheckPage() {
  const { t } = useTranslation("pre-deployment");
  const href = useLocalizedHref();
  const pages = builtKeyPages();
  return (
    <>
      <PageMeta
        title={t("page.metaTitle")}
        description={metaDescription([t("page.metaDescription"), t("page.lead")])}
        noindex
      />
      <PageHero eyebrow={t("page.eyebrow")} title={t("page.title")} lead={t("page.lead")} />
      <Section title={t("run.title")} intro={t("run.intro")}>
        <p className="text-slate-700">{t("run.pages")}</p>
        <ul className="mt-2 mb-6 flex flex-wrap gap-2" data-testid="key-pages">
          {pages.map((path) => (
            <li key={path}>
              <code dir="ltr" className="rounded bg-slate-100 px-2 py-1 text-sm text-slate-800">
                {href(path)}
              </code>
            </li>
          ))}
        </ul>
        <CheckRunner pages={pages} />
      </Section>
    </>
  );
}
