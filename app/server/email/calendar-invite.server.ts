import ical, { ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import type { MailAttachment } from "#app/server/db/schema/index.ts";

export type CalendarEvent = {
  /** Stable across updates: a cancellation names the same uid as the invite it withdraws. */
  uid: string;
  start: Date;
  minutes: number;
  summary: string;
  description: string;
  /** Where to join or read more. */
  url?: string;
  organizer: { name: string; email: string };
  /** The invitee; a name only where we know it is theirs (a visitor's typed name is not sent back: decision 052). */
  attendee: { name?: string; email: string };
};

/**
 * A name as an `.ics` parameter value (`CN="…"`) may hold it: RFC 5545 allows neither a double quote nor a control
 * character inside a quoted parameter, and no escape for either (a backslash is not one there: issue 25 item 16).
 * A double quote becomes a typographic one (RFC 6868's `^'` would show as such in calendars that do not know it),
 * a line break or other control character a space. Calendars that do know RFC 6868 read `^n` and `^'` as escapes,
 * so a `^` is written `^^`, as that RFC asks.
 */
export function parameterText(name: string): string {
  return (
    name
      .replace(/\^/g, "^^")
      .replace(/"/g, "\u201d")
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point.
      .replace(/[\u0000-\u001f\u007f]+/g, " ")
  );
}

/**
 * A calendar invite (`.ics`, RFC 5545) to attach to a mail: `REQUEST` adds the event to the attendee's calendar,
 * `CANCEL` (same uid, higher sequence) removes it. Times are written in UTC, so every calendar shows them in
 * its owner's own zone.
 */
export function calendarInvite(
  event: CalendarEvent,
  method: "REQUEST" | "CANCEL" = "REQUEST",
): MailAttachment {
  const calendar = ical({
    prodId: { company: "AusEntry", product: "website", language: "EN" },
    method: method === "CANCEL" ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  calendar.createEvent({
    id: event.uid,
    sequence: method === "CANCEL" ? 1 : 0,
    status: method === "CANCEL" ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    start: event.start,
    end: new Date(event.start.getTime() + event.minutes * 60_000),
    summary: event.summary,
    description: event.description,
    url: event.url ?? null,
    organizer: { ...event.organizer, name: parameterText(event.organizer.name) },
    attendees: [
      {
        email: event.attendee.email,
        ...(event.attendee.name && { name: parameterText(event.attendee.name) }),
        rsvp: false,
      },
    ],
  });
  return {
    filename: method === "CANCEL" ? "cancel.ics" : "invite.ics",
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: calendar.toString(),
  };
}
