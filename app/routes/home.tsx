import { useTranslation } from "react-i18next";
import { LocalizedLink } from "../components/language.tsx";
import { buttonClass } from "../components/ui/button.tsx";

export default function Home() {
  const { t } = useTranslation();
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <title>{t("meta.defaultTitle")}</title>
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:py-28">
        <h1 className="max-w-3xl text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
          {t("home.title")}
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-slate-700">{t("home.lead")}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <LocalizedLink to="/solutions" className={buttonClass("secondary")}>
            {t("home.exploreServices")}
          </LocalizedLink>
        </div>
      </div>
    </section>
  );
}
