import { ChevronDown } from "lucide-react";
import { useTranslation } from "react-i18next";
import { LocalizedLink } from "#app/components/language.tsx";
import { DisclosureMenu } from "#app/components/ui/disclosure-menu.tsx";
import type { NavItem } from "#app/content/navigation.ts";

/** A header dropdown of links (Solutions, Resources). */
export function NavDropdown({ label, items, testId }: { label: string; items: NavItem[]; testId: string }) {
  const { t } = useTranslation();
  return (
    <DisclosureMenu
      testId={testId}
      trigger={
        <>
          {label}
          <ChevronDown className="size-4 transition-transform group-open:rotate-180" aria-hidden />
        </>
      }
      triggerClassName="inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700 group-open:bg-slate-100"
    >
      {() => (
        <ul>
          {items.map((item) => (
            <li key={item.to}>
              <LocalizedLink
                to={item.to}
                className="block rounded px-3 py-2 text-sm text-slate-800 hover:bg-brand-50 hover:text-brand-800 focus-visible:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700"
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
