import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { track } from "#app/components/analytics/analytics.ts";
import { useLanguage } from "#app/components/language.tsx";
import {
  LANGUAGE_COOKIE,
  LANGUAGE_STORAGE_KEY,
  type LanguageCode,
  localHref,
} from "#app/domain/languages.ts";

/** Spec 000 §9: the pause between loading a language and applying it. */
export const LANGUAGE_SWITCH_DELAY_MS = 100;
const ONE_YEAR_S = 365 * 24 * 60 * 60;

/**
 * Remembers the visitor's choice: cookie for the server, localStorage `i18nextLng` for the browser, and a use of
 * the language in the statistics the language prompt reads (its rules load with it, outside the first-load code).
 */
export function storeLanguageChoice(code: LanguageCode) {
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every supported browser yet
  document.cookie = `${LANGUAGE_COOKIE}=${code}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax${secure}`;
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, code);
  } catch (error) {
    console.warn("Could not store the language choice", error);
  }
  import("#app/domain/language-suggestion.ts")
    .then(({ parseUsageStats, recordLanguageUsage, USAGE_STATS_KEY }) => {
      const stats = parseUsageStats(JSON.parse(localStorage.getItem(USAGE_STATS_KEY) ?? "{}"));
      localStorage.setItem(
        USAGE_STATS_KEY,
        JSON.stringify(recordLanguageUsage(stats, code, "switch", Date.now())),
      );
    })
    .catch((error: unknown) => console.warn("Could not record the language's use", error));
}

/**
 * Switching: loading state, load the translations, pause 100 ms, then show the same page in the new language.
 * A failed load still switches (the page falls back to English text).
 */
export function useSwitchLanguage() {
  const { i18n } = useTranslation();
  const current = useLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  const [switching, setSwitching] = useState(false);

  async function switchTo(code: LanguageCode) {
    if (code === current) return;
    setSwitching(true);
    storeLanguageChoice(code);
    track("language_switch", { from: current, to: code });
    try {
      await i18n.loadLanguages(code);
    } catch (error) {
      console.warn("Language load failed; switching anyway.", error);
    }
    await new Promise((resolve) => setTimeout(resolve, LANGUAGE_SWITCH_DELAY_MS));
    await navigate(localHref(code, location.pathname + location.search + location.hash));
    setSwitching(false);
  }

  return { switchTo, switching };
}
