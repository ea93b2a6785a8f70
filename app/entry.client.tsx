import i18next from "i18next";
import resourcesToBackend from "i18next-resources-to-backend";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { HydratedRouter } from "react-router/dom";
import { DEFAULT_LANGUAGE, normalizeLanguageCode } from "#app/domain/languages.ts";
import { BROWSER_NAMESPACES, baseOptions, loadLocale } from "#app/i18n/i18n.ts";

async function hydrate() {
  // The server rendered <html lang>: load only that language (one small chunk per namespace), then hydrate,
  // so there is no flash of untranslated text.
  const lng = normalizeLanguageCode(document.documentElement.lang) ?? DEFAULT_LANGUAGE;
  try {
    await i18next
      .use(initReactI18next)
      .use(resourcesToBackend(loadLocale))
      .init({ ...baseOptions, ns: BROWSER_NAMESPACES, lng, fallbackLng: false });
  } catch (error) {
    console.warn("Language setup failed; continuing.", error);
  }
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <I18nextProvider i18n={i18next}>
          <HydratedRouter />
        </I18nextProvider>
      </StrictMode>,
    );
  });
}

void hydrate();
