import { ArrowLeft } from "lucide-react";
import { useTranslation } from "react-i18next";
import { LocalizedLink } from "#app/components/language.tsx";
import { PageMeta } from "#app/components/shell/page-meta.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";

/**
 * An unknown country, or a private address whose customer identifier is malformed (spec 001 §2.7, §8): 'Country Not
 * Found' and the way back to the hub; HTTP 404.
 */
export function CountryNotFound() {
  const { t } = useTranslation("middle-east");
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center" data-testid="country-not-found">
      <PageMeta title={t("notFound.metaTitle")} description={t("notFound.metaDescription")} noindex />
      <h1 className="text-3xl font-bold text-slate-900">{t("notFound.title")}</h1>
      <p className="mt-3 text-slate-600">{t("notFound.text")}</p>
      <p className="mt-8">
        <LocalizedLink to="/regions/middle-east" className={buttonClass("primary", "px-5 py-3 text-base")}>
          <ArrowLeft aria-hidden className="size-4 rtl:-scale-x-100" />
          {t("notFound.back")}
        </LocalizedLink>
      </p>
    </section>
  );
}
