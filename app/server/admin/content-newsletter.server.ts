/**
 * The newsletter's issues in the back office (decision 085): each issue's id through the content kit, newest first,
 * its subject and body one language at a time (`content_versions`, kind `newsletter-issue`), and its send.
 */
import { desc, sql } from "drizzle-orm";
import { isSlug } from "#app/domain/admin/content-fields.ts";
import type { NewsletterIssueInput } from "#app/domain/admin/content-forms.ts";
import { contentKind } from "#app/server/admin/content-kit.server.ts";
import { type NewsletterIssueRow, newsletterIssues } from "#app/server/db/schema/index.ts";
import { NEWSLETTER_ISSUE_KIND } from "#app/server/newsletter/newsletter-issues.server.ts";

export const newsletterIssueContent = contentKind<NewsletterIssueRow, NewsletterIssueInput>({
  entity: "newsletter-issue",
  table: newsletterIssues,
  // Being written first, then by when they were sent, newest first.
  order: [sql`${newsletterIssues.sendStartedAt} desc nulls first`, desc(newsletterIssues.createdAt)],
  listPath: "/admin/newsletter",
  isId: (id) => isSlug(id),
  languageVersions: { kind: NEWSLETTER_ISSUE_KIND, entity: "newsletter-issue-text" },
  // The id is fixed once saved: it is the issue's address in the archive and its texts' key.
  columns: ({ id }, stored) => (stored ? {} : { id }),
});
