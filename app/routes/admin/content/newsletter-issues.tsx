import { useTranslation } from "react-i18next";
import { AdminPage } from "#app/components/admin/admin-page.tsx";
import { ContentNotice, NewRecordLink } from "#app/components/admin/content/content-form.tsx";
import { NewsletterIssuesTable } from "#app/components/admin/content/newsletter-issues-table.tsx";
import { Pagination } from "#app/components/admin/pagination.tsx";
import { languageFromPath } from "#app/domain/languages.ts";
import { issueStateOf } from "#app/domain/newsletter/newsletter-issues.ts";
import { i18nHandle } from "#app/i18n/route-namespaces.ts";
import { contentListLoader } from "#app/server/admin/content-kit.server.ts";
import { newsletterIssueContent } from "#app/server/admin/content-newsletter.server.ts";
import { staffTitles } from "#app/server/content/language-versions.server.ts";
import { getDb } from "#app/server/db/db.server.ts";
import { NEWSLETTER_ISSUE_KIND } from "#app/server/newsletter/newsletter-issues.server.ts";
import type { Route } from "./+types/newsletter-issues";

export const handle = i18nHandle("admin", "admin-content");

/**
 * `/admin/newsletter`: the newsletter's issues, those being written first, then the sent ones newest first, each
 * with its subject in the staff member's language (else English, else any) and every language's state.
 */
export async function loader(args: Route.LoaderArgs) {
  const list = await contentListLoader(newsletterIssueContent, args);
  const lang = languageFromPath(new URL(args.request.url).pathname);
  const subjects = await staffTitles(
    getDb(),
    { kind: NEWSLETTER_ISSUE_KIND, field: "subject" },
    list.rows.map((row) => row.id),
    lang,
  );
  return {
    ...list,
    rows: list.rows.map((row) => ({
      id: row.id,
      subject: subjects.get(row.id) ?? null,
      state: issueStateOf(row),
      sentAt: row.sendStartedAt?.toISOString() ?? null,
      languages: row.languages,
    })),
  };
}

export default function NewsletterIssues({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-content");
  const { rows, total, page, pageCount, deleted } = loaderData;
  return (
    <AdminPage
      title={t("newsletter.title")}
      lead={t("newsletter.lead")}
      actions={<NewRecordLink to="/admin/newsletter/new">{t("newsletter.new")}</NewRecordLink>}
    >
      {deleted && <ContentNotice>{t("notices.deleted")}</ContentNotice>}
      <NewsletterIssuesTable rows={rows} />
      <Pagination page={page} pageCount={pageCount} total={total} />
    </AdminPage>
  );
}
