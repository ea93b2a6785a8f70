import { useTranslation } from "react-i18next";
import { buttonClass } from "#app/components/ui/button.tsx";

/** Anchor of the cookie table in the cookie policy: the id its heading "Cookies we use" gets when rendered. */
const COOKIE_TABLE_ANCHOR = "cookies-we-use";

/**
 * The cookie page's "manage preferences" (spec 000 §2). The spec's button only logged a message; ours says what
 * is true: no optional third-party cookies are set yet, so there is nothing to switch, and it leads to the list
 * of the cookies that are set. Once optional cookies need consent, the choice goes here.
 */
export function CookieChoices() {
  const { t } = useTranslation("legal");
  return (
    <section
      aria-labelledby="cookie-choices"
      className="mb-10 rounded-xl border border-brand-100 bg-brand-50 p-6"
      data-testid="cookie-choices"
    >
      <h2 id="cookie-choices" className="text-lg font-semibold text-slate-900">
        {t("cookieChoices.heading")}
      </h2>
      <p className="mt-2 text-slate-700">{t("cookieChoices.text")}</p>
      <a href={`#${COOKIE_TABLE_ANCHOR}`} className={buttonClass("secondary", "mt-4")}>
        {t("cookieChoices.review")}
      </a>
    </section>
  );
}
