import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { AdminPage } from "#app/components/admin/admin-page.tsx";
import { Pagination } from "#app/components/admin/pagination.tsx";
import { BookingsTable } from "#app/components/admin/records/bookings-table.tsx";
import { CancelBooking } from "#app/components/admin/records/cancel-booking.tsx";
import { ListFilter } from "#app/components/admin/records/list-filter.tsx";
import { ReleaseBookings } from "#app/components/admin/records/release-bookings.tsx";
import { Notice } from "#app/components/form/form-controls.tsx";
import { BookingsFormSchema } from "#app/domain/admin/records-forms.ts";
import { i18nHandle } from "#app/i18n/route-namespaces.ts";
import { requireAdmin } from "#app/server/account/session.server.ts";
import { auditActor } from "#app/server/admin/audit.server.ts";
import {
  bookingsPage,
  cancelBookingAsStaff,
  releaseBookingsAsStaff,
} from "#app/server/admin/records-bookings.server.ts";
import { formHeaders, receiveForm, STAFF_FORM } from "#app/server/form/receive-form.server.ts";
import { logger } from "#app/server/logger.server.ts";
import type { Route } from "./+types/bookings";

export const handle = i18nHandle("admin", "admin-records");

/** `?state=upcoming|past|cancelled&page=`, `?cancel=<id>` (the confirm step), `?done=`; showing it is audited. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = requireAdmin({ request, context });
  return bookingsPage({ admin, context, request });
}

/**
 * The confirm step's button (cancels the booking and mails the visitor) and the bulk release (the ticked bookings,
 * or every unconfirmed hold: decision 053); then back to the list, its filter kept.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = requireAdmin({ request, context });
  const form = await receiveForm(request, context, BookingsFormSchema, STAFF_FORM);
  if (!form.valid) return form.answer;
  const { value } = form;
  const actor = auditActor(admin, context);
  const query = Object.fromEntries(new URL(request.url).searchParams);
  delete query.cancel;
  try {
    if (value.intent === "cancel") {
      const outcome = await cancelBookingAsStaff(actor, value.bookingId);
      if (outcome === "missing") return form.fail("bookingMissing", 404);
      if (outcome === "past") return form.fail("bookingPast", 409);
      return form.redirect("/admin/bookings", { query: { ...query, done: outcome } });
    }
    if (value.intent === "release" && value.bookingIds.length === 0) return form.fail("nothingSelected");
    const which = value.intent === "release" ? { ids: value.bookingIds } : "unconfirmed holds";
    await releaseBookingsAsStaff(actor, which);
    return form.redirect("/admin/bookings", { query: { ...query, done: "released" } });
  } catch (error) {
    logger.error({ err: error, intent: value.intent }, "staff could not cancel or release demo bookings");
    return form.fail("cancelFailed", 500);
  }
}

export const headers = formHeaders;

/** The page's URL with `change` applied to its query (filters and page kept). */
function useQueryHref() {
  const { pathname, search } = useLocation();
  return (change: (query: URLSearchParams) => void) => {
    const query = new URLSearchParams(search);
    change(query);
    const rest = query.toString();
    return rest ? `${pathname}?${rest}` : pathname;
  };
}

/** `/admin/bookings`: demo bookings, upcoming first, with Cancel (after a confirm step) on the upcoming ones. */
export default function BookingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-records");
  const { rows, page, pageCount, total, state, states, confirm, done } = loaderData;
  const href = useQueryHref();
  const cancelHref = (id: string) =>
    href((query) => {
      query.delete("done");
      query.set("cancel", id);
    });
  const backHref = href((query) => query.delete("cancel"));
  return (
    <AdminPage title={t("bookings.title")} lead={t("bookings.lead")}>
      {done && <Notice tone={done === "cancelled" ? "success" : "info"}>{t(`bookings.done.${done}`)}</Notice>}
      {confirm !== undefined && <CancelBooking booking={confirm} backHref={backHref} answer={actionData} />}
      <ReleaseBookings answer={confirm === undefined ? actionData : undefined} />
      <ListFilter
        label={t("columns.status")}
        name="state"
        value={state}
        options={states.map((value) => ({ value, label: t(`bookings.states.${value}`) }))}
      />
      <BookingsTable rows={rows} cancelHref={cancelHref} />
      <Pagination page={page} pageCount={pageCount} total={total} />
    </AdminPage>
  );
}
