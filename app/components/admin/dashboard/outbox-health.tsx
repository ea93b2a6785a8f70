import { useTranslation } from "react-i18next";
import { useFigureFormat } from "#app/components/admin/dashboard/use-figure-format.ts";
import { SummaryCards } from "#app/components/dashboards/summary-cards.tsx";
import { LocalizedLink } from "#app/components/language.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import type { DashboardFigures } from "#app/domain/admin/funnel-figures.ts";

/** The mail queue at a glance: mails waiting, mails given up on, how long the oldest has waited; and the way in. */
export function OutboxHealth({ outbox }: { outbox: DashboardFigures["outbox"] }) {
  const { t } = useTranslation("admin-dashboard");
  const format = useFigureFormat();
  return (
    <section aria-labelledby="outbox-title" className="space-y-4" data-testid="outbox-health">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="outbox-title" className="text-xl font-semibold text-slate-900">
          {t("outbox.title")}
        </h2>
        <LocalizedLink to="/admin/outbox" className={buttonClass("secondary")}>
          {t("outbox.open")}
        </LocalizedLink>
      </div>
      <SummaryCards
        cards={[
          { id: "pending", label: t("outbox.pending"), value: format.count(outbox.pending) },
          {
            id: "failed",
            label: t("outbox.failed"),
            value: format.count(outbox.failed),
            note: outbox.failed > 0 ? t("outbox.failedNote") : undefined,
          },
          {
            id: "oldest",
            label: t("outbox.oldest"),
            value: outbox.oldestPendingSeconds === null ? t("dash") : format.age(outbox.oldestPendingSeconds),
            note: outbox.oldestPendingSeconds === null ? t("outbox.none") : undefined,
          },
        ]}
      />
    </section>
  );
}
