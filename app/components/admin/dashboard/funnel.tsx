import { useTranslation } from "react-i18next";
import { type FigureFormat, useFigureFormat } from "#app/components/admin/dashboard/use-figure-format.ts";
import { BarChart } from "#app/components/charts/bar-chart.tsx";
import {
  ChartFigure,
  TABLE_CELL,
  TABLE_HEAD_END,
  TABLE_HEAD_START,
  TABLE_ROW,
  TABLE_ROW_HEAD,
} from "#app/components/charts/chart-frame.tsx";
import { CHART_TONES } from "#app/components/charts/chart-tones.ts";
import {
  type DashboardFigures,
  FUNNEL_STEP_KEYS,
  type FunnelRow,
  funnelRates,
} from "#app/domain/admin/funnel-figures.ts";
import { barPercent, maxOf } from "#app/domain/dashboards/chart-scale.ts";

/** The rates a breakdown draws, each a bar in its own tone (named in text beside it, never by colour alone). */
const RATES = [
  { step: "leads", tone: CHART_TONES.brand },
  { step: "purchases", tone: CHART_TONES.teal },
] as const;

/**
 * The funnel from the first-party counters (decision 037): page views, leads, purchases over the last 30 counter
 * days as bars, then the same per UTM campaign and per language, with both rates as a share of page views.
 */
export function Funnel({ funnel }: { funnel: DashboardFigures["funnel"] }) {
  const { t } = useTranslation("admin-dashboard");
  const format = useFigureFormat();
  const rates = funnelRates(funnel.total);
  return (
    <section aria-labelledby="funnel-title" className="space-y-4" data-testid="funnel">
      <h2 id="funnel-title" className="text-xl font-semibold text-slate-900">
        {t("funnel.title")}
      </h2>
      <p className="text-sm text-slate-600">
        {t("funnel.intro", { from: format.date(funnel.days.from), to: format.date(funnel.days.to) })}
      </p>
      <BarChart
        title={t("funnel.total.title")}
        note={t("funnel.total.note", {
          leads: format.rate(rates.leads),
          purchases: format.rate(rates.purchases),
        })}
        labels={{ show: t("charts.showTable"), item: t("funnel.total.step"), value: t("charts.value") }}
        rows={FUNNEL_STEP_KEYS.map((step) => ({
          key: step,
          label: t(`funnel.steps.${step}`),
          value: funnel.total[step],
          text: format.count(funnel.total[step]),
        }))}
        testId="chart-funnel"
      />
      <div className="space-y-6">
        <Breakdown
          title={t("funnel.byCampaign.title")}
          item={t("funnel.byCampaign.item")}
          rows={funnel.byCampaign}
          name={format.campaign}
          testId="chart-campaigns"
        />
        <Breakdown
          title={t("funnel.byLanguage.title")}
          item={t("funnel.byLanguage.item")}
          rows={funnel.byLanguage}
          name={format.language}
          testId="chart-languages"
        />
      </div>
    </section>
  );
}

/** One group per row: its lead and purchase rates as bars (against the largest rate shown), and every figure in the table. */
function Breakdown({
  title,
  item,
  rows,
  name,
  testId,
}: {
  title: string;
  item: string;
  rows: readonly FunnelRow[];
  name: FigureFormat["campaign"];
  testId: string;
}) {
  const { t } = useTranslation("admin-dashboard");
  const format = useFigureFormat();
  const rated = rows.map((row) => ({ row, rates: funnelRates(row) }));
  const full = maxOf(rated.flatMap(({ rates }) => [rates.leads ?? 0, rates.purchases ?? 0]));
  const headers = [
    "funnel.steps.views",
    "funnel.steps.leads",
    "funnel.rates.leads",
    "funnel.steps.purchases",
    "funnel.rates.purchases",
  ] as const;
  return (
    <ChartFigure
      title={title}
      note={t("funnel.breakdownNote")}
      showTable={t("charts.showTable")}
      testId={testId}
      tableHead={
        <>
          <th scope="col" className={TABLE_HEAD_START}>
            {item}
          </th>
          {headers.map((key) => (
            <th key={key} scope="col" className={TABLE_HEAD_END}>
              {t(key)}
            </th>
          ))}
        </>
      }
      tableBody={rated.map(({ row, rates }) => (
        <tr key={row.key} className={TABLE_ROW}>
          <th scope="row" className={TABLE_ROW_HEAD}>
            {name(row.key)}
          </th>
          <td className={TABLE_CELL}>{format.count(row.views)}</td>
          <td className={TABLE_CELL}>{format.count(row.leads)}</td>
          <td className={TABLE_CELL}>{format.rate(rates.leads)}</td>
          <td className={TABLE_CELL}>{format.count(row.purchases)}</td>
          <td className={TABLE_CELL}>{format.rate(rates.purchases)}</td>
        </tr>
      ))}
    >
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600">{t("funnel.empty")}</p>
      ) : (
        <ul className="space-y-5">
          {rated.map(({ row, rates }) => (
            <li key={row.key} data-chart-row={row.key}>
              <div className="flex items-baseline justify-between gap-3 text-sm">
                <span className="font-medium text-slate-800">{name(row.key)}</span>
                <span className="tabular-nums text-slate-600">
                  {t("funnel.views", { views: format.count(row.views) })}
                </span>
              </div>
              {RATES.map(({ step, tone }) => (
                <div key={step} className="mt-1.5 flex items-center gap-3 text-xs">
                  <span className="w-40 shrink-0 text-slate-700">
                    {t(`funnel.rateLine.${step}`, {
                      rate: format.rate(rates[step]),
                      number: format.count(row[step]),
                    })}
                  </span>
                  <div aria-hidden="true" className="h-2 flex-1 overflow-hidden rounded-full bg-slate-100">
                    <div
                      className={`h-full rounded-full ${tone}`}
                      style={{ width: `${barPercent(rates[step] ?? 0, full)}%` }}
                    />
                  </div>
                </div>
              ))}
            </li>
          ))}
        </ul>
      )}
    </ChartFigure>
  );
}
