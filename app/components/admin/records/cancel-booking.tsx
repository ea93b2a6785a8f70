import { CalendarX } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import { SlotCell } from "#app/components/admin/records/bookings-table.tsx";
import { Address } from "#app/components/admin/records/cells.tsx";
import { FormError, Notice } from "#app/components/form/form-controls.tsx";
import { useForm } from "#app/components/form/use-form.ts";
import { buttonClass, SubmitButton } from "#app/components/ui/button.tsx";
import { type BookingRow, isReleasable } from "#app/domain/admin/records.ts";
import type { FormAnswer } from "#app/domain/form/form-answer.ts";

/**
 * The confirm step before a booking is cancelled (`?cancel=<id>`), with and without JavaScript alike: what will
 * be cancelled, that the visitor is told by mail, and the button that does it; 'Keep' goes back to the list.
 */
export function CancelBooking({
  booking,
  backHref,
  answer,
}: {
  booking: BookingRow | null;
  backHref: string;
  answer?: FormAnswer;
}) {
  const { t } = useTranslation("admin-records");
  const { formProps, formError, pending } = useForm({ id: "cancel-booking", ns: "admin-records", answer });
  const back = (
    <Link to={backHref} className={buttonClass("secondary")}>
      {t("cancelBooking.back")}
    </Link>
  );
  const refused = (text: string) => (
    <div className="space-y-3">
      <Notice tone="info">{text}</Notice>
      {back}
    </div>
  );
  if (!booking) return refused(t("errors.bookingMissing"));
  if (!isReleasable(booking.state)) return refused(t(`cancelBooking.not.${booking.state}`));
  return (
    <section
      aria-labelledby="cancel-booking-title"
      className="space-y-4 rounded-lg border border-red-200 bg-red-50/40 p-4"
    >
      <h2 id="cancel-booking-title" className="text-lg font-semibold text-slate-900">
        {t("cancelBooking.title", { name: booking.name })}
      </h2>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-slate-700">{t("bookings.slot")}</dt>
        <dd>
          <SlotCell slot={booking.slot} />
        </dd>
        <dt className="font-medium text-slate-700">{t("columns.visitor")}</dt>
        <dd>
          {booking.name} · <Address value={booking.email} /> · {booking.company}
        </dd>
      </dl>
      <p className="text-sm text-slate-700">{t("cancelBooking.explain")}</p>
      <Form {...formProps} className="flex flex-wrap items-center gap-3">
        <input type="hidden" name="intent" value="cancel" />
        <input type="hidden" name="bookingId" value={booking.id} />
        <SubmitButton pending={pending} pendingLabel={t("cancelBooking.submitting")} variant="danger">
          <CalendarX aria-hidden className="size-4" />
          {t("cancelBooking.submit")}
        </SubmitButton>
        {back}
      </Form>
      {formError && <FormError>{formError}</FormError>}
    </section>
  );
}
