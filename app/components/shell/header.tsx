import { useTranslation } from "react-i18next";
import { LocalizedLink, LocalizedNavLink } from "#app/components/language.tsx";
import { AssessmentButton } from "#app/components/leads/offer-actions.tsx";
import { LanguageSwitcher } from "#app/components/shell/language-switcher.tsx";
import { Logo } from "#app/components/shell/logo.tsx";
import { MobileMenu } from "#app/components/shell/mobile-menu.tsx";
import { NavDropdown } from "#app/components/shell/nav-dropdown.tsx";
import { UserMenu } from "#app/components/shell/user-menu.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import { CONTAINER } from "#app/components/ui/container.ts";
import { PRIMARY_LINKS, RESOURCE_LINKS, SOLUTION_LINKS } from "#app/content/navigation.ts";

export function Header() {
  const { t } = useTranslation();
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className={`${CONTAINER} flex h-16 items-center gap-2`}>
        {/* Named by its visible text (the brand), so voice control users can say what they see (WCAG 2.5.3). */}
        <LocalizedLink to="/" className="me-auto flex items-center gap-2 xl:me-4">
          <Logo />
        </LocalizedLink>
        <nav aria-label={t("nav.main")} className="me-auto hidden items-center gap-1 xl:flex">
          <NavDropdown label={t("nav.solutions")} items={SOLUTION_LINKS} testId="solutions-menu" />
          <NavDropdown label={t("nav.resources")} items={RESOURCE_LINKS} testId="resources-menu" />
          {PRIMARY_LINKS.map((item) => (
            <LocalizedNavLink
              key={item.to}
              to={item.to}
              className="rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 aria-[current=page]:text-brand-700"
            >
              {t(item.labelKey)}
            </LocalizedNavLink>
          ))}
        </nav>
        <LanguageSwitcher />
        <div className="hidden xl:block">
          <UserMenu />
        </div>
        {/* The site's primary offer under its name alone (decision 069); /contact is among the links. */}
        <div className="hidden xl:block">
          <AssessmentButton
            source="header"
            label="short"
            className={buttonClass("primary", "whitespace-nowrap")}
          />
        </div>
        <MobileMenu />
      </div>
    </header>
  );
}
