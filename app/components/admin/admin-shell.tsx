import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ADMIN_SECTIONS } from "#app/components/admin/admin-nav.ts";
import { LocalizedNavLink } from "#app/components/language.tsx";
import { CONTAINER } from "#app/components/ui/container.ts";

/** The back office's frame: its sections as a navigation beside (on small screens above) the page. */
export function AdminShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation("admin");
  return (
    <div className={`${CONTAINER} flex w-full flex-col gap-6 py-8 lg:flex-row`}>
      <nav aria-label={t("nav.label")} className="shrink-0 lg:w-56">
        <p className="mb-2 text-xs font-semibold uppercase tracking-wide text-slate-500">{t("nav.title")}</p>
        <ul className="flex flex-wrap gap-1 lg:flex-col">
          {ADMIN_SECTIONS.map((section) => (
            <li key={section.key}>
              <LocalizedNavLink
                to={section.to}
                end={section.to === "/admin"}
                className={({ isActive }) =>
                  `block rounded-md px-3 py-1.5 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${
                    isActive
                      ? "bg-brand-50 font-semibold text-brand-800"
                      : "text-slate-700 hover:bg-slate-100"
                  }`
                }
              >
                {t(`nav.${section.key}`)}
              </LocalizedNavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
