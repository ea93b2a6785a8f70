import type { LucideIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import { StepFrame } from "#app/components/demo-scheduler/step-frame.tsx";
import { Summary } from "#app/components/demo-scheduler/summary.tsx";
import { FormError, Notice } from "#app/components/form/form-controls.tsx";
import { LocalizedLink } from "#app/components/language.tsx";
import { PageMeta } from "#app/components/shell/page-meta.tsx";
import { buttonClass, SubmitButton } from "#app/components/ui/button.tsx";
import { PageHero } from "#app/components/ui/sections.tsx";
import type { FormAnswer } from "#app/domain/form/form-answer.ts";
import { translateDataKey } from "#app/i18n/data-key.ts";

type Tone = "success" | "info" | "error";

export type BookingLinkView = {
  state: string;
  token: string;
  booking: { name: string; date: string; time: string; local: string | null; about: string | null } | null;
};

/**
 * A page a booking's mailed link opens (`/demo-scheduler/confirm`, `/demo-scheduler/cancel`): the booking, and while
 * its state is `active` one button that posts the link's token (opening the link changes nothing: mail scanners
 * follow links). Its texts are under `page` in the `demo-scheduler` namespace; `tones` colours each other state.
 */
export function BookingLinkPage({
  page,
  loaderData,
  actionData,
  tones,
  icon: Icon,
  variant,
}: {
  page: "cancel" | "confirmation";
  loaderData: BookingLinkView;
  /** The button's answer: the booking's new state, or the form pipeline's refusal (rate limit, bad body). */
  actionData: BookingLinkView | FormAnswer | undefined;
  tones: Record<string, Tone>;
  icon: LucideIcon;
  variant: "primary" | "danger";
}) {
  const view = actionData && "state" in actionData ? actionData : loaderData;
  const refused = actionData && !("state" in actionData) ? actionData : undefined;
  const { t } = useTranslation("demo-scheduler");
  // One button posting the link's token: a plain form, so the page needs no form library (first-load budget).
  const pending = useNavigation().state === "submitting";
  const refusal = refused?.result.error?.[""]?.[0];
  const formError = refusal && translateDataKey(t, `errors.${refusal}`, { ns: ["demo-scheduler", "forms"] });
  const { state, booking } = view;
  return (
    <>
      <PageMeta title={t(`${page}.metaTitle`)} description={t(`${page}.metaDescription`)} noindex />
      <PageHero title={t(`${page}.title`)} />
      <div className="mx-auto max-w-3xl px-4 pb-16 sm:px-6 lg:px-8">
        <StepFrame
          title={booking ? t(`${page}.heading`, { name: booking.name }) : t(`${page}.invalidHeading`)}
        >
          <div className="space-y-6">
            {state !== "active" && (
              // The two pages' states differ, and each comes from the server as a string.
              <Notice tone={tones[state] ?? "info"}>{translateDataKey(t, `${page}.states.${state}`)}</Notice>
            )}
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
            {state === "active" ? (
              <Form method="post" className="space-y-4" data-testid={`demo-${page}-form`}>
                <p className="text-slate-700">{t(`${page}.question`)}</p>
                <input type="hidden" name="token" value={view.token} />
                {formError && <FormError>{formError}</FormError>}
                <SubmitButton pending={pending} pendingLabel={t(`${page}.submitting`)} variant={variant}>
                  <Icon aria-hidden className="size-4" />
                  {t(`${page}.submit`)}
                </SubmitButton>
              </Form>
            ) : (
              <LocalizedLink to="/demo-scheduler" className={buttonClass("secondary")}>
                {t(`${page}.bookAgain`)}
              </LocalizedLink>
            )}
          </div>
        </StepFrame>
      </div>
    </>
  );
}
