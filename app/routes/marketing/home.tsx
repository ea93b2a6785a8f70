import { useTranslation } from "react-i18next";
import { OpenLeadFormButton } from "#app/components/forms/open-lead-form-button.tsx";
import { LocalizedLink } from "#app/components/language.tsx";
import { PageMeta } from "#app/components/shell/page-meta.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import { i18nHandle } from "#app/i18n/route-namespaces.ts";

export const handle = i18nHandle("marketing");

export default function Home() {
  const { t } = useTranslation("marketing");
  const { t: tf } = useTranslation("forms");
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <PageMeta />
        <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:py-28">
          <h1 className="max-w-3xl text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
            {t("home.title")}
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-slate-700">{t("home.lead")}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <OpenLeadFormButton source="hero" className={buttonClass("primary")}>
              {tf("leadForm.open")}
            </OpenLeadFormButton>
            <LocalizedLink to="/solutions" className={buttonClass("secondary")}>
              {t("home.exploreServices")}
            </LocalizedLink>
          </div>
        </div>
      </section>
      <section aria-labelledby="home-cta-heading" className="bg-brand-900 text-white">
        <div className="mx-auto max-w-7xl px-4 py-16 text-center sm:px-6">
          <h2 id="home-cta-heading" className="text-3xl font-bold tracking-tight">
            {tf("cta.heading")}
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-lg text-brand-100">{tf("cta.text")}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <OpenLeadFormButton source="footer_cta" className={buttonClass("secondary")}>
              {tf("leadForm.open")}
            </OpenLeadFormButton>
            <LocalizedLink
              to="/contact"
              className={buttonClass("ghost", "text-white ring-1 ring-white/60 hover:bg-white/10")}
            >
              {tf("cta.schedule")}
            </LocalizedLink>
          </div>
        </div>
      </section>
    </>
  );
}
