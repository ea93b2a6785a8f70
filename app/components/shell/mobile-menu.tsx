import { Menu, X } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { SignOutForm } from "#app/components/account/sign-out-form.tsx";
import { useSessionUser } from "#app/components/account/use-session-user.ts";
import { ABOVE_CONSENT_BANNER } from "#app/components/consent/banner-offset.ts";
import { LocalizedLink } from "#app/components/language.tsx";
import { AssessmentButton } from "#app/components/leads/offer-actions.tsx";
import { NavList } from "#app/components/shell/nav-list.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import { useClosedOnNavigation } from "#app/components/ui/disclosure-menu.tsx";
import { type NavItem, PRIMARY_LINKS, RESOURCE_LINKS, SOLUTION_LINKS } from "#app/content/navigation.ts";

function LinkGroup({ heading, items }: { heading: string; items: NavItem[] }) {
  return (
    <div>
      <p className="mb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">{heading}</p>
      <NavList items={items} linkClassName="block rounded px-2 py-2 text-slate-800 hover:bg-slate-100" />
    </div>
  );
}

/**
 * The small-screen menu, with login, register and get-started (spec 000 §2; the free market assessment, decision 069): a `<details>` disclosure like the
 * header's dropdowns, so it opens the moment the button shows, before any script. Its panel is a sheet under the
 * header, over the page, its links scrolling on their own under the buttons at its foot. The page script closes it on Escape or a tap outside
 * (page-script/disclosures.ts); while it is open, app.css dims the page and stops it scrolling (`data-mobile-menu`).
 */
export function MobileMenu() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const root = useClosedOnNavigation();
  const panelId = useId();
  return (
    <details ref={root} data-disclosure="" data-mobile-menu="" className="group xl:hidden">
      <summary
        data-testid="mobile-menu-button"
        aria-controls={panelId}
        className="inline-flex cursor-pointer list-none items-center rounded-md p-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700 [&::-webkit-details-marker]:hidden"
      >
        {/* Icon and name follow the open state through CSS alone, so they are right before any script too. */}
        <Menu className="size-6 group-open:hidden" aria-hidden />
        <X className="hidden size-6 group-open:block" aria-hidden />
        <span className="sr-only group-open:hidden">{t("nav.openMenu")}</span>
        <span className="sr-only hidden group-open:inline">{t("nav.closeMenu")}</span>
      </summary>
      {/* Positioned against the sticky header (the nearest positioned box), so it sits right under it. */}
      <div
        id={panelId}
        data-testid="mobile-menu"
        className={`${ABOVE_CONSENT_BANNER} absolute inset-x-0 top-full flex max-h-[calc(100dvh-4rem-var(--consent-banner-height,0px))] flex-col gap-5 overflow-y-auto overscroll-contain border-b border-slate-200 bg-white p-5 shadow-lg`}
      >
        <nav aria-label={t("nav.main")} className="flex flex-col gap-4">
          <LinkGroup heading={t("nav.solutions")} items={SOLUTION_LINKS} />
          <LinkGroup heading={t("nav.resources")} items={RESOURCE_LINKS} />
          <LinkGroup heading={t("nav.menu")} items={PRIMARY_LINKS} />
        </nav>
        {/* The account buttons and the assessment's stay in view at the sheet's foot while its links scroll. */}
        <div className="sticky bottom-0 -mx-5 -mb-5 flex flex-col gap-2 border-t border-slate-200 bg-white px-5 pt-4 pb-5">
          {user ? (
            <>
              <LocalizedLink to="/profile" className={buttonClass("ghost", "w-full")}>
                {t("account.profile")}
              </LocalizedLink>
              {user.staff && (
                <LocalizedLink to="/admin" className={buttonClass("ghost", "w-full")}>
                  {t("account.backOffice")}
                </LocalizedLink>
              )}
              <SignOutForm className={buttonClass("secondary", "w-full")} />
            </>
          ) : (
            <>
              <LocalizedLink to="/login" className={buttonClass("ghost", "w-full")}>
                {t("account.login")}
              </LocalizedLink>
              <LocalizedLink to="/register" className={buttonClass("secondary", "w-full")}>
                {t("account.register")}
              </LocalizedLink>
            </>
          )}
          <AssessmentButton source="mobile_menu" className={buttonClass("primary", "w-full")} />
        </div>
      </div>
    </details>
  );
}
