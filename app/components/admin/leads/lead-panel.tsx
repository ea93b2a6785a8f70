import { type ReactNode, useId } from "react";

/** One titled part of a lead's page (details, history, status, notes). */
export function LeadPanel({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-white p-4 sm:p-5">
      <h2 id={headingId} className="mb-3 text-base font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
