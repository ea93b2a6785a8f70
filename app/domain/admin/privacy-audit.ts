/**
 * The audit log's filters (`/admin/audit?actor=&action=&entity=&entityId=&from=&to=`), read from the URL so a
 * filtered view can be linked. A value that cannot be a filter (an unknown action, a date that does not exist) is
 * dropped rather than reported: the list then shows more, never wrongly less.
 */
export type AuditFilter = {
  /** Part of the staff member's e-mail address, any case. */
  actor: string;
  action: string;
  /** The kind of record (`lead`, `person`, `leads.csv`…) and its id, exactly. */
  entity: string;
  entityId: string;
  /** Days (`YYYY-MM-DD`, UTC), both included. */
  from: string;
  to: string;
};

const MAX_TEXT = 254;

const text = (query: URLSearchParams, name: string) => (query.get(name) ?? "").trim().slice(0, MAX_TEXT);

/** A real calendar day as `YYYY-MM-DD`, else "". */
function day(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return "";
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : "";
}

/** The filters a query asks for; `actions` are the audit log's actions (an unknown one is dropped). */
export function auditFilterOf(query: URLSearchParams, actions: readonly string[]): AuditFilter {
  const action = text(query, "action");
  return {
    actor: text(query, "actor"),
    action: actions.includes(action) ? action : "",
    entity: text(query, "entity"),
    entityId: text(query, "entityId"),
    from: day(text(query, "from")),
    to: day(text(query, "to")),
  };
}

/** The filter's days as instants: from the start of `from` up to (not including) the day after `to`, in UTC. */
export function auditPeriodOf(filter: Pick<AuditFilter, "from" | "to">): {
  since: Date | null;
  before: Date | null;
} {
  const since = filter.from ? new Date(`${filter.from}T00:00:00Z`) : null;
  const before = filter.to ? new Date(Date.parse(`${filter.to}T00:00:00Z`) + 24 * 60 * 60 * 1000) : null;
  return { since, before };
}
