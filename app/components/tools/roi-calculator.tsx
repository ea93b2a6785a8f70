import { Calculator } from "lucide-react";
import { useTranslation } from "react-i18next";
import { BarChart } from "#app/components/charts/bar-chart.tsx";
import { SelectField, TextField } from "#app/components/form/form-controls.tsx";
import { useLanguage } from "#app/components/language.tsx";
import { SaveResults } from "#app/components/tools/save-results.tsx";
import type { ToolAnswer } from "#app/components/tools/tool-answer.ts";
import { ToolForm } from "#app/components/tools/tool-form.tsx";
import { type LiveToolSpec, useLiveTool } from "#app/components/tools/use-live-tool.ts";
import { WorkedExample } from "#app/components/tools/worked-example.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import { formatMoney, formatMoneyCompact } from "#app/domain/money.ts";
import {
  COMPANY_SIZES,
  computeRoi,
  formatMonths,
  formatPercent,
  ROI_EXAMPLE,
  ROI_TIMEFRAMES,
  type RoiInput,
  RoiInputSchema,
  type RoiResult,
} from "#app/domain/tools/roi.ts";
import { translateDataKey } from "#app/i18n/data-key.ts";

const FIELDS = ["revenue", "growth", "size", "budget", "months"] as const;
type Field = (typeof FIELDS)[number];

const ROI_FORM: LiveToolSpec<Field, RoiInput, RoiResult> = {
  tool: "roi",
  fields: FIELDS,
  initial: ROI_EXAMPLE,
  schema: RoiInputSchema,
  compute: computeRoi,
};

/**
 * The ROI calculator (spec 001 §9): five inputs, and once all five are valid the projected revenue, the service
 * cost, the investment, the net gain, the ROI and the payback period, updated as the visitor types
 * (`useLiveTool`). It opens with a worked example already computed (decision 072). Without JavaScript 'Calculate'
 * posts the form and the server answers with its results (`answer`). 'Save results' is there while there are.
 */
export function RoiTool({ answer }: { answer?: ToolAnswer }) {
  const { t } = useTranslation("tools");
  const lang = useLanguage();
  const { formRef, result, isExample, errors, bind, submit } = useLiveTool(ROI_FORM, answer);

  const fieldProps = (field: Field) => ({
    ...bind(field),
    error: errors[field] && translateDataKey(t, `errors.${errors[field]}`),
  });

  return (
    <ToolForm tool="roi" ref={formRef} onSubmit={submit} data-testid="roi-calculator">
      {isExample && (
        <div className="mb-6">
          <WorkedExample
            text={t("roi.example", {
              revenue: formatMoneyCompact(Number(ROI_EXAMPLE.revenue) * 100, lang),
              growth: formatPercent(Number(ROI_EXAMPLE.growth), lang),
              budget: formatMoneyCompact(Number(ROI_EXAMPLE.budget) * 100, lang),
            })}
          />
        </div>
      )}
      <div className="grid gap-8 lg:grid-cols-5">
        <fieldset className="space-y-5 self-start rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 lg:col-span-2">
          <legend className="sr-only">{t("roi.inputsTitle")}</legend>
          <h3 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
            <Calculator aria-hidden className="size-5 text-brand-700" />
            {t("roi.inputsTitle")}
          </h3>
          <TextField
            {...fieldProps("revenue")}
            label={t("roi.fields.revenue")}
            hint={t("roi.hints.revenue")}
            inputMode="decimal"
            autoComplete="off"
          />
          <TextField
            {...fieldProps("growth")}
            label={t("roi.fields.growth")}
            hint={t("roi.hints.growth")}
            inputMode="decimal"
            autoComplete="off"
          />
          <SelectField {...fieldProps("size")} label={t("roi.fields.size")}>
            <option value="">{t("roi.sizes.choose")}</option>
            {COMPANY_SIZES.map((size) => (
              <option key={size} value={size}>
                {t(`roi.sizes.${size}`)}
              </option>
            ))}
          </SelectField>
          <TextField
            {...fieldProps("budget")}
            label={t("roi.fields.budget")}
            hint={t("roi.hints.budget")}
            inputMode="decimal"
            autoComplete="off"
          />
          <SelectField {...fieldProps("months")} label={t("roi.fields.timeframe")}>
            {ROI_TIMEFRAMES.map((months) => (
              <option key={months} value={months}>
                {t(`roi.timeframes.m${months}`)}
              </option>
            ))}
          </SelectField>
          <button type="submit" name="intent" value="calculate" className={buttonClass("primary", "w-full")}>
            {t("roi.calculate")}
          </button>
        </fieldset>

        <div className="lg:col-span-3">
          <RoiResults result={result} />
          {result && <SaveResults tool="roi" answer={answer} />}
        </div>
      </div>
    </ToolForm>
  );
}

