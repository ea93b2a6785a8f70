import { useTranslation } from "react-i18next";
import { openConsent } from "#app/components/consent/consent-store.ts";
import { useLocalizedHref } from "#app/components/language.tsx";

/** Where the cookie page's choices panel is (its id). */
export const CONSENT_PANEL_ID = "cookie-preferences";

/**
 * 'Cookie preferences' (footer): reopens the consent banner. A link to the cookie page's choices without
 * JavaScript, where there is nothing optional to choose (no script, no tag manager).
 */
export function ConsentLink({ className }: { className?: string }) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  return (
    <a
      href={href(`/cookies#${CONSENT_PANEL_ID}`)}
      className={className}
      onClick={(event) => {
        event.preventDefault();
        openConsent();
      }}
    >
      {t("consent.preferences")}
    </a>
  );
}
