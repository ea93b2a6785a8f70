import { randomUUID } from "node:crypto";
import { getDb } from "#app/server/db/db.server.ts";
import { leads } from "#app/server/db/schema/index.ts";
import { enqueueEmail, enqueueVisitorEmail } from "#app/server/email/outbox.server.ts";
import {
  type LeadDetails,
  staffNotificationEmail,
  visitorConfirmationEmail,
} from "#app/server/leads/lead-emails.server.ts";
import { keepIfRefused } from "#app/server/recovery.server.ts";

/** A lead as kept for recovery: with the id it is stored under, so storing it twice keeps one. */
export type KeptLead = LeadDetails & { id: string };

/**
 * Stores a lead (assessment request or contact message) together with its two mails, in one transaction: the
 * visitor's confirmation and the staff notification exist exactly when the lead does. Mail is sent later by the
 * outbox worker, so a mail failure never fails the submission. Throws when the database refuses. A lead already
 * stored under its id is left as it is, mails and all: a replayed one may have been stored before.
 */
export async function storeLead(lead: KeptLead): Promise<void> {
  await getDb().transaction(async (tx) => {
    const inserted = await tx
      .insert(leads)
      .values({
        id: lead.id,
        name: lead.name,
        email: lead.email,
        company: lead.company,
        source: lead.source,
        service: lead.contact?.service,
        message: lead.contact?.message,
        language: lead.language,
        page: lead.page,
        utmSource: lead.utm.utm_source,
        utmMedium: lead.utm.utm_medium,
        utmCampaign: lead.utm.utm_campaign,
        utmTerm: lead.utm.utm_term,
        utmContent: lead.utm.utm_content,
      })
      .onConflictDoNothing({ target: leads.id })
      .returning({ id: leads.id });
    if (inserted.length === 0) return;
    await enqueueVisitorEmail(tx, visitorConfirmationEmail(lead));
    await enqueueEmail(tx, staffNotificationEmail(lead));
  });
}

/**
 * Stores a lead with its mails (storeLead). Returns false when the database refused; the lead is then kept for
 * recovery under its id (recovery.server.ts) and stored by the recovery job later, never written to the log.
 */
export async function recordLead(details: LeadDetails): Promise<boolean> {
  const lead: KeptLead = { ...details, id: randomUUID() };
  return keepIfRefused("leads", lead.id, lead, () => storeLead(lead)).then(
    () => true,
    () => false,
  );
}
