import { and, eq, isNull, sql } from "drizzle-orm";
import type { LanguageCode } from "#app/domain/languages.ts";
import { localHref } from "#app/domain/languages.ts";
import { getDb } from "#app/server/db/db.server.ts";
import { emailSubscriptions } from "#app/server/db/schema/index.ts";
import { enqueueEmail, enqueueVisitorEmail } from "#app/server/email/outbox.server.ts";
import { absoluteUrl } from "#app/server/env.server.ts";
import { logger } from "#app/server/logger.server.ts";
import {
  newsletterConfirmationEmail,
  newsletterWelcomeEmail,
} from "#app/server/newsletter/newsletter-emails.server.ts";
import { createSignedToken, readSignedToken } from "#app/server/signed-token.server.ts";

const CONFIRM_PURPOSE = "newsletter-confirm";
const UNSUBSCRIBE_PURPOSE = "newsletter-unsubscribe";
/** How long a confirmation link works. */
const CONFIRM_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export const confirmationLink = (email: string, lang: LanguageCode) =>
  absoluteUrl(
    localHref(lang, "/newsletter/confirm", {
      token: createSignedToken(CONFIRM_PURPOSE, email, CONFIRM_LINK_TTL_MS),
    }),
  );

export const unsubscribeLink = (email: string, lang: LanguageCode) =>
  absoluteUrl(
    localHref(lang, "/newsletter/unsubscribe", { token: createSignedToken(UNSUBSCRIBE_PURPOSE, email) }),
  );

/**
 * Double opt-in signup (upsert on e-mail). A new, unconfirmed or previously unsubscribed address gets a
 * confirmation mail, at most one an hour however often the form is sent (the visitor sees success either way);
 * an address already confirmed succeeds quietly. The first source label is kept.
 * Returns false when the database refused (logged).
 */
export async function subscribeToNewsletter(
  email: string,
  source: string,
  lang: LanguageCode,
): Promise<boolean> {
  const { confirmedAt, unsubscribedAt, confirmationSentAt } = emailSubscriptions;
  try {
    await getDb().transaction(async (tx) => {
      const [row] = await tx
        .insert(emailSubscriptions)
        .values({ email, source, language: lang, confirmationSentAt: sql`now()` })
        .onConflictDoUpdate({
          target: emailSubscriptions.email,
          // Right-hand sides read the row as it was before this signup.
          set: {
            language: lang,
            // Coming back after unsubscribing starts over: a new confirmation is needed.
            confirmedAt: sql`case when ${unsubscribedAt} is null then ${confirmedAt} end`,
            unsubscribedAt: null,
            confirmationSentAt: sql`case
              when (${unsubscribedAt} is not null or ${confirmedAt} is null)
                and not coalesce(${confirmationSentAt} > now() - interval '1 hour', false)
              then now() else ${confirmationSentAt} end`,
          },
        })
        // now() is this transaction's start time: equal only when this signup stamped the row (an unconfirmed
        // one whose last confirmation mail is over an hour old, or new).
        .returning({ confirmationDue: sql<boolean>`${confirmationSentAt} = now()` });
      if (row?.confirmationDue) {
        await enqueueVisitorEmail(
          tx,
          newsletterConfirmationEmail(email, lang, confirmationLink(email, lang)),
        );
      }
    });
    return true;
  } catch (error) {
    logger.error({ err: error, email, source }, "newsletter signup could not be stored");
    return false;
  }
}

/** Confirms the address a genuine confirmation token names; the first confirmation sends the welcome mail. */
export async function confirmSubscription(token: string | null, lang: LanguageCode): Promise<boolean> {
  const email = readSignedToken(CONFIRM_PURPOSE, token);
  if (!email) return false;
  return getDb().transaction(async (tx) => {
    const [active] = await tx
      .select({ confirmedAt: emailSubscriptions.confirmedAt })
      .from(emailSubscriptions)
      .where(and(eq(emailSubscriptions.email, email), isNull(emailSubscriptions.unsubscribedAt)));
    if (!active) return false;
    if (active.confirmedAt) return true;
    const confirmed = await tx
      .update(emailSubscriptions)
      .set({ confirmedAt: new Date() })
      .where(and(eq(emailSubscriptions.email, email), isNull(emailSubscriptions.confirmedAt)))
      .returning({ id: emailSubscriptions.id });
    if (confirmed.length > 0) {
      await enqueueEmail(tx, newsletterWelcomeEmail(email, lang, unsubscribeLink(email, lang)));
    }
    return true;
  });
}

/** Unsubscribes the address a genuine unsubscribe token names (idempotent). */
export async function unsubscribe(token: string | null): Promise<boolean> {
  const email = readSignedToken(UNSUBSCRIBE_PURPOSE, token);
  if (!email) return false;
  await getDb()
    .update(emailSubscriptions)
    .set({ unsubscribedAt: new Date() })
    .where(and(eq(emailSubscriptions.email, email), isNull(emailSubscriptions.unsubscribedAt)));
  return true;
}
