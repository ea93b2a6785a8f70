import { useTranslation } from "react-i18next";
import { stepTimingText } from "#app/components/solutions/step-timing.ts";
import type { Solution } from "#app/content/solutions.ts";
import { translateDataKey } from "#app/i18n/data-key.ts";

/** A solution's process as `Steps` shows it: each step's title and text, and its timing ("Days 1–10"). */
export function useSolutionSteps(solution: Solution) {
  const { t } = useTranslation("solutions");
  // The steps are named by the catalogue; solutions.test.ts reads each in every language.
  const named = (key: string) => translateDataKey(t, `items.${solution.key}.${key}`, solution.facts);
  return solution.steps.map((step) => ({
    title: named(`steps.${step.key}.title`),
    text: named(`steps.${step.key}.text`),
    detail: step.timing && stepTimingText(t, step.timing),
  }));
}
