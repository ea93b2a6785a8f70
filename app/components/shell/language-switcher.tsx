import { Check, Globe, Loader2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { useLanguage } from "#app/components/language.tsx";
import { useSwitchLanguage } from "#app/components/shell/use-switch-language.ts";
import { DisclosureMenu } from "#app/components/ui/disclosure-menu.tsx";
import { LANGUAGES, localHref } from "#app/domain/languages.ts";

/**
 * The language dropdown (spec 000 §2): each language by its native name, a link to the same page in it; shows a
 * loading state while switching.
 * No flags: a flag names a country, not a language (Arabic is spoken in some twenty countries, English and Chinese
 * in several), and emoji flags render as letter pairs or empty boxes on many systems (Windows among them).
 */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const current = useLanguage();
  const { switchTo, switching } = useSwitchLanguage();
  const { pathname, search } = useLocation();
  const active = LANGUAGES.find((l) => l.code === current)!;

  return (
    <>
      <DisclosureMenu
        testId="language-switcher"
        align="end"
        panelClassName="min-w-44"
        triggerLabel={`${t("language.label")}: ${active.nativeName}`}
        triggerClassName="inline-flex items-center gap-1.5 rounded-md px-2 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700"
        trigger={
          <>
            {switching ? (
              <Loader2 className="size-4 animate-spin" aria-hidden />
            ) : (
              <Globe className="size-4" aria-hidden />
            )}
            <span className="hidden sm:inline">{active.nativeName}</span>
          </>
        }
      >
        {(close) => (
          <ul aria-label={t("language.choose")}>
            {LANGUAGES.map((language) => (
              <li key={language.code}>
                {/* A link to the same page in that language, followed before the page's code loads; with it, the
                    switch waits for the language's texts (no flash of untranslated text). */}
                <a
                  href={localHref(language.code, `${pathname}${search}`)}
                  hrefLang={language.code}
                  aria-current={language.code === current ? "true" : undefined}
                  aria-disabled={switching || undefined}
                  onClick={async (event) => {
                    event.preventDefault();
                    if (switching) return;
                    await switchTo(language.code);
                    close();
                  }}
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
      {switching && (
        <span role="status" className="sr-only">
          {t("language.switching")}
        </span>
      )}
    </>
  );
}
