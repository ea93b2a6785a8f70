/** What `/webinars` does on the server: the sessions it lists and its three forms (one action, by `intent`). */
import type { RouterContextProvider } from "react-router";
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
import { registerForWebinar, requestRecording } from "#app/server/webinars/registrations.server.ts";
import {
  fullSessions,
  loadProgramme,
  publishedIn,
  type Webinar,
  webinarText,
} from "#app/server/webinars/webinar-programme.server.ts";

function view(webinar: Webinar, lang: LanguageCode, full: boolean): SessionView {
  const shown = webinarText(webinar, lang)!;
  return {
    id: webinar.id,
    ...shown.text,
    textLang: shown.lang,
    presenterName: webinar.presenterName,
    minutes: webinar.minutes,
    full,
    recordingUrl: webinar.recordingUrl ?? `/webinars?recording=${webinar.id}#recording`,
    recordingAttached: webinar.recordingUrl !== null,
    ...sessionTimes(webinar.start, webinar.minutes, lang),
  };
}

/**
 * The next three sessions and the five latest past ones at `now` published in the page's language (or English),
 * the session `?webinar=` preselects (when it is upcoming and has room) and the past session whose recording
 * `?recording=` asks for. Dates are written here, once, so the server's and the browser's Intl never disagree
 * during hydration.
 */
export async function webinarsPageData(request: Request, now = new Date()) {
  const url = new URL(request.url);
  const lang = languageFromPath(url.pathname);
  const db = getDb();
  const { upcoming, past } = upcomingAndPast(publishedIn(await loadProgramme(db), lang), now);
  const full = await fullSessions(db, upcoming);
  const selected = url.searchParams.get("webinar");
  const recording = url.searchParams.get("recording");
  return {
    upcoming: upcoming.map((webinar) => view(webinar, lang, full.has(webinar.id))),
    past: past.map((webinar) => view(webinar, lang, false)),
    selected: upcoming.find((webinar) => webinar.id === selected && !full.has(webinar.id))?.id ?? null,
    recording: past.find((webinar) => webinar.id === recording && !webinar.recordingUrl)?.id ?? null,
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
  const extra = { intent: "register" as const, webinar: null as { id: WebinarId; title: string } | null };
  if (!form.valid) return withData(form.answer, extra);
  try {
    const result = await registerForWebinar(getDb(), {
      ...form.value,
      webinarId: form.value.webinar || null,
      language: form.lang,
    });
    if (!result.ok) return withData(form.fail(result.reason), extra);
    const { webinar } = result;
    const title = webinar && (webinarText(webinar, form.lang)?.text.title ?? webinar.id);
    return withData(form.accept(), { ...extra, webinar: webinar && { id: webinar.id, title: title! } });
  } catch (error) {
    logger.error({ err: error }, "webinar registration could not be stored");
    return withData(form.fail("registrationFailed", 500), extra);
  }
}

async function recordingAction(request: Request, context: Readonly<RouterContextProvider>) {
  const form = await receiveForm(request, context, RecordingRequestSchema, PUBLIC_FORM);
  const source = typeof form.payload.source === "string" ? form.payload.source : "";
  const webinarId = webinarOfRecordingSource(source);
  // The page shows the answer in the section of the past session it names, if it shows one.
  const extra = { intent: "recording" as const, webinar: webinarId };
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
    if (!stored) return withData(form.fail("webinarUnknown"), { ...extra, webinar: null });
    return withData(form.accept(), extra);
  } catch (error) {
    logger.error({ err: error }, "webinar recording request could not be stored");
    return withData(form.fail("recordingFailed", 500), extra);
  }
}
