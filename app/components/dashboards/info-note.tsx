import { Info } from "lucide-react";
import type { ReactNode } from "react";

/** A short rule or caveat beside a dashboard's figures, after an info icon. */
export function InfoNote({
  children,
  className = "",
  testId,
}: {
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  return (
    <p className={`flex gap-2 text-sm text-slate-700 ${className}`} data-testid={testId}>
      <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-700" />
      <span>{children}</span>
    </p>
  );
}
