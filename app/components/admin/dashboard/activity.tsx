import { useTranslation } from "react-i18next";
import { useFigureFormat } from "#app/components/admin/dashboard/use-figure-format.ts";
import { type Column, DataTable } from "#app/components/admin/data-table.tsx";
import { BarChart } from "#app/components/charts/bar-chart.tsx";
import { DistributionBar } from "#app/components/charts/distribution-bar.tsx";
import type { DashboardFigures, WindowCounts } from "#app/domain/admin/funnel-figures.ts";
import { WINDOWS } from "#app/domain/admin/funnel-windows.ts";

type ActivityRow = { key: string; label: string; counts: WindowCounts; money?: boolean; source?: boolean };

/** The counted things, each a row of the table and (but revenue) a bar of the 30-day chart. */
const TOTALS = ["leads", "bookings", "registrations", "ordersPaid", "confirmations"] as const;

/**
 * What came in today (Sydney's day), in the last 7 and the last 30 days: a table of every count (leads per
 * source under their total, revenue in AUD), the 30 days as a bar chart, and the leads' sources as shares.
 */
export function Activity({ figures }: { figures: DashboardFigures }) {
  const { t } = useTranslation("admin-dashboard");
  const format = useFigureFormat();

  const rows: ActivityRow[] = [
    { key: "leads", label: t("activity.rows.leads"), counts: figures.leads },
    ...figures.leadsBySource.map((entry) => ({
      key: `source-${entry.source}`,
      label: entry.source,
      counts: entry.counts,
      source: true,
    })),
    ...TOTALS.slice(1).map((key) => ({ key, label: t(`activity.rows.${key}`), counts: figures[key] })),
    { key: "revenue", label: t("activity.rows.revenue"), counts: figures.revenueCents, money: true },
  ];
  const columns: Column<ActivityRow>[] = [
    {
      header: t("activity.columns.figure"),
      cell: (row) =>
        row.source ? (
          <span className="block ps-4 text-slate-600">
            {t("activity.source")} <bdi className="font-mono text-xs">{row.label}</bdi>
          </span>
        ) : (
          <span className="font-semibold">{row.label}</span>
        ),
    },
    ...WINDOWS.map((window) => ({
      header: t(`activity.columns.${window}`),
      numeric: true,
      cell: (row: ActivityRow) => (row.money ? format.money : format.count)(row.counts[window]),
    })),
  ];

  const chartLabels = { show: t("charts.showTable"), item: t("charts.item"), value: t("charts.value") };
  return (
    <section aria-labelledby="activity-title" className="space-y-4" data-testid="activity">
      <h2 id="activity-title" className="text-xl font-semibold text-slate-900">
        {t("activity.title")}
      </h2>
      <p className="text-sm text-slate-600">
        {t("activity.windows", {
          today: format.date(figures.firstDays.today),
          week: format.date(figures.firstDays.week),
          month: format.date(figures.firstDays.month),
        })}
      </p>
      <DataTable
        caption={t("activity.title")}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.key}
        empty=""
      />
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
        <BarChart
          title={t("activity.chart.title")}
          note={t("activity.chart.note", { revenue: format.money(figures.revenueCents.month) })}
          labels={chartLabels}
          rows={TOTALS.map((key) => ({
            key,
            label: t(`activity.rows.${key}`),
            value: figures[key].month,
            text: format.count(figures[key].month),
          }))}
          testId="chart-activity"
        />
        {figures.leads.month > 0 && (
          <DistributionBar
            title={t("activity.sources.title")}
            note={t("activity.sources.note")}
            labels={{ ...chartLabels, item: t("activity.sources.item"), share: t("charts.share") }}
            formatShare={(percent) => format.rate(percent)}
            rows={figures.leadsBySource.map((entry) => ({
              key: entry.source,
              label: entry.source,
              value: entry.counts.month,
              text: format.count(entry.counts.month),
            }))}
            testId="chart-sources"
          />
        )}
      </div>
    </section>
  );
}
