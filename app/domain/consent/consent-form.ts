/**
 * The consent banner's form as it posts without JavaScript (to the cookie page, routes/legal/cookies.tsx): the
 * button pressed, the switches, and the page to go back to. With JavaScript the banner saves in the browser and
 * posts nothing.
 */
import { z } from "zod";
import { CONSENT_INTENTS, choiceOf } from "#app/domain/consent/consent.ts";
import { safeRedirectPath } from "#app/domain/safe-redirect.ts";

/** Longest page address carried back; a longer one goes back to the home page. */
const MAX_RETURN_PATH = 2_000;

export const consentFormSchema = z
  .object({
    intent: z.enum(CONSENT_INTENTS),
    analytics: z.boolean().optional(),
    marketing: z.boolean().optional(),
    returnTo: z.string().max(MAX_RETURN_PATH).optional().catch(undefined),
  })
  .transform(({ intent, analytics, marketing, returnTo }) => ({
    choice: choiceOf(intent, { analytics, marketing }),
    returnTo: safeRedirectPath(returnTo, "/"),
  }));
