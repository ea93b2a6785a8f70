import { UserRound } from "lucide-react";
import { useTranslation } from "react-i18next";
import { ACCOUNT_LINKS } from "../content/navigation.ts";
import { LocalizedLink } from "./language.tsx";
import { DisclosureMenu } from "./ui/disclosure-menu.tsx";

/** The header's account menu: log in, register, profile. */
export function UserMenu() {
  const { t } = useTranslation();
  return (
    <DisclosureMenu
      testId="user-menu"
      align="end"
      panelClassName="min-w-44"
      triggerLabel={t("account.menu")}
      triggerClassName="inline-flex items-center rounded-md p-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700"
      trigger={<UserRound className="size-5" aria-hidden />}
    >
      {() => (
        <ul>
          {ACCOUNT_LINKS.map((item) => (
            <li key={item.to}>
              <LocalizedLink
                to={item.to}
                className="block rounded px-3 py-2 text-sm hover:bg-brand-50 focus-visible:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700"
              >
                {t(item.labelKey)}
              </LocalizedLink>
            </li>
          ))}
        </ul>
      )}
    </DisclosureMenu>
  );
}
