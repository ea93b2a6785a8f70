import { SlidersHorizontal, TrendingUp, Wallet } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { SelectField, TextField } from "#app/components/form/form-controls.tsx";
import { useLanguage } from "#app/components/language.tsx";
import { PaymentsResults } from "#app/components/tools/payments-results.tsx";
import { SaveResults } from "#app/components/tools/save-results.tsx";
import type { ToolAnswer } from "#app/components/tools/tool-answer.ts";
import { ToolForm } from "#app/components/tools/tool-form.tsx";
import { type LiveToolSpec, useLiveTool } from "#app/components/tools/use-live-tool.ts";
import { WorkedExample } from "#app/components/tools/worked-example.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import { formatMoneyCompact } from "#app/domain/money.ts";
import {
  computePaymentsPlan,
  formatMonthCount,
  PAYMENTS_EXAMPLE,
  PAYMENTS_FIELDS,
  type PaymentsPlanInput,
  PaymentsPlanInputSchema,
  type PaymentsPlanResult,
  PLAN_DURATIONS,
} from "#app/domain/tools/payments-planner.ts";
import { translateDataKey } from "#app/i18n/data-key.ts";

type Field = (typeof PAYMENTS_FIELDS)[number];

const PAYMENTS_FORM: LiveToolSpec<Field, PaymentsPlanInput, PaymentsPlanResult> = {
  tool: "payments",
  fields: PAYMENTS_FIELDS,
  initial: PAYMENTS_EXAMPLE,
  schema: PaymentsPlanInputSchema,
  compute: computePaymentsPlan,
};

/**
 * The Startup Payments Planner (spec 001 §4, §5, §9): the project's cost and duration, the business's monthly
 * budget and growth projection, and each payment model's setting; once every field is valid, the five models
 * compared (paid within the project, cash saved, runway extension), their month-by-month schedules and a chart of
 * cumulative cash out, updated as the visitor types (`useLiveTool`). It opens with a worked example already
 * computed (decision 072). Without JavaScript 'Calculate' posts the form and the page shows the server's results
 * (`answer.computed`). 'Save results' is there while there are results.
 */
export function PaymentsTool({ answer }: { answer?: ToolAnswer }) {
  const { t } = useTranslation("tools-payments");
  const lang = useLanguage();
  const { formRef, result, isExample, errors, bind, submit } = useLiveTool(PAYMENTS_FORM, answer);

  const control = (name: Field) => ({
    ...bind(name),
    label: t(`fields.${name}`),
    error: errors[name] && translateDataKey(t, `errors.${errors[name]}`),
  });
  // Every field but the duration (a select) is typed in, with a hint.
  const field = (name: Exclude<Field, "duration">) => ({
    ...control(name),
    hint: t(`hints.${name}`),
    inputMode: "decimal" as const,
    autoComplete: "off",
  });

  return (
    <ToolForm tool="payments" ref={formRef} onSubmit={submit} data-testid="payments-planner">
      <p className="max-w-3xl text-slate-700">{t("paymentsPlanner.intro")}</p>
      {isExample && (
        <div className="mt-4">
          <WorkedExample
            text={t("paymentsPlanner.example", {
              cost: formatMoneyCompact(Number(PAYMENTS_EXAMPLE.projectCost) * 100, lang),
              duration: formatMonthCount(Number(PAYMENTS_EXAMPLE.duration), lang),
              budget: formatMoneyCompact(Number(PAYMENTS_EXAMPLE.monthlyBudget) * 100, lang),
            })}
          />
        </div>
      )}
      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <InputGroup icon={<Wallet className="size-5" />} title={t("paymentsPlanner.projectTitle")}>
          <TextField {...field("projectCost")} />
          <TextField {...field("monthlyBudget")} />
          <SelectField {...control("duration")}>
            {PLAN_DURATIONS.map((months) => (
              <option key={months} value={months}>
                {formatMonthCount(months, lang)}
              </option>
            ))}
          </SelectField>
        </InputGroup>
        <InputGroup
          icon={<TrendingUp className="size-5" />}
          title={t("paymentsPlanner.growthTitle")}
          intro={t("paymentsPlanner.growthIntro")}
        >
          <TextField {...field("startingRevenue")} />
          <TextField {...field("startingUsage")} />
          <TextField {...field("growthPercent")} />
        </InputGroup>
        <InputGroup
          icon={<SlidersHorizontal className="size-5" />}
          title={t("paymentsPlanner.modelsTitle")}
          intro={t("paymentsPlanner.modelsIntro")}
        >
          <TextField {...field("deferredMonths")} />
          <TextField {...field("revenueSharePercent")} />
          <TextField {...field("milestoneCount")} />
          <TextField {...field("usageThreshold")} />
        </InputGroup>
      </div>
      <button
        type="submit"
        name="intent"
        value="calculate"
        className={buttonClass("primary", "mt-6 w-full sm:w-auto sm:px-8")}
      >
        {t("paymentsPlanner.calculate")}
      </button>
      <div className="mt-10">
        <PaymentsResults result={result} />
      </div>
      {result && <SaveResults tool="payments" answer={answer} />}
    </ToolForm>
  );
}

/** A titled group of the planner's fields. */
function InputGroup({
  icon,
  title,
  intro,
  children,
}: {
  icon: ReactNode;
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="min-w-0 space-y-5 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <legend className="sr-only">{title}</legend>
      <div>
        <h3 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <span className="text-brand-700">{icon}</span>
          {title}
        </h3>
        {intro && <p className="mt-1 text-sm text-slate-600">{intro}</p>}
      </div>
      {children}
    </fieldset>
  );
}
