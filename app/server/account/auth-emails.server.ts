/**
 * The mails better-auth asks us to send, in the language of the page that asked for them. better-auth builds a
 * link to its own HTTP handler with our page in `callbackURL`; we link to that page directly with the token, so
 * the visitor lands on a translated page of ours (the handler is not mounted).
 */
import { type LanguageCode, languageFromPath, localHref } from "#app/domain/languages.ts";
import { serverT } from "#app/i18n/i18n.server.ts";
import { getDb } from "#app/server/db/db.server.ts";
import { composeEmail } from "#app/server/email/compose.server.ts";
import { enqueueEmail } from "#app/server/email/outbox.server.ts";
import { absoluteUrl, getEnv } from "#app/server/env.server.ts";

/** Our page named in better-auth's link, on our own origin, carrying the token. */
export function pageLinkFromAuthUrl(authUrl: string, token: string): URL {
  const page = new URL(authUrl).searchParams.get("callbackURL") ?? "/";
  const link = new URL(new URL(page, getEnv().SITE_URL).pathname, getEnv().SITE_URL);
  link.searchParams.set("token", token);
  return link;
}

async function queueLinkEmail(kind: "verify" | "reset", to: string, authUrl: string, token: string) {
  const link = pageLinkFromAuthUrl(authUrl, token);
  const lang = languageFromPath(link.pathname);
  const t = serverT(lang, "mail-account");
  await enqueueEmail(
    getDb(),
    composeEmail(to, {
      lang,
      subject: t(`${kind}.subject`),
      paragraphs: [t(`${kind}.body`), t(`${kind}.expiry`), t(`${kind}.ignore`)],
      action: { label: t(`${kind}.action`), url: link.href },
    }),
  );
}

export const queueVerificationEmail = (to: string, authUrl: string, token: string) =>
  queueLinkEmail("verify", to, authUrl, token);

export const queueResetPasswordEmail = (to: string, authUrl: string, token: string) =>
  queueLinkEmail("reset", to, authUrl, token);

/**
 * To the owner of an address someone tried to register again, instead of telling the registrant it is taken
 * (issue 25 item 14): the way to sign in, and no link that changes anything.
 */
export async function queueRegisteredAgainEmail(to: string, lang: LanguageCode) {
  const t = serverT(lang, "mail-account");
  await enqueueEmail(
    getDb(),
    composeEmail(to, {
      lang,
      subject: t("registeredAgain.subject"),
      paragraphs: [t("registeredAgain.body"), t("registeredAgain.forgotten"), t("registeredAgain.ignore")],
      action: { label: t("registeredAgain.action"), url: absoluteUrl(localHref(lang, "/login")) },
    }),
  );
}
