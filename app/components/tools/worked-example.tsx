import { Lightbulb } from "lucide-react";

/**
 * The line that says a tool opened with a worked example the visitor can change (decision 072), shown while the
 * form still holds it (`useLiveTool`'s `isExample`).
 */
export function WorkedExample({ text }: { text: string }) {
  return (
    <p
      className="flex items-start gap-2 rounded-lg bg-brand-50 px-4 py-3 text-sm text-brand-900"
      data-testid="worked-example"
    >
      <Lightbulb aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-700" />
      <span>{text}</span>
    </p>
  );
}
