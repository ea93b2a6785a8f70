/**
 * The newsletter's mails: the double opt-in confirmation and the welcome, in the subscriber's language. Composed
 * here, queued by the newsletter service.
 */
import { type LanguageCode, localHref } from "#app/domain/languages.ts";
import { serverT } from "#app/i18n/i18n.server.ts";
import { composeEmail } from "#app/server/email/compose.server.ts";
import type { OutgoingEmail } from "#app/server/email/outbox.server.ts";
import { absoluteUrl } from "#app/server/env.server.ts";

const brandName = (lang: LanguageCode) => serverT(lang, "common")("brand.name");

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
