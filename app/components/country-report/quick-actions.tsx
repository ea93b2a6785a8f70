import { CalendarClock, FileSpreadsheet, MapPin } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LocalizedLink, useLocalizedHref } from "#app/components/language.tsx";
import { reportCsvPath } from "#app/domain/country-report/country-report-sections.ts";

const CARD =
  "flex h-full items-start gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition-colors hover:border-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";

function ActionContent({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  return (
    <>
      <span
        aria-hidden="true"
        className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700"
      >
        {icon}
      </span>
      <span>
        <span className="block font-semibold text-slate-900">{title}</span>
        <span className="mt-1 block text-sm text-slate-600">{text}</span>
      </span>
    </>
  );
}

/**
 * The report's quick actions (spec 001 §2.11): the country's page, 'Schedule Meeting' (the demo scheduler, told
 * which country) and 'Export Data' (the figures as CSV: a download, so a plain link, not a client navigation).
 */
export function QuickActions({ slug, country }: { slug: string; country: string }) {
  const { t } = useTranslation("country-report");
  const href = useLocalizedHref();
  return (
    <ul className="grid grid-cols-1 gap-4 md:grid-cols-3">
      <li>
        <LocalizedLink to={`/regions/middle-east/${slug}`} className={CARD}>
          <ActionContent
            icon={<MapPin className="size-5" />}
            title={t("actions.countryPage", { country })}
            text={t("quickActions.pageNote", { country })}
          />
        </LocalizedLink>
      </li>
      <li>
        <LocalizedLink to={`/demo-scheduler?country=${slug}`} className={CARD}>
          <ActionContent
            icon={<CalendarClock className="size-5" />}
            title={t("actions.scheduleMeeting")}
            text={t("quickActions.meetingNote", { country })}
          />
        </LocalizedLink>
      </li>
      <li>
        <a href={href(reportCsvPath(slug))} download className={CARD}>
          <ActionContent
            icon={<FileSpreadsheet className="size-5" />}
            title={t("actions.exportData")}
            text={t("quickActions.dataNote")}
          />
        </a>
      </li>
    </ul>
  );
}
