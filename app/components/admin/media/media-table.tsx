import { useTranslation } from "react-i18next";
import { languageStatusColumns } from "#app/components/admin/content/language-status-link.tsx";
import { DataTable } from "#app/components/admin/data-table.tsx";
import { ImageSize } from "#app/components/admin/media/image-size.tsx";
import { MediaUses } from "#app/components/admin/media/media-uses.tsx";
import { LocalizedLink } from "#app/components/language.tsx";
import { MediaPicture } from "#app/components/media/media-picture.tsx";
import type { LanguageStatus } from "#app/domain/content/language-versions.ts";
import type { LanguageCode } from "#app/domain/languages.ts";
import type { MediaUse } from "#app/domain/media/media-uses.ts";

export type MediaListRow = {
  id: string;
  fileName: string;
  width: number;
  height: number;
  byteSize: number;
  widths: number[];
  languages: Record<LanguageCode, LanguageStatus> | null;
  uses: MediaUse[];
};

/**
 * The library, newest first: each image's thumbnail and file name (a link to its page), its size, the records that
 * show it, and the state of its alt text in each language (each a link to that language's editor).
 */
export function MediaTable({ rows }: { rows: readonly MediaListRow[] }) {
  const { t } = useTranslation("admin-media");
  const { t: tc } = useTranslation("admin-content");
  return (
    <DataTable
      caption={t("library.title")}
      rows={rows}
      rowKey={(row) => row.id}
      empty={t("library.empty")}
      columns={[
        {
          header: t("columns.image"),
          cell: (row) => (
            <LocalizedLink to={`/admin/media/${row.id}`} className="flex items-center gap-3">
              <MediaPicture
                image={{ ...row, alt: "", altLang: null }}
                sizes="64px"
                className="size-16 shrink-0 rounded border border-slate-200 bg-slate-100 object-contain"
              />
              <bdi className="min-w-32 font-medium break-words text-brand-700 underline">{row.fileName}</bdi>
            </LocalizedLink>
          ),
        },
        { header: t("columns.size"), cell: (row) => <ImageSize {...row} /> },
        { header: t("columns.uses"), cell: (row) => <MediaUses uses={row.uses} /> },
        ...languageStatusColumns<MediaListRow>({
          to: (row, lang) => `/admin/media/${row.id}/${lang}`,
          statuses: (row) => row.languages,
          label: (row, language, status) =>
            tc("versions.editLanguage", { name: row.fileName, language, status }),
        }),
      ]}
    />
  );
}
