import { dateTimeFormat } from "#app/domain/intl-format.ts";
import type { LanguageCode } from "#app/domain/languages.ts";
/**
 * Webinar rules (spec 001 §2.17, §3, §9), free of React, zod and the server: which webinars are upcoming and which
 * are past at a given instant, the registration form's options, and how a session's time is labelled.
 */

/** A webinar's id, chosen by staff: lower-case letters, digits and underscores (it is part of a lead source). */
export type WebinarId = string;
export const WEBINAR_ID_PATTERN = /^[a-z0-9_]{1,40}$/;

/** The topics a registrant may tick (spec 001 §3), in display order. */
export const WEBINAR_TOPICS = ["market-entry", "govt-procurement", "compliance", "partnerships"] as const;
export type WebinarTopic = (typeof WEBINAR_TOPICS)[number];

/** Preferred times (spec 001 §3): morning 9AM-12PM, afternoon 1PM-5PM, evening 6PM-8PM, Sydney time. */
export const TIME_PREFERENCES = ["morning", "afternoon", "evening"] as const;
export type TimePreference = (typeof TIME_PREFERENCES)[number];

/** How many of each the page shows (spec 001 §9). */
export const UPCOMING_SHOWN = 3;
export const PAST_SHOWN = 5;

/** Where every session is held: Sydney time, AEST (UTC+10) or AEDT (UTC+11) in summer. */
export const WEBINAR_TIME_ZONE = "Australia/Sydney";

/** What the rules need of a webinar. */
export type Scheduled = { id: string; start: Date; minutes: number };

/** A session is full when it has a capacity and that many registrations. */
export const isFull = (capacity: number | null, registrations: number) =>
  capacity !== null && registrations >= capacity;

/**
 * When a session's mails are due (decision 082): the joining link a day before the start (as the confirmation
 * promises), the reminder an hour before. Neither is sent once the session has started.
 */
export const JOINING_LINK_LEAD_MS = 24 * 60 * 60_000;
export const REMINDER_LEAD_MS = 60 * 60_000;

/** Every webinar that has not started at `now`, soonest first: those a visitor may still register for. */
export function openSessions<W extends Scheduled>(webinars: readonly W[], now: Date): W[] {
  return webinars
    .filter((webinar) => webinar.start.getTime() > now.getTime())
    .sort((a, b) => a.start.getTime() - b.start.getTime());
}

/**
 * The next `UPCOMING_SHOWN` webinars that have not started at `now` (soonest first) and the `PAST_SHOWN` most
 * recent that have (latest first). A webinar that has started counts as past: registering for it is too late.
 */
export function upcomingAndPast<W extends Scheduled>(
  webinars: readonly W[],
  now: Date,
): { upcoming: W[]; past: W[] } {
  const past = webinars
    .filter((webinar) => webinar.start.getTime() <= now.getTime())
    .sort((a, b) => b.start.getTime() - a.start.getTime())
    .slice(0, PAST_SHOWN);
  return { upcoming: openSessions(webinars, now).slice(0, UPCOMING_SHOWN), past };
}

/** The soonest webinar after `now`, or null when none is scheduled. */
export function nextUpcoming<W extends Scheduled>(webinars: readonly W[], now: Date): W | null {
  return openSessions(webinars, now)[0] ?? null;
}

/** Sydney's zone at `instant` as Australians write it: AEST in winter, AEDT in summer (daylight saving). */
export function sydneyZoneLabel(instant: Date): "AEST" | "AEDT" {
  const name = dateTimeFormat("en-AU", { timeZone: WEBINAR_TIME_ZONE, timeZoneName: "short" })
    .formatToParts(instant)
    .find((part) => part.type === "timeZoneName")?.value;
  return name === "AEDT" ? "AEDT" : "AEST";
}

/**
 * A session's date and time in the visitor's language, in Sydney time with its zone label:
 * `{ date: "Thursday, 3 December 2026", time: "11:00 am – 12:00 pm", zone: "AEDT" }`.
 */
export function sessionTimes(start: Date, minutes: number, locale: string) {
  const end = new Date(start.getTime() + minutes * 60_000);
  const date = dateTimeFormat(locale, {
    timeZone: WEBINAR_TIME_ZONE,
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
  }).format(start);
  const time = dateTimeFormat(locale, {
    timeZone: WEBINAR_TIME_ZONE,
    hour: "numeric",
    minute: "2-digit",
  }).formatRange(start, end);
  return { date, time, zone: sydneyZoneLabel(start), iso: start.toISOString() };
}

/** The lead source a recording request is stored under (spec 001 §3 "Lead"): `webinar_recording_<id>`. */
export const recordingSource = (id: string) => `webinar_recording_${id}`;

/** The webinar a recording-request source names, or null. */
export function webinarOfRecordingSource(source: string): string | null {
  const match = /^webinar_recording_([a-z0-9_]+)$/.exec(source);
  return match?.[1] ?? null;
}

/** LinkedIn posts as the page shows them. */
export type LinkedInItem = {
  id: string;
  text: string;
  url: string;
  publishedAt: string | null;
  /** The webinar the post mentions (by id or English title), if any. */
  webinarId: WebinarId | null;
};

export type LinkedInAnswer = { items: LinkedInItem[] } | { error: "linkedinFailed" };

/**
 * The webinar a post mentions (spec 001 §7.3: "content is checked for webinar ids"): the first whose id or title
 * appears in `text`, ignoring case; null when none does.
 */
export function mentionedWebinar<Id extends string>(
  text: string,
  webinars: readonly { id: Id; title: string }[],
): Id | null {
  const haystack = text.toLowerCase();
  const found = webinars.find(
    ({ id, title }) => haystack.includes(id.toLowerCase()) || haystack.includes(title.toLowerCase()),
  );
  return found?.id ?? null;
}

/**
 * A session as the page shows it: its texts in the page's language (or English standing in, `textLang`), its times
 * already written in the page's language (Sydney time).
 */
export type SessionView = {
  id: WebinarId;
  title: string;
  description: string;
  presenterName: string;
  presenterRole: string;
  /** The language of the texts: the page's, or English where the page's is not published. */
  textLang: LanguageCode;
  minutes: number;
  date: string;
  time: string;
  zone: "AEST" | "AEDT";
  iso: string;
  /** An upcoming session that has reached its capacity. */
  full: boolean;
  /** Where 'Watch Recording' leads: the recording staff attached, else the page's recording-request section. */
  recordingUrl: string;
  /** Whether `recordingUrl` is the recording itself, on a video host. */
  recordingAttached: boolean;
};
