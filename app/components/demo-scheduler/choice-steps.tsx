import type { ReactNode } from "react";
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
  type DemoStep,
  type TimeChoice,
} from "#app/domain/demo-scheduler/demo-booking.ts";

/**
 * Step 2: the next 14 weekdays as radio buttons in a GET form, so the choice lands in the URL (`?step=time&date=…`)
 * with or without JavaScript. A date whose every slot is taken is disabled and says so.
 */
export function DateStep({ draft, dates }: { draft: DemoDraft; dates: DateChoice[] }) {
  const { t } = useTranslation("demo-scheduler");
  return (
    <ChoiceForm
      field="date"
      draft={draft}
      wideColumns="lg:grid-cols-3"
      choices={dates.map((choice) => ({
        value: choice.date,
        disabled: choice.full,
        label: (
          <>
            <span className="block font-medium">{choice.label}</span>
            {choice.full && <span className="block text-xs">{t("date.full")}</span>}
          </>
        ),
      }))}
    />
  );
}

/**
 * Step 3: the chosen date's eight slots, labelled in Sydney time (`09:00 AM AEDT`) and, when the visitor's zone
 * differs, in theirs. A taken slot is disabled and marked 'Unavailable' in words, not by colour alone.
 */
export function TimeStep({ draft, times }: { draft: DemoDraft; times: TimeChoice[] }) {
  const { t } = useTranslation("demo-scheduler");
  const free = times.filter((slot) => !slot.taken);
  return (
    <ChoiceForm
      field="time"
      draft={draft}
      wideColumns="lg:grid-cols-4"
      choices={times.map((slot) => ({
        value: slot.time,
        disabled: slot.taken,
        label: (
          <>
            <span className={`block font-medium ${slot.taken ? "line-through" : ""}`}>{slot.label}</span>
            {slot.local && !slot.taken && (
              <span className="block text-xs text-slate-600">{t("time.yourTime", { time: slot.local })}</span>
            )}
            {slot.taken && <span className="block text-xs font-semibold">{t("time.unavailable")}</span>}
          </>
        ),
      }))}
      blocked={free.length === 0}
    >
      {free.length === 0 && (
        <div className="mt-4">
          <Notice tone="info">{t("time.allTaken")}</Notice>
        </div>
      )}
    </ChoiceForm>
  );
}

/** The steps that choose one value, named as the field they fill, each with the step its form leads to. */
const NEXT_STEP = { date: "time", time: "confirm" } as const satisfies Record<string, DemoStep>;

/** One radio card of a choosing step: the value it sends, whether it can be chosen, and what it says. */
type Choice = { value: string; disabled: boolean; label: ReactNode };

/**
 * A choosing step's GET form (`?step=<next>&<field>=…`): the earlier answers carried along, the choices as radio
 * cards under the step's legend (`<field>.legend`; the draft's choice checked again unless it has since become
 * unavailable), and Continue.
 */
function ChoiceForm({
  field,
  draft,
  wideColumns,
  choices,
  blocked = false,
  children,
}: {
  field: keyof typeof NEXT_STEP;
  draft: DemoDraft;
  /** The grid's columns on a wide screen, a whole Tailwind class so the build finds it. */
  wideColumns: string;
  choices: Choice[];
  /** Nothing can be chosen: Continue is disabled. */
  blocked?: boolean;
  /** What stands between the choices and Continue (a notice). */
  children?: ReactNode;
}) {
  const { t } = useTranslation("demo-scheduler");
  const href = useLocalizedHref();
  return (
    <Form method="get" action={href("/demo-scheduler")} data-testid={`demo-${field}-form`}>
      <input type="hidden" name="step" value={NEXT_STEP[field]} />
      <CarriedFields fields={carriedFields(field, draft)} />
      <fieldset>
        <legend className="mb-3 text-sm font-medium text-slate-800">{t(`${field}.legend`)}</legend>
        <ul className={`grid grid-cols-1 gap-3 sm:grid-cols-2 ${wideColumns}`}>
          {choices.map((choice) => (
            <li key={choice.value}>
              <label className={CHOICE}>
                <input
                  type="radio"
                  name={field}
                  value={choice.value}
                  required
                  disabled={choice.disabled}
                  defaultChecked={choice.value === draft[field] && !choice.disabled}
                  className="mt-0.5 accent-brand-700"
                />
                <span>{choice.label}</span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      {children}
      <button type="submit" className={buttonClass("primary", "mt-6")} disabled={blocked}>
        {t("page.continue")}
      </button>
    </Form>
  );
}
