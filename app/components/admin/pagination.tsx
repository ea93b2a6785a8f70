import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { numberFormat } from "#app/domain/intl-format.ts";

/**
 * Previous and next links of a paged list, keeping the list's other query parameters (its filters), and where the
 * reader is ("Page 2 of 5 · 112 rows").
 */
export function Pagination({ page, pageCount, total }: { page: number; pageCount: number; total: number }) {
  const { t, i18n } = useTranslation("admin");
  const { pathname, search } = useLocation();
  const to = (target: number) => {
    const query = new URLSearchParams(search);
    if (target === 1) query.delete("page");
    else query.set("page", String(target));
    const rest = query.toString();
    return rest ? `${pathname}?${rest}` : pathname;
  };
  const number = numberFormat(i18n.language);
  const link = "rounded-md border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-50";
  return (
    <nav aria-label={t("pagination.label")} className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-slate-600">
        {t("pagination.status", {
          page: number.format(page),
          pageCount: number.format(pageCount),
          total: number.format(total),
        })}
      </p>
      <div className="flex gap-2">
        {page > 1 && (
          <Link to={to(page - 1)} rel="prev" className={link}>
            {t("pagination.previous")}
          </Link>
        )}
        {page < pageCount && (
          <Link to={to(page + 1)} rel="next" className={link}>
            {t("pagination.next")}
          </Link>
        )}
      </div>
    </nav>
  );
}
