import type { ReactNode } from "react";
import { SummaryCards } from "#app/components/dashboards/summary-cards.tsx";

/**
 * A dashboard's figures as summary cards, written one line each: a figure names its card by id, and `label` turns
 * the id into the dashboard's words for it (its key under the page's section, `aacciDashboard.metrics.<id>`).
 */
export function MetricCards<Id extends string>({
  metrics,
  label,
  testId,
}: {
  metrics: readonly { id: Id; value: ReactNode; note?: ReactNode }[];
  label: (id: Id) => ReactNode;
  testId: string;
}) {
  return (
    <SummaryCards testId={testId} cards={metrics.map((metric) => ({ ...metric, label: label(metric.id) }))} />
  );
}
