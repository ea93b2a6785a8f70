import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { deferred } from "#app/components/deferred.tsx";
import { PageMeta } from "#app/components/shell/page-meta.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import { PageHero, Section } from "#app/components/ui/sections.tsx";
import { LinkedInActivity } from "#app/components/webinars/linkedin-activity.tsx";
import type { RecordingAnswer } from "#app/components/webinars/recording-request.tsx";
import type { RegistrationAnswer } from "#app/components/webinars/registration-form.tsx";
import {
  NextSessionCard,
  SessionLists,
  WebinarFaq,
  WebinarPerks,
  WebinarsCta,
} from "#app/components/webinars/webinars-page.tsx";
import { i18nHandle } from "#app/i18n/route-namespaces.ts";
import { webinarsAction, webinarsPageData } from "#app/routes/webinars/webinars.server.ts";
import { formHeaders } from "#app/server/form/receive-form.server.ts";
import type { Route } from "./+types/webinars";

export const handle = i18nHandle("webinars");

/*
 * The two forms (Conform) stay out of the first-load bundle: the server renders them in full (they work without
 * JavaScript), the browser hydrates them once their code has loaded after the page (decision 008).
 */
const loadRegistration = () =>
  import("#app/components/webinars/registration-form.tsx").then((module) => module.RegistrationForm);
const RegistrationForm = deferred(
  loadRegistration,
  import.meta.env.SSR ? await loadRegistration() : undefined,
);
const loadRecording = () =>
  import("#app/components/webinars/recording-request.tsx").then((module) => module.RecordingRequest);
const RecordingRequest = deferred(loadRecording, import.meta.env.SSR ? await loadRecording() : undefined);

/** The sessions, in the page's language; `?webinar=` preselects one, `?recording=` opens a recording request. */
export function loader({ request }: Route.LoaderArgs) {
  return webinarsPageData(request);
}

/** Registration, recording request, or the LinkedIn check without JavaScript (`?intent=`). */
export function action({ request, context }: Route.ActionArgs) {
  return webinarsAction(request, context);
}

export const headers = formHeaders;

/**
 * `/webinars` (spec 001 §2.17): the next three sessions with 'Register Now', the five latest with 'Watch
 * Recording', 'Check LinkedIn Activity', the registration form (#register), a FAQ and the way to /pricing. Every
 * part works without JavaScript.
 */
export default function WebinarsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("webinars");
  const { upcoming, past, selected, recording } = loaderData;
  const registration = actionData?.intent === "register" ? (actionData as RegistrationAnswer) : undefined;
  const recordingAnswer = actionData?.intent === "recording" ? (actionData as RecordingAnswer) : undefined;
  const linkedin = actionData?.intent === "linkedin" ? actionData.linkedin : undefined;
  const requestedId = recording ?? recordingAnswer?.webinar ?? null;
  const requested = past.find((session) => session.id === requestedId);
  return (
    <>
      <PageMeta title={t("meta.title")} description={t("meta.description")} />
      <PageHero
        eyebrow={t("hero.eyebrow")}
        title={t("hero.title")}
        lead={t("hero.lead")}
        visual={upcoming[0] && <NextSessionCard session={upcoming[0]} />}
        actions={
          <>
            <a href="#register" className={buttonClass("primary")}>
              {t("hero.register")}
            </a>
            <a href="#past" className={buttonClass("secondary")}>
              {t("hero.past")}
            </a>
          </>
        }
      />
      <SessionLists upcoming={upcoming} past={past} />
      {requested && (
        <Section id="recording" title={t("recording.title", { title: requested.title })} tone="muted">
          <Suspense fallback={null}>
            <RecordingRequest
              key={requested.id}
              webinarId={requested.id}
              title={requested.title}
              answer={recordingAnswer}
            />
          </Suspense>
        </Section>
      )}
      <Section id="linkedin" title={t("linkedin.title")} intro={t("linkedin.intro")}>
        <LinkedInActivity answer={linkedin} sessions={[...upcoming, ...past]} />
      </Section>
      <Section id="register" title={t("form.title")} intro={t("form.intro")} tone="muted">
        <div className="grid gap-8 lg:grid-cols-3">
          <div className="lg:col-span-2">
            <Suspense fallback={null}>
              <RegistrationForm sessions={upcoming} selected={selected} answer={registration} />
            </Suspense>
          </div>
          <WebinarPerks />
        </div>
      </Section>
      <WebinarFaq />
      <WebinarsCta />
    </>
  );
}
