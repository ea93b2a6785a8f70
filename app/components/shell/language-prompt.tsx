import { Languages, X } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { browserTimeZone } from "#app/components/browser-time-zone.ts";
import { ABOVE_CONSENT_BANNER } from "#app/components/consent/banner-offset.ts";
import { useLanguage } from "#app/components/language.tsx";
import { useSwitchLanguage } from "#app/components/shell/use-switch-language.ts";
import { Button } from "#app/components/ui/button.tsx";
import {
  DISMISSED_SUGGESTIONS_KEY,
  dismissSuggestion,
  type LanguageSuggestion,
  parseUsageStats,
  type SuggestionReason,
  suggestLanguage,
  USAGE_STATS_KEY,
} from "#app/domain/language-suggestion.ts";
import { LANGUAGE_STORAGE_KEY, languageOf } from "#app/domain/languages.ts";
import type { TranslationKey } from "#app/domain/translation-keys.ts";

const REASON_KEYS: Record<SuggestionReason, TranslationKey> = {
  browser: "language.prompt.reasonBrowser",
  region: "language.prompt.reasonRegion",
  usage: "language.prompt.reasonUsage",
};

function readJson(key: string): unknown {
  try {
    return JSON.parse(localStorage.getItem(key) ?? "null");
  } catch {
    return null;
  }
}

/** Decides in the browser (it needs localStorage, the browser's languages and time zone) once per page load. */
function currentSuggestion(current: ReturnType<typeof useLanguage>): LanguageSuggestion | null {
  const dismissed = readJson(DISMISSED_SUGGESTIONS_KEY);
  return suggestLanguage({
    current,
    storedChoice: localStorage.getItem(LANGUAGE_STORAGE_KEY),
    browserLanguages: navigator.languages ?? [navigator.language],
    timeZone: browserTimeZone(),
    usage: parseUsageStats(readJson(USAGE_STATS_KEY)),
    dismissed: Array.isArray(dismissed) ? dismissed : [],
    random: Math.random(),
  });
}

/** The banner 'Would you like to switch to {language}?' (spec 000 §2, §4, §9). */
export function LanguagePrompt() {
  const { t } = useTranslation();
  const current = useLanguage();
  const { switchTo, switching } = useSwitchLanguage();
  const [suggestion, setSuggestion] = useState<LanguageSuggestion | null>(null);

  useEffect(() => {
    try {
      setSuggestion(currentSuggestion(current));
    } catch (error) {
      console.warn("Language suggestion failed", error);
    }
  }, [current]);

  if (!suggestion) return null;
  const target = languageOf(suggestion.code);

  function dismiss() {
    const list = readJson(DISMISSED_SUGGESTIONS_KEY);
    try {
      localStorage.setItem(
        DISMISSED_SUGGESTIONS_KEY,
        JSON.stringify(dismissSuggestion(Array.isArray(list) ? list : [], target.code)),
      );
    } catch (error) {
      console.warn("Could not store the dismissal", error);
    }
    setSuggestion(null);
  }

  return (
    <section
      aria-label={t("language.label")}
      data-testid="language-prompt"
      className={`${ABOVE_CONSENT_BANNER} fixed inset-x-3 bottom-[calc(var(--consent-banner-height,0px)+0.75rem)] z-40 mx-auto flex max-w-xl flex-wrap items-center gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-xl sm:flex-nowrap`}
    >
      <Languages className="size-6 shrink-0 text-brand-700" aria-hidden />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{t("language.prompt.question", { language: target.nativeName })}</p>
        <p className="text-sm text-slate-600">{t(REASON_KEYS[suggestion.reason])}</p>
      </div>
      <div className="flex items-center gap-2">
        <Button
          disabled={switching}
          onClick={async () => {
            await switchTo(target.code);
            setSuggestion(null);
          }}
        >
          {t("language.prompt.switch")}
        </Button>
        <Button variant="ghost" onClick={dismiss} aria-label={t("language.prompt.dismiss")}>
          <X className="size-4" aria-hidden />
        </Button>
      </div>
    </section>
  );
}
