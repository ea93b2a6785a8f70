import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { useLocalizedHref } from "#app/components/language.tsx";
import { PageMeta } from "#app/components/shell/page-meta.tsx";
import { Button, buttonClass } from "#app/components/ui/button.tsx";

/** The rendering-error fallback (spec 000 §8): 'Try Again' clears the error, 'Go Home' goes to the root. */
export function ErrorScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const href = useLocalizedHref();
  return (
    <section role="alert" className="mx-auto max-w-2xl px-4 py-20 text-center" data-testid="error-screen">
      <PageMeta title={t("error.title")} noindex />
      <h1 className="text-3xl font-bold">{t("error.heading")}</h1>
      <p className="mt-3 text-slate-600">{t("error.body")}</p>
      <div className="mt-8 flex justify-center gap-3">
        <Button onClick={() => void navigate(location, { replace: true })}>{t("error.tryAgain")}</Button>
        <a href={href("/")} className={buttonClass("secondary")}>
          {t("error.goHome")}
        </a>
      </div>
    </section>
  );
}
