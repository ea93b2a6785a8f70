import { type PlanSlug, planBySlug } from "#app/content/plans.ts";
import { serverT } from "#app/i18n/i18n.server.ts";
import { composeEmail } from "#app/server/email/compose.server.ts";
import type { OutgoingEmail } from "#app/server/email/outbox.server.ts";
import { absoluteUrl } from "#app/server/env.server.ts";
import type { LeadDetails } from "#app/server/leads/lead-emails.server.ts";
import { blueprintPath } from "#app/server/pdf/blueprint.server.ts";

/**
 * The confirmation a blueprint request sends (instead of the assessment's): the plan's blueprint again, as a link
 * to its PDF in the lead's language, for the visitor's inbox or a colleague.
 */
export function blueprintEmail(lead: LeadDetails, slug: PlanSlug): OutgoingEmail {
  const lang = lead.language;
  const t = serverT(lang, "mail-pricing-plan");
  const plan = serverT(lang, "pricing")(planBySlug(slug)?.name ?? slug);
  const values = { plan, brand: serverT(lang)("brand.name") };
  return composeEmail(lead.email, {
    lang,
    subject: t("blueprint.subject", values),
    paragraphs: [serverT(lang, "mail-forms")("greeting"), t("blueprint.body", values), t("blueprint.next")],
    action: { label: t("blueprint.action", values), url: absoluteUrl(blueprintPath(slug, lang)) },
  });
}
