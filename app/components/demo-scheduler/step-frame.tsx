import { ArrowLeft, CalendarClock, Check } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PageHero } from "#app/components/ui/sections.tsx";
import { DEMO_STEPS, type DemoStep, stepIndex } from "#app/domain/demo-scheduler/demo-booking.ts";

/** The scheduler's steps as a list, the current one marked (`aria-current="step"`), those done ticked. */
export function StepProgress({ step, held = false }: { step: DemoStep; held?: boolean }) {
  const { t } = useTranslation("demo-scheduler");
  const current = stepIndex(step);
  return (
    <nav aria-label={t("page.stepsLabel")}>
      <ol className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        {DEMO_STEPS.map((name, index) => {
          const done = index < current;
          const here = index === current;
          return (
            <li
              key={name}
              aria-current={here ? "step" : undefined}
              className={`flex items-center gap-2 ${here ? "font-semibold text-brand-800" : done ? "text-slate-700" : "text-slate-600"}`}
            >
              <span
                aria-hidden
                className={`inline-flex size-6 items-center justify-center rounded-full text-xs ${
                  here
                    ? "bg-brand-700 text-white"
                    : done
                      ? "bg-brand-100 text-brand-800"
                      : "border border-slate-300 bg-white"
                }`}
              >
                {done ? <Check className="size-3.5" /> : index + 1}
              </span>
              {/* The last step of a booking still waiting for its confirmation by mail says so (decision 053). */}
              {t(name === "success" && held ? "steps.held" : `steps.${name}`)}
              {done && <span className="sr-only"> {t("page.stepDone")}</span>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** One step's box: its `h2`, an intro, the step's form, and Back to the step before. */
export function StepFrame({
  title,
  intro,
  back,
  children,
}: {
  title: ReactNode;
  intro?: ReactNode;
  /** The previous step's address, with everything chosen so far. */
  back?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation("demo-scheduler");
  return (
    <section
      aria-labelledby="demo-step-heading"
      className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
    >
      <h2 id="demo-step-heading" className="text-2xl font-bold tracking-tight text-slate-900">
        {title}
      </h2>
      {intro && <p className="mt-2 text-slate-700">{intro}</p>}
      <div className="mt-6">{children}</div>
      {back && (
        <p className="mt-6 border-t border-slate-200 pt-4">
          <Link
            to={back}
            className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
          >
            <ArrowLeft aria-hidden className="size-4 rtl:-scale-x-100" />
            {t("page.back")}
          </Link>
        </p>
      )}
    </section>
  );
}

/** The hidden inputs that carry earlier answers forward through a step's form. */
export function CarriedFields({ fields }: { fields: [string, string][] }) {
  return fields.map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);
}

/** The look of one choice (a date, a time): a radio in a bordered card; a disabled one says so in words. */
export const CHOICE =
  "flex cursor-pointer items-start gap-3 rounded-lg border border-slate-300 bg-white p-3 text-sm text-slate-900 hover:border-brand-600 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:checked]:ring-1 has-[:checked]:ring-brand-700 has-[:disabled]:cursor-not-allowed has-[:disabled]:border-slate-200 has-[:disabled]:bg-slate-100 has-[:disabled]:text-slate-600 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700";

/** The scheduler's hero, saying what the demo is about when the visitor came from a country or plan page. */
export function SchedulerHero({ about }: { about: string | null }) {
  const { t } = useTranslation("demo-scheduler");
  return (
    <PageHero
      eyebrow={
        <span className="inline-flex items-center gap-2">
          <CalendarClock aria-hidden className="size-4" />
          {t("page.eyebrow")}
        </span>
      }
      title={t("page.title")}
      lead={t("page.lead")}
    >
      {about && (
        <p className="mt-4 inline-flex rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-900">
          {t("page.about", { about })}
        </p>
      )}
    </PageHero>
  );
}
