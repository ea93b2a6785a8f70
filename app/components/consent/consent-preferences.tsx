import { useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { CONSENT_PANEL_ID } from "#app/components/consent/consent-link.tsx";
import {
  consentSnapshot,
  openConsent,
  readConsent,
  subscribeConsent,
} from "#app/components/consent/consent-store.ts";
import { useLanguage } from "#app/components/language.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import { dateTimeFormat } from "#app/domain/intl-format.ts";

/**
 * The cookie page's 'Manage preferences' (spec 000 §2): what is optional and what is not, the visitor's current
 * choice (read in the browser), and the button that reopens the consent banner. The server renders the button
 * disabled: reopening needs the page's script (without it the banner asks only until a choice is stored, and
 * nothing optional is ever loaded).
 */
export function ConsentPreferences() {
  const { t } = useTranslation("consent");
  const lang = useLanguage();
  const snapshot = useSyncExternalStore(subscribeConsent, consentSnapshot, () => "");
  const consent = snapshot ? readConsent() : null;
  const state = (allowed: boolean) => t(allowed ? "allowed" : "notAllowed");
  return (
    <section
      id={CONSENT_PANEL_ID}
      aria-labelledby={`${CONSENT_PANEL_ID}-heading`}
      className="mb-10 scroll-mt-24 rounded-xl border border-brand-100 bg-brand-50 p-6"
      data-testid="cookie-choices"
    >
      <h2 id={`${CONSENT_PANEL_ID}-heading`} className="text-lg font-semibold text-slate-900">
        {t("heading")}
      </h2>
      <p className="mt-2 text-slate-700">{t("text")}</p>
      <p className="mt-2 text-slate-700">{t("withdraw")}</p>
      <p className="mt-2 text-slate-700">{t("firstParty")}</p>
      <p className="mt-4 font-medium text-slate-900" aria-live="polite" data-testid="consent-state">
        {consent
          ? t("current", {
              analytics: state(consent.analytics),
              marketing: state(consent.marketing),
              date: dateTimeFormat(lang, { dateStyle: "long", timeZone: "UTC" }).format(
                new Date(consent.date),
              ),
            })
          : snapshot && t("none")}
      </p>
      <button
        type="button"
        className={buttonClass("primary", "mt-4")}
        disabled={!snapshot}
        onClick={openConsent}
      >
        {t("manage")}
      </button>
    </section>
  );
}
