import { useLocation, useMatches } from "react-router";
import { DEFAULT_LANGUAGE, LANGUAGES, languageFromPath, localHref } from "#app/domain/languages.ts";

/**
 * A route's `handle` part naming the query parameters that make a page of its own (`/blog?page=2`): those stay in
 * its canonical and alternate URLs. Any other query (a search, a filter, tracking) is the same page.
 */
export type CanonicalQueryHandle = { canonicalQuery: readonly string[] };

function canonicalQuery(search: string, kept: readonly string[]): Record<string, string> {
  const query = new URLSearchParams(search);
  return Object.fromEntries(kept.flatMap((name) => (query.has(name) ? [[name, query.get(name)!]] : [])));
}

/** Canonical URL and `hreflang` alternates for all five languages plus `x-default` (English). */
export function SeoLinks({ siteUrl }: { siteUrl: string }) {
  const { pathname, search } = useLocation();
  const kept = useMatches().flatMap(
    (match) => (match.handle as Partial<CanonicalQueryHandle> | undefined)?.canonicalQuery ?? [],
  );
  const query = canonicalQuery(search, kept);
  const lang = languageFromPath(pathname);
  const absolute = (code: typeof lang) => new URL(localHref(code, pathname, query), siteUrl).href;
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
