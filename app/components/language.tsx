import { Link, type LinkProps, NavLink, type NavLinkProps, useLocation } from "react-router";
import { type LanguageCode, languageFromPath, localizePath } from "../domain/languages.ts";

/** The language of the page being shown, read from its URL. */
export function useLanguage(): LanguageCode {
  return languageFromPath(useLocation().pathname);
}

/** `/pricing#faq` in the current language: `/ar/pricing#faq`. */
export function useLocalizedHref() {
  const lang = useLanguage();
  return (to: string) => {
    const hashAt = to.search(/[?#]/);
    const path = hashAt === -1 ? to : to.slice(0, hashAt);
    const rest = hashAt === -1 ? "" : to.slice(hashAt);
    return localizePath(path || "/", lang) + rest;
  };
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
