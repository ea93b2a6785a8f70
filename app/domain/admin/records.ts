/**
 * The back office's record lists (issue 15 item 4): subscribers, demo bookings, webinar registrations, calculator
 * results, orders and subscriptions, the mail outbox. Their filters and the rows their pages show (formatted on
 * the server, so the page reads the same before and after hydration). Their two forms are in `records-forms.ts`.
 */
import { DEMO_TIME_ZONE, sydneyZoneName } from "#app/domain/demo-scheduler/demo-slots.ts";
import { dateTimeFormat } from "#app/domain/intl-format.ts";

/** One page of a list, as `Pagination` reads it. */
export type Paged<Row> = { rows: Row[]; page: number; pageCount: number; total: number };

/** A list's filter value from the URL when it is one of `values`; anything else is no filter (null). */
export function choiceOf<Value extends string>(values: readonly Value[], raw: string | null): Value | null {
  return values.find((value) => value === raw) ?? null;
}

/**
 * An instant as the back office shows it: Sydney's date, then on a second line its time and zone
 * (`Nov 26, 2026⏎14:05 AEDT` in English), so a list's time columns stay narrow.
 */
export function formatRecordTime(instant: Date, lang: string): string {
  const format = (options: Intl.DateTimeFormatOptions) =>
    dateTimeFormat(lang, { numberingSystem: "latn", timeZone: DEMO_TIME_ZONE, ...options }).format(instant);
  const date = format({ day: "numeric", month: "short", year: "numeric" });
  const time = format({ hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
  return `${date}\n${time} ${sydneyZoneName(instant)}`;
}

/** `formatRecordTime`, or null for no instant (not yet confirmed, never sent…). */
export const recordTimeOrNull = (instant: Date | null, lang: string) =>
  instant ? formatRecordTime(instant, lang) : null;

// Newsletter subscribers

/** What a subscription is now: unsubscribed wins over confirmed, which wins over unconfirmed. */
export const SUBSCRIBER_STATUSES = ["confirmed", "unconfirmed", "unsubscribed"] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

export function subscriberStatusOf(row: {
  confirmedAt: Date | null;
  unsubscribedAt: Date | null;
}): SubscriberStatus {
  if (row.unsubscribedAt) return "unsubscribed";
  return row.confirmedAt ? "confirmed" : "unconfirmed";
}

export type SubscriberRow = {
  id: string;
  email: string;
  status: SubscriberStatus;
  source: string;
  language: string;
  subscribedAt: string;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
};

// Demo bookings

/**
 * A booking is cancelled, or else past (its slot began before now), or else held (waiting for the visitor to
 * confirm it from the mail: decision 053) or upcoming (confirmed).
 */
export const BOOKING_STATES = ["upcoming", "held", "past", "cancelled"] as const;
export type BookingState = (typeof BOOKING_STATES)[number];

export function bookingStateOf(
  booking: { slotStart: Date; cancelledAt: Date | null; heldUntil?: Date | null },
  now: Date,
): BookingState {
  if (booking.cancelledAt) return "cancelled";
  if (booking.slotStart.getTime() < now.getTime()) return "past";
  return booking.heldUntil ? "held" : "upcoming";
}

/** Whether staff may still cancel or release it: a booking whose slot has not begun. */
export const isReleasable = (state: BookingState): state is "upcoming" | "held" =>
  state === "upcoming" || state === "held";

export type BookingRow = {
  id: string;
  name: string;
  email: string;
  company: string;
  state: BookingState;
  /** The slot in Sydney time (`date`, `time` with AEST/AEDT) and in the visitor's zone when it differs. */
  slot: { date: string; time: string; local: string | null };
  /** The country or plan the visitor came from, in the page's language. */
  about: string | null;
  language: string;
  createdAt: string;
  cancelledAt: string | null;
};

/** The outcomes of the Cancel button that land back on the list (`?done=`). */
export const BOOKING_NOTICES = ["cancelled", "already", "released"] as const;

// Webinar registrations

/** The filter value for registrations that named no webinar ("the next one that suits me"). */
export const ANY_WEBINAR = "none";

export type RegistrationRow = {
  id: string;
  name: string;
  email: string;
  company: string;
  /** The webinar's title in the page's language; null for "the next one that suits me". */
  webinar: string | null;
  timePreference: string;
  topics: string[];
  message: string | null;
  language: string;
  /** As staff marked it after the session; null until marked. */
  attended: boolean | null;
  createdAt: string;
};

// Calculator results

export type CalculatorRow = {
  id: string;
  type: string;
  /** The tool's name in the page's language (the stored type when it is none of ours). */
  tool: string;
  email: string;
  language: string;
  createdAt: string;
  /** A few key inputs and results, translated; empty when the stored JSON is not one the tool reads. */
  summary: { label: string; value: string }[];
  /** Inputs and results as stored, pretty-printed. */
  json: string;
};

// Orders and subscriptions

/** The orders page shows one of its two lists (`?view=`). */
export const COMMERCE_VIEWS = ["orders", "subscriptions"] as const;
export type CommerceView = (typeof COMMERCE_VIEWS)[number];

/** A provider's id of something, with the address of its page in the provider's dashboard when it has one. */
export type ProviderId = {
  kind: "session" | "payment" | "subscription" | "customer";
  id: string;
  url: string | null;
};

const STRIPE_DASHBOARD_PATHS = {
  payment: "payments",
  subscription: "subscriptions",
  customer: "customers",
} as const;

/** The id with its Stripe dashboard link (payments, subscriptions, customers); the built-in test provider has none. */
export function providerIdOf(provider: string, kind: ProviderId["kind"], id: string): ProviderId {
  const path = kind === "session" ? undefined : STRIPE_DASHBOARD_PATHS[kind];
  const url =
    provider === "stripe" && path ? `https://dashboard.stripe.com/${path}/${encodeURIComponent(id)}` : null;
  return { kind, id, url };
}

export type OrderRow = {
  id: string;
  email: string | null;
  plan: string;
  mode: string;
  status: string;
  amount: string;
  provider: string;
  providerIds: ProviderId[];
  createdAt: string;
  paidAt: string | null;
};

export type SubscriptionRow = {
  id: string;
  email: string | null;
  plan: string | null;
  status: string;
  cancelAtPeriodEnd: boolean;
  provider: string;
  providerIds: ProviderId[];
  periodEnd: string | null;
  updatedAt: string;
};

// The mail outbox

export type MailRow = {
  id: string;
  to: string;
  subject: string;
  status: string;
  attempts: number;
  nextAttemptAt: string | null;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
};
