import { directionOf, type LanguageCode } from "#app/domain/languages.ts";
import { serverT } from "#app/i18n/i18n.server.ts";
import type { OutgoingEmail } from "#app/server/email/outbox.server.ts";

export type EmailContent = {
  lang: LanguageCode;
  subject: string;
  /** Plain-text paragraphs, already translated; they are escaped for the HTML part. */
  paragraphs: string[];
  /**
   * The HTML part's body instead of the paragraphs, when the text is a document (a newsletter issue's rendered
   * Markdown): already sanitised; the paragraphs stay the text part.
   */
  bodyHtml?: string;
  /** An optional call to action: a button in HTML, a bare link in text. */
  action?: { label: string; url: string };
  /** Optional small print under the signature (e.g. an unsubscribe link). */
  footer?: { text: string; link?: { label: string; url: string } };
};

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

/**
 * Builds both parts of a mail in the recipient's language and direction, with the brand signature.
 * Every mail the site sends goes through here, so they all look alike.
 */
export function composeEmail(to: string, content: EmailContent): OutgoingEmail {
  const t = serverT(content.lang, "common");
  const brand = t("brand.name");
  const dir = directionOf(content.lang);

  const text = [
    ...content.paragraphs,
    ...(content.action ? [`${content.action.label}: ${content.action.url}`] : []),
    `— ${brand}`,
    ...(content.footer
      ? [
          [
            content.footer.text,
            content.footer.link && `${content.footer.link.label}: ${content.footer.link.url}`,
          ]
            .filter(Boolean)
            .join("\n"),
        ]
      : []),
  ].join("\n\n");

  const paragraphHtml =
    content.bodyHtml ??
    content.paragraphs.map((p) => `<p style="margin:0 0 16px;line-height:1.6">${escapeHtml(p)}</p>`).join("");
  const actionHtml = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#1747a6;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600;display:inline-block">${escapeHtml(content.action.label)}</a></p>`
    : "";
  const footerHtml = content.footer
    ? `<p style="margin:24px 0 0;font-size:12px;color:#64748b">${escapeHtml(content.footer.text)}${
        content.footer.link
          ? ` <a href="${escapeHtml(content.footer.link.url)}" style="color:#64748b">${escapeHtml(content.footer.link.label)}</a>`
          : ""
      }</p>`
    : "";
  const html = `<!doctype html><html lang="${content.lang}" dir="${dir}"><head><meta charset="utf-8"><title>${escapeHtml(
    content.subject,
  )}</title></head><body style="margin:0;background:#f1f5f9;font-family:system-ui,-apple-system,'Segoe UI',sans-serif;color:#0f172a"><div dir="${dir}" style="max-width:560px;margin:0 auto;padding:32px 24px;background:#fff"><p style="margin:0 0 24px;font-weight:700;font-size:18px;color:#1747a6">${escapeHtml(
    brand,
  )}</p>${paragraphHtml}${actionHtml}<p style="margin:24px 0 0">— ${escapeHtml(brand)}</p>${footerHtml}</div></body></html>`;

  return { to, subject: content.subject, text, html };
}
