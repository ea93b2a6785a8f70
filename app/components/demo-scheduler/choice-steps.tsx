import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { CarriedFields, CHOICE } from "#app/components/demo-scheduler/step-frame.tsx";
import { Notice } from "#app/components/form/form-controls.tsx";
import { useLocalizedHref } from "#app/components/language.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import {
  carriedFields,
  type DateChoice,
  type DemoDraft,
  type TimeChoice,
} from "#app/domain/demo-scheduler/demo-booking.ts";

/**
 * Step 2: the next 14 weekdays as radio buttons in a GET form, so the choice lands in the URL (`?step=time&date=…`)
 * with or without JavaScript. A date whose every slot is taken is disabled and says so.
 */
export function DateStep({ draft, dates }: { draft: DemoDraft; dates: DateChoice[] }) {
  const { t } = useTranslation("demo-scheduler");
  const href = useLocalizedHref();
  return (
    <Form method="get" action={href("/demo-scheduler")} data-testid="demo-date-form">
      <input type="hidden" name="step" value="time" />
      <CarriedFields fields={carriedFields("date", draft)} />
      <fieldset>
        <legend className="mb-3 text-sm font-medium text-slate-800">{t("date.legend")}</legend>
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {dates.map((choice) => (
            <li key={choice.date}>
              <label className={CHOICE}>
                <input
                  type="radio"
                  name="date"
                  value={choice.date}
                  required
                  disabled={choice.full}
                  defaultChecked={choice.date === draft.date && !choice.full}
                  className="mt-0.5 accent-brand-700"
                />
                <span>
                  <span className="block font-medium">{choice.label}</span>
                  {choice.full && <span className="block text-xs">{t("date.full")}</span>}
                </span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <button type="submit" className={buttonClass("primary", "mt-6")}>
        {t("page.continue")}
      </button>
    </Form>
  );
}

/**
 * Step 3: the chosen date's eight slots, labelled in Sydney time (`09:00 AM AEDT`) and, when the visitor's zone
 * differs, in theirs. A taken slot is disabled and marked 'Unavailable' in words, not by colour alone.
 */
export function TimeStep({ draft, times }: { draft: DemoDraft; times: TimeChoice[] }) {
  const { t } = useTranslation("demo-scheduler");
  const href = useLocalizedHref();
  const free = times.filter((slot) => !slot.taken);
  return (
    <Form method="get" action={href("/demo-scheduler")} data-testid="demo-time-form">
      <input type="hidden" name="step" value="confirm" />
      <CarriedFields fields={carriedFields("time", draft)} />
      <fieldset>
        <legend className="mb-3 text-sm font-medium text-slate-800">{t("time.legend")}</legend>
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {times.map((slot) => (
            <li key={slot.time}>
              <label className={CHOICE}>
                <input
                  type="radio"
                  name="time"
                  value={slot.time}
                  required
                  disabled={slot.taken}
                  defaultChecked={slot.time === draft.time && !slot.taken}
                  className="mt-0.5 accent-brand-700"
                />
                <span>
                  <span className={`block font-medium ${slot.taken ? "line-through" : ""}`}>
                    {slot.label}
                  </span>
                  {slot.local && !slot.taken && (
                    <span className="block text-xs text-slate-600">
                      {t("time.yourTime", { time: slot.local })}
                    </span>
                  )}
                  {slot.taken && <span className="block text-xs font-semibold">{t("time.unavailable")}</span>}
                </span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      {free.length === 0 && (
        <div className="mt-4">
          <Notice tone="info">{t("time.allTaken")}</Notice>
        </div>
      )}
      <button type="submit" className={buttonClass("primary", "mt-6")} disabled={free.length === 0}>
        {t("page.continue")}
      </button>
    </Form>
  );
}
