import { useTranslation } from "react-i18next";
import { LocalizedLink } from "#app/components/language.tsx";
import { PageMeta } from "#app/components/shell/page-meta.tsx";
import { NOT_FOUND_LINKS } from "#app/content/navigation.ts";

export function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center" data-testid="not-found">
      <PageMeta title={t("notFound.title")} description={t("notFound.description")} noindex />
      <p className="text-7xl font-extrabold text-brand-700">{t("notFound.code")}</p>
      <h1 className="mt-4 text-3xl font-bold">{t("notFound.heading")}</h1>
      <p className="mt-3 text-slate-600">{t("notFound.body")}</p>
      <ul className="mt-8 flex flex-wrap justify-center gap-3">
        {NOT_FOUND_LINKS.map((link) => (
          <li key={link.to}>
            <LocalizedLink
              to={link.to}
              className="inline-block rounded-full border border-slate-300 px-4 py-2 text-sm font-medium hover:border-brand-700 hover:text-brand-700"
            >
              {t(link.labelKey)}
            </LocalizedLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
