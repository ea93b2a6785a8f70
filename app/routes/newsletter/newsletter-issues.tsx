import { NewsletterArchive } from "#app/components/newsletter/newsletter-archive.tsx";
import { documentPage, loadAsDocument } from "#app/components/shell/document-page.ts";
import { languageFromPath } from "#app/domain/languages.ts";
import { i18nHandle } from "#app/i18n/route-namespaces.ts";
import { archivedIssues } from "#app/server/newsletter/newsletter-issues.server.ts";
import type { Route } from "./+types/newsletter-issues";

export const handle = documentPage(i18nHandle());
export const clientMiddleware = [loadAsDocument];

/** `/newsletter/issues` (decision 085): the issues sent, newest first, in the page's language or English. */
export async function loader({ request }: Route.LoaderArgs) {
  const issues = await archivedIssues(languageFromPath(new URL(request.url).pathname));
  return {
    issues: issues.map(({ id, sentAt, text, isFallback }) => ({
      id,
      sentAt: sentAt.toISOString(),
      lang: text.lang,
      isFallback,
      subject: text.subject,
    })),
  };
}

export default function NewsletterIssues({ loaderData }: Route.ComponentProps) {
  return <NewsletterArchive issues={loaderData.issues} />;
}
