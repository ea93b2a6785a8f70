/**
 * Data-protection requests (issue 15 §7): everything held about one e-mail address, looked up, exported as JSON or
 * erased, each audited as an action on `person` with a hash of the address as its id, never the address itself.
 * What erasing does to each kind of record, and why: docs/decisions/039-data-protection-requests.md.
 */
import { createHash } from "node:crypto";
import { and, count, eq, gt, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { addressMentionPattern, type PersonalData } from "#app/domain/admin/privacy.ts";
import { type AuditActor, recordAudit } from "#app/server/admin/audit.server.ts";
import type { Executor } from "#app/server/db/client.server.ts";
import { getDb } from "#app/server/db/db.server.ts";
import {
  ERASED_BY_REQUEST,
  type Erasure,
  isPersonalData,
  type PersonalDataDeclaration,
} from "#app/server/db/personal-data.ts";
import * as schema from "#app/server/db/schema/index.ts";
import { demoBookings, leadNotes, leads, profiles, sessions, users } from "#app/server/db/schema/index.ts";
import { cancelDemo } from "#app/server/demo-scheduler/bookings.server.ts";

/**
 * The audit log's id of the person behind an address: SHA-256 of the lower-cased address. Rows about one person
 * can be found again from the address (the audit filter hashes it), while the log never holds it.
 */
export function personId(email: string): string {
  return createHash("sha256").update(email.trim().toLowerCase()).digest("hex");
}

/** An anonymised record's address: unique per record, and `.invalid` can never receive mail (RFC 2606). */
const erasedAddress = (id: AnyPgColumn) => sql`'erased-' || ${id} || '@invalid'`;

const sameAddress = (column: AnyPgColumn, email: string) => sql`lower(${column}) = ${email.toLowerCase()}`;

/** Every table's declaration of the personal data it holds (next to its schema), in the schema's order. */
const DECLARATIONS = Object.values(schema).filter(isPersonalData);
/** The declarations of the kinds of records a request finds and erases row by row. */
const RECORDS = DECLARATIONS.filter((declared) => declared.records);
const LEADS = DECLARATIONS.find((declared) => declared.table === leads)!;

const columnOf = (declared: PersonalDataDeclaration, name: string) =>
  (declared.table as unknown as Record<string, AnyPgColumn>)[name]!;

/** The declared address columns a request erases, by name. */
const erasedColumns = (declared: PersonalDataDeclaration) =>
  Object.keys(declared.columns).filter((name) =>
    (ERASED_BY_REQUEST as readonly Erasure[]).includes(declared.columns[name]!),
  );

/**
 * The person's rows of a declared table: those holding the address in an erased column, naming it in the declared
 * text (a staff notice), or, when the person has an account, tied to it. Undefined when no row can be theirs.
 */
function rowsOf(declared: PersonalDataDeclaration, email: string, accountId: string | undefined) {
  const conditions = [
    ...erasedColumns(declared).map((name) => sameAddress(columnOf(declared, name), email)),
    ...(declared.mentions
      ? [sql`${columnOf(declared, declared.mentions)} ~* ${addressMentionPattern(email)}`]
      : []),
    ...(declared.account && accountId ? [eq(columnOf(declared, declared.account.column), accountId)] : []),
  ];
  return conditions.length > 0 ? or(...conditions) : undefined;
}

/** The rows `where` selects, as the lookup shows them: the declared columns (all by default), in the declared order. */
function selectRecords(db: Executor, declared: PersonalDataDeclaration, where: SQL) {
  const shown =
    declared.shown && Object.fromEntries(declared.shown.map((name) => [name, columnOf(declared, name)]));
  const query = (shown ? db.select(shown) : db.select()).from(declared.table).where(where);
  return declared.order ? query.orderBy(columnOf(declared, declared.order)) : query;
}

/**
 * Does to the rows `where` selects what the declaration says, and names it for the audit log with a count:
 * `<records>Deleted`, `…Anonymised` (the address made unique and undeliverable, the declared typed text replaced),
 * `…KeptWithoutAddress` or `…Unlinked` (from the account).
 */
async function eraseRecords(tx: Executor, declared: PersonalDataDeclaration, where: SQL, now: Date) {
  const erasures = erasedColumns(declared).map((name) => declared.columns[name]);
  const addressesSetTo = (value: unknown) =>
    Object.fromEntries(erasedColumns(declared).map((name) => [name, value]));
  const unlinked = declared.account?.erasure === "unlinked" ? { [declared.account.column]: null } : {};
  const counted = { n: sql<number>`1` };
  const count = async (outcome: string, rows: PromiseLike<unknown[]>) =>
    [`${declared.records}${outcome}`, (await rows).length] as const;
  const update = (set: Record<string, unknown>) =>
    tx.update(declared.table).set(set).where(where).returning(counted);

  if (erasures.includes("deleted") || (erasures.length === 0 && declared.account?.erasure === "deleted")) {
    return count("Deleted", tx.delete(declared.table).where(where).returning(counted));
  }
  if (erasures.includes("anonymised")) {
    const erasedId = erasedAddress(columnOf(declared, "id"));
    return count(
      "Anonymised",
      update({ ...addressesSetTo(erasedId), ...declared.anonymised?.(now), ...unlinked }),
    );
  }
  if (erasures.includes("address removed")) {
    return count("KeptWithoutAddress", update({ ...addressesSetTo(null), ...unlinked }));
  }
  return count("Unlinked", update(unlinked));
}

async function findAccount(db: Executor, email: string) {
  const [account] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      emailVerified: users.emailVerified,
      role: users.role,
      twoFactorEnabled: users.twoFactorEnabled,
      createdAt: users.createdAt,
      company: profiles.company,
      subscriptionTier: profiles.subscriptionTier,
      subscriptionEnd: profiles.subscriptionEnd,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(sameAddress(users.email, email))
    .limit(1);
  if (!account) return null;
  const [signedIn] = await db.select({ n: count() }).from(sessions).where(eq(sessions.userId, account.id));
  return { ...account, sessions: signedIn?.n ?? 0 };
}

/** Everything held about `email`, as stored (password hashes, tokens and two-factor secrets left out). */
export async function findPersonalData(db: Executor, email: string): Promise<PersonalData> {
  const account = await findAccount(db, email);
  const found: Record<string, unknown> = { account };
  for (const declared of RECORDS) {
    const where = rowsOf(declared, email, account?.id);
    found[declared.records!] = where ? await selectRecords(db, declared, where) : [];
  }
  const leadIds = (found.leads as { id: string }[]).map((lead) => lead.id);
  found.leadNotes = leadIds.length ? await db.$count(leadNotes, inArray(leadNotes.leadId, leadIds)) : 0;
  return found as PersonalData;
}

/** The lookup page: what is held about `email`, audited as a `lookup`. */
export async function lookUpPerson(actor: AuditActor, email: string): Promise<PersonalData> {
  return getDb().transaction(async (tx) => {
    const found = await findPersonalData(tx, email);
    await recordAudit(actor, { action: "lookup", entity: "person", entityId: personId(email) }, tx);
    return found;
  });
}

/** The JSON download: what is held about `email` and when it was taken, audited as an `export`. */
export async function exportPerson(actor: AuditActor, email: string, now = new Date()) {
  return getDb().transaction(async (tx) => {
    const found = await findPersonalData(tx, email);
    await recordAudit(actor, { action: "export", entity: "person", entityId: personId(email) }, tx);
    return { email, exportedAt: now.toISOString(), ...found };
  });
}

/**
 * Anonymises the leads `where` selects that are not anonymised yet, as their declaration says (leads.ts); the staff
 * notes on them go. Shared by erasure and the retention job.
 */
export async function anonymiseLeads(tx: Executor, where: SQL, now: Date) {
  const pending = and(where, isNull(leads.anonymizedAt))!;
  // A subquery, not a list of ids: the retention job's first run may select more rows than a query takes parameters.
  const selected = tx.select({ id: leads.id }).from(leads).where(pending);
  const notes = await tx
    .delete(leadNotes)
    .where(inArray(leadNotes.leadId, selected))
    .returning({ id: leadNotes.id });
  const [, anonymised] = await eraseRecords(tx, LEADS, pending, now);
  return { leads: anonymised, leadNotes: notes.length };
}

/** An account deleted by its owner: its address's enquiries are anonymised as an erasure does it. */
export async function anonymiseLeadsFrom(email: string, now = new Date()) {
  return getDb().transaction((tx) => anonymiseLeads(tx, sameAddress(leads.email, email), now));
}

export type EraseResult =
  | { status: "erased"; counts: Record<string, number> }
  /** The staff member's own address: they would erase the account they are signed in with. */
  | { status: "own-account" };

/**
 * Erases everything held about `email` in one transaction, audited as an `erase` with the number of records per
 * kind. Each kind of record is erased as its table's declaration says (the schema's `personalData`): enquiries,
 * bookings and registrations anonymised (the staff notes on the enquiries deleted, upcoming bookings cancelled
 * first, without mail), calculator results, the newsletter subscription, payment-customer links, favourites and
 * mails deleted, orders kept for the accounts without the address or the account; then the account is deleted as its
 * own deletion does (sessions, sign-in methods, two-factor secrets and profile go with it).
 */
export async function erasePerson(actor: AuditActor, email: string, now = new Date()): Promise<EraseResult> {
  if (actor.email && actor.email.toLowerCase() === email.toLowerCase()) return { status: "own-account" };
  return getDb().transaction(async (tx) => {
    const account = await findAccount(tx, email);
    const upcoming = await tx
      .select({ id: demoBookings.id })
      .from(demoBookings)
      .where(
        and(
          sameAddress(demoBookings.email, email),
          gt(demoBookings.slotStart, now),
          isNull(demoBookings.cancelledAt),
        ),
      );
    for (const booking of upcoming) await cancelDemo(tx, booking.id, now, { notify: false });
    const notes = await tx
      .delete(leadNotes)
      .where(
        inArray(
          leadNotes.leadId,
          tx.select({ id: leads.id }).from(leads).where(sameAddress(leads.email, email)),
        ),
      )
      .returning({ id: leadNotes.id });

    const counts: Record<string, number> = {
      leadNotesDeleted: notes.length,
      demoBookingsCancelled: upcoming.length,
    };
    for (const declared of RECORDS) {
      const where = rowsOf(declared, email, account?.id);
      if (!where) continue;
      const [name, count] = await eraseRecords(tx, declared, where, now);
      counts[name] = count;
    }
    // As the account's own deletion does (better-auth's deleteUser): the user row, and with it (foreign keys,
    // on delete cascade) its sessions, sign-in methods, two-factor secrets and profile.
    if (account) await tx.delete(users).where(eq(users.id, account.id));
    counts.accountDeleted = account ? 1 : 0;

    await recordAudit(
      actor,
      { action: "erase", entity: "person", entityId: personId(email), detail: counts },
      tx,
    );
    return { status: "erased" as const, counts };
  });
}
