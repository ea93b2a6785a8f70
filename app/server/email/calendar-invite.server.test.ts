import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { calendarInvite } from "#app/server/email/calendar-invite.server.ts";

const event = {
  uid: "demo-123@ausentry",
  start: new Date("2026-04-06T23:00:00Z"),
  minutes: 30,
  summary: "AusEntry demo",
  description: "Thirty minutes with our team.",
  url: "https://example.com/demo",
  organizer: { name: "AusEntry", email: "hello@example.com" },
  attendee: { name: "Ada", email: "ada@example.com" },
};

function parse(content: string) {
  const calendar = new ICAL.Component(ICAL.parse(content));
  const vevent = calendar.getFirstSubcomponent("vevent");
  if (!vevent) throw new Error("no event");
  return { calendar, event: new ICAL.Event(vevent) };
}

describe("calendarInvite", () => {
  it("writes an invite a calendar parses back: uid, start and end in UTC, summary, attendee", () => {
    const invite = calendarInvite(event);
    expect(invite.filename).toBe("invite.ics");
    expect(invite.contentType).toContain("method=REQUEST");
    const { calendar, event: parsed } = parse(invite.content);
    expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    expect(parsed.uid).toBe("demo-123@ausentry");
    expect(parsed.startDate.toJSDate().toISOString()).toBe("2026-04-06T23:00:00.000Z");
    expect(parsed.endDate.toJSDate().toISOString()).toBe("2026-04-06T23:30:00.000Z");
    expect(parsed.summary).toBe("AusEntry demo");
    expect(String(parsed.attendees[0]?.getFirstValue()).toLowerCase()).toBe("mailto:ada@example.com");
  });

  it.each([
    ['Ada "The Count" Lovelace', "Ada \u201dThe Count\u201d Lovelace"],
    ["Ada; Lovelace: A, B", "Ada; Lovelace: A, B"],
    ["Ada\nLovelace\r\u0007", "Ada Lovelace "],
    ["Ada ^ Lovelace", "Ada ^ Lovelace"],
    // RFC 6868: a calendar reads `^n` as a line break and `^'` as a double quote, so a `^` is written `^^`.
    ["Ada ^n Lovelace", "Ada ^n Lovelace"],
    ["Ada ^' Lovelace ^^", "Ada ^' Lovelace ^^"],
  ])("writes the attendee name %j as a valid quoted parameter a calendar reads back", (name, read) => {
    const { content } = calendarInvite({ ...event, attendee: { name, email: "ada@example.com" } });
    const line = content
      .replace(/\r\n[ \t]/g, "")
      .split("\r\n")
      .find((row) => row.startsWith("ATTENDEE"))!;
    // A quoted parameter value: no double quote, no control character and no backslash escape inside (a " was
    // written \" inside CN="…", issue 25 item 16).
    // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
    expect(line).toMatch(/;CN="[^"\\\u0000-\u001f]*"[;:]/);
    expect(parse(content).event.attendees[0]!.getParameter("cn")).toBe(read);
  });

  it("withdraws the same event with CANCEL and a higher sequence", () => {
    const cancel = calendarInvite(event, "CANCEL");
    const { calendar, event: parsed } = parse(cancel.content);
    expect(calendar.getFirstPropertyValue("method")).toBe("CANCEL");
    expect(parsed.uid).toBe("demo-123@ausentry");
    expect(parsed.sequence).toBe(1);
  });
});
