import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { ChartTone } from "#app/components/charts/chart-tones.ts";
import { LineChart } from "#app/components/charts/line-chart.tsx";
import { useLanguage } from "#app/components/language.tsx";
import { formatMoney, formatMoneyCompact } from "#app/domain/money.ts";
import {
  formatCount,
  formatMonthCount,
  type ModelPlan,
  modelKey,
  PAYMENT_MODELS,
  type PaymentModel,
  type PaymentsPlanResult,
} from "#app/domain/tools/payments-planner.ts";

/** Each model's line in the chart. */
const TONES: Record<PaymentModel, ChartTone> = {
  standard: "slate",
  deferred: "brand",
  revenue_share: "teal",
  milestone: "violet",
  usage_based: "amber",
};

const TABLE = "w-full border-collapse text-sm";
const HEAD = "sticky start-0 bg-white py-2 pe-3 text-start align-bottom font-semibold text-slate-700";
const HEAD_NUMBER = "py-2 pe-3 text-end align-bottom font-semibold text-slate-700";
const ROW_HEAD = "sticky start-0 min-w-28 bg-white py-2 pe-3 text-start font-medium text-slate-900";
const CELL = "whitespace-nowrap py-2 pe-3 text-end tabular-nums text-slate-900";

/**
 * The planner's results: a polite summary as they change, the five models compared (paid within the project,
 * still owed after it, cash saved, runway extension, the most cash kept on the way), a chart of cumulative cash
 * out with its table, the month-by-month schedule of every model, and the rules behind the figures. Amounts in
 * full in the tables, in short form in the summary ("A$57K"). Before the inputs are complete, a line saying what
 * is missing.
 */
