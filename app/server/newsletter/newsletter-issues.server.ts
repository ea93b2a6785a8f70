/**
 * The newsletter's issues (issue 30 item 4; decision 085): staff write an issue per language (`content_versions`,
 * kind `newsletter-issue`), then send it once. The send is recorded on the issue (`send_started_at`); the send job
 * queues one mail per confirmed subscriber at a bounded rate (newsletter-send-job.server.ts). Sent issues are the
 * public archive, each language's version where published, else the English one.
 */
import { and, asc, count, desc, eq, isNotNull, isNull, lte, not, sql } from "drizzle-orm";
import { isSlug } from "#app/domain/admin/content-fields.ts";
import { type LanguageStatus, versionToShow } from "#app/domain/content/language-versions.ts";
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from "#app/domain/languages.ts";
import {
  type AudienceRow,
  type IssueText,
  sentLanguageOf,
} from "#app/domain/newsletter/newsletter-issues.ts";
import type { AuditActor } from "#app/server/admin/audit.server.ts";
import { type WriteOutcome, writeContent } from "#app/server/admin/content.server.ts";
import { storedVersions } from "#app/server/content/language-versions.server.ts";
import { renderMarkdown } from "#app/server/content/markdown.server.ts";
import type { Executor } from "#app/server/db/client.server.ts";
import { getDb } from "#app/server/db/db.server.ts";
import {
  emailSubscriptions,
  type NewsletterIssueRow,
  newsletterDeliveries,
  newsletterIssues,
  outbox,
} from "#app/server/db/schema/index.ts";
import { enqueueEmail } from "#app/server/email/outbox.server.ts";
import { logger } from "#app/server/logger.server.ts";
import { unsubscribeLink } from "#app/server/newsletter/newsletter.server.ts";
import { newsletterIssueEmail } from "#app/server/newsletter/newsletter-emails.server.ts";

export const NEWSLETTER_ISSUE_KIND = "newsletter-issue";

const textOf = (lang: LanguageCode, fields: Record<string, unknown>): IssueText => ({
  lang,
  subject: String(fields.subject ?? ""),
  content: String(fields.content ?? ""),
});

/** The published texts of issue `id`, by language. */
export async function publishedTexts(db: Executor, id: string): Promise<Map<LanguageCode, IssueText>> {
  const versions = (await storedVersions(db, NEWSLETTER_ISSUE_KIND, [id])).get(id) ?? [];
  return new Map(
    versions
      .filter((version) => version.status === "published")
      .map((version) => [version.lang, textOf(version.lang, version.fields)]),
  );
}

/**
 * Who receives issue `issueId`, by language: the subscribers confirmed (by the send's start, once it started) and
 * not unsubscribed, the version each language gets, and how far their mails have gone.
 */
export async function sendAudience(
  issue: Pick<NewsletterIssueRow, "id" | "sendStartedAt">,
  published: readonly LanguageCode[],
): Promise<AudienceRow[]> {
  const db = getDb();
  const [subscribers, deliveries] = await Promise.all([
    db
      .select({ lang: emailSubscriptions.language, subscribers: count() })
      .from(emailSubscriptions)
      .where(recipientsOf(issue.sendStartedAt))
      .groupBy(emailSubscriptions.language),
    db
      .select({
        lang: newsletterDeliveries.subscriberLang,
        queued: count(),
        delivered: count(sql`case when ${outbox.status} = 'sent' or ${outbox.id} is null then 1 end`),
        failed: count(sql`case when ${outbox.status} = 'failed' then 1 end`),
      })
      .from(newsletterDeliveries)
      .leftJoin(outbox, eq(outbox.id, newsletterDeliveries.outboxId))
      .where(eq(newsletterDeliveries.issueId, issue.id))
      .groupBy(newsletterDeliveries.subscriberLang),
  ]);
  return LANGUAGE_CODES.map((lang) => {
    const sent = deliveries.find((row) => row.lang === lang);
    // Counted with the language stored: a subscriber's language is always one of the site's.
    const listed = subscribers.find((row) => row.lang === lang)?.subscribers ?? 0;
    return {
      lang,
      sentLang: sentLanguageOf(lang, published),
      subscribers: Math.max(listed, sent?.queued ?? 0),
      queued: sent?.queued ?? 0,
      delivered: sent?.delivered ?? 0,
      failed: sent?.failed ?? 0,
    };
  });
}

/**
 * The subscriptions a send reaches: confirmed (before the send started, once it has), not unsubscribed, and not an
 * erased address (`…@invalid`).
 */
