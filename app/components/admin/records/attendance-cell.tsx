import { useTranslation } from "react-i18next";
import { Form, useLocation } from "react-router";
import type { RegistrationRow } from "#app/domain/admin/records.ts";

const CHOICES = [
  { value: "yes", attended: true, label: "registrations.attendance.attended" },
  { value: "no", attended: false, label: "registrations.attendance.absent" },
] as const;

/**
 * A registrant's attendance: what staff marked (or that nothing is marked yet) and the two buttons that mark it, a
 * plain form to the list's own address (its filter and page kept), so it works without JavaScript.
 */
export function AttendanceCell({ row }: { row: RegistrationRow }) {
  const { t } = useTranslation("admin-records");
  const { search } = useLocation();
  const state =
    row.attended === null
      ? t("registrations.attendance.notMarked")
      : t(`registrations.attendance.${row.attended ? "attended" : "absent"}`);
  return (
    <Form method="post" action={`.${search}`} className="min-w-40 space-y-1">
      <p className="text-sm font-medium text-slate-800">{state}</p>
      <input type="hidden" name="registrationId" value={row.id} />
      <fieldset className="flex gap-1">
        <legend className="sr-only">{t("registrations.attendance.mark", { name: row.name })}</legend>
        {CHOICES.map((choice) => (
          <button
            key={choice.value}
            type="submit"
            name="attended"
            value={choice.value}
            aria-pressed={row.attended === choice.attended}
            className="rounded border border-slate-300 px-2 py-0.5 text-xs font-medium text-slate-700 hover:border-brand-700 hover:text-brand-700 aria-pressed:border-brand-700 aria-pressed:bg-brand-50 aria-pressed:text-brand-800"
          >
            {t(choice.label)}
          </button>
        ))}
      </fieldset>
    </Form>
  );
}
