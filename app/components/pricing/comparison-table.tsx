import { Check, Minus } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { type Allowance, COMPARISON, COMPARISON_ROWS, PLANS } from "#app/content/plans.ts";

/**
 * The comparison table (spec 001 §2.1, §9 "Comparison allowances"): the nine rows by the five plans, a real table
 * with row and column headers. On a phone it scrolls sideways inside its own box (focusable, so keyboards can
 * scroll it too), never the page.
 */
export function ComparisonTable({ activePlanSlug }: { activePlanSlug: string | null }) {
  const { t } = useTranslation("pricing");
  const captionId = useId();
  const cell = (allowance: Allowance) => {
    switch (allowance.kind) {
      case "none":
        return (
          <>
            <Minus aria-hidden="true" className="mx-auto size-4 text-slate-400" />
            <span className="sr-only">{t("comparison.cells.none")}</span>
          </>
        );
      case "included":
        return (
          <>
            <Check aria-hidden="true" className="mx-auto size-5 text-brand-700" />
            <span className="sr-only">{t("comparison.cells.included")}</span>
          </>
        );
      case "unlimited":
        return t("comparison.cells.unlimited");
      default:
        return t(`comparison.cells.${allowance.kind}`, { count: allowance.count });
    }
  };
  return (
    <>
      <p className="mb-3 text-sm text-slate-600 md:hidden">{t("comparison.scrollHint")}</p>
      <section
        aria-labelledby={captionId}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable by keyboard (WCAG 2.1.1)
        tabIndex={0}
        data-testid="comparison-scroller"
        className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        <table className="w-full min-w-[48rem] border-collapse text-sm">
          <caption id={captionId} className="sr-only">
            {t("comparison.caption")}
          </caption>
          <thead>
            <tr className="bg-slate-50">
              <th
                scope="col"
                className="sticky start-0 bg-slate-50 px-4 py-3 text-start font-semibold text-slate-700"
              >
                {t("comparison.feature")}
              </th>
              {PLANS.map((plan) => (
                <th
                  key={plan.slug}
                  scope="col"
                  className={`px-4 py-3 text-center font-semibold ${
                    plan.featured ? "bg-brand-50 text-brand-900" : "text-slate-900"
                  } ${activePlanSlug === plan.slug ? "underline decoration-2 underline-offset-4" : ""}`}
                >
                  {t(plan.name)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {COMPARISON_ROWS.map((row) => (
              <tr key={row} className="border-t border-slate-200">
                <th
                  scope="row"
                  className="sticky start-0 bg-white px-4 py-3 text-start font-medium text-slate-900"
                >
                  {t(`comparison.rows.${row}`)}
                </th>
                {PLANS.map((plan) => (
                  <td
                    key={plan.slug}
                    className={`px-4 py-3 text-center text-slate-700 ${plan.featured ? "bg-brand-50/60" : ""}`}
                  >
                    {cell(COMPARISON[row][plan.slug])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </>
  );
}
