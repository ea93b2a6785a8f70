/**
 * `/demo-scheduler/cancel?token=…` on the server: the booking the mail's signed link names, and its cancellation.
 * Opening the link (GET) only shows the booking, since mail scanners follow links; the Cancel button posts.
 */
import { data, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { type LanguageCode, languageFromPath } from "#app/domain/languages.ts";
import { getDb } from "#app/server/db/db.server.ts";
import { slotWords } from "#app/server/demo-scheduler/booking-emails.server.ts";
import { cancelDemo, type DemoBooking, findBooking } from "#app/server/demo-scheduler/bookings.server.ts";
import { aboutOf } from "#app/server/demo-scheduler/demo-topics.server.ts";
import { bookingIdOf } from "#app/server/demo-scheduler/tokens.server.ts";
import { receiveForm } from "#app/server/form/receive-form.server.ts";
import { PRIVATE_CACHE } from "#app/server/http/cache-control.server.ts";
import { logger } from "#app/server/logger.server.ts";

/**
 * `active`: can be cancelled. `cancelled`: just cancelled (the action's answer). `already`: cancelled before.
 * `past`: the demo has begun or taken place. `invalid`: the link is not one of ours, or names no booking.
 * `failed`: the cancellation could not be stored.
 */
export type CancelState = "active" | "cancelled" | "already" | "past" | "invalid" | "failed";

/** What the cancel and confirm pages show of a booking. */
export type BookingSummary = {
  name: string;
  date: string;
  time: string;
  local: string | null;
  about: string | null;
};

export type CancelView = { state: CancelState; token: string; booking: BookingSummary | null };

/** A page about one person's booking: never kept by a shared cache, nor indexed. */
export const PRIVATE = { headers: { "Cache-Control": PRIVATE_CACHE, "X-Robots-Tag": "noindex" } };

export function summaryOf(booking: DemoBooking, lang: LanguageCode): BookingSummary {
  const words = slotWords(booking, lang);
  return {
    name: booking.name,
    date: words.date,
    time: words.time,
    local: words.local,
    about: aboutOf(booking, lang),
  };
}

function viewOf(
  booking: DemoBooking | null,
  token: string,
  lang: LanguageCode,
  now: Date,
  state?: CancelState,
): CancelView {
  if (!booking) return { state: "invalid", token, booking: null };
  return {
    state:
      state ??
      (booking.cancelledAt ? "already" : booking.slotStart.getTime() <= now.getTime() ? "past" : "active"),
    token,
    booking: summaryOf(booking, lang),
  };
}

async function bookingOf(token: string) {
  const id = bookingIdOf(token);
  return id ? findBooking(getDb(), id) : null;
}

export async function cancelPageData(request: Request, now = new Date()) {
  const url = new URL(request.url);
  const token = url.searchParams.get("token") ?? "";
  const view = viewOf(await bookingOf(token), token, languageFromPath(url.pathname), now);
  return data(view, PRIVATE);
}

const CancelSchema = z.object({ token: z.string().max(2000).default("") });

/** The Cancel button: rate-limited per IP like every form, then the booking cancelled once, with its mails. */
export async function cancelAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
  now = new Date(),
) {
  const form = await receiveForm(request, context, CancelSchema, { rateLimit: "formPerIp" });
  if (!form.valid) return form.answer;
  const lang = form.lang;
  const booking = await bookingOf(form.value.token);
  const view = viewOf(booking, form.value.token, lang, now);
  if (view.state !== "active") return data(view, PRIVATE);
  try {
    const result = await cancelDemo(getDb(), booking!.id, now);
    const state = result.status === "cancelled" ? "cancelled" : "already";
    return data(viewOf(booking, form.value.token, lang, now, state), PRIVATE);
  } catch (error) {
    logger.error({ err: error, booking: booking!.id }, "demo cancellation could not be stored");
    return data(viewOf(booking, form.value.token, lang, now, "failed"), { ...PRIVATE, status: 500 });
  }
}
