import i18next from "i18next";
import resourcesToBackend from "i18next-resources-to-backend";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { HydratedRouter } from "react-router/dom";
import {
  FORMATTED_VALUES_ID,
  formattedValuesFromJson,
  shareFormattedValues,
} from "#app/domain/intl-format.ts";
import { DEFAULT_LANGUAGE, normalizeLanguageCode } from "#app/domain/languages.ts";
import { baseOptions, loadLocale } from "#app/i18n/i18n.ts";
import { namespacesFor } from "#app/i18n/route-namespaces.ts";

/**
 * The route modules of the page the server rendered: React Router's hydration script imports them before this
 * entry. Should that ever change, the root route's `useRouteNamespaces` still loads what is missing.
 */
function renderedRouteHandles(): unknown[] {
  const modules = (window as { __reactRouterRouteModules?: Record<string, { handle?: unknown } | undefined> })
    .__reactRouterRouteModules;
  return Object.values(modules ?? {}).map((module) => module?.handle);
}

async function hydrate() {
  // The figures and dates as the server wrote them: hydration writes the same text without building a formatter
  // (decision 045).
  const formatted = formattedValuesFromJson(document.getElementById(FORMATTED_VALUES_ID)?.textContent);
  shareFormattedValues(() => formatted);
  // The server rendered <html lang>: load only that language, and only the namespaces of the shell and of the
  // routes on this page (one small chunk each), then hydrate, so there is no flash of untranslated text.
  const lng = normalizeLanguageCode(document.documentElement.lang) ?? DEFAULT_LANGUAGE;
  try {
    await i18next
      .use(initReactI18next)
      .use(resourcesToBackend(loadLocale))
      .init({ ...baseOptions, ns: namespacesFor(renderedRouteHandles()), lng, fallbackLng: false });
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
