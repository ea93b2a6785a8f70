/**
 * The mails of a webinar: the registrant's confirmation (in their language, with a calendar invite for the
 * session), the joining link, the reminder and the recording (decision 082), the recording requester's
 * acknowledgement, and the staff notifications (in English, to CONTACT_EMAIL). Composed here, queued in the same
 * transaction as the row that causes them (or that records them sent).
 */
import { DEFAULT_LANGUAGE, type LanguageCode, localHref } from "#app/domain/languages.ts";
import { sessionTimes, type TimePreference, type WebinarTopic } from "#app/domain/webinars/webinars.ts";
import { serverT } from "#app/i18n/i18n.server.ts";
import { calendarInvite } from "#app/server/email/calendar-invite.server.ts";
import { composeEmail } from "#app/server/email/compose.server.ts";
import type { OutgoingEmail } from "#app/server/email/outbox.server.ts";
import { absoluteUrl, getEnv } from "#app/server/env.server.ts";
import { type Webinar, webinarText } from "#app/server/webinars/webinar-programme.server.ts";

export type RegistrationDetails = {
  /** The row's id: the invite's uid, so a later update or cancellation names the same event. */
  id: string;
  name: string;
  email: string;
  company: string;
  timePreference: TimePreference;
  interests: readonly WebinarTopic[];
  message?: string | null;
  language: LanguageCode;
  /** The session registered for; null when none is scheduled yet. */
  webinar: Webinar | null;
  /** The visitor named this session (false: "the next one" was chosen for them). */
  chosen: boolean;
};

export type RecordingRequestDetails = {
  name: string;
  email: string;
  company: string;
  language: LanguageCode;
  webinar: Webinar;
};

const brandName = (lang: LanguageCode) => serverT(lang, "common")("brand.name");
/** The session's title in `lang`, else English (where it stands in); its id when it has no published text. */
const titleOf = (lang: LanguageCode, webinar: Webinar) =>
  webinarText(webinar, lang)?.text.title ?? webinar.id;

/** A session's when, in `lang`: "Thursday, 3 December 2026, 11:00 am – 12:00 pm AEDT (Sydney time)". */
function whenOf(lang: LanguageCode, webinar: Webinar) {
  const times = sessionTimes(webinar.start, webinar.minutes, lang);
  return serverT(lang, "webinars")("cards.when", times);
}

/** The registrant's confirmation, with the session's calendar invite (REQUEST) attached. */
export function registrationConfirmationEmail(registration: RegistrationDetails): OutgoingEmail {
  const lang = registration.language;
  const t = serverT(lang, "mail-webinars");
  const page = serverT(lang, "webinars");
  const brand = brandName(lang);
  // Nothing the registrant typed (name, company) goes back to an address they have not proven (decision 052).
  const values = { brand };
  const preference = page(`form.times.${registration.timePreference}`);
  const topics = registration.interests.map((topic) => page(`form.topics.${topic}`)).join(", ");
  const { webinar } = registration;
  const link = absoluteUrl(localHref(lang, "/webinars"));
  if (!webinar) {
    return composeEmail(registration.email, {
      lang,
      subject: t("confirmation.subjectNoSession", values),
      paragraphs: [
        t("greeting", values),
        t("confirmation.noSession", values),
        t("confirmation.preference", { preference }),
        ...(topics ? [t("confirmation.topics", { topics })] : []),
        t("confirmation.reply"),
      ],
      action: { label: t("confirmation.action"), url: link },
    });
  }
  const title = titleOf(lang, webinar);
  const presenter = webinar.presenterName;
  const when = whenOf(lang, webinar);
  const email = composeEmail(registration.email, {
    lang,
    subject: t("confirmation.subject", { ...values, title }),
    paragraphs: [
      t("greeting", values),
      t(registration.chosen ? "confirmation.body" : "confirmation.bodyNext", {
        ...values,
        title,
        presenter,
        when,
      }),
      t("confirmation.free"),
      t("confirmation.invite"),
      t("confirmation.preference", { preference }),
      ...(topics ? [t("confirmation.topics", { topics })] : []),
      t("confirmation.reply"),
    ],
    action: { label: t("confirmation.action"), url: link },
  });
  const invite = calendarInvite({
    uid: `webinar-${registration.id}@ausentry`,
    start: webinar.start,
    minutes: webinar.minutes,
    summary: t("invite.summary", { title, brand }),
    description: t("invite.description", { title, presenter, brand }),
    url: link,
    organizer: { name: brand, email: getEnv().CONTACT_EMAIL },
    attendee: { email: registration.email },
  });
  return { ...email, attachments: [invite] };
}

