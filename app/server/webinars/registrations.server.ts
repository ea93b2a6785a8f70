/**
 * Webinar registrations and recording requests (spec 001 §2.17, §3, §4): each stored with its mails in one
 * transaction, so the confirmation (with its calendar invite) and the staff notification exist exactly when the
 * row does. The outbox worker sends them later; a mail failure never fails the submission.
 */
import { randomUUID } from "node:crypto";
import { WEBINARS, type Webinar, webinarById } from "#app/content/webinars.ts";
import type { LanguageCode } from "#app/domain/languages.ts";
import {
  isOpenForRegistration,
  nextUpcoming,
  recordingSource,
  type TimePreference,
  upcomingAndPast,
  type WebinarTopic,
} from "#app/domain/webinars/webinars.ts";
import type { Executor } from "#app/server/db/client.server.ts";
import { leads, webinarRegistrations } from "#app/server/db/schema/index.ts";
import { enqueueEmail, enqueueVisitorEmail } from "#app/server/email/outbox.server.ts";
import { keepIfRefused } from "#app/server/recovery.server.ts";
import {
  recordingRequestEmail,
  recordingStaffEmail,
  registrationConfirmationEmail,
  registrationStaffEmail,
} from "#app/server/webinars/webinar-emails.server.ts";

export type RegistrationInput = {
  name: string;
  email: string;
  company: string;
  timePreference: TimePreference;
  interests: readonly WebinarTopic[];
  message?: string | null;
  /** A catalogue id the visitor chose, or null/undefined for the next session. */
  webinarId?: string | null;
  language: LanguageCode;
  /** The clock, for tests and for a kept registration (the time it was sent); now by default. */
  now?: Date;
  /** Set for a kept registration replayed (recovery-job.server.ts): it is stored under this id, once. */
  id?: string;
};

export type RegistrationResult =
  | { ok: true; id: string; webinar: Webinar | null }
  /** The chosen session is unknown or has already started. */
  | { ok: false; reason: "webinarClosed" };

/**
 * Registers a visitor for a webinar: the chosen one while it is still upcoming, else (none chosen) the next one;
 * with none scheduled at all the registration is kept without a session and the mail says the invitation will
 * follow. When the database refuses, the registration is kept for recovery (never logged) and the error thrown.
 */
export async function registerForWebinar(
  db: Executor,
  input: RegistrationInput,
): Promise<RegistrationResult> {
  const now = input.now ?? new Date();
  const chosen = Boolean(input.webinarId);
  if (input.webinarId && !isOpenForRegistration(WEBINARS, input.webinarId, now)) {
    return { ok: false, reason: "webinarClosed" };
  }
  const webinar = input.webinarId ? (webinarById(input.webinarId) ?? null) : nextUpcoming(WEBINARS, now);
  const id = input.id ?? randomUUID();
  const details = {
    id,
    name: input.name,
    email: input.email,
    company: input.company,
    timePreference: input.timePreference,
    interests: input.interests,
    message: input.message || null,
    language: input.language,
    webinar,
    chosen,
  };
  // Kept with its id and the time it was sent: replayed, it is the same registration for the same session.
  await keepIfRefused("webinar-registrations", id, { ...input, id, now }, () =>
    db.transaction(async (tx) => {
      const inserted = await tx
        .insert(webinarRegistrations)
        .values({
          id,
          webinarId: webinar?.id ?? null,
          name: details.name,
          email: details.email,
          company: details.company,
          timePreference: details.timePreference,
          interests: [...details.interests],
          message: details.message,
          language: details.language,
        })
        // Replayed after it was stored: one registration, its mails already queued.
        .onConflictDoNothing({ target: webinarRegistrations.id })
        .returning({ id: webinarRegistrations.id });
      if (inserted.length === 0) return;
      await enqueueVisitorEmail(tx, registrationConfirmationEmail(details));
      await enqueueEmail(tx, registrationStaffEmail(details));
    }),
  );
  return { ok: true, id, webinar };
}

export type RecordingRequestInput = {
  name: string;
  email: string;
  company: string;
  webinarId: string;
  language: LanguageCode;
  page?: string;
  /** The clock, for tests and for a kept request (the time it was sent); now by default. */
  now?: Date;
  /** Set for a kept request replayed (recovery-job.server.ts): its lead is stored under this id, once. */
  id?: string;
};

/** The past sessions whose recordings may be requested at `now`. */
export function pastWebinar(id: string, now = new Date()): Webinar | null {
  return upcomingAndPast(WEBINARS, now).past.find((webinar) => webinar.id === id) ?? null;
}

/**
 * A past session's recording, asked for: a lead with source `webinar_recording_<id>` (decision 030), the
 * requester's acknowledgement and the staff notification, in one transaction. False when the session is not one
 * of the past sessions shown. When the database refuses, the request is kept for recovery and the error thrown.
 */
export async function requestRecording(db: Executor, input: RecordingRequestInput): Promise<boolean> {
  const now = input.now ?? new Date();
  const webinar = pastWebinar(input.webinarId, now);
  if (!webinar) return false;
  const id = input.id ?? randomUUID();
  const details = { ...input, webinar };
  await keepIfRefused("recording-requests", id, { ...input, id, now }, () =>
    db.transaction(async (tx) => {
      const inserted = await tx
        .insert(leads)
        .values({
          id,
          name: input.name,
          email: input.email,
          company: input.company,
          source: recordingSource(webinar.id),
          language: input.language,
          page: input.page,
        })
        .onConflictDoNothing({ target: leads.id })
        .returning({ id: leads.id });
      if (inserted.length === 0) return;
      await enqueueVisitorEmail(tx, recordingRequestEmail(details));
      await enqueueEmail(tx, recordingStaffEmail(details));
    }),
  );
  return true;
}
