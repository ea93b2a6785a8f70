import { getDb } from "#app/server/db/db.server.ts";
import { leads } from "#app/server/db/schema/index.ts";
import { enqueueEmail } from "#app/server/email/outbox.server.ts";
import {
  type LeadDetails,
  staffNotificationEmail,
  visitorConfirmationEmail,
} from "#app/server/leads/lead-emails.server.ts";
import { keepForRecovery } from "#app/server/recovery.server.ts";

/**
 * Stores a lead (assessment request or contact message) together with its two mails, in one transaction: the
 * visitor's confirmation and the staff notification exist exactly when the lead does. Mail is sent later by the
 * outbox worker, so a mail failure never fails the submission. Returns false when the database refused; the lead
 * is then kept for recovery (recovery.server.ts), never written to the log.
 */
export async function recordLead(lead: LeadDetails): Promise<boolean> {
  try {
    await getDb().transaction(async (tx) => {
      await tx.insert(leads).values({
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
      });
      await enqueueEmail(tx, visitorConfirmationEmail(lead));
      await enqueueEmail(tx, staffNotificationEmail(lead));
    });
    return true;
  } catch (error) {
    await keepForRecovery("leads", lead, error);
    return false;
  }
}
