import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { DataTable } from "#app/components/admin/data-table.tsx";
import { LanguageName, Maybe, VisitorCell, When } from "#app/components/admin/records/cells.tsx";
import { RELEASE_FORM_ID } from "#app/components/admin/records/release-bookings.tsx";
import { type BadgeTone, StatusBadge } from "#app/components/admin/records/status-badge.tsx";
import { type BookingRow, type BookingState, isReleasable } from "#app/domain/admin/records.ts";

const TONE: Record<BookingState, BadgeTone> = {
  upcoming: "good",
  held: "waiting",
  past: "quiet",
  cancelled: "bad",
};

/** The slot in Sydney time, and the visitor's own time under it when it differs. */
export function SlotCell({ slot }: { slot: BookingRow["slot"] }) {
  const { t } = useTranslation("admin-records");
  return (
    <div className="min-w-44">
      <p className="font-medium">{slot.date}</p>
      <p>{slot.time}</p>
      {slot.local && (
        <p className="text-xs text-slate-600">{t("bookings.visitorTime", { time: slot.local })}</p>
      )}
    </div>
  );
}

/**
 * Demo bookings, upcoming first; each upcoming one links to its confirm step (`cancelHref`), which asks before
 * anything is cancelled.
 */
export function BookingsTable({
  rows,
  cancelHref,
}: {
  rows: BookingRow[];
  cancelHref: (id: string) => string;
}) {
  const { t } = useTranslation("admin-records");
  return (
    <DataTable
      caption={t("bookings.caption")}
      empty={t("bookings.empty")}
      rows={rows}
      rowKey={(row) => row.id}
      columns={[
        {
          header: t("bookings.releaseSelected"),
          headerHidden: true,
          cell: (row) =>
            isReleasable(row.state) && (
              <input
                type="checkbox"
                name="bookingIds"
                value={row.id}
                form={RELEASE_FORM_ID}
                aria-label={t("bookings.select", { name: row.name })}
                className="size-4"
              />
            ),
        },
        { header: t("bookings.slot"), cell: (row) => <SlotCell slot={row.slot} /> },
        {
          header: t("columns.status"),
          cell: (row) => (
            <div className="space-y-1">
              <StatusBadge tone={TONE[row.state]}>{t(`bookings.states.${row.state}`)}</StatusBadge>
              {row.cancelledAt && (
                <p className="text-xs text-slate-600">
                  <When value={row.cancelledAt} />
                </p>
              )}
            </div>
          ),
        },
        {
          header: t("columns.visitor"),
          cell: (row) => <VisitorCell visitor={row} />,
        },
        { header: t("bookings.about"), cell: (row) => <Maybe value={row.about} /> },
        { header: t("columns.language"), cell: (row) => <LanguageName code={row.language} /> },
        { header: t("bookings.bookedAt"), cell: (row) => <When value={row.createdAt} /> },
        {
          header: t("columns.actions"),
          cell: (row) =>
            isReleasable(row.state) ? (
              <Link
                to={cancelHref(row.id)}
                aria-label={t("bookings.cancelLabel", { name: row.name })}
                className="font-semibold text-red-700 underline underline-offset-2 hover:text-red-800"
              >
                {t("bookings.cancel")}
              </Link>
            ) : (
              <Maybe value={null} />
            ),
        },
      ]}
    />
  );
}
