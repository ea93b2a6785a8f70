import { ArrowLeft } from "lucide-react";
import { useTranslation } from "react-i18next";
import { LocalizedLink } from "#app/components/language.tsx";
import { PageMeta } from "#app/components/shell/page-meta.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";

/** An unknown plan slug (spec 001 §2.2): 'Pricing Tier Not Found' and the way back to the five plans; HTTP 404. */
export function PlanNotFound() {
  const { t } = useTranslation("pricing-plan");
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center" data-testid="plan-not-found">
      <PageMeta title={t("notFound.metaTitle")} description={t("notFound.text")} noindex />
      <h1 className="text-3xl font-bold text-slate-900">{t("notFound.title")}</h1>
      <p className="mt-3 text-slate-600">{t("notFound.text")}</p>
      <p className="mt-8">
        <LocalizedLink to="/pricing" className={buttonClass("primary", "px-5 py-3 text-base")}>
          <ArrowLeft aria-hidden className="size-4 rtl:-scale-x-100" />
          {t("notFound.back")}
        </LocalizedLink>
      </p>
    </section>
  );
}
