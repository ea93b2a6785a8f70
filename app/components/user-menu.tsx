import { UserRound } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { useTranslation } from "react-i18next";
import { ACCOUNT_LINKS } from "../content/navigation.ts";
import { LocalizedLink } from "./language.tsx";

/** The header's account menu: log in, register, profile. */
export function UserMenu() {
  const { t } = useTranslation();
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        data-testid="user-menu"
        aria-label={t("account.menu")}
        className="inline-flex items-center rounded-md p-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        <UserRound className="size-5" aria-hidden />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-44 rounded-md border border-slate-200 bg-white p-1 shadow-lg"
        >
          {ACCOUNT_LINKS.map((item) => (
            <DropdownMenu.Item key={item.to} asChild>
              <LocalizedLink
                to={item.to}
                className="block rounded px-3 py-2 text-sm outline-none data-[highlighted]:bg-brand-50"
              >
                {t(item.labelKey)}
              </LocalizedLink>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
