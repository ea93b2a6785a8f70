import { data } from "react-router";
import { NewsletterIssueArticle } from "#app/components/newsletter/newsletter-archive.tsx";
import { documentPage, loadAsDocument } from "#app/components/shell/document-page.ts";
import { languageFromPath } from "#app/domain/languages.ts";
import { i18nHandle } from "#app/i18n/route-namespaces.ts";
import { archivedIssue } from "#app/server/newsletter/newsletter-issues.server.ts";
import type { Route } from "./+types/newsletter-issue";

export const handle = documentPage(i18nHandle());
export const clientMiddleware = [loadAsDocument];

/**
 * `/newsletter/issues/:id` (decision 085): one sent issue, in the page's language or English, its Markdown rendered
 * and sanitised here; an issue not sent (or not there) is the 404 screen.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const issue = await archivedIssue(params.id, languageFromPath(new URL(request.url).pathname));
  if (!issue) throw data(null, { status: 404 });
  const { id, sentAt, text, isFallback, html } = issue;
  return {
    issue: { id, sentAt: sentAt.toISOString(), lang: text.lang, isFallback, subject: text.subject, html },
  };
}

export default function NewsletterIssue({ loaderData }: Route.ComponentProps) {
  return <NewsletterIssueArticle issue={loaderData.issue} />;
}
