import { useLocation } from "react-router";
import { DEFAULT_LANGUAGE, LANGUAGES, languageFromPath, localHref } from "#app/domain/languages.ts";

/** Canonical URL and `hreflang` alternates for all five languages plus `x-default` (English). */
export function SeoLinks({ siteUrl }: { siteUrl: string }) {
  const { pathname } = useLocation();
  const lang = languageFromPath(pathname);
  const absolute = (code: typeof lang) => new URL(localHref(code, pathname), siteUrl).href;
  return (
    <>
      <link rel="canonical" href={absolute(lang)} />
      {LANGUAGES.map((language) => (
        <link
          key={language.code}
          rel="alternate"
          hrefLang={language.hrefLang}
          href={absolute(language.code)}
        />
      ))}
      <link rel="alternate" hrefLang="x-default" href={absolute(DEFAULT_LANGUAGE)} />
    </>
  );
}
