import { ChartPie } from "lucide-react";
import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigation } from "react-router";
import { SelectField } from "#app/components/form/form-controls.tsx";
import { MarketResults } from "#app/components/tools/market-results.tsx";
import { SaveResults } from "#app/components/tools/save-results.tsx";
import type { ToolAnswer } from "#app/components/tools/tool-answer.ts";
import { ToolForm } from "#app/components/tools/tool-form.tsx";
import { firstIssues, type LiveToolSpec, useLiveTool } from "#app/components/tools/use-live-tool.ts";
import { WorkedExample } from "#app/components/tools/worked-example.tsx";
import { SubmitButton } from "#app/components/ui/button.tsx";
import {
  COMPANY_TYPE_IDS,
  computeMarketSizing,
  INDUSTRY_IDS,
  MARKET_SIZING_EXAMPLE,
  type MarketSizingInput,
  MarketSizingInputSchema,
  type MarketSizingResult,
  REGION_IDS,
} from "#app/domain/tools/market-sizing.ts";
import { translateDataKey } from "#app/i18n/data-key.ts";

const TOOL = "market-sizing";
const FIELDS = ["industry", "region", "companyType"] as const;
type FieldName = (typeof FIELDS)[number];

const MARKET_FORM: LiveToolSpec<FieldName, MarketSizingInput, MarketSizingResult> = {
  tool: TOOL,
  fields: FIELDS,
  initial: MARKET_SIZING_EXAMPLE,
  schema: MarketSizingInputSchema,
  compute: computeMarketSizing,
};

/**
 * The Market Sizing Tool (spec 001 §5, §9): industry, region and company type, then the addressable market, the
 * year-one and year-three targets, the industry's growth, the region's population, the industry's
 * opportunities and a five-year projection. It runs only once all three are chosen, and opens with a worked
 * example already computed (decision 072). With JavaScript the results
 * follow the selects as they change (`useLiveTool`: the same domain functions the server uses); without it
 * 'Calculate' posts the form to /tools, whose action computes them and the page shows its answer. The save box
 * sits inside the form, so a save sends the same three choices, and the server recomputes what it stores; it is
 * there while there are results to save.
 */
export function MarketSizingTool({ answer }: { answer?: ToolAnswer }) {
  const { t } = useTranslation("tools-market");
  const {
    id,
    own,
    formRef,
    values,
    setValues,
    valuesOf,
    parsed,
    result,
    isExample,
    focusFirst,
    change,
    bind,
  } = useLiveTool(MARKET_FORM, answer);
  /** Errors found in the browser when the form was sent incomplete. */
  const [checked, setChecked] = useState<Partial<Record<FieldName, string>>>({});
  const navigation = useNavigation();
  const calculating =
    navigation.state === "submitting" &&
    navigation.formData?.get("tool") === TOOL &&
    navigation.formData.get("intent") === "calculate";

  // A new answer (a post through the router) shows its values, errors and results again.
  const shown = useRef(own);
  useEffect(() => {
    if (!own || own === shown.current) return;
    shown.current = own;
    setValues(valuesOf(own));
    setChecked({});
  }, [own, setValues, valuesOf]);

  // The server's errors hold for the fields that still have the value it saw.
  const sent = valuesOf(own);
  const errorOf = (name: FieldName) => {
    const key = checked[name] ?? (values[name] === sent[name] ? own?.result.error?.[name]?.[0] : undefined);
    return key ? translateDataKey(t, `errors.${key}`, { ns: ["tools-market", "forms"] }) : undefined;
  };

  const choose = (event: ChangeEvent<HTMLSelectElement>) => {
    const { name } = event.currentTarget;
    change(event);
    setChecked((current) => ({ ...current, [name]: undefined }));
  };

  // With JavaScript an incomplete form is not sent (either button): the missing choices say so where they are.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (parsed.success) return;
    event.preventDefault();
    const found = firstIssues(parsed, FIELDS);
    setChecked(found);
    focusFirst(found);
  };

  const select = (name: FieldName, options: readonly { id: string; label: string }[]) => (
    <SelectField
      {...bind(name)}
      label={t(`marketSizingTool.${name}`)}
      onChange={choose}
      error={errorOf(name)}
    >
      <option value="">{t(`marketSizingTool.choose.${name}`)}</option>
      {options.map((option) => (
        <option key={option.id} value={option.id}>
          {option.label}
        </option>
      ))}
    </SelectField>
  );

  return (
    <ToolForm
      tool={TOOL}
      ref={formRef}
      onSubmit={onSubmit}
      aria-labelledby={`${id}-title`}
      data-testid="market-sizing-tool"
    >
      {isExample && (
        <div className="mb-6">
          <WorkedExample text={t("marketSizingTool.example")} />
        </div>
      )}
      <div className="grid gap-8 lg:grid-cols-5">
        <fieldset className="space-y-5 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 lg:col-span-2 lg:self-start">
          <legend className="sr-only">{t("marketSizingTool.title")}</legend>
          <div>
            <h3 id={`${id}-title`} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
              <ChartPie aria-hidden className="size-5 text-brand-700" />
              {t("marketSizingTool.title")}
            </h3>
            <p className="mt-1 text-sm text-slate-600">{t("marketSizingTool.intro")}</p>
          </div>
          {select(
            "industry",
            INDUSTRY_IDS.map((id) => ({ id, label: t(`industries.${id}.name`) })),
          )}
          {select(
            "region",
            REGION_IDS.map((id) => ({ id, label: t(`regions.${id}.name`) })),
          )}
          {select(
            "companyType",
            COMPANY_TYPE_IDS.map((id) => ({ id, label: t(`companyTypes.${id}.name`) })),
          )}
          <div>
            <SubmitButton
              name="intent"
              value="calculate"
              pending={calculating}
              pendingLabel={t("marketSizingTool.calculating")}
              className="w-full"
            >
              {t("marketSizingTool.calculate")}
            </SubmitButton>
            <p className="mt-2 text-xs text-slate-600">{t("marketSizingTool.live")}</p>
          </div>
        </fieldset>
        <div className="min-w-0 lg:col-span-3">
          <MarketResults
            result={result ?? undefined}
            industry={parsed.success ? parsed.data.industry : undefined}
            region={parsed.success ? parsed.data.region : undefined}
          />
          {result && <SaveResults tool={TOOL} answer={answer} />}
        </div>
      </div>
    </ToolForm>
  );
}
