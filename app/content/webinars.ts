/**
 * The webinar programme (spec 001 §2.17, §3 "Webinar record"). Each session starts at a real instant, written in
 * Sydney time with its offset (+11:00 AEDT in summer, +10:00 AEST in winter); whether it is upcoming or past is
 * computed against the clock (`upcomingAndPast` in domain/webinars/webinars.ts). Titles, descriptions and presenters' roles
 * are `webinars` keys (`catalogue.<id>.title`, `catalogue.<id>.description`, `presenters.<presenter>`); presenters'
 * names are proper names, shown as written in every language. There are no public recordings: a past session's
 * `recordingUrl` opens the page's recording-request section (docs/decisions/030-webinar-recordings.md).
 */
import type { PresenterId, Scheduled, WebinarId } from "#app/domain/webinars/webinars.ts";

export const PRESENTER_NAMES: Record<PresenterId, string> = {
  sarahMitchell: "Sarah Mitchell",
  jamesPark: "James Park",
  priyaRaman: "Priya Raman",
  omarHaddad: "Omar Haddad",
  emilyChen: "Emily Chen",
};

export type Webinar = Scheduled & {
  /** Lower-case letters, digits and underscores: it is part of a lead source (`webinar_recording_<id>`). */
  id: WebinarId;
  presenter: PresenterId;
  /** Where 'Watch Recording' leads once the session is past. */
  recordingUrl: string;
};

const webinar = (id: WebinarId, start: string, minutes: number, presenter: PresenterId): Webinar => ({
  id,
  start: new Date(start),
  minutes,
  presenter,
  recordingUrl: `/webinars?recording=${id}#recording`,
});

export const WEBINARS: readonly Webinar[] = [
  webinar("first_tender", "2026-12-03T11:00:00+11:00", 60, "priyaRaman"),
  webinar("compliance_essentials", "2027-01-21T14:00:00+11:00", 60, "emilyChen"),
  webinar("local_partners", "2027-02-18T18:30:00+11:00", 45, "omarHaddad"),
  webinar("entry_playbook_2027", "2027-03-18T11:00:00+11:00", 60, "sarahMitchell"),
  webinar("govtech_outlook", "2026-11-12T11:00:00+11:00", 60, "priyaRaman"),
  webinar("company_setup", "2026-10-15T14:00:00+11:00", 60, "emilyChen"),
  webinar("defence_pathway", "2026-09-10T11:00:00+10:00", 60, "sarahMitchell"),
  webinar("cyber_ai_buying", "2026-08-13T14:00:00+10:00", 45, "priyaRaman"),
  webinar("apac_expansion", "2026-07-16T18:00:00+10:00", 60, "jamesPark"),
  webinar("grants_incentives", "2026-06-11T11:00:00+10:00", 60, "sarahMitchell"),
];

/** A catalogue webinar by id, or undefined. */
export const webinarById = (id: string): Webinar | undefined => WEBINARS.find((w) => w.id === id);
