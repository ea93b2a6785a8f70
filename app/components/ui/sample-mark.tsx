import { Info } from "lucide-react";

// Sample content says what it is wherever it is shown (decision 064): a badge on each item, and one line saying
// what the badge means. The words are the section's own (a listing, a profile).

export function SampleBadge({ label }: { label: string }) {
  return (
    <span className="inline-block rounded-full border border-amber-300 bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
      {label}
    </span>
  );
}

/** What the badge means; shown above a list that holds any sample. */
export function SampleNote({ text, testId }: { text: string; testId: string }) {
  return (
    <p className="flex items-start gap-2 text-sm text-slate-600" data-testid={testId}>
      <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
      {text}
    </p>
  );
}