/** The staff notification of a registration: every field, in English. */
export function registrationStaffEmail(registration: RegistrationDetails): OutgoingEmail {
  const lang = DEFAULT_LANGUAGE;
  const t = serverT(lang, "mail-webinars");
  const page = serverT(lang, "webinars");
  const title = registration.webinar ? titleOf(lang, registration.webinar) : t("staff.noSession");
  const fields: [string, string | null | undefined][] = [
    [t("staff.webinar"), registration.webinar ? `${title} (${whenOf(lang, registration.webinar)})` : title],
    [t("staff.name"), registration.name],
    [t("staff.email"), registration.email],
    [t("staff.company"), registration.company],
    [t("staff.timePreference"), page(`form.times.${registration.timePreference}`)],
    [t("staff.topics"), registration.interests.map((topic) => page(`form.topics.${topic}`)).join(", ")],
    [t("staff.language"), registration.language],
  ];
  return composeEmail(getEnv().CONTACT_EMAIL, {
    lang,
    subject: t("staff.registrationSubject", {
      name: registration.name,
      company: registration.company,
      title,
    }),
    paragraphs: [
      ...fields.filter(([, value]) => value).map(([label, value]) => `${label}: ${value}`),
      ...(registration.message ? [registration.message] : []),
    ],
  });
}

/** The recording requester's acknowledgement: the link follows from the team. */
export function recordingRequestEmail(request: RecordingRequestDetails): OutgoingEmail {
  const lang = request.language;
  const t = serverT(lang, "mail-webinars");
  const values = { brand: brandName(lang) };
  const title = titleOf(lang, request.webinar);
  return composeEmail(request.email, {
    lang,
    subject: t("recording.subject", { ...values, title }),
    paragraphs: [t("greeting", values), t("recording.body", { ...values, title }), t("confirmation.reply")],
    action: { label: t("confirmation.action"), url: absoluteUrl(localHref(lang, "/webinars")) },
  });
}

/** The staff notification of a recording request. */
export function recordingStaffEmail(request: RecordingRequestDetails): OutgoingEmail {
  const lang = DEFAULT_LANGUAGE;
  const t = serverT(lang, "mail-webinars");
  const title = titleOf(lang, request.webinar);
  return composeEmail(getEnv().CONTACT_EMAIL, {
    lang,
    subject: t("staff.recordingSubject", { name: request.name, company: request.company, title }),
    paragraphs: [
      `${t("staff.webinar")}: ${title}`,
      `${t("staff.name")}: ${request.name}`,
      `${t("staff.email")}: ${request.email}`,
      `${t("staff.company")}: ${request.company}`,
      `${t("staff.language")}: ${request.language}`,
    ],
  });
}

/** One registrant of a session, as its mails need them. */
export type Registrant = { email: string; language: LanguageCode };

/** A session's mail to one registrant: the greeting, a paragraph, and a button. */
function sessionMail(
  registrant: Registrant,
  webinar: Webinar,
  mail: "joiningLink" | "reminder" | "recordingReady",
  action: { label: "join" | "watch" | "see"; url: string },
): OutgoingEmail {
  const lang = registrant.language;
  const t = serverT(lang, "mail-webinars");
  const values = {
    brand: brandName(lang),
    title: titleOf(lang, webinar),
    presenter: webinar.presenterName,
    when: whenOf(lang, webinar),
  };
  return composeEmail(registrant.email, {
    lang,
    subject: t(`${mail}.subject`, values),
    paragraphs: [t("greeting", values), t(`${mail}.body`, values), t("confirmation.reply")],
    action: { label: t(`actions.${action.label}`), url: action.url },
  });
}

const webinarsPage = (lang: LanguageCode) => absoluteUrl(localHref(lang, "/webinars"));

/** The joining link, mailed the day before the session (`JOINING_LINK_LEAD_MS`). */
export function joiningLinkEmail(registrant: Registrant, webinar: Webinar & { joiningUrl: string }) {
  return sessionMail(registrant, webinar, "joiningLink", { label: "join", url: webinar.joiningUrl });
}

/** The reminder an hour before the start, with the joining link when staff have set one. */
export function reminderEmail(registrant: Registrant, webinar: Webinar) {
  return sessionMail(
    registrant,
    webinar,
    "reminder",
    webinar.joiningUrl
      ? { label: "join", url: webinar.joiningUrl }
      : { label: "see", url: webinarsPage(registrant.language) },
  );
}

/** The recording staff attached after the session, mailed to everyone who registered. */
export function recordingReadyEmail(registrant: Registrant, webinar: Webinar & { recordingUrl: string }) {
  return sessionMail(registrant, webinar, "recordingReady", { label: "watch", url: webinar.recordingUrl });
}
