import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, useLocation } from "react-router";
import { buttonClass } from "#app/components/ui/button.tsx";

/**
 * A list's filters: a GET form, so the filter is in the URL (linkable, works without JavaScript); 'Apply' sends it
 * from page 1, 'Clear' goes back to the whole list.
 */
export function FilterForm({ label, children }: { label: string; children: ReactNode }) {
  const { t } = useTranslation("admin");
  const { pathname } = useLocation();
  return (
    <Form
      method="get"
      role="search"
      aria-label={label}
      className="flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4"
    >
      {children}
      <div className="flex gap-2">
        <button type="submit" className={buttonClass("primary", "px-4 py-2")}>
          {t("filters.apply")}
        </button>
        <Link to={pathname} className={buttonClass("secondary", "px-4 py-2")}>
          {t("filters.clear")}
        </Link>
      </div>
    </Form>
  );
}
