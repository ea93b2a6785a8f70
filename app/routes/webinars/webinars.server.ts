/** What `/webinars` does on the server: the sessions it lists and its three forms (one action, by `intent`). */
import type { RouterContextProvider } from "react-router";
import { PRESENTER_NAMES, WEBINARS, type Webinar } from "#app/content/webinars.ts";
import { type LanguageCode, languageFromPath } from "#app/domain/languages.ts";
import {
  type SessionView,
  sessionTimes,
  upcomingAndPast,
  type WebinarId,
  webinarOfRecordingSource,
} from "#app/domain/webinars/webinars.ts";
import { RecordingRequestSchema, WebinarRegistrationSchema } from "#app/domain/webinars/webinars-form.ts";
import { getDb } from "#app/server/db/db.server.ts";
import { PUBLIC_FORM, receiveForm, withData } from "#app/server/form/receive-form.server.ts";
import { logger } from "#app/server/logger.server.ts";
import { linkedInActivity } from "#app/server/webinars/linkedin.server.ts";
import {
  pastWebinar,
  registerForWebinar,
  requestRecording,
} from "#app/server/webinars/registrations.server.ts";

const view = (webinar: Webinar, lang: LanguageCode): SessionView => ({
  id: webinar.id,
  presenter: webinar.presenter,
  presenterName: PRESENTER_NAMES[webinar.presenter],
  minutes: webinar.minutes,
  recordingUrl: webinar.recordingUrl,
  ...sessionTimes(webinar.start, webinar.minutes, lang),
});

/**
 * The next three sessions and the five latest past ones at `now`, the session `?webinar=` preselects (when it is
 * upcoming) and the past session whose recording `?recording=` asks for. Dates are written here, once, so the
 * server's and the browser's Intl never disagree during hydration.
 */
export function webinarsPageData(request: Request, now = new Date()) {
  const url = new URL(request.url);
  const lang = languageFromPath(url.pathname);
  const { upcoming, past } = upcomingAndPast(WEBINARS, now);
  const selected = url.searchParams.get("webinar");
  const recording = url.searchParams.get("recording");
  return {
    upcoming: upcoming.map((webinar) => view(webinar, lang)),
    past: past.map((webinar) => view(webinar, lang)),
    selected: upcoming.find((webinar) => webinar.id === selected)?.id ?? null,
    recording: past.find((webinar) => webinar.id === recording)?.id ?? null,
  };
}

export const INTENTS = ["register", "recording", "linkedin"] as const;
export type Intent = (typeof INTENTS)[number];

/** The form a post comes from: `?intent=` on the action's URL (the registration form has none). */
export function intentOf(request: Request): Intent {
  const intent = new URL(request.url).searchParams.get("intent");
  return INTENTS.find((known) => known === intent) ?? "register";
}

/** `/webinars`' action: a registration, a recording request or (without JavaScript) the LinkedIn check. */
export async function webinarsAction(request: Request, context: Readonly<RouterContextProvider>) {
  const intent = intentOf(request);
  if (intent === "linkedin") return { intent, linkedin: await linkedInActivity() } as const;
  if (intent === "recording") return recordingAction(request, context);
  return registerAction(request, context);
}

async function registerAction(request: Request, context: Readonly<RouterContextProvider>) {
  const form = await receiveForm(request, context, WebinarRegistrationSchema, PUBLIC_FORM);
  const extra = { intent: "register" as const, webinar: null as WebinarId | null };
  if (!form.valid) return withData(form.answer, extra);
  try {
    const result = await registerForWebinar(getDb(), {
      ...form.value,
      webinarId: form.value.webinar || null,
      language: form.lang,
    });
    if (!result.ok) return withData(form.fail("webinarClosed"), extra);
    return withData(form.accept(), { ...extra, webinar: result.webinar?.id ?? null });
  } catch (error) {
    logger.error({ err: error }, "webinar registration could not be stored");
    return withData(form.fail("registrationFailed", 500), extra);
  }
}

async function recordingAction(request: Request, context: Readonly<RouterContextProvider>) {
  const form = await receiveForm(request, context, RecordingRequestSchema, PUBLIC_FORM);
  const source = typeof form.payload.source === "string" ? form.payload.source : "";
  const webinarId = webinarOfRecordingSource(source);
  const extra = {
    intent: "recording" as const,
    webinar: webinarId ? (pastWebinar(webinarId)?.id ?? null) : null,
  };
  if (!form.valid) return withData(form.answer, extra);
  try {
    const stored = await requestRecording(getDb(), {
      name: form.value.name,
      email: form.value.email,
      company: form.value.company,
      webinarId: webinarId ?? "",
      language: form.lang,
      page: form.value.page,
    });
    return withData(stored ? form.accept() : form.fail("webinarUnknown"), extra);
  } catch (error) {
    logger.error({ err: error }, "webinar recording request could not be stored");
    return withData(form.fail("recordingFailed", 500), extra);
  }
}
