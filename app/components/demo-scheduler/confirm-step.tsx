import { CalendarCheck, RotateCcw } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { CarriedFields } from "#app/components/demo-scheduler/step-frame.tsx";
import { Summary } from "#app/components/demo-scheduler/summary.tsx";
import { FormError } from "#app/components/form/form-controls.tsx";
import { useForm } from "#app/components/form/use-form.ts";
import { LocalizedLink } from "#app/components/language.tsx";
import { SubmitButton } from "#app/components/ui/button.tsx";
import { carriedFields, type DemoDraft } from "#app/domain/demo-scheduler/demo-booking.ts";
import type { FormAnswer } from "#app/domain/form/form-answer.ts";

/**
 * Step 4: everything chosen, and "Book the call", which posts the whole booking (hidden fields) to the page's action.
 * A failure is shown here with nothing lost: the page's URL and this form still hold every answer.
 */
export function ConfirmStep({
  draft,
  dateLabel,
  slot,
  about,
  answer,
}: {
  draft: DemoDraft;
  dateLabel: string;
  slot: { time: string; local: string | null };
  about: string | null;
  answer?: FormAnswer;
}) {
  const { t } = useTranslation("demo-scheduler");
  const { formProps, formError, pending } = useForm({ id: "demo-book", ns: "demo-scheduler", answer });
  return (
    <Form {...formProps} className="space-y-6" data-testid="demo-confirm-form">
      <Summary
        rows={[
          [t("confirm.name"), draft.name],
          [t("confirm.email"), draft.email],
          [t("confirm.company"), draft.company],
          [t("confirm.about"), about],
          [t("confirm.date"), dateLabel],
          [t("confirm.time"), slot.time],
          [t("confirm.yourTime"), slot.local],
          [t("confirm.length"), t("confirm.lengthValue")],
        ]}
      />
      <input type="hidden" name="intent" value="book" />
      <CarriedFields fields={carriedFields("confirm", draft)} />
      {formError && (
        <FormError>
          {formError}{" "}
          <LocalizedLink to="/contact" className="underline">
            {t("confirm.contactInstead")}
          </LocalizedLink>
        </FormError>
      )}
      <SubmitButton pending={pending} pendingLabel={t("confirm.submitting")} className="px-5 py-3 text-base">
        {formError ? (
          <RotateCcw aria-hidden className="size-4" />
        ) : (
          <CalendarCheck aria-hidden className="size-4" />
        )}
        {t("confirm.submit")}
      </SubmitButton>
    </Form>
  );
}
