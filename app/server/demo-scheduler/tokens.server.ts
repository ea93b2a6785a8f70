/**
 * The demo booking's two signed links. The cancel link names the booking (no expiry: the slot's date ends it). The
 * confirm link goes only to the address the visitor typed, so following it proves the address (decision 053).
 */
import { createSignedToken, readSignedToken } from "#app/server/signed-token.server.ts";

const CANCEL = "demo-booking";
const CONFIRM = "demo-confirm";

export const cancelToken = (bookingId: string) => createSignedToken(CANCEL, bookingId);

/** The booking id a genuine cancel token names, else null. */
export const bookingIdOf = (token: string | null | undefined) => readSignedToken(CANCEL, token);

export const confirmToken = (bookingId: string) => createSignedToken(CONFIRM, bookingId);

/** The booking id a genuine confirm token names, else null. */
export const confirmedBookingIdOf = (token: string | null | undefined) => readSignedToken(CONFIRM, token);