function RoiResults({ result }: { result: RoiResult | null }) {
  const { t } = useTranslation("tools");
  const lang = useLanguage();
  const money = (cents: number) => formatMoney(cents, lang);
  const short = (cents: number) => formatMoneyCompact(cents, lang);
  const notApplicable = t("roi.notApplicable");
  const roi = result && (result.roiPercent === null ? notApplicable : formatPercent(result.roiPercent, lang));
  const payback =
    result &&
    (result.paybackMonths === null
      ? notApplicable
      : t("roi.paybackValue", { months: formatMonths(result.paybackMonths, lang) }));

  return (
    <section aria-labelledby="roi-results-title" className="space-y-5">
      <h3 id="roi-results-title" className="text-lg font-semibold text-slate-900">
        {t("roi.resultsTitle")}
      </h3>
      {/* The figures that matter, announced politely as they change. */}
      <p role="status" className={result ? "sr-only" : "rounded-xl bg-slate-50 p-5 text-slate-700"}>
        {result ? t("roi.announce", { roi, payback }) : t("roi.incomplete")}
      </p>
      {result && (
        <>
          <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2" data-testid="roi-results">
            <Figure label={t("roi.results.projectedRevenue")} value={short(result.projectedRevenue)} />
            <Figure label={t("roi.results.serviceCost")} value={short(result.serviceCost)} />
            <Figure label={t("roi.results.investment")} value={short(result.investment)} />
            <Figure
              label={t("roi.results.netGain")}
              value={short(result.netGain)}
              tone={result.netGain < 0 ? "loss" : "gain"}
            />
            <Figure label={t("roi.results.roi")} value={roi!} tone="highlight" testId="roi-percent" />
            <Figure label={t("roi.results.payback")} value={payback!} tone="highlight" testId="roi-payback" />
          </dl>
          <p className="text-sm text-slate-600">
            {t("roi.paybackRule", { monthly: short(result.monthlyRevenue) })}
          </p>
          <BarChart
            title={t("roi.chart.title")}
            testId="roi-chart"
            labels={{ show: t("roi.chart.table"), item: t("roi.chart.item"), value: t("roi.chart.value") }}
            rows={[
              {
                key: "revenue",
                label: t("roi.results.projectedRevenue"),
                value: result.projectedRevenue,
                text: short(result.projectedRevenue),
                exact: money(result.projectedRevenue),
                tone: "brand",
              },
              {
                key: "budget",
                label: t("roi.chart.budget"),
                value: result.investment - result.serviceCost,
                text: short(result.investment - result.serviceCost),
                exact: money(result.investment - result.serviceCost),
                tone: "slate",
              },
              {
                key: "service",
                label: t("roi.results.serviceCost"),
                value: result.serviceCost,
                text: short(result.serviceCost),
                exact: money(result.serviceCost),
                tone: "slate",
              },
              {
                key: "investment",
                label: t("roi.results.investment"),
                value: result.investment,
                text: short(result.investment),
                exact: money(result.investment),
                tone: "amber",
              },
            ]}
          />
        </>
      )}
    </section>
  );
}

const FIGURE_TONES = {
  plain: "bg-white text-slate-900",
  gain: "bg-white text-emerald-800",
  loss: "bg-white text-red-700",
  highlight: "bg-brand-50 text-brand-900",
} as const;

function Figure({
  label,
  value,
  tone = "plain",
  testId,
}: {
  label: string;
  value: string;
  tone?: keyof typeof FIGURE_TONES;
  testId?: string;
}) {
  return (
    <div className={`rounded-xl border border-slate-200 p-4 shadow-sm ${FIGURE_TONES[tone]}`}>
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 text-xl font-bold tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
