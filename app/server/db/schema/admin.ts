import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { personalData } from "#app/server/db/personal-data.ts";
import { leads } from "#app/server/db/schema/leads.ts";

/** What staff did in the back office (issue: back office). */
export const AUDIT_ACTIONS = [
  "view",
  "export",
  "create",
  "update",
  "delete",
  "erase",
  "lookup",
  "retain",
  "send",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * Every admin view of personal data, every export, every change and every data-protection action: who, what, which
 * record, when, from which IP. Append-only: a trigger (migration 0009) refuses UPDATE and DELETE. Rows name records
 * by id, never copy their personal fields, so an erasure leaves nothing personal here.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** The staff account (null for the retention job). */
    actorId: text("actor_id"),
    actorEmail: text("actor_email"),
    action: text("action", { enum: AUDIT_ACTIONS }).notNull(),
    /** The kind of record: `lead`, `booking`, `order`, `resource`, `leads.csv`, `person`… */
    entity: text("entity").notNull(),
    entityId: text("entity_id"),
    /** What changed or which filter was exported (ids and codes, no personal data). */
    detail: jsonb("detail").$type<Record<string, unknown>>(),
    ip: text("ip"),
  },
  (t) => [index("audit_log_at_idx").on(t.at), index("audit_log_entity_idx").on(t.entity, t.entityId)],
);
export const auditLogPersonalData = personalData(auditLog, { actorEmail: "not a visitor's" });

/** Staff notes on a lead, newest last. */
export const leadNotes = pgTable(
  "lead_notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    authorEmail: text("author_email").notNull(),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("lead_notes_lead_idx").on(t.leadId, t.createdAt)],
);
export const leadNotesPersonalData = personalData(leadNotes, { authorEmail: "not a visitor's" });
