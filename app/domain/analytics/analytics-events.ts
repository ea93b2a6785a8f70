/**
 * What the browser may send to the first-party endpoints (decision 031), validated strictly on the server:
 * `POST /api/events` (a batch of counted events) and `POST /api/client-errors` (one unhandled window error).
 */
import { z } from "zod";
import { COUNTED_EVENTS, MAX_PATH_LENGTH } from "#app/domain/analytics/analytics.ts";
import { LANGUAGE_CODES, type LanguageCode } from "#app/domain/languages.ts";

/** A batch the browser sends at once (it flushes sooner); bigger ones are refused whole. */
export const MAX_EVENTS_PER_BATCH = 30;
/** Longest UTM campaign counted; a longer one is counted as none. */
export const MAX_UTM_CAMPAIGN_LENGTH = 64;
/**
 * Distinct campaigns counted per day (decision 057): later new ones that day are counted together under
 * OTHER_CAMPAIGN (`analytics.ts`), so a client inventing campaigns cannot multiply the day's rows.
 */
export const MAX_CAMPAIGNS_PER_DAY = 50;
/** The endpoints' largest body, in bytes. */
export const MAX_REPORT_BYTES = 8 * 1024;

/** A site path: absolute, no query or fragment, no scheme-relative `//host`. */
const sitePath = z
  .string()
  .max(MAX_PATH_LENGTH)
  .regex(/^\/(?!\/)[^?#\s]*$/, "a site path without query");

export const EventBatchSchema = z.strictObject({
  events: z
    .array(
      z.strictObject({
        name: z.enum(COUNTED_EVENTS),
        path: sitePath,
        language: z.enum(LANGUAGE_CODES as [LanguageCode, ...LanguageCode[]]),
      }),
    )
    .min(1)
    .max(MAX_EVENTS_PER_BATCH),
});
export type EventBatch = z.infer<typeof EventBatchSchema>;

/**
 * The campaign a batch is counted under: the landing UTM campaign in lower case when it is a label (letters,
 * digits, `.`, `_`, `-`; at most MAX_UTM_CAMPAIGN_LENGTH), else '' as if there were none. The length is checked
 * before the pattern (decision 047).
 */
export function countedCampaign(utmCampaign: string | undefined): string {
  const campaign = utmCampaign?.toLowerCase() ?? "";
  return campaign.length <= MAX_UTM_CAMPAIGN_LENGTH && /^[a-z0-9._-]*$/.test(campaign) ? campaign : "";
}

/** Longest texts kept from an error report: longer ones are cut, not refused (the report is still worth having). */
export const CLIENT_ERROR_LIMITS = { message: 500, source: 300, userAgent: 300 } as const;

const cut = (max: number) => z.string().transform((text) => text.slice(0, max));

export const ClientErrorSchema = z.strictObject({
  kind: z.enum(["error", "unhandledrejection"]),
  message: cut(CLIENT_ERROR_LIMITS.message),
  /** The script's URL, without query. */
  source: cut(CLIENT_ERROR_LIMITS.source)
    .transform((url) => url.split(/[?#]/)[0] ?? "")
    .optional(),
  line: z.number().int().min(0).max(10_000_000).optional(),
  column: z.number().int().min(0).max(10_000_000).optional(),
  path: sitePath,
});
export type ClientError = z.infer<typeof ClientErrorSchema>;
