/**
 * "Notify Me" on a coming-soon region (spec 001 §2.5; issue 11 item 2): the visitor's address, stored as a lead
 * with source `region_notify_<regionId>` so staff can write once the region opens. No mail goes out now: the
 * address is unconfirmed, and the one promised mail is the launch announcement (decision 024). Signing up twice
 * for the same region keeps one lead.
 */
import { and, eq } from "drizzle-orm";
import type { RegionId } from "#app/content/regions.ts";
import type { Utm } from "#app/domain/analytics/attribution.ts";
import type { LanguageCode } from "#app/domain/languages.ts";
import { getDb } from "#app/server/db/db.server.ts";
import { leads } from "#app/server/db/schema/index.ts";
import { keepForRecovery } from "#app/server/recovery.server.ts";

/** The lead source of a region's sign-ups: `region_notify_asia-pacific`. */
export const regionNotifySource = (regionId: RegionId) => `region_notify_${regionId}`;

export type RegionNotifySignup = {
  email: string;
  regionId: RegionId;
  language: LanguageCode;
  page?: string;
  utm: Utm;
};

/** Stores the sign-up (once per address and region). False when the database refused; the sign-up is logged. */
export async function recordRegionNotify(signup: RegionNotifySignup): Promise<boolean> {
  const source = regionNotifySource(signup.regionId);
  try {
    await getDb().transaction(async (tx) => {
      const existing = await tx
        .select({ id: leads.id })
        .from(leads)
        .where(and(eq(leads.email, signup.email), eq(leads.source, source)))
        .limit(1);
      if (existing.length > 0) return;
      await tx.insert(leads).values({
        // The form asks for the address only: a lead's name and company are required columns, left empty.
        name: "",
        email: signup.email,
        company: "",
        source,
        language: signup.language,
        page: signup.page,
        utmSource: signup.utm.utm_source,
        utmMedium: signup.utm.utm_medium,
        utmCampaign: signup.utm.utm_campaign,
        utmTerm: signup.utm.utm_term,
        utmContent: signup.utm.utm_content,
      });
    });
    return true;
  } catch (error) {
    await keepForRecovery("region-notify", signup, error);
    return false;
  }
}
