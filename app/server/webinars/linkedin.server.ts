/**
 * Our LinkedIn page's recent posts for /webinars' 'Check LinkedIn Activity' (spec 001 §7.3): LinkedIn's Posts API
 * (`GET /rest/posts?q=author&author=<organisation urn>`) with the organisation's access token, each post mapped to
 * { id, text, url, publishedAt } and marked with the webinar it mentions (by id or English title). Unconfigured
 * (no token or organisation), there is no activity to show: an empty list, not an error.
 *
 * Any visitor can ask, as often as they like, and each ask used to be a call to LinkedIn (issue 25 item 13), which
 * limits our token's calls per day: the answer is kept in the process for minutes, one call answers every request
 * made while it is under way, and a failure is kept too (briefly), so a LinkedIn that is down is not hammered.
 */
import { type LinkedInAnswer, type LinkedInItem, mentionedWebinar } from "#app/domain/webinars/webinars.ts";
import { getDb } from "#app/server/db/db.server.ts";
import { getEnv } from "#app/server/env.server.ts";
import { logger } from "#app/server/logger.server.ts";
import { loadProgramme, webinarText } from "#app/server/webinars/webinar-programme.server.ts";

export type LinkedInConfig = {
  accessToken?: string;
  organizationUrn?: string;
  apiBase: string;
  /** Give up on LinkedIn after this long. */
  timeoutMs: number;
};

/** The API version we read (LinkedIn-Version: YYYYMM). */
export const LINKEDIN_VERSION = "202411";
/** Most posts asked for: the page shows a short list. */
const POST_COUNT = 10;
const TIMEOUT_MS = 5_000;

/** How long LinkedIn's posts are kept: a post a few minutes late on the page is no loss. */
export const LINKEDIN_KEPT_MS = 10 * 60_000;
/** How long a failure is kept: long enough to spare a LinkedIn that is down, short enough to recover soon. */
export const LINKEDIN_FAILURE_KEPT_MS = 60_000;

let testConfig: LinkedInConfig | undefined;

/** The answer every request is given until `until` (Infinity while the call is under way). */
let kept: { answer: Promise<LinkedInAnswer>; until: number } | undefined;

/** Tests only: read this configuration instead of the environment's (undefined: back to the environment). */
export function setLinkedInConfigForTests(config: LinkedInConfig | undefined) {
  testConfig = config;
  kept = undefined;
}

/** Our recent posts, or `{ error }`: LinkedIn's answer as kept, asked again only once it is out of date. */
export function linkedInActivity(): Promise<LinkedInAnswer> {
  if (kept && Date.now() < kept.until) return kept.answer;
  const entry = {
    answer: fetchLinkedInActivity(testConfig ?? configFromEnv()),
    until: Number.POSITIVE_INFINITY,
  };
  kept = entry;
  const keepFor = (failed: boolean) => {
    entry.until = Date.now() + (failed ? LINKEDIN_FAILURE_KEPT_MS : LINKEDIN_KEPT_MS);
  };
  // A rejection (a bug: the fetch answers its failures) must not be kept forever either.
  void entry.answer.then(
    (answer) => keepFor("error" in answer),
    () => keepFor(true),
  );
  return entry.answer;
}

function configFromEnv(): LinkedInConfig {
  const env = getEnv();
  return {
    accessToken: env.LINKEDIN_ACCESS_TOKEN,
    organizationUrn: env.LINKEDIN_ORGANIZATION_URN,
    apiBase: env.LINKEDIN_API_BASE,
    timeoutMs: TIMEOUT_MS,
  };
}

/** A post as the Posts API returns it (the fields we read). */
type Post = { id?: unknown; commentary?: unknown; publishedAt?: unknown; createdAt?: unknown };

/** Our recent posts, or `{ error }` when LinkedIn failed, refused or did not answer in time (never throws). */
async function fetchLinkedInActivity(config: LinkedInConfig): Promise<LinkedInAnswer> {
  if (!config.accessToken || !config.organizationUrn) return { items: [] };
  const url = new URL("/rest/posts", config.apiBase);
  url.searchParams.set("q", "author");
  url.searchParams.set("author", config.organizationUrn);
  url.searchParams.set("count", String(POST_COUNT));
  url.searchParams.set("sortBy", "LAST_MODIFIED");
  try {
    const response = await fetch(url, {
      headers: {
        Authorization: `Bearer ${config.accessToken}`,
        "LinkedIn-Version": LINKEDIN_VERSION,
        "X-Restli-Protocol-Version": "2.0.0",
        Accept: "application/json",
      },
      signal: AbortSignal.timeout(config.timeoutMs),
    });
    if (!response.ok) {
      logger.warn({ status: response.status }, "LinkedIn posts request refused");
      return { error: "linkedinFailed" };
    }
    const body = (await response.json()) as { elements?: unknown };
    const posts = Array.isArray(body.elements) ? (body.elements as Post[]) : [];
    const titles = await webinarTitles();
    return { items: posts.flatMap((post) => toItem(post, titles)) };
  } catch (error) {
    logger.warn({ err: error }, "LinkedIn posts request failed");
    return { error: "linkedinFailed" };
  }
}

/** The English titles posts are matched against (our posts are written in English). */
async function webinarTitles() {
  return (await loadProgramme(getDb())).flatMap((webinar) => {
    const shown = webinarText(webinar, "en");
    return shown ? [{ id: webinar.id, title: shown.text.title }] : [];
  });
}

function toItem(post: Post, titles: { id: string; title: string }[]): LinkedInItem[] {
  if (typeof post.id !== "string" || !post.id) return [];
  const text = typeof post.commentary === "string" ? post.commentary : "";
  const published = typeof post.publishedAt === "number" ? post.publishedAt : post.createdAt;
  return [
    {
      id: post.id,
      text,
      url: `https://www.linkedin.com/feed/update/${encodeURIComponent(post.id)}/`,
      publishedAt: typeof published === "number" ? new Date(published).toISOString() : null,
      webinarId: mentionedWebinar(text, titles),
    },
  ];
}
