import { useTranslation } from "react-i18next";
import { DataTable } from "#app/components/admin/data-table.tsx";
import { AttendanceCell } from "#app/components/admin/records/attendance-cell.tsx";
import { LanguageName, Maybe, VisitorCell, When } from "#app/components/admin/records/cells.tsx";
import type { RegistrationRow } from "#app/domain/admin/records.ts";

/** Webinar registrations: who, for which session, when they prefer, what interests them, and whether they came. */
export function RegistrationsTable({ rows }: { rows: RegistrationRow[] }) {
  const { t } = useTranslation("admin-records");
  return (
    <DataTable
      caption={t("registrations.caption")}
      empty={t("registrations.empty")}
      rows={rows}
      rowKey={(row) => row.id}
      columns={[
        {
          header: t("columns.visitor"),
          cell: (row) => <VisitorCell visitor={row} />,
        },
        {
          header: t("registrations.webinar"),
          cell: (row) => <p className="min-w-48">{row.webinar ?? t("registrations.anyWebinar")}</p>,
        },
        { header: t("registrations.attendance.title"), cell: (row) => <AttendanceCell row={row} /> },
        { header: t("registrations.timePreference"), cell: (row) => row.timePreference },
        {
          header: t("registrations.topics"),
          cell: (row) =>
            row.topics.length > 0 ? (
              <ul className="min-w-36 space-y-0.5">
                {row.topics.map((topic) => (
                  <li key={topic}>{topic}</li>
                ))}
              </ul>
            ) : (
              <Maybe value={null} />
            ),
        },
        {
          header: t("registrations.message"),
          cell: (row) => (
            <p className="max-w-xs whitespace-pre-line">{row.message ?? <Maybe value={null} />}</p>
          ),
        },
        { header: t("columns.language"), cell: (row) => <LanguageName code={row.language} /> },
        { header: t("registrations.registeredAt"), cell: (row) => <When value={row.createdAt} /> },
      ]}
    />
  );
}
