import { useTranslation } from "react-i18next";
import { LocalizedLink } from "#app/components/language.tsx";
import {
  REPORT_TYPES,
  type ReportType,
  reportPath,
} from "#app/domain/country-report/country-report-sections.ts";

/** The link to a report of `type`: the comprehensive report is the report's own address, without a query. */
export const reportTypeHref = (slug: string, type: ReportType) =>
  type === "comprehensive" ? reportPath(slug) : `${reportPath(slug)}?type=${type}`;

/**
 * The report-type selector (spec 001 §2.11): one link per type, the current one marked. Links, so it works without
 * JavaScript and each type has its address; with JavaScript the page changes in place, keeping its scroll.
 */
export function ReportTypeNav({ slug, current }: { slug: string; current: ReportType }) {
  const { t } = useTranslation("country-report");
  return (
    <nav aria-label={t("types.label")} className="mt-8">
      <ul className="grid grid-cols-2 gap-1.5 rounded-xl border border-slate-200 bg-white p-1.5 shadow-sm sm:inline-flex sm:flex-wrap">
        {REPORT_TYPES.map((type) => {
          const active = type === current;
          return (
            <li key={type}>
              <LocalizedLink
                to={reportTypeHref(slug, type)}
                preventScrollReset
                aria-current={active ? "page" : undefined}
                className={`flex justify-center rounded-lg px-4 py-2 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${
                  active ? "bg-brand-700 text-white" : "text-slate-700 hover:bg-brand-50 hover:text-brand-900"
                }`}
              >
                {t(`types.${type}.label`)}
              </LocalizedLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
