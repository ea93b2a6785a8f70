import { type FormAnswer, formIntentOf } from "#app/domain/form/form-answer.ts";

/** Which of the plan page's forms an answer belongs to: successes say so, refusals carry the values sent. */
export type PlanFormIntent = "checkout" | "blueprint" | "subscribe";

/** The blueprint form's answer: on success, the PDF to download. */
export type BlueprintFormAnswer = FormAnswer & { intent?: "blueprint"; download?: string };

export function intentOf(answer: unknown): PlanFormIntent | null {
  if (!answer || typeof answer !== "object") return null;
  if ("checkoutError" in answer) return "checkout";
  const intent = formIntentOf(answer);
  return intent === "blueprint" || intent === "subscribe" ? intent : null;
}
