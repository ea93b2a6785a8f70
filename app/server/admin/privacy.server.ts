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
  apiFavorites,
  calculatorResults,
  demoBookings,
  emailSubscriptions,
  leadNotes,
  leads,
  orders,
  outbox,
  paymentCustomers,
  profiles,
  sessions,
  subscriptions,
  users,
  webinarRegistrations,
} from "#app/server/db/schema/index.ts";
import { cancelDemo } from "#app/server/demo-scheduler/bookings.server.ts";

/**
 * The audit log's id of the person behind an address: SHA-256 of the lower-cased address. Rows about one person
 * can be found again from the address (the audit filter hashes it), while the log never holds it.
 */
export function personId(email: string): string {
  return createHash("sha256").update(email.trim().toLowerCase()).digest("hex");
}

/** What replaces an anonymised name or company: the record stays (counts, UTM attribution), the person goes. */
export const ERASED = "erased";
/** An anonymised record's address: unique per record, and `.invalid` can never receive mail (RFC 2606). */
const erasedAddress = (id: AnyPgColumn) => sql`'erased-' || ${id} || '@invalid'`;

const sameAddress = (column: AnyPgColumn, email: string) => sql`lower(${column}) = ${email.toLowerCase()}`;

/** Mails to the address, or naming it in their text (the staff notice of an enquiry or a booking). */
const mailsAbout = (email: string) =>
  or(sameAddress(outbox.toAddress, email), sql`${outbox.textBody} ~* ${addressMentionPattern(email)}`) as SQL;

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

/** Orders bought with the address or by its account (an account's orders may carry another address). */
const ordersOf = (email: string, accountId: string | undefined) =>
  accountId
    ? or(sameAddress(orders.email, email), eq(orders.userId, accountId))
    : sameAddress(orders.email, email);

