import type { TFunction } from "i18next";
import type { StepTiming } from "#app/content/solutions.ts";

/** When a solution's step happens ("Days 1–5", "Within 48 hours"), with `t` of the `solutions` namespace. */
export function stepTimingText(t: TFunction<"solutions">, when: StepTiming): string {
  return "days" in when
    ? t("solution.process.days", { from: when.days[0], to: when.days[1] })
    : t("solution.process.hours", { hours: when.hours });
}
