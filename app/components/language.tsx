import { Link, type LinkProps, NavLink, type NavLinkProps, useLocation } from "react-router";
import { type LanguageCode, languageFromPath, localHref } from "#app/domain/languages.ts";

/** The language of the page being shown, read from its URL. */
export function useLanguage(): LanguageCode {
  return languageFromPath(useLocation().pathname);
}

/** `localHref` bound to the current page's language: `/pricing#faq` -> `/ar/pricing#faq`. */
export function useLocalizedHref() {
  const lang = useLanguage();
  return (to: string, query?: Record<string, string>) => localHref(lang, to, query);
}

/** A link to a site path, kept in the current language. */
export function LocalizedLink({ to, ...props }: Omit<LinkProps, "to"> & { to: string }) {
  const href = useLocalizedHref();
  return <Link to={href(to)} {...props} />;
}

export function LocalizedNavLink({ to, ...props }: Omit<NavLinkProps, "to"> & { to: string }) {
  const href = useLocalizedHref();
  return <NavLink to={href(to)} {...props} />;
}
