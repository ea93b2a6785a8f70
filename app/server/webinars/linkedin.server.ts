/**
 * Our LinkedIn page's recent posts for /webinars' 'Check LinkedIn Activity' (spec 001 §7.3): LinkedIn's Posts API
 * (`GET /rest/posts?q=author&author=<organisation urn>`) with the organisation's access token, each post mapped to
 * { id, text, url, publishedAt } and marked with the webinar it mentions (by id or English title). Unconfigured
 * (no token or organisation), there is no activity to show: an empty list, not an error.
 */
import { WEBINARS } from "#app/content/webinars.ts";
import { type LinkedInAnswer, type LinkedInItem, mentionedWebinar } from "#app/domain/webinars.ts";
import { serverT } from "#app/i18n/i18n.server.ts";
import { getEnv } from "#app/server/env.server.ts";
import { logger } from "#app/server/logger.server.ts";

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

let testConfig: LinkedInConfig | undefined;

/** Tests only: read this configuration instead of the environment's (undefined: back to the environment). */
export function setLinkedInConfigForTests(config: LinkedInConfig | undefined) {
  testConfig = config;
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

/** Our recent posts, or `{ error }` when LinkedIn failed, refused or did not answer in time. */
export async function fetchLinkedInActivity(
  config: LinkedInConfig = testConfig ?? configFromEnv(),
): Promise<LinkedInAnswer> {
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
    return { items: posts.flatMap(toItem) };
  } catch (error) {
    logger.warn({ err: error }, "LinkedIn posts request failed");
    return { error: "linkedinFailed" };
  }
}

/** The English titles posts are matched against (our posts are written in English). */
const webinarTitles = () => {
  const t = serverT("en", "webinars");
  return WEBINARS.map(({ id }) => ({ id, title: t(`catalogue.${id}.title`) }));
};

function toItem(post: Post): LinkedInItem[] {
  if (typeof post.id !== "string" || !post.id) return [];
  const text = typeof post.commentary === "string" ? post.commentary : "";
  const published = typeof post.publishedAt === "number" ? post.publishedAt : post.createdAt;
  return [
    {
      id: post.id,
      text,
      url: `https://www.linkedin.com/feed/update/${encodeURIComponent(post.id)}/`,
      publishedAt: typeof published === "number" ? new Date(published).toISOString() : null,
      webinarId: mentionedWebinar(text, webinarTitles()),
    },
  ];
}
