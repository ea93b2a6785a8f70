import { useTranslation } from "react-i18next";
import { RecordLink, YesNo } from "#app/components/admin/content/content-form.tsx";
import { languageStatusColumns } from "#app/components/admin/content/language-status-link.tsx";
import { DataTable } from "#app/components/admin/data-table.tsx";
import type { PostStatus } from "#app/domain/admin/content-fields.ts";
import { type LanguageStatus, TRANSLATION_LANGUAGES } from "#app/domain/content/language-versions.ts";
import { dateTimeFormat } from "#app/domain/intl-format.ts";
import type { LanguageCode } from "#app/domain/languages.ts";

type PostRow = {
  isSample: boolean;
  id: string;
  title: string;
  slug: string;
  status: PostStatus;
  isPremium: boolean;
  publishedAt: Date;
  tags: string[];
  languages: Record<LanguageCode, LanguageStatus> | null;
};

const STATUS_STYLES: Record<PostStatus, string> = {
  draft: "bg-amber-100 text-amber-900",
  published: "bg-green-100 text-green-900",
};

/** The blog posts list: each title opens the editor, each translation's state its editor. */
export function PostsTable({ rows }: { rows: readonly PostRow[] }) {
  const { t, i18n } = useTranslation("admin-content");
  // Posts are dated on the firm's calendar, as on the blog.
  const date = dateTimeFormat(i18n.language, { dateStyle: "medium", timeZone: "Australia/Sydney" });
  return (
    <DataTable
      caption={t("posts.title")}
      rows={rows}
      rowKey={(row) => row.id}
      empty={t("posts.empty")}
      columns={[
        {
          header: t("fields.title"),
          cell: (row) => (
            <RecordLink to={`/admin/posts/${row.id}`} detail={row.slug} isSample={row.isSample}>
              {row.title}
            </RecordLink>
          ),
        },
        {
          header: t("fields.status"),
          cell: (row) => (
            <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_STYLES[row.status]}`}>
              {t(`statuses.${row.status}`)}
            </span>
          ),
        },
        { header: t("posts.premium"), cell: (row) => <YesNo value={row.isPremium} /> },
        {
          header: t("fields.publishedOn"),
          cell: (row) => <time dateTime={row.publishedAt.toISOString()}>{date.format(row.publishedAt)}</time>,
        },
        { header: t("fields.tags"), cell: (row) => row.tags.join(", ") },
        ...languageStatusColumns<PostRow>({
          to: (row, lang) => `/admin/posts/${row.id}/${lang}`,
          statuses: (row) => row.languages,
          label: (row, language, status) => t("versions.editLanguage", { name: row.title, language, status }),
          languages: TRANSLATION_LANGUAGES,
        }),
      ]}
    />
  );
}