export function PaymentsResults({ result }: { result: PaymentsPlanResult | null }) {
  const { t } = useTranslation("tools-payments");
  const lang = useLanguage();
  const money = (cents: number) => formatMoney(cents, lang);
  const name = (model: PaymentModel) => t(`models.${modelKey(model)}`);
  const months = (count: number) => formatMonthCount(count, lang);
  const runway = (plan: ModelPlan) =>
    plan.runwayMonths === null ? t("paymentsResults.notApplicable") : months(plan.runwayMonths);

  return (
    <section aria-labelledby="payments-results-title" className="space-y-8">
      <div>
        <h3 id="payments-results-title" className="text-xl font-semibold text-slate-900">
          {t("paymentsResults.title")}
        </h3>
        {/* The figure that matters, announced politely as it changes. */}
        <p
          role="status"
          className={
            result ? "mt-2 max-w-3xl text-slate-700" : "mt-3 rounded-xl bg-slate-50 p-5 text-slate-700"
          }
          data-testid="payments-summary"
        >
          {result ? announcement(result) : t("paymentsResults.incomplete")}
        </p>
      </div>

      {result && (
        <>
          <ResultsTable
            testId="payments-comparison"
            title={t("paymentsResults.comparisonCaption", { duration: months(result.duration) })}
            note={t("paymentsResults.cashRule")}
          >
            <thead>
              <tr className="border-b border-slate-200">
                <th scope="col" className={HEAD}>
                  {t("paymentsResults.model")}
                </th>
                <th scope="col" className={HEAD_NUMBER}>
                  {t("paymentsResults.paidWithin")}
                </th>
                <th scope="col" className={HEAD_NUMBER}>
                  {t("paymentsResults.owedAfter")}
                </th>
                <th scope="col" className={HEAD_NUMBER}>
                  {t("paymentsResults.cashSaved")}
                </th>
                <th scope="col" className={HEAD_NUMBER}>
                  {t("paymentsResults.runway")}
                </th>
                <th scope="col" className={HEAD_NUMBER}>
                  {t("paymentsResults.mostKept")}
                </th>
              </tr>
            </thead>
            <tbody>
              {result.plans.map((plan) => (
                <tr
                  key={plan.model}
                  className="border-b border-slate-100 last:border-0"
                  data-model={plan.model}
                >
                  <th scope="row" className={ROW_HEAD}>
                    {name(plan.model)}
                  </th>
                  <td className={CELL}>{money(plan.paidWithin)}</td>
                  <td className={CELL}>{money(plan.owedAfter)}</td>
                  <td className={`${CELL} font-semibold`}>{money(plan.cashSaved)}</td>
                  <td className={CELL}>{runway(plan)}</td>
                  <td className={CELL}>
                    {plan.mostKeptMonth === null
                      ? t("paymentsResults.none")
                      : t("paymentsResults.mostKeptValue", {
                          amount: money(plan.mostKept),
                          month: formatCount(plan.mostKeptMonth, lang),
                        })}
                  </td>
                </tr>
              ))}
            </tbody>
          </ResultsTable>

          <div className="grid items-start gap-8 lg:grid-cols-2">
            <LineChart
              title={t("paymentsResults.chartTitle")}
              note={t("paymentsResults.chartNote")}
              testId="payments-chart"
              xLabels={Array.from({ length: result.duration + 1 }, (_, month) => formatCount(month, lang))}
              series={result.plans.map((plan) => ({
                key: plan.model,
                label: name(plan.model),
                tone: TONES[plan.model],
                values: [0, ...plan.cumulative],
              }))}
              formatValue={(cents) => money(Math.round(cents))}
              formatAxis={(cents) => formatMoneyCompact(Math.round(cents), lang)}
              labels={{ show: t("paymentsResults.chartTable"), x: t("paymentsResults.endOfMonth") }}
            />
            <PaymentRules />
          </div>

          <ResultsTable
            testId="payments-schedule"
            title={t("paymentsResults.scheduleCaption", { duration: months(result.duration) })}
          >
            <thead>
              <tr className="border-b border-slate-200">
                <th scope="col" className={HEAD}>
                  {t("paymentsResults.month")}
                </th>
                {result.plans.map((plan) => (
                  <th key={plan.model} scope="col" className={HEAD_NUMBER}>
                    {name(plan.model)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {Array.from({ length: result.duration }, (_, index) => index + 1).map((month) => (
                <tr key={month} className="border-b border-slate-100">
                  <th scope="row" className={ROW_HEAD}>
                    {t("paymentsResults.monthN", { month: formatCount(month, lang) })}
                  </th>
                  {result.plans.map((plan) => (
                    <td key={plan.model} className={CELL}>
                      {money(plan.schedule[month - 1] ?? 0)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="border-t-2 border-slate-300">
                <th scope="row" className={ROW_HEAD}>
                  {t("paymentsResults.paidWithin")}
                </th>
                {result.plans.map((plan) => (
                  <td key={plan.model} className={`${CELL} font-semibold`}>
                    {money(plan.paidWithin)}
                  </td>
                ))}
              </tr>
              <tr>
                <th scope="row" className={ROW_HEAD}>
                  {t("paymentsResults.owedAfter")}
                </th>
                {result.plans.map((plan) => (
                  <td key={plan.model} className={CELL}>
                    {money(plan.owedAfter)}
                  </td>
                ))}
              </tr>
            </tfoot>
          </ResultsTable>
        </>
      )}

      {!result && <PaymentRules />}
    </section>
  );

  /** One sentence on the outcome: the model that saves the most cash and the runway it buys, if any saves. */
  function announcement(current: PaymentsPlanResult): string {
    const best = current.plans.reduce((top, plan) => (plan.cashSaved > top.cashSaved ? plan : top));
    const duration = months(current.duration);
    if (best.cashSaved === 0) return t("paymentsResults.announceNone", { duration });
    if (best.runwayMonths === null)
      return t("paymentsResults.announceNoBudget", {
        duration,
        model: name(best.model),
        saved: formatMoneyCompact(best.cashSaved, lang),
      });
    return t("paymentsResults.announce", {
      duration,
      model: name(best.model),
      saved: formatMoneyCompact(best.cashSaved, lang),
      runway: runway(best),
    });
  }
}

/**
 * One of the results' tables in its own box: its title over it (and again as its caption), a hint to scroll on a
 * narrow screen, a scrolling region a keyboard can reach, and an optional note under it.
 */
function ResultsTable({
  testId,
  title,
  note,
  children,
}: {
  /** The table's test id; with `-title`, its heading's id. */
  testId: string;
  title: ReactNode;
  note?: ReactNode;
  /** The table's head, body and foot. */
  children: ReactNode;
}) {
  const { t } = useTranslation("tools-payments");
  const titleId = `${testId}-title`;
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h4 id={titleId} className="text-lg font-semibold text-slate-900">
        {title}
      </h4>
      <p className="mt-1 text-sm text-slate-600 lg:hidden">{t("paymentsResults.scrollHint")}</p>
      <section
        aria-labelledby={titleId}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable by keyboard (WCAG 2.1.1)
        tabIndex={0}
        className="mt-3 overflow-x-auto focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        <table className={TABLE} data-testid={testId}>
          <caption className="sr-only">{title}</caption>
          {children}
        </table>
      </section>
      {note && <p className="mt-3 max-w-4xl text-xs text-slate-600">{note}</p>}
    </div>
  );
}

/** The rules behind the figures, one line per model (decision 028). */
function PaymentRules() {
  const { t } = useTranslation("tools-payments");
  return (
    <section aria-labelledby="payments-rules-title" className="rounded-xl bg-slate-50 p-5 sm:p-6">
      <h4 id="payments-rules-title" className="text-base font-semibold text-slate-900">
        {t("paymentsResults.rulesTitle")}
      </h4>
      <dl className="mt-3 space-y-2 text-sm">
        {PAYMENT_MODELS.map((model) => (
          <div key={model} className="sm:flex sm:gap-2">
            <dt className="shrink-0 font-semibold text-slate-900 sm:w-36">
              {t(`models.${modelKey(model)}`)}
            </dt>
            <dd className="text-slate-700">{t(`rules.${modelKey(model)}`)}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm text-slate-700">{t("rules.projection")}</p>
      <p className="mt-1 text-sm text-slate-700">{t("rules.remainder")}</p>
    </section>
  );
}
