/**
 * `/demo-scheduler/confirm?token=…` on the server (decision 053): the hold the mail's signed link names, and its
 * confirmation. Opening the link (GET) only shows the booking, since mail scanners follow links; the button posts.
 */
import { data, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { type LanguageCode, languageFromPath } from "#app/domain/languages.ts";
import {
  type BookingSummary,
  PRIVATE,
  summaryOf,
} from "#app/routes/demo-scheduler/demo-scheduler-cancel.server.ts";
import { getDb } from "#app/server/db/db.server.ts";
import { confirmDemo, type DemoBooking, findBooking } from "#app/server/demo-scheduler/bookings.server.ts";
import { confirmedBookingIdOf } from "#app/server/demo-scheduler/tokens.server.ts";
import { receiveForm } from "#app/server/form/receive-form.server.ts";
import { logger } from "#app/server/logger.server.ts";

/**
 * `active`: a hold to confirm. `confirmed`: just confirmed (the action's answer). `already`: confirmed before.
 * `released`: the hold was released or its slot went to someone else. `past`: the slot has begun. `invalid`: the
 * link is not one of ours, or names no booking. `failed`: the confirmation could not be stored.
 */
export type ConfirmState = "active" | "confirmed" | "already" | "released" | "past" | "invalid" | "failed";

export type ConfirmView = { state: ConfirmState; token: string; booking: BookingSummary | null };

function stateOf(booking: DemoBooking, now: Date): ConfirmState {
  if (booking.cancelledAt) return "released";
  if (booking.heldUntil === null) return "already";
  return booking.slotStart.getTime() <= now.getTime() ? "past" : "active";
}

function viewOf(
  booking: DemoBooking | null,
  token: string,
  lang: LanguageCode,
  now: Date,
  state?: ConfirmState,
): ConfirmView {
  if (!booking) return { state: "invalid", token, booking: null };
  return { state: state ?? stateOf(booking, now), token, booking: summaryOf(booking, lang) };
}

async function bookingOf(token: string) {
  const id = confirmedBookingIdOf(token);
  return id ? findBooking(getDb(), id) : null;
}

export async function confirmPageData(request: Request, now = new Date()) {
  const url = new URL(request.url);
  const token = url.searchParams.get("token") ?? "";
  return data(viewOf(await bookingOf(token), token, languageFromPath(url.pathname), now), PRIVATE);
}

const ConfirmSchema = z.object({ token: z.string().max(2000).default("") });

/** The Confirm button: rate-limited per IP like every form, then the hold confirmed once, with its mails. */
export async function confirmAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
  now = new Date(),
) {
  const form = await receiveForm(request, context, ConfirmSchema, { rateLimit: "formPerIp" });
  if (!form.valid) return form.answer;
  const { lang } = form;
  const { token } = form.value;
  const booking = await bookingOf(token);
  const view = viewOf(booking, token, lang, now);
  if (view.state !== "active") return data(view, PRIVATE);
  try {
    const result = await confirmDemo(getDb(), booking!.id, now);
    const state =
      result.status === "confirmed" ? "confirmed" : result.status === "missing" ? "invalid" : result.status;
    return data(viewOf(booking, token, lang, now, state), PRIVATE);
  } catch (error) {
    logger.error({ err: error, booking: booking!.id }, "demo confirmation could not be stored");
    return data(viewOf(booking, token, lang, now, "failed"), { ...PRIVATE, status: 500 });
  }
}
