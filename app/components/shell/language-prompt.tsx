import { Languages, X } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { useLanguage } from "#app/components/language.tsx";
import { Button, buttonClass } from "#app/components/ui/button.tsx";
import type { SuggestionReason } from "#app/domain/language-suggestion.ts";
import { LANGUAGES, localHref } from "#app/domain/languages.ts";
import type { TranslationKey } from "#app/domain/translation-keys.ts";

const REASON_KEYS: Record<SuggestionReason, TranslationKey> = {
  browser: "language.prompt.reasonBrowser",
  region: "language.prompt.reasonRegion",
  usage: "language.prompt.reasonUsage",
};

/**
 * The banner 'Would you like to switch to {language}?' (spec 000 §2, §4, §9), in every page's HTML and hidden,
 * with the question and a switch link for each language it may offer and the three reasons: the page script
 * (page-script/language-prompt.ts) decides in the browser and shows the parts that apply. Fixed just under the
 * header (and beneath the header's menus when they open over it), it shifts nothing when it appears, and nothing
 * moves it later: placed above the consent banner, it moved whenever the banner's height changed (the page's font
 * arriving reflows the banner's text), a layout shift.
 */
export function LanguagePrompt() {
  const { t } = useTranslation();
  const current = useLanguage();
  const { pathname, search } = useLocation();
  const offers = LANGUAGES.filter((language) => language.code !== current);

  return (
    <section
      hidden
      data-language-prompt
      aria-label={t("language.label")}
      data-testid="language-prompt"
      className="fixed inset-x-3 top-[4.75rem] z-20 mx-auto flex max-w-xl flex-wrap items-center gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-xl sm:flex-nowrap"
    >
      <Languages className="size-6 shrink-0 text-brand-700" aria-hidden />
      <div className="min-w-0 flex-1">
        {offers.map((language) => (
          <p key={language.code} hidden data-prompt-language={language.code} className="font-semibold">
            {t("language.prompt.question", { language: language.nativeName })}
          </p>
        ))}
        {Object.entries(REASON_KEYS).map(([reason, key]) => (
          <p key={reason} hidden data-prompt-reason={reason} className="text-sm text-slate-600">
            {t(key)}
          </p>
        ))}
      </div>
      <div className="flex items-center gap-2">
        {offers.map((language) => (
          <a
            key={language.code}
            hidden
            data-prompt-language={language.code}
            data-language-choice={language.code}
            href={localHref(language.code, `${pathname}${search}`)}
            hrefLang={language.code}
            className={buttonClass()}
          >
            {t("language.prompt.switch")}
          </a>
        ))}
        <Button variant="ghost" data-prompt-dismiss aria-label={t("language.prompt.dismiss")}>
          <X className="size-4" aria-hidden />
        </Button>
      </div>
    </section>
  );
}
