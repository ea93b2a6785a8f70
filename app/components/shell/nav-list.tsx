import { useTranslation } from "react-i18next";
import { LocalizedLink } from "#app/components/language.tsx";
import type { NavItem } from "#app/content/navigation.ts";

/** A list of site links with translated labels, kept in the current language; the caller styles it. */
export function NavList({
  items,
  className,
  linkClassName,
}: {
  items: NavItem[];
  className?: string;
  linkClassName: string;
}) {
  const { t } = useTranslation();
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.to}>
          <LocalizedLink to={item.to} className={linkClassName}>
            {t(item.labelKey)}
          </LocalizedLink>
        </li>
      ))}
    </ul>
  );
}
