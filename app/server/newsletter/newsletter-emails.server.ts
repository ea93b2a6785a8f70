/**
 * The newsletter's mails: the double opt-in confirmation, the welcome and each issue, in the subscriber's language.
 * Composed here, queued by the newsletter service and the send job.
 */
import { type LanguageCode, localHref } from "#app/domain/languages.ts";
import type { IssueText } from "#app/domain/newsletter/newsletter-issues.ts";
import { serverT } from "#app/i18n/i18n.server.ts";
import { renderMarkdown } from "#app/server/content/markdown.server.ts";
import { composeEmail, type EmailContent } from "#app/server/email/compose.server.ts";
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

/**
 * A mail to a subscriber: the small print says why they receive it, with a one-click unsubscribe link, also in the
 * `List-Unsubscribe` headers (RFC 8058) that mail clients offer as a button.
 */
function subscriberEmail(email: string, content: EmailContent, unsubscribeUrl: string): OutgoingEmail {
  const t = serverT(content.lang, "mail-newsletter");
  return {
    ...composeEmail(email, {
      ...content,
      footer: {
        text: t("subscriber.footer"),
        link: { label: t("subscriber.unsubscribe"), url: unsubscribeUrl },
      },
    }),
    headers: {
      "List-Unsubscribe": `<${unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

/** Sent once the address is confirmed. */
export function newsletterWelcomeEmail(
  email: string,
  lang: LanguageCode,
  unsubscribeUrl: string,
): OutgoingEmail {
  const t = serverT(lang, "mail-newsletter");
  const brand = brandName(lang);
  return subscriberEmail(
    email,
    {
      lang,
      subject: t("welcome.subject", { brand }),
      paragraphs: [t("welcome.body", { brand })],
      action: { label: t("welcome.action"), url: absoluteUrl(localHref(lang, "/resources")) },
    },
    unsubscribeUrl,
  );
}

/**
 * One issue of the newsletter (decision 085), in the language of the version sent (`text.lang`): its subject, its
 * Markdown as the mail's body (links to our pages made whole), and a link to it in the archive. `test` marks a
 * copy staff send themselves.
 */
export function newsletterIssueEmail(
  email: string,
  issue: { id: string; text: IssueText; test?: boolean },
  unsubscribeUrl: string,
): OutgoingEmail {
  const { lang, subject, content } = issue.text;
  const t = serverT(lang, "mail-newsletter");
  return subscriberEmail(
    email,
    {
      lang,
      subject: issue.test ? t("issue.testSubject", { subject }) : subject,
      paragraphs: [content],
      bodyHtml: renderMarkdown(content, { lang, absoluteLinks: true }),
      action: {
        label: t("issue.readOnline"),
        url: absoluteUrl(localHref(lang, `/newsletter/issues/${issue.id}`)),
      },
    },
    unsubscribeUrl,
  );
}
