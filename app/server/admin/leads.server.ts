/**
 * The leads inbox's queries and changes: the filtered, paged list; one lead with its notes and the history of its
 * address; status changes and notes (each with its audit row, in one transaction); the rows of a CSV export.
 */
import { and, asc, count, desc, eq, ilike, isNotNull, ne, or, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { LeadStatusCode } from "#app/domain/admin/lead-codes.ts";
import type { LeadFilters } from "#app/domain/admin/lead-filters.ts";
import type { LeadDetail, LeadHistoryItem, LeadListRow } from "#app/domain/admin/lead-views.ts";
import { offsetOf, PAGE_SIZE } from "#app/domain/admin/paging.ts";
import { type AuditActor, recordAudit } from "#app/server/admin/audit.server.ts";
import { getDb } from "#app/server/db/db.server.ts";
import {
  calculatorResults,
  demoBookings,
  leadNotes,
  leads,
  webinarRegistrations,
} from "#app/server/db/schema/index.ts";

/** Date filters are Sydney calendar days: the firm's own. */
const TIME_ZONE = "Australia/Sydney";

/** The text a search looks through: name, address, company and message. */
const searchDocument = sql`to_tsvector('simple', concat_ws(' ', ${leads.name}, ${leads.email}, ${leads.company}, ${leads.message}))`;

/** `%`, `_` and `\` typed into the search match themselves in the address, not any text. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, "\\$&");

const sydneyDay = sql`(${leads.createdAt} at time zone ${TIME_ZONE})::date`;

/**
 * The SQL condition of a filter. The search is PostgreSQL full-text search over the words of the name, address,
 * company and message (`simple`: no stemming, so it behaves alike in every language), or part of the address.
 */
function matching(filters: LeadFilters): SQL | undefined {
  const { q, source, service, language, status, from, to, campaign } = filters;
  return and(
    q
      ? or(
          sql`${searchDocument} @@ websearch_to_tsquery('simple', ${q})`,
          ilike(leads.email, `%${likeLiteral(q)}%`),
        )
      : undefined,
    source ? eq(leads.source, source) : undefined,
    service ? eq(leads.service, service) : undefined,
    language ? eq(leads.language, language) : undefined,
    status ? eq(leads.status, status) : undefined,
    from ? sql`${sydneyDay} >= ${from}::date` : undefined,
    to ? sql`${sydneyDay} <= ${to}::date` : undefined,
    campaign ? eq(leads.utmCampaign, campaign) : undefined,
  );
}

const newestFirst = [desc(leads.createdAt), desc(leads.id)];

const listColumns = {
  id: leads.id,
  createdAt: leads.createdAt,
  name: leads.name,
  company: leads.company,
  email: leads.email,
  source: leads.source,
  service: leads.service,
  language: leads.language,
  status: leads.status,
};

/** The audit's copy of a filter: the codes, and only whether there was a search (its words may be a name). */
export function auditedFilter({ q, ...codes }: LeadFilters) {
  return { ...codes, search: Boolean(q) };
}

/** One page of the filtered list, newest first, and how many leads the filter finds; recorded as a view. */
export async function viewLeads(
  actor: AuditActor,
  filters: LeadFilters,
  page: number,
): Promise<{ rows: LeadListRow[]; total: number }> {
  const db = getDb();
  const where = matching(filters);
  const [rows, [counted]] = await Promise.all([
    db
      .select(listColumns)
      .from(leads)
      .where(where)
      .orderBy(...newestFirst)
      .limit(PAGE_SIZE)
      .offset(offsetOf(page)),
    db.select({ total: count() }).from(leads).where(where),
  ]);
  await recordAudit(actor, { action: "view", entity: "leads", detail: { ...auditedFilter(filters), page } });
  return { rows, total: counted?.total ?? 0 };
}

/** How many leads a filter finds. */
export async function countLeads(filters: LeadFilters): Promise<number> {
  const [counted] = await getDb().select({ total: count() }).from(leads).where(matching(filters));
  return counted?.total ?? 0;
}

/** The sources and UTM campaigns leads have, for the filter's choices. */
export async function leadFilterChoices(): Promise<{ sources: string[]; campaigns: string[] }> {
  const db = getDb();
  const [sources, campaigns] = await Promise.all([
    db.selectDistinct({ value: leads.source }).from(leads).orderBy(asc(leads.source)),
    db
      .selectDistinct({ value: leads.utmCampaign })
      .from(leads)
      .where(isNotNull(leads.utmCampaign))
      .orderBy(asc(leads.utmCampaign)),
  ]);
  return {
    sources: sources.map((row) => row.value),
    campaigns: campaigns.flatMap((row) => (row.value ? [row.value] : [])),
  };
}

/**
 * A lead with every field, its notes (oldest first, as a conversation reads) and what else its address did, newest
 * first; null when there is none. Recorded as a view. An anonymised lead has no history: its address is gone.
 */
export async function viewLead(actor: AuditActor, id: string): Promise<LeadDetail | null> {
  const db = getDb();
  const [lead] = await db.select().from(leads).where(eq(leads.id, id));
  if (!lead) return null;
  const [notes, history] = await Promise.all([
    db
      .select({
        id: leadNotes.id,
        authorEmail: leadNotes.authorEmail,
        body: leadNotes.body,
        createdAt: leadNotes.createdAt,
      })
      .from(leadNotes)
      .where(eq(leadNotes.leadId, id))
      .orderBy(asc(leadNotes.createdAt), asc(leadNotes.id)),
    lead.anonymizedAt ? [] : historyOf(lead.email, id),
  ]);
  await recordAudit(actor, { action: "view", entity: "lead", entityId: id });
  return { lead, notes, history };
}

/** Everything else stored under `email` (in any letter case), newest first. */
async function historyOf(email: string, exceptLead: string): Promise<LeadHistoryItem[]> {
  const db = getDb();
  const sameAddress = (column: AnyPgColumn) => sql`lower(${column}) = lower(${email})`;
  const [otherLeads, bookings, registrations, results] = await Promise.all([
    db
      .select({ id: leads.id, at: leads.createdAt, source: leads.source, status: leads.status })
      .from(leads)
      .where(and(sameAddress(leads.email), ne(leads.id, exceptLead))),
    db
      .select({
        id: demoBookings.id,
        at: demoBookings.createdAt,
        slotStart: demoBookings.slotStart,
        cancelledAt: demoBookings.cancelledAt,
      })
      .from(demoBookings)
      .where(sameAddress(demoBookings.email)),
    db
      .select({
        id: webinarRegistrations.id,
        at: webinarRegistrations.createdAt,
        webinarId: webinarRegistrations.webinarId,
      })
      .from(webinarRegistrations)
      .where(sameAddress(webinarRegistrations.email)),
    db
      .select({
        id: calculatorResults.id,
        at: calculatorResults.createdAt,
        calculatorType: calculatorResults.calculatorType,
      })
      .from(calculatorResults)
      .where(sameAddress(calculatorResults.email)),
  ]);
  const items: LeadHistoryItem[] = [
    ...otherLeads.map((row) => ({ kind: "lead" as const, ...row })),
    ...bookings.map(({ cancelledAt, ...row }) => ({
      kind: "booking" as const,
      ...row,
      cancelled: cancelledAt !== null,
    })),
    ...registrations.map((row) => ({ kind: "webinar" as const, ...row })),
    ...results.map((row) => ({ kind: "calculator" as const, ...row })),
  ];
  return items.sort((a, b) => b.at.getTime() - a.at.getTime());
}

/** What a change to a lead came to. */
export type LeadChange = "saved" | "notFound" | "anonymized";

/**
 * Moves a lead to `status`, with an `update` audit row holding the old and new codes, in one transaction (the row
 * is locked, so two staff changing it at once are recorded in order). An anonymised lead is closed to changes.
 */
export async function setLeadStatus(
  actor: AuditActor,
  id: string,
  status: LeadStatusCode,
): Promise<LeadChange> {
  return getDb().transaction(async (tx) => {
    const [lead] = await tx
      .select({ status: leads.status, anonymizedAt: leads.anonymizedAt })
      .from(leads)
      .where(eq(leads.id, id))
      .for("update");
    if (!lead) return "notFound";
    if (lead.anonymizedAt) return "anonymized";
    if (lead.status === status) return "saved";
    await tx.update(leads).set({ status }).where(eq(leads.id, id));
    await recordAudit(
      actor,
      { action: "update", entity: "lead", entityId: id, detail: { from: lead.status, to: status } },
      tx,
    );
    return "saved";
  });
}

/** Adds a staff note to a lead, signed with the author's address, with a `create` audit row, in one transaction. */
export async function addLeadNote(
  actor: AuditActor & { email: string },
  leadId: string,
  body: string,
): Promise<LeadChange> {
  return getDb().transaction(async (tx) => {
    const [lead] = await tx.select({ id: leads.id }).from(leads).where(eq(leads.id, leadId)).for("update");
    if (!lead) return "notFound";
    const [note] = await tx
      .insert(leadNotes)
      .values({ leadId, authorEmail: actor.email, body })
      .returning({ id: leadNotes.id });
    await recordAudit(
      actor,
      { action: "create", entity: "lead_note", entityId: note?.id, detail: { leadId } },
      tx,
    );
    return "saved";
  });
}

/** Leads fetched per query while exporting: memory stays flat however many there are. */
const EXPORT_BATCH = 500;

/**
 * Every lead a filter finds, newest first, read in batches by keyset (created_at, id) rather than by offset, so
 * leads arriving during the export neither repeat nor push others out. The cursor's time is PostgreSQL's own text
 * (microseconds; a JavaScript Date keeps only milliseconds).
 */
export async function* leadsForExport(filters: LeadFilters, batchSize = EXPORT_BATCH) {
  const db = getDb();
  let after: { at: string; id: string } | null = null;
  for (;;) {
    const cursor: SQL | undefined = after
      ? sql`(${leads.createdAt}, ${leads.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
      : undefined;
    const batch = await db
      .select({ lead: leads, cursorAt: sql<string>`${leads.createdAt}::text` })
      .from(leads)
      .where(and(matching(filters), cursor))
      .orderBy(...newestFirst)
      .limit(batchSize);
    for (const row of batch) yield row.lead;
    const last = batch.at(-1);
    if (!last || batch.length < batchSize) return;
    after = { at: last.cursorAt, id: last.lead.id };
  }
}
