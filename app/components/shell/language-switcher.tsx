import { Check, Globe, Loader2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { useLanguage } from "#app/components/language.tsx";
import { DisclosureMenu } from "#app/components/ui/disclosure-menu.tsx";
import { LANGUAGES, languageOf, localHref } from "#app/domain/languages.ts";

/**
 * The language dropdown (spec 000 §2): each language by its native name, a link to the same page in it, which the
 * browser loads as a new document on every page. The page script (page-script/language-choice.ts) finds the links
 * by `data-language-choice`, remembers the choice on a click and shows the loading state rendered here: `aria-busy`
 * on `data-language-switcher` swaps the globe for a spinner, and the hidden "Switching language…" shows in the
 * status region (outside the busy part, which a screen reader may leave unannounced until it is done).
 * No flags: a flag names a country, not a language (Arabic is spoken in some twenty countries, English and Chinese
 * in several), and emoji flags render as letter pairs or empty boxes on many systems (Windows among them).
 */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const current = useLanguage();
  const { pathname, search } = useLocation();
  const active = languageOf(current);

  return (
    <>
      <div data-language-switcher className="group/language">
        <DisclosureMenu
          testId="language-switcher"
          align="end"
          panelClassName="min-w-44"
          triggerLabel={`${t("language.label")}: ${active.nativeName}`}
          triggerClassName="inline-flex items-center gap-1.5 rounded-md px-2 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700"
          trigger={
            <>
              <Globe className="size-4 group-aria-busy/language:hidden" aria-hidden />
              <Loader2 className="hidden size-4 animate-spin group-aria-busy/language:block" aria-hidden />
              <span className="hidden sm:inline">{active.nativeName}</span>
            </>
          }
        >
          {() => (
            <ul aria-label={t("language.choose")}>
              {LANGUAGES.map((language) => (
                <li key={language.code}>
                  <a
                    href={localHref(language.code, `${pathname}${search}`)}
                    hrefLang={language.code}
                    data-language-choice={language.code}
                    aria-current={language.code === current ? "true" : undefined}
                    className="flex w-full items-center gap-2 rounded px-2 py-1.5 text-start text-sm hover:bg-brand-50 focus-visible:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700"
                  >
                    {/* Each name in its own language and direction, lined up as the page's direction says. */}
                    <span className="flex-1">
                      <span lang={language.code} dir={language.dir}>
                        {language.nativeName}
                      </span>
                    </span>
                    {language.code === current && <Check className="size-4 text-brand-700" aria-hidden />}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </DisclosureMenu>
      </div>
      <span role="status" className="sr-only">
        <span hidden data-language-switching>
          {t("language.switching")}
        </span>
      </span>
    </>
  );
}
