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
  const t = serverT(lang, "mail-newsletter");
  const brand = brandName(lang);
  return composeEmail(email, {
    lang,
    subject: t("confirm.subject", { brand }),
    paragraphs: [t("confirm.body", { brand })],
    action: { label: t("confirm.action"), url: confirmUrl },
    footer: { text: t("confirm.ignore") },
  });
}

/** Sent once the address is confirmed; like every newsletter mail it carries a one-click unsubscribe link. */
export function newsletterWelcomeEmail(
  email: string,
  lang: LanguageCode,
  unsubscribeUrl: string,
): OutgoingEmail {
  const t = serverT(lang, "mail-newsletter");
  const brand = brandName(lang);
  return {
    ...composeEmail(email, {
      lang,
      subject: t("welcome.subject", { brand }),
      paragraphs: [t("welcome.body", { brand })],
      action: { label: t("welcome.action"), url: absoluteUrl(localHref(lang, "/resources")) },
      footer: {
        text: t("welcome.footer"),
        link: { label: t("welcome.unsubscribe"), url: unsubscribeUrl },
      },
    }),
    headers: {
      "List-Unsubscribe": `<${unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
