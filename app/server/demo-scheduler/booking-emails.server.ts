/**
 * The mails a demo booking causes (issue 13 item 1; decision 053): the request to confirm a hold, then the visitor's
 * confirmation with a calendar invite and a cancel link, in the booking's language; the staff notification with every detail, in English; and the same pair when
 * the visitor cancels (the invite withdrawn with a CANCEL .ics).
 */
import {
  DEMO_MINUTES,
  formatDemoDate,
  HOLD_MINUTES,
  slotLabel,
  sydneyDateOf,
  sydneyZoneName,
  visitorTime,
} from "#app/domain/demo-scheduler/demo-slots.ts";
import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode, localHref } from "#app/domain/languages.ts";
import { serverT } from "#app/i18n/i18n.server.ts";
import type { DemoBooking } from "#app/server/db/schema/index.ts";
import { aboutOf } from "#app/server/demo-scheduler/demo-topics.server.ts";
import { cancelToken, confirmToken } from "#app/server/demo-scheduler/tokens.server.ts";
import { calendarInvite } from "#app/server/email/calendar-invite.server.ts";
import { composeEmail } from "#app/server/email/compose.server.ts";
import type { OutgoingEmail } from "#app/server/email/outbox.server.ts";
import { absoluteUrl, getEnv } from "#app/server/env.server.ts";

const languageOf = (booking: DemoBooking): LanguageCode =>
  isLanguageCode(booking.language) ? booking.language : DEFAULT_LANGUAGE;

const brandName = (lang: LanguageCode) => serverT(lang, "common")("brand.name");

/** The booking's slot in words, in `lang`: its Sydney date and time, and the visitor's own time when it differs. */
export function slotWords(booking: DemoBooking, lang: LanguageCode) {
  const start = booking.slotStart;
  return {
    date: formatDemoDate(sydneyDateOf(start), lang),
    time: slotLabel({ start, zone: sydneyZoneName(start) }, lang),
    local: visitorTime(start, lang, booking.timeZone),
  };
}

/** The address of the booking's cancel page, in its language. */
export const cancelUrl = (booking: DemoBooking) =>
  absoluteUrl(localHref(languageOf(booking), "/demo-scheduler/cancel", { token: cancelToken(booking.id) }));

/** The calendar event both invites describe: one uid per booking, so the cancellation withdraws the invite. */
function demoEvent(booking: DemoBooking) {
  const lang = languageOf(booking);
  const t = serverT(lang, "mail-demo-scheduler");
  const brand = brandName(lang);
  const about = aboutOf(booking, lang);
  const env = getEnv();
  return {
    uid: `demo-${booking.id}@${new URL(env.SITE_URL).hostname}`,
    start: booking.slotStart,
    minutes: DEMO_MINUTES,
    summary: t("event.summary", { brand }),
    description: [t("event.description", { brand }), about && t("about", { about })]
      .filter(Boolean)
      .join("\n"),
    url: cancelUrl(booking),
    organizer: { name: brand, email: env.CONTACT_EMAIL },
    // Only the address: the visitor's typed name and company do not go back to it (decision 052).
    attendee: { email: booking.email },
  };
}

/**
 * The mail a new hold sends to the address typed: the slot, and the button that confirms it (a page whose button
 * posts: mail scanners follow links). Nothing the visitor typed is in it (decision 052).
 */
export function holdEmail(booking: DemoBooking): OutgoingEmail {
  const lang = languageOf(booking);
  const t = serverT(lang, "mail-demo-scheduler");
  const brand = brandName(lang);
  const slot = slotWords(booking, lang);
  const confirmUrl = absoluteUrl(
    localHref(lang, "/demo-scheduler/confirm", { token: confirmToken(booking.id) }),
  );
  return composeEmail(booking.email, {
    lang,
    subject: t("hold.subject", { brand, date: slot.date, time: slot.time }),
    paragraphs: [
      t("greeting"),
      t("hold.body", { brand, minutes: HOLD_MINUTES, date: slot.date, time: slot.time }),
      ...(slot.local ? [t("localTime", { time: slot.local })] : []),
    ],
    action: { label: t("hold.action"), url: confirmUrl },
    footer: { text: t("hold.ignore") },
  });
}

/** The visitor's confirmation: the slot in Sydney time (and theirs), what it is about, the invite, the cancel link. */
export function bookingConfirmationEmail(booking: DemoBooking): OutgoingEmail {
  const lang = languageOf(booking);
  const t = serverT(lang, "mail-demo-scheduler");
  const brand = brandName(lang);
  const slot = slotWords(booking, lang);
  const about = aboutOf(booking, lang);
  const email = composeEmail(booking.email, {
    lang,
    subject: t("confirmation.subject", { brand, date: slot.date, time: slot.time }),
    paragraphs: [
      t("greeting"),
      t("confirmation.body", { brand, minutes: DEMO_MINUTES, date: slot.date, time: slot.time }),
      ...(slot.local ? [t("localTime", { time: slot.local })] : []),
      ...(about ? [t("about", { about })] : []),
      t("confirmation.invite"),
      t("confirmation.cancelHint"),
    ],
    action: { label: t("confirmation.cancelAction"), url: cancelUrl(booking) },
  });
  return { ...email, attachments: [calendarInvite(demoEvent(booking), "REQUEST")] };
}

/** The visitor's notice that the demo is cancelled, withdrawing the invite from their calendar. */
export function cancellationEmail(booking: DemoBooking): OutgoingEmail {
  const lang = languageOf(booking);
  const t = serverT(lang, "mail-demo-scheduler");
  const brand = brandName(lang);
  const slot = slotWords(booking, lang);
  const email = composeEmail(booking.email, {
    lang,
    subject: t("cancellation.subject", { brand, date: slot.date, time: slot.time }),
    paragraphs: [
      t("greeting"),
      t("cancellation.body", { date: slot.date, time: slot.time }),
      t("cancellation.again"),
    ],
    action: { label: t("cancellation.action"), url: absoluteUrl(localHref(lang, "/demo-scheduler")) },
  });
  return { ...email, attachments: [calendarInvite(demoEvent(booking), "CANCEL")] };
}

/** The staff notification of a booking or its cancellation, with every detail (in English). */
export function staffBookingEmail(booking: DemoBooking, kind: "booked" | "cancelled"): OutgoingEmail {
  const lang = DEFAULT_LANGUAGE;
  const t = serverT(lang, "mail-demo-scheduler");
  const slot = slotWords(booking, lang);
  const fields: [string, string | null | undefined][] = [
    [t("staff.name"), booking.name],
    [t("staff.email"), booking.email],
    [t("staff.company"), booking.company],
    [t("staff.slot"), `${slot.date}, ${slot.time} (${booking.slotStart.toISOString()})`],
    [t("staff.visitorTime"), slot.local && `${slot.local} (${booking.timeZone})`],
    [t("staff.country"), booking.country],
    [t("staff.plan"), booking.plan],
    [t("staff.customer"), booking.customerId],
    [t("staff.language"), booking.language],
  ];
  const values = { name: booking.name, company: booking.company, date: slot.date, time: slot.time };
  return composeEmail(getEnv().CONTACT_EMAIL, {
    lang,
    subject: t(kind === "booked" ? "staff.bookedSubject" : "staff.cancelledSubject", values),
    paragraphs: fields.filter(([, value]) => value).map(([label, value]) => `${label}: ${value}`),
  });
}
