/**
 * Webinar registrations and recording requests (spec 001 §2.17, §3, §4): each stored with its mails in one
 * transaction, so the confirmation (with its calendar invite) and the staff notification exist exactly when the
 * row does. The outbox worker sends them later; a mail failure never fails the submission.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { LanguageCode } from "#app/domain/languages.ts";
import {
  isFull,
  openSessions,
  recordingSource,
  type TimePreference,
  upcomingAndPast,
  type WebinarTopic,
} from "#app/domain/webinars/webinars.ts";
import type { Executor } from "#app/server/db/client.server.ts";
import { leads, webinarRegistrations, webinars } from "#app/server/db/schema/index.ts";
import { enqueueEmail, enqueueVisitorEmail } from "#app/server/email/outbox.server.ts";
import { invalidatePageCache } from "#app/server/http/page-cache-invalidation.server.ts";
import { keepIfRefused } from "#app/server/recovery.server.ts";
import {
  recordingRequestEmail,
  recordingStaffEmail,
  registrationConfirmationEmail,
  registrationStaffEmail,
} from "#app/server/webinars/webinar-emails.server.ts";
import {
  fullSessions,
  loadProgramme,
  publishedIn,
  registrationCounts,
  type Webinar,
} from "#app/server/webinars/webinar-programme.server.ts";

export type RegistrationInput = {
  name: string;
  email: string;
  company: string;
  timePreference: TimePreference;
  interests: readonly WebinarTopic[];
  message?: string | null;
  /** The session the visitor chose, or null/undefined for the next one with room. */
  webinarId?: string | null;
  language: LanguageCode;
  /** The clock, for tests and for a kept registration (the time it was sent); now by default. */
  now?: Date;
  /** Set for a kept registration replayed (recovery-job.server.ts): it is stored under this id, once. */
  id?: string;
};

export type RegistrationResult =
  | { ok: true; id: string; webinar: Webinar | null }
  /** The chosen session is unknown, unpublished in the visitor's language or has already started. */
  | { ok: false; reason: "webinarClosed" }
  /** The chosen session has as many registrations as it has seats. */
  | { ok: false; reason: "webinarFull" };

/** Whether `webinar` has reached its capacity, its row locked until the transaction ends (one seat, one writer). */
async function seatsTaken(tx: Executor, webinar: Webinar): Promise<boolean> {
  if (webinar.capacity === null) return false;
  await tx.select({ id: webinars.id }).from(webinars).where(eq(webinars.id, webinar.id)).for("update");
  const counts = await registrationCounts(tx, [webinar.id]);
  return isFull(webinar.capacity, counts.get(webinar.id) ?? 0);
}

/**
 * Registers a visitor for a webinar: the chosen one while it is upcoming and has room, else (none chosen) the next
 * one with room; with none scheduled the registration is kept without a session and the mail says the invitation
 * will follow. A registration that takes a session's last seat drops the cached pages (the session shows as full).
 * When the database refuses (reading the programme or storing), the registration is kept for recovery (never
 * logged) and the error thrown; replayed, it is the same registration, stored even when the session has filled.
 */
export async function registerForWebinar(
  db: Executor,
  input: RegistrationInput,
): Promise<RegistrationResult> {
  const now = input.now ?? new Date();
  const id = input.id ?? randomUUID();
  let result: RegistrationResult = { ok: false, reason: "webinarClosed" };
  // Kept with its id and the time it was sent: replayed, it is the same registration for the same session.
  await keepIfRefused("webinar-registrations", id, { ...input, id, now }, async () => {
    result = await storeRegistration(db, { ...input, id, now }, input.id !== undefined);
  });
  return result;
}

async function storeRegistration(
  db: Executor,
  input: RegistrationInput & { id: string; now: Date },
  replayed: boolean,
): Promise<RegistrationResult> {
  const { id } = input;
  // Every session still open, not only the three the page lists (a link staff share may name a later one).
  const open = openSessions(publishedIn(await loadProgramme(db), input.language), input.now);
  let webinar: Webinar | null;
  if (input.webinarId) {
    webinar = open.find((session) => session.id === input.webinarId) ?? null;
    if (!webinar) return { ok: false, reason: "webinarClosed" };
  } else {
    const full = await fullSessions(db, open);
    webinar = open.find((session) => !full.has(session.id)) ?? null;
  }
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
    chosen: Boolean(input.webinarId),
  };
  const outcome = await db.transaction(async (tx) => {
    if (webinar && !replayed && (await seatsTaken(tx, webinar))) return "full";
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
    if (inserted.length === 0) return "stored";
    await enqueueVisitorEmail(tx, registrationConfirmationEmail(details));
    await enqueueEmail(tx, registrationStaffEmail(details));
    return webinar && (await seatsTaken(tx, webinar)) ? "filled" : "stored";
  });
  if (outcome === "full") return { ok: false, reason: "webinarFull" };
  if (outcome === "filled") await invalidatePageCache();
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

/** One of the past sessions a visitor of `lang` is shown at `now` (whose recording they may request), or null. */
export async function pastWebinar(
  db: Executor,
  id: string,
  lang: LanguageCode,
  now = new Date(),
): Promise<Webinar | null> {
  const { past } = upcomingAndPast(publishedIn(await loadProgramme(db), lang), now);
  return past.find((webinar) => webinar.id === id) ?? null;
}

/**
 * A past session's recording, asked for: a lead with source `webinar_recording_<id>` (decision 030), the
 * requester's acknowledgement and the staff notification, in one transaction. False when the session is not one
 * of the past sessions shown. When the database refuses, the request is kept for recovery and the error thrown.
 */
export async function requestRecording(db: Executor, input: RecordingRequestInput): Promise<boolean> {
  const now = input.now ?? new Date();
  const id = input.id ?? randomUUID();
  let stored = false;
  await keepIfRefused("recording-requests", id, { ...input, id, now }, async () => {
    const webinar = await pastWebinar(db, input.webinarId, input.language, now);
    if (!webinar) return;
    stored = true;
    const details = { ...input, webinar };
    await db.transaction(async (tx) => {
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
    });
  });
  return stored;
}
