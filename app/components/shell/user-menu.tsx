import { UserRound } from "lucide-react";
import { useTranslation } from "react-i18next";
import { SignOutForm } from "#app/components/account/sign-out-form.tsx";
import { useSessionUser } from "#app/components/account/use-session-user.ts";
import { LocalizedLink } from "#app/components/language.tsx";
import { DisclosureMenu } from "#app/components/ui/disclosure-menu.tsx";

const ITEM =
  "block w-full rounded px-3 py-2 text-start text-sm hover:bg-brand-50 focus-visible:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700";

/** The header's account menu: log in and register, or (signed in) profile, the back office for staff, sign out. */
export function UserMenu() {
  const { t } = useTranslation();
  const user = useSessionUser();
  return (
    <DisclosureMenu
      testId="user-menu"
      align="end"
      panelClassName="min-w-44"
      triggerLabel={t("account.menu")}
      triggerClassName="inline-flex items-center rounded-md p-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700"
      trigger={<UserRound className="size-5" aria-hidden />}
    >
      {() =>
        user ? (
          <ul>
            <li className="truncate px-3 py-2 text-xs text-slate-500">{user.email}</li>
            <li>
              <LocalizedLink to="/profile" className={ITEM}>
                {t("account.profile")}
              </LocalizedLink>
            </li>
            {user.staff && (
              <li>
                <LocalizedLink to="/admin" className={ITEM}>
                  {t("account.backOffice")}
                </LocalizedLink>
              </li>
            )}
            <li>
              <SignOutForm className={ITEM} />
            </li>
          </ul>
        ) : (
          <ul>
            <li>
              <LocalizedLink to="/login" className={ITEM}>
                {t("account.login")}
              </LocalizedLink>
            </li>
            <li>
              <LocalizedLink to="/register" className={ITEM}>
                {t("account.register")}
              </LocalizedLink>
            </li>
          </ul>
        )
      }
    </DisclosureMenu>
  );
}
