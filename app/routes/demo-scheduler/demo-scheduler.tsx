import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { deferred } from "#app/components/deferred.tsx";
import { DateStep, TimeStep } from "#app/components/demo-scheduler/choice-steps.tsx";
import { SchedulerHero, StepFrame, StepProgress } from "#app/components/demo-scheduler/step-frame.tsx";
import { SuccessStep } from "#app/components/demo-scheduler/success-step.tsx";
import { Notice } from "#app/components/form/form-controls.tsx";
import { useLanguage } from "#app/components/language.tsx";
import { PageMeta } from "#app/components/shell/page-meta.tsx";
import { type DemoStep, stepQuery } from "#app/domain/demo-scheduler/demo-booking.ts";
import type { FormAnswer } from "#app/domain/form/form-answer.ts";
import { localHref } from "#app/domain/languages.ts";
import { i18nHandle } from "#app/i18n/route-namespaces.ts";
import { schedulerAction, schedulerPageData } from "#app/routes/demo-scheduler/demo-scheduler.server.ts";
import { formHeaders } from "#app/server/form/receive-form.server.ts";
import type { Route } from "./+types/demo-scheduler";

export const handle = i18nHandle("demo-scheduler");

/*
 * The info and confirm steps are forms (Conform): the server renders them in full (they work without JavaScript),
 * the browser hydrates them once their code has loaded after the page (decision 008).
 */
const loadInfoStep = () =>
  import("#app/components/demo-scheduler/info-step.tsx").then((module) => module.InfoStep);
const InfoStep = deferred(loadInfoStep, import.meta.env.SSR ? await loadInfoStep() : undefined);
const loadConfirmStep = () =>
  import("#app/components/demo-scheduler/confirm-step.tsx").then((module) => module.ConfirmStep);
const ConfirmStep = deferred(loadConfirmStep, import.meta.env.SSR ? await loadConfirmStep() : undefined);

/** The step the query asks for (`?step=info|date|time|confirm|success`), or a redirect to the first one missing. */
export function loader({ request }: Route.LoaderArgs) {
  return schedulerPageData(request);
}

/** The info step's post and the booking (`intent=info|book`). */
export function action({ request, context }: Route.ActionArgs) {
  return schedulerAction(request, context);
}

export const headers = formHeaders;

const PREVIOUS: Partial<Record<DemoStep, DemoStep>> = { date: "info", time: "date", confirm: "time" };

/**
 * `/demo-scheduler` (spec 001 §2.19; issue 13 item 1): info, date, time, confirm, success, each its own URL and
 * each a plain form, so the whole booking works without JavaScript. Reached from a country page, a plan page or a
 * private link, it says what the demo is about and books it with that context.
 */
export default function DemoSchedulerPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("demo-scheduler");
  const lang = useLanguage();
  const { step, draft, about, notice } = loaderData;
  const previous = PREVIOUS[step];
  const back = previous && localHref(lang, "/demo-scheduler", stepQuery(previous, draft));
  const answer = actionData as FormAnswer | undefined;
  return (
    <>
      <PageMeta
        title={t("page.metaTitle")}
        description={t("page.metaDescription")}
        noindex={step !== "info" || Object.keys(draft).length > 0}
      />
      <SchedulerHero about={about} />
      <div className="mx-auto max-w-5xl space-y-6 px-4 pb-16 sm:px-6 lg:px-8">
        <StepProgress step={step} held={loaderData.booked?.held} />
        {notice && <Notice tone={notice === "slotTaken" ? "error" : "info"}>{t(`notices.${notice}`)}</Notice>}
        {step === "info" && (
          <StepFrame title={t("info.heading")} intro={t("info.intro")}>
            <Suspense fallback={null}>
              <InfoStep draft={draft} answer={answer ?? loaderData.infoAnswer ?? undefined} />
            </Suspense>
          </StepFrame>
        )}
        {step === "date" && (
          <StepFrame title={t("date.heading")} intro={t("date.intro")} back={back}>
            <DateStep draft={draft} dates={loaderData.dates} />
          </StepFrame>
        )}
        {step === "time" && (
          <StepFrame
            title={t("time.heading", { date: loaderData.dateLabel })}
            intro={t("time.intro")}
            back={back}
          >
            <TimeStep draft={draft} times={loaderData.times} />
          </StepFrame>
        )}
        {step === "confirm" && loaderData.slot && (
          <StepFrame title={t("confirm.heading")} intro={t("confirm.intro")} back={back}>
            <Suspense fallback={null}>
              <ConfirmStep
                draft={draft}
                dateLabel={loaderData.dateLabel ?? ""}
                slot={loaderData.slot}
                about={about}
                answer={answer}
              />
            </Suspense>
          </StepFrame>
        )}
        {step === "success" && loaderData.booked && (
          <StepFrame title={t(loaderData.booked.held ? "success.heldHeading" : "success.heading")}>
            <SuccessStep booked={loaderData.booked} about={about} />
          </StepFrame>
        )}
      </div>
    </>
  );
}
