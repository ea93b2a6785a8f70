/** What `/regions` does on the server: its "Notify Me" forms. */
import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { type RegionId, UPCOMING_REGION_IDS } from "#app/content/regions.ts";
import { emailAddress } from "#app/domain/form/form-schema-parts.ts";
import { PUBLIC_FORM, receiveForm, withData } from "#app/server/form/receive-form.server.ts";
import { utmFromRequest } from "#app/server/http/attribution.server.ts";
import { recordRegionNotify } from "#app/server/regions/region-notify.server.ts";

/** The region a post names, when it is one that takes sign-ups (one we do not cover yet). */
export function notifyRegionOf(value: unknown): RegionId | null {
  return UPCOMING_REGION_IDS.find((id) => id === value) ?? null;
}

const NotifySchema = z.object({
  email: emailAddress,
  region: z.string().refine((value) => notifyRegionOf(value) !== null, "regionUnknown"),
});

/** The answer names the region it was for, so a page without JavaScript shows it chosen again. */
export type NotifyAnswerExtra = { region: RegionId | null };

/**
 * A "Notify Me" post: through the one form pipeline (body limit, honeypot, per-IP rate limit, zod), then the lead
 * with source `region_notify_<id>`. Works as a plain form post: the page shows the answer in its form.
 */
export async function notifyAction(request: Request, context: Readonly<RouterContextProvider>) {
  const form = await receiveForm(request, context, NotifySchema, PUBLIC_FORM);
  const region = notifyRegionOf(form.payload.region);
  if (!form.valid) return withData(form.answer, { region } satisfies NotifyAnswerExtra);
  const stored = await recordRegionNotify({
    email: form.value.email,
    regionId: region!,
    language: form.lang,
    page: new URL(request.url).pathname,
    utm: utmFromRequest(request),
  });
  const answer = stored ? form.accept() : form.fail("notifyFailed", 500);
  return withData(answer, { region } satisfies NotifyAnswerExtra);
}