export function recipientsOf(sendStartedAt: Date | null) {
  return and(
    isNotNull(emailSubscriptions.confirmedAt),
    sendStartedAt ? lte(emailSubscriptions.confirmedAt, sendStartedAt) : undefined,
    isNull(emailSubscriptions.unsubscribedAt),
    not(sql`${emailSubscriptions.email} like '%@invalid'`),
  );
}

/** Mails `text` of issue `id` to a staff member, marked as a test (their own address: no visitor limit). */
export async function sendTestIssue(email: string, issue: { id: string; text: IssueText }): Promise<void> {
  await enqueueEmail(
    getDb(),
    newsletterIssueEmail(email, { ...issue, test: true }, unsubscribeLink(email, issue.text.lang)),
  );
}

/** Why a send cannot start: the issue is gone, already sent, or its English version is not published. */
export type SendRefusal = "notFound" | "alreadySent" | "englishMissing";

/**
 * Starts sending issue `id` to every subscriber confirmed now (audited, the archive updated at once); refused when
 * the issue is not there, was sent already, or has no published English version to stand in for the others.
 */
export async function startSend(actor: AuditActor, id: string): Promise<WriteOutcome | SendRefusal> {
  let refusal: SendRefusal | null = null;
  const outcome = await writeContent(actor, async (tx) => {
    const [issue] = await tx.select().from(newsletterIssues).where(eq(newsletterIssues.id, id)).for("update");
    if (!issue) return "notFound";
    if (issue.sendStartedAt) {
      refusal = "alreadySent";
      return "unchanged";
    }
    const published = await publishedTexts(tx, id);
    if (!published.has(DEFAULT_LANGUAGE)) {
      refusal = "englishMissing";
      return "unchanged";
    }
    const [started] = await tx
      .update(newsletterIssues)
      .set({ sendStartedAt: sql`now()`, updatedAt: new Date() })
      .where(eq(newsletterIssues.id, id))
      .returning({ at: newsletterIssues.sendStartedAt });
    const [audience] = await tx
      .select({ subscribers: count() })
      .from(emailSubscriptions)
      .where(recipientsOf(started!.at));
    return {
      action: "send",
      entity: "newsletter-issue",
      entityId: id,
      detail: { subscribers: audience?.subscribers ?? 0, languages: [...published.keys()] },
    };
  });
  return refusal ?? outcome;
}

/** A sent issue as the archive lists it: its id, the text shown (the page's language or English) and when. */
export type ArchivedIssue = { id: string; sentAt: Date; text: IssueText; isFallback: boolean };

/** Every issue whose send has started, newest first, in `lang` or English; none when the database cannot say. */
export async function archivedIssues(lang: LanguageCode): Promise<ArchivedIssue[]> {
  try {
    return await readArchive(lang);
  } catch (error) {
    logger.error({ err: error }, "newsletter archive not read");
    return [];
  }
}

async function readArchive(lang: LanguageCode, id?: string): Promise<ArchivedIssue[]> {
  const db = getDb();
  const issues = await db
    .select({ id: newsletterIssues.id, sentAt: newsletterIssues.sendStartedAt })
    .from(newsletterIssues)
    .where(and(isNotNull(newsletterIssues.sendStartedAt), id ? eq(newsletterIssues.id, id) : undefined))
    .orderBy(desc(newsletterIssues.sendStartedAt), asc(newsletterIssues.id));
  if (issues.length === 0) return [];
  const versions = await storedVersions(
    db,
    NEWSLETTER_ISSUE_KIND,
    issues.map((issue) => issue.id),
  );
  return issues.flatMap((issue) => {
    const shown = versionToShow(versions.get(issue.id) ?? [], lang);
    if (!shown) return [];
    return [
      {
        id: issue.id,
        sentAt: issue.sentAt!,
        text: textOf(shown.version.lang, shown.version.fields),
        isFallback: shown.isFallback,
      },
    ];
  });
}

/** One sent issue in `lang` (or English) with its body rendered; null when there is none to show. */
export async function archivedIssue(
  id: string,
  lang: LanguageCode,
): Promise<(ArchivedIssue & { html: string }) | null> {
  if (!isSlug(id)) return null;
  const [issue] = await readArchive(lang, id);
  if (!issue) return null;
  return { ...issue, html: renderMarkdown(issue.text.content, { lang }) };
}

/** Each language's status of an issue's texts, as stored (published ones are what a send uses). */
export const publishedLanguages = (statuses: Record<LanguageCode, LanguageStatus> | null): LanguageCode[] =>
  statuses ? LANGUAGE_CODES.filter((lang) => statuses[lang] === "published") : [];
