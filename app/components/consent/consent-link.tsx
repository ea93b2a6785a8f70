import { useTranslation } from "react-i18next";
import { useLocalizedHref } from "#app/components/language.tsx";

/** Where the cookie page's choices panel is (its id). */
export const CONSENT_PANEL_ID = "cookie-preferences";

/**
 * 'Cookie preferences' (footer): reopens the consent banner. A link to the cookie page's choices without
 * JavaScript, where there is nothing optional to choose (no script, no tag manager). The consent store loads on
 * the click (the banner has loaded it by then, or shows the choices once it does): the footer is on every page,
 * so it carries none of the consent code.
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
        import("#app/components/consent/consent-store.ts").then(
          (store) => store.openConsent(),
          (error) => console.warn("The cookie choices did not load.", error),
        );
      }}
    >
      {t("consent.preferences")}
    </a>
  );
}
