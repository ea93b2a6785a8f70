import { CalendarX } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { StepFrame } from "#app/components/demo-scheduler/step-frame.tsx";
import { Summary } from "#app/components/demo-scheduler/summary.tsx";
import { LocalizedLink } from "#app/components/language.tsx";
import { PageMeta } from "#app/components/shell/page-meta.tsx";
import { buttonClass, SubmitButton } from "#app/components/ui/button.tsx";
import { FormError, Notice } from "#app/components/ui/form-controls.tsx";
import { PageHero } from "#app/components/ui/sections.tsx";
import { useForm } from "#app/components/ui/use-form.ts";
import type { FormAnswer } from "#app/domain/form-answer.ts";
import { i18nHandle } from "#app/i18n/route-namespaces.ts";
import {
  type CancelView,
  cancelAction,
  cancelPageData,
} from "#app/routes/engagement/demo-scheduler-cancel.server.ts";
import { formHeaders } from "#app/server/forms/receive-form.server.ts";
import type { Route } from "./+types/demo-scheduler-cancel";

export const handle = i18nHandle("demo-scheduler");

/** The booking the link names; opening it changes nothing (mail scanners follow links). */
export function loader({ request }: Route.LoaderArgs) {
  return cancelPageData(request);
}

/** The Cancel button. */
export function action({ request, context }: Route.ActionArgs) {
  return cancelAction(request, context);
}

export const headers = formHeaders;

const TONES = {
  cancelled: "success",
  already: "info",
  past: "info",
  invalid: "error",
  failed: "error",
} as const;

/** `/demo-scheduler/cancel?token=…`: the booking from the confirmation mail, and a button that cancels it. */
export default function DemoCancelPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("demo-scheduler");
  const view: CancelView = actionData && "state" in actionData ? actionData : loaderData;
  const refused = actionData && !("state" in actionData) ? (actionData as FormAnswer) : undefined;
  const { formProps, formError, pending } = useForm({
    id: "demo-cancel",
    ns: "demo-scheduler",
    answer: refused,
  });
  const { state, booking } = view;
  return (
    <>
      <PageMeta title={t("cancel.metaTitle")} description={t("cancel.metaDescription")} noindex />
      <PageHero title={t("cancel.title")} />
      <div className="mx-auto max-w-3xl px-4 pb-16 sm:px-6 lg:px-8">
        <StepFrame title={booking ? t("cancel.heading", { name: booking.name }) : t("cancel.invalidHeading")}>
          <div className="space-y-6">
            {state !== "active" && <Notice tone={TONES[state]}>{t(`cancel.states.${state}`)}</Notice>}
            {booking && (
              <Summary
                rows={[
                  [t("confirm.about"), booking.about],
                  [t("confirm.date"), booking.date],
                  [t("confirm.time"), booking.time],
                  [t("confirm.yourTime"), booking.local],
                ]}
              />
            )}
            {state === "active" && (
              <Form {...formProps} className="space-y-4" data-testid="demo-cancel-form">
                <p className="text-slate-700">{t("cancel.question")}</p>
                <input type="hidden" name="token" value={view.token} />
                {formError && <FormError>{formError}</FormError>}
                <SubmitButton pending={pending} pendingLabel={t("cancel.submitting")} variant="danger">
                  <CalendarX aria-hidden className="size-4" />
                  {t("cancel.submit")}
                </SubmitButton>
              </Form>
            )}
            {state !== "active" && (
              <LocalizedLink to="/demo-scheduler" className={buttonClass("secondary")}>
                {t("cancel.bookAgain")}
              </LocalizedLink>
            )}
          </div>
        </StepFrame>
      </div>
    </>
  );
}
