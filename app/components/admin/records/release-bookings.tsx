import { CalendarX } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { FormError } from "#app/components/form/form-controls.tsx";
import { useForm } from "#app/components/form/use-form.ts";
import { SubmitButton } from "#app/components/ui/button.tsx";
import type { FormAnswer } from "#app/domain/form/form-answer.ts";

/** The bulk release form; the table's checkboxes belong to it by this id (`form=`), wherever they sit. */
export const RELEASE_FORM_ID = "release-bookings";

/**
 * Releasing slots in bulk (decision 053), with and without JavaScript alike: the bookings ticked in the table, or
 * every hold not yet confirmed (a calendar booked out by one client is freed in one step).
 */
export function ReleaseBookings({ answer }: { answer?: FormAnswer }) {
  const { t } = useTranslation("admin-records");
  const { formProps, formError, pending } = useForm({ id: RELEASE_FORM_ID, ns: "admin-records", answer });
  return (
    <Form {...formProps} className="space-y-2">
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton
          name="intent"
          value="release"
          pending={pending}
          pendingLabel={t("bookings.releasing")}
          variant="secondary"
        >
          <CalendarX aria-hidden className="size-4" />
          {t("bookings.releaseSelected")}
        </SubmitButton>
        <SubmitButton
          name="intent"
          value="releaseHolds"
          pending={pending}
          pendingLabel={t("bookings.releasing")}
          variant="secondary"
        >
          {t("bookings.releaseHolds")}
        </SubmitButton>
      </div>
      <p className="text-sm text-slate-600">{t("bookings.releaseHint")}</p>
      {formError && <FormError>{formError}</FormError>}
    </Form>
  );
}