/** Everything held about `email`, as stored (password hashes, tokens and two-factor secrets left out). */
export async function findPersonalData(db: Executor, email: string): Promise<PersonalData> {
  const account = await findAccount(db, email);
  const accountId = account?.id ?? "";
  const found = await db.select().from(leads).where(sameAddress(leads.email, email)).orderBy(leads.createdAt);
  const [notes] = found.length
    ? await db
        .select({ n: count() })
        .from(leadNotes)
        .where(
          inArray(
            leadNotes.leadId,
            found.map((lead) => lead.id),
          ),
        )
    : [];
  return {
    leads: found,
    leadNotes: notes?.n ?? 0,
    newsletter: await db
      .select()
      .from(emailSubscriptions)
      .where(sameAddress(emailSubscriptions.email, email)),
    demoBookings: await db
      .select()
      .from(demoBookings)
      .where(sameAddress(demoBookings.email, email))
      .orderBy(demoBookings.slotStart),
    webinarRegistrations: await db
      .select()
      .from(webinarRegistrations)
      .where(sameAddress(webinarRegistrations.email, email))
      .orderBy(webinarRegistrations.createdAt),
    calculatorResults: await db
      .select()
      .from(calculatorResults)
      .where(sameAddress(calculatorResults.email, email))
      .orderBy(calculatorResults.createdAt),
    account,
    orders: await db.select().from(orders).where(ordersOf(email, account?.id)).orderBy(orders.createdAt),
    subscriptions: await db.select().from(subscriptions).where(eq(subscriptions.userId, accountId)),
    paymentCustomers: await db
      .select()
      .from(paymentCustomers)
      .where(or(sameAddress(paymentCustomers.email, email), eq(paymentCustomers.userId, accountId))),
    apiFavorites: await db.select().from(apiFavorites).where(eq(apiFavorites.userId, accountId)),
    outbox: await db
      .select({
        id: outbox.id,
        toAddress: outbox.toAddress,
        subject: outbox.subject,
        status: outbox.status,
        createdAt: outbox.createdAt,
        sentAt: outbox.sentAt,
      })
      .from(outbox)
      .where(mailsAbout(email))
      .orderBy(outbox.createdAt),
  };
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
 * Anonymises the leads `where` selects that are not anonymised yet: who sent them and what they wrote is replaced,
 * what they were about and where they came from (source, service, language, UTM, status, date) stays for the
 * business's counts; the staff notes on them go. Shared by erasure and the retention job.
 */
export async function anonymiseLeads(tx: Executor, where: SQL, now: Date) {
  // A subquery, not a list of ids: the retention job's first run may select more rows than a query takes parameters.
  const selected = tx
    .select({ id: leads.id })
    .from(leads)
    .where(and(where, isNull(leads.anonymizedAt)));
  const notes = await tx
    .delete(leadNotes)
    .where(inArray(leadNotes.leadId, selected))
    .returning({ id: leadNotes.id });
  const anonymised = await tx
    .update(leads)
    .set({
      name: ERASED,
      email: erasedAddress(leads.id),
      company: ERASED,
      message: null,
      targetEmail: null,
      page: null,
      anonymizedAt: now,
    })
    .where(inArray(leads.id, selected))
    .returning({ id: leads.id });
  return { leads: anonymised.length, leadNotes: notes.length };
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
 * kind: enquiries, bookings and registrations anonymised (upcoming bookings cancelled first, without mail),
 * calculator results, the newsletter subscription, payment-customer links and mails deleted, the account deleted as
 * its own deletion does (sessions, sign-in methods, two-factor secrets, profile and favourites go with it), orders
 * kept for the accounts without the address or the account.
 */
export async function erasePerson(actor: AuditActor, email: string, now = new Date()): Promise<EraseResult> {
  if (actor.email && actor.email.toLowerCase() === email.toLowerCase()) return { status: "own-account" };
  return getDb().transaction(async (tx) => {
    const account = await findAccount(tx, email);
    const anonymised = await anonymiseLeads(tx, sameAddress(leads.email, email), now);

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
    const bookings = await tx
      .update(demoBookings)
      .set({
        name: ERASED,
        email: erasedAddress(demoBookings.id),
        company: ERASED,
        customerId: null,
        timeZone: null,
      })
      .where(sameAddress(demoBookings.email, email))
      .returning({ id: demoBookings.id });

    const registrations = await tx
      .update(webinarRegistrations)
      .set({ name: ERASED, email: erasedAddress(webinarRegistrations.id), company: ERASED, message: null })
      .where(sameAddress(webinarRegistrations.email, email))
      .returning({ id: webinarRegistrations.id });

    const results = await tx
      .delete(calculatorResults)
      .where(sameAddress(calculatorResults.email, email))
      .returning({ id: calculatorResults.id });
    const newsletter = await tx
      .delete(emailSubscriptions)
      .where(sameAddress(emailSubscriptions.email, email))
      .returning({ id: emailSubscriptions.id });

    // Kept for the accounts (tax law): the order stays, without the address or the account it belonged to.
    const keptOrders = await tx
      .update(orders)
      .set({ email: null, userId: null })
      .where(ordersOf(email, account?.id))
      .returning({ id: orders.id });
    const unlinkedSubscriptions = account
      ? await tx
          .update(subscriptions)
          .set({ userId: null })
          .where(eq(subscriptions.userId, account.id))
          .returning({ id: subscriptions.id })
      : [];
    const customers = await tx
      .delete(paymentCustomers)
      .where(or(sameAddress(paymentCustomers.email, email), eq(paymentCustomers.userId, account?.id ?? "")))
      .returning({ id: paymentCustomers.providerCustomerId });
    const favourites = account
      ? await tx
          .delete(apiFavorites)
          .where(eq(apiFavorites.userId, account.id))
          .returning({ id: apiFavorites.apiId })
      : [];
    // As the account's own deletion does (better-auth's deleteUser): the user row, and with it (foreign keys,
    // on delete cascade) its sessions, sign-in methods, two-factor secrets and profile.
    if (account) await tx.delete(users).where(eq(users.id, account.id));

    // Pending mail is never sent; sent and failed copies hold the person's words and serve nothing further.
    const mails = await tx.delete(outbox).where(mailsAbout(email)).returning({ id: outbox.id });

    const counts = {
      leadsAnonymised: anonymised.leads,
      leadNotesDeleted: anonymised.leadNotes,
      newsletterDeleted: newsletter.length,
      demoBookingsCancelled: upcoming.length,
      demoBookingsAnonymised: bookings.length,
      webinarRegistrationsAnonymised: registrations.length,
      calculatorResultsDeleted: results.length,
      accountDeleted: account ? 1 : 0,
      ordersKeptWithoutAddress: keptOrders.length,
      subscriptionsUnlinked: unlinkedSubscriptions.length,
      paymentCustomersDeleted: customers.length,
      apiFavoritesDeleted: favourites.length,
      mailsDeleted: mails.length,
    };
    await recordAudit(
      actor,
      { action: "erase", entity: "person", entityId: personId(email), detail: counts },
      tx,
    );
    return { status: "erased" as const, counts };
  });
}
