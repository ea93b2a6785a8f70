import { Dialog } from "radix-ui";
import { useTranslation } from "react-i18next";
import { SignOutForm } from "#app/components/account/sign-out-form.tsx";
import { useSessionUser } from "#app/components/account/use-session-user.ts";
import { LocalizedLink } from "#app/components/language.tsx";
import { NavList } from "#app/components/shell/nav-list.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import { DialogCloseButton } from "#app/components/ui/dialog-close-button.tsx";
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
 * The opened small-screen menu: a modal panel (Radix Dialog) that traps focus, closes on Escape or an outside
 * click, locks page scroll, and holds login, register and get-started (spec 000 §2, §4). Loaded on first use.
 */
export default function MobileMenuPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const user = useSessionUser();
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <Dialog.Content
          data-testid="mobile-menu"
          aria-describedby={undefined}
          className="fixed inset-y-0 end-0 z-50 flex w-[min(22rem,90vw)] flex-col gap-5 overflow-y-auto bg-white p-5 shadow-2xl"
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-lg font-semibold">{t("nav.menu")}</Dialog.Title>
            <DialogCloseButton label={t("nav.closeMenu")} />
          </div>
          <nav aria-label={t("nav.main")} className="flex flex-col gap-4">
            <LinkGroup heading={t("nav.solutions")} items={SOLUTION_LINKS} />
            <LinkGroup heading={t("nav.resources")} items={RESOURCE_LINKS} />
            <LinkGroup heading={t("nav.menu")} items={PRIMARY_LINKS} />
          </nav>
          <div className="mt-auto flex flex-col gap-2 border-t border-slate-200 pt-4">
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
            <LocalizedLink to="/contact" className={buttonClass("primary", "w-full")}>
              {t("nav.getStarted")}
            </LocalizedLink>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
