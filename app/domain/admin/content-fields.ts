/**
 * The content forms' field rules that pages use too (no zod here, so the admin pages' code stays small): slugs,
 * tags, web addresses, limits, and what changed between two versions of a record. The schemas are in
 * content-forms.ts. Pure: no I/O.
 */

/** Lower-case words of a-z and digits joined by single hyphens: what a slug or a record's id may be. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Whether `text` (from an address: any length) is a slug: its length capped before the pattern runs. */
export const isSlug = (text: string) => text.length <= CONTENT_LIMITS.slug && SLUG_PATTERN.test(text);

/** A post is a draft until published; the public pages show published posts only. */
export const POST_STATUSES = ["draft", "published"] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

/** A post as the editor shows it; `publishedOn` is its date on the firm's (Sydney's) calendar, `YYYY-MM-DD`. */
export type EditedPost = {
  id: string;
  title: string;
  slug: string;
  description: string;
  content: string;
  author: string;
  tags: string[];
  isPremium: boolean;
  status: PostStatus;
  publishedOn: string;
  imageId: string | null;
};

/** Longest accepted values. A post's body in Latin script fits the form pipeline's 64 KB body limit (sent as multipart). */
export const CONTENT_LIMITS = {
  title: 200,
  slug: 100,
  description: 500,
  content: 40_000,
  author: 100,
  tags: 10,
  tag: 40,
  name: 200,
  text: 2_000,
  short: 200,
  url: 500,
  alt: 250,
} as const;

/** `Entering the ASX: a guide` -> `entering-the-asx-a-guide`; "" when the text has no letter a-z or digit. */
export function suggestSlug(title: string): string {
  return title
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, CONTENT_LIMITS.slug)
    .replace(/^-+|(?<!-)-+$/g, "");
}

/** `GovTech, Market Entry,, GovTech` -> `["GovTech", "Market Entry"]`: trimmed, blanks and repeats dropped. */
export function tagsOf(text: string | undefined): string[] {
  const tags = (text ?? "").split(",").map((tag) => tag.trim());
  return [...new Set(tags.filter((tag) => tag !== ""))];
}

/** Whether `value` is an absolute http(s) address (no `javascript:`, `data:` or relative paths). */
export function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

/**
 * The names of the fields whose value differs, for the audit log (names only, never values); against no record
 * (a new one), the fields that were filled in. Lists compare by their items, dates by their time.
 */
export function changedFields<Values extends Record<string, unknown>>(
  before: Partial<Values> | null,
  after: Values,
): string[] {
  const comparable = (value: unknown) =>
    value instanceof Date ? value.getTime() : Array.isArray(value) ? value.join("\u0000") : (value ?? null);
  return Object.keys(after).filter((name) => {
    const value = after[name];
    if (!before) return value !== "" && value !== null && value !== false && !isEmptyList(value);
    return comparable(before[name]) !== comparable(value);
  });
}

const isEmptyList = (value: unknown) => Array.isArray(value) && value.length === 0;
