/**
 * The mails the public forms cause: a confirmation to the visitor (in their language) and a notification to the
 * staff inbox (in English), and the newsletter's double opt-in. Composed here, queued by the services.
 */
import type { Utm } from "#app/domain/attribution.ts";
import type { ContactService } from "#app/domain/contact-form.ts";
import { DEFAULT_LANGUAGE, type LanguageCode, localHref } from "#app/domain/languages.ts";
import { serverT } from "#app/i18n/i18n.server.ts";
import { composeEmail } from "#app/server/email/compose.server.ts";
import type { OutgoingEmail } from "#app/server/email/outbox.server.ts";
import { absoluteUrl, getEnv } from "#app/server/env.server.ts";

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
};

const brandName = (lang: LanguageCode) => serverT(lang, "common")("brand.name");
const serviceLabel = (lang: LanguageCode, service: ContactService) =>
  serverT(lang, "forms")(`contact.services.${service}`);

/** The visitor's confirmation: the assessment request or the contact message they sent. */
export function visitorConfirmationEmail(lead: LeadDetails): OutgoingEmail {
  const lang = lead.language;
  const t = serverT(lang, "mail-forms");
  const values = { name: lead.name, company: lead.company, brand: brandName(lang) };
  if (lead.contact) {
    return composeEmail(lead.email, {
      lang,
      subject: t("contact.subject", values),
      paragraphs: [
        t("greeting", values),
        t("contact.body", { ...values, service: serviceLabel(lang, lead.contact.service) }),
        t("contact.copyHeading"),
        lead.contact.message,
      ],
    });
  }
  return composeEmail(lead.email, {
    lang,
    subject: t("lead.subject", values),
    paragraphs: [t("greeting", values), t("lead.body", values), t("lead.next")],
    action: { label: t("lead.action"), url: absoluteUrl(localHref(lang, "/solutions")) },
  });
}

/** The staff notification: every field of the submission, for follow-up from the inbox. */
export function staffNotificationEmail(lead: LeadDetails): OutgoingEmail {
  const lang = DEFAULT_LANGUAGE;
  const t = serverT(lang, "mail-forms");
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

export function newsletterConfirmationEmail(
  email: string,
  lang: LanguageCode,
  confirmUrl: string,
): OutgoingEmail {
  const t = serverT(lang, "mail-forms");
  const brand = brandName(lang);
  return composeEmail(email, {
    lang,
    subject: t("newsletterConfirm.subject", { brand }),
    paragraphs: [t("newsletterConfirm.body", { brand })],
    action: { label: t("newsletterConfirm.action"), url: confirmUrl },
    footer: { text: t("newsletterConfirm.ignore") },
  });
}

/** Sent once the address is confirmed; like every newsletter mail it carries a one-click unsubscribe link. */
export function newsletterWelcomeEmail(
  email: string,
  lang: LanguageCode,
  unsubscribeUrl: string,
): OutgoingEmail {
  const t = serverT(lang, "mail-forms");
  const brand = brandName(lang);
  return {
    ...composeEmail(email, {
      lang,
      subject: t("newsletterWelcome.subject", { brand }),
      paragraphs: [t("newsletterWelcome.body", { brand })],
      action: { label: t("newsletterWelcome.action"), url: absoluteUrl(localHref(lang, "/resources")) },
      footer: {
        text: t("newsletterWelcome.footer"),
        link: { label: t("newsletterWelcome.unsubscribe"), url: unsubscribeUrl },
      },
    }),
    headers: {
      "List-Unsubscribe": `<${unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
