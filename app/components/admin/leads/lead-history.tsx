import { useTranslation } from "react-i18next";
import { DateTime, useDateTimeFormat } from "#app/components/admin/leads/lead-format.tsx";
import { LeadPanel } from "#app/components/admin/leads/lead-panel.tsx";
import { LocalizedLink } from "#app/components/language.tsx";
import { historyHref, type LeadHistoryItem } from "#app/domain/admin/lead-views.ts";

/** What else the lead's address did (other leads, demo bookings, webinar seats, saved results), newest first. */
export function LeadHistory({ history }: { history: readonly LeadHistoryItem[] }) {
  const { t } = useTranslation("admin-leads");
  const format = useDateTimeFormat();
  const summary = (item: LeadHistoryItem) => {
    switch (item.kind) {
      case "lead":
        return t("history.lead", { source: item.source, status: t(`status.${item.status}`) });
      case "booking":
        return t(item.cancelled ? "history.bookingCancelled" : "history.booking", {
          slot: format(item.slotStart),
        });
      case "webinar":
        return item.webinarId ? t("history.webinar", { webinar: item.webinarId }) : t("history.webinarAny");
      case "calculator":
        return t("history.calculator", { calculator: item.calculatorType });
    }
  };
  return (
    <LeadPanel title={t("history.title")}>
      {history.length === 0 ? (
        <p className="text-sm text-slate-600">{t("history.empty")}</p>
      ) : (
        <ol className="divide-y divide-slate-100 text-sm">
          {history.map((item) => (
            <li
              key={`${item.kind}-${item.id}`}
              className="flex flex-wrap items-baseline gap-x-3 gap-y-1 py-2"
            >
              <span className="text-slate-600">
                <DateTime value={item.at} />
              </span>
              <LocalizedLink to={historyHref(item)} className="text-brand-700 underline hover:text-brand-800">
                {summary(item)}
              </LocalizedLink>
            </li>
          ))}
        </ol>
      )}
    </LeadPanel>
  );
}
