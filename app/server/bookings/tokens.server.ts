/** The demo booking's cancel link: a signed token naming the booking (it has no expiry: the slot's date ends it). */
import { createSignedToken, readSignedToken } from "#app/server/signed-token.server.ts";

const PURPOSE = "demo-booking";

export const cancelToken = (bookingId: string) => createSignedToken(PURPOSE, bookingId);

/** The booking id a genuine token names, else null. */
export const bookingIdOf = (token: string | null | undefined) => readSignedToken(PURPOSE, token);
