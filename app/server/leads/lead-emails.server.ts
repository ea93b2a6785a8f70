/**
 * The mails a lead causes (lead form, contact form, guide request, plan blueprint): a confirmation to the visitor
 * (in their language) and a notification to the staff inbox (in English). Composed here, queued by the lead service.
 */
import { BID_FORECAST, type GuideSlug } from "#app/content/guides/guides.ts";
import type { PlanSlug } from "#app/content/plans.ts";
import type { Utm } from "#app/domain/analytics/attribution.ts";
import type { ContactService } from "#app/domain/form/form-fields.ts";
import { DEFAULT_LANGUAGE, type LanguageCode } from "#app/domain/languages.ts";
import { serverT } from "#app/i18n/i18n.server.ts";
import { planName } from "#app/server/checkout/plan-name.server.ts";
import { composeEmail } from "#app/server/email/compose.server.ts";
import type { OutgoingEmail } from "#app/server/email/outbox.server.ts";
import { absoluteUrl, getEnv } from "#app/server/env.server.ts";
import { blueprintPath } from "#app/server/pdf/blueprint.server.ts";
import { documentLink } from "#app/server/pdf/document-links.server.ts";

export type LeadDetails = {
  name: string;
  email: string;
  company: string;
  source: string;
  language: LanguageCode;
  page?: string;
  utm: Utm;
  /** Present for contact-form messages. */
  contact?: { service: ContactService; message: string };
  /** Present for guide requests (/resources): the guide the visitor asked for. */
  guide?: GuideSlug;
  /** Present for plan blueprint requests (/pricing/{slug}): the plan whose blueprint the visitor downloaded. */
  blueprint?: PlanSlug;
};

const brandName = (lang: LanguageCode) => serverT(lang, "common")("brand.name");
const serviceLabel = (lang: LanguageCode, service: ContactService) =>
  serverT(lang, "forms")(`contact.services.${service}`);

/**
 * The visitor's confirmation: the assessment request or the contact message they sent. The address is unproven, so
 * nothing the visitor typed is quoted (not their name, company or message; decision 052): a stranger's inbox
 * would otherwise receive whatever text was typed, from us.
 */
export function visitorConfirmationEmail(lead: LeadDetails): OutgoingEmail {
  const lang = lead.language;
  const t = serverT(lang, "mail-leads");
  const values = { brand: brandName(lang) };
  if (lead.contact) {
    return composeEmail(lead.email, {
      lang,
      subject: t("contact.subject", values),
      paragraphs: [
        t("greeting"),
        t("contact.body", { ...values, service: serviceLabel(lang, lead.contact.service) }),
        t("contact.messageKept"),
      ],
    });
  }
  if (lead.blueprint) return blueprintEmail(lead, lead.blueprint);
  if (lead.guide) {
    const guide = serverT(lang, "resources")(`guides.${lead.guide}.title`);
    return composeEmail(lead.email, {
      lang,
      subject: t("guide.subject", { ...values, guide }),
      paragraphs: [t("greeting"), t("guide.body", { guide }), t("guide.next")],
      action: { label: t("guide.action"), url: absoluteUrl(documentLink(lead.guide, lang, lead.email)) },
      footer: { text: t("downloadLinkValidity") },
    });
  }
  // The Market Assessment's promise: the Bid Forecast, as a signed link to its PDF in the lead's language.
  return composeEmail(lead.email, {
    lang,
    subject: t("lead.subject", values),
    paragraphs: [t("greeting"), t("lead.body"), t("lead.next")],
    action: { label: t("lead.action"), url: absoluteUrl(documentLink(BID_FORECAST, lang, lead.email)) },
    footer: { text: t("downloadLinkValidity") },
  });
}

/** The staff notification: every field of the submission, for follow-up from the inbox. */
export function staffNotificationEmail(lead: LeadDetails): OutgoingEmail {
  const lang = DEFAULT_LANGUAGE;
  const t = serverT(lang, "mail-leads");
  const campaign = Object.entries(lead.utm)
    .map(([key, value]) => `${key}=${value}`)
    .join(", ");
  const fields: [string, string | undefined][] = [
    [t("staff.name"), lead.name],
    [t("staff.email"), lead.email],
    [t("staff.company"), lead.company],
    [t("staff.service"), lead.contact && serviceLabel(lang, lead.contact.service)],
    [t("staff.source"), lead.source],
    [t("staff.language"), lead.language],
    [t("staff.page"), lead.page],
    [t("staff.campaign"), campaign || undefined],
  ];
  return composeEmail(getEnv().CONTACT_INBOX, {
    lang,
    subject: t(lead.contact ? "staff.contactSubject" : "staff.leadSubject", {
      name: lead.name,
      company: lead.company,
    }),
    paragraphs: [
      ...fields.filter(([, value]) => value).map(([label, value]) => `${label}: ${value}`),
      ...(lead.contact ? [lead.contact.message] : []),
    ],
  });
}

/**
 * The confirmation a blueprint request sends (instead of the assessment's): the plan's blueprint again, as a link
 * to its PDF in the lead's language, for the visitor's inbox or a colleague.
 */
function blueprintEmail(lead: LeadDetails, slug: PlanSlug): OutgoingEmail {
  const lang = lead.language;
  const t = serverT(lang, "mail-pricing-plan");
  const plan = planName(slug, lang);
  const values = { plan, brand: serverT(lang)("brand.name") };
  return composeEmail(lead.email, {
    lang,
    subject: t("blueprint.subject", values),
    paragraphs: [serverT(lang, "mail-leads")("greeting"), t("blueprint.body", values), t("blueprint.next")],
    action: { label: t("blueprint.action", values), url: absoluteUrl(blueprintPath(slug, lang)) },
  });
}
