import { data } from "react-router";
import { loadLongForm } from "#app/content/long-form.ts";
import { publicAddress } from "#app/domain/firm/placeholder-address.ts";
import { dateTimeFormat } from "#app/domain/intl-format.ts";
import { languageFromPath } from "#app/domain/languages.ts";
import { renderMarkdownDocument } from "#app/server/content/markdown.server.ts";
import { getEnv } from "#app/server/env.server.ts";

/** Spec 000 §2 "Legal pages": each text's date, shown on its page in the page's language. */
const LAST_UPDATED: Record<LegalTextName, Date> = {
  privacy: new Date("2026-11-26T00:00:00Z"),
  terms: new Date("2025-01-30T00:00:00Z"),
  cookies: new Date("2026-11-25T00:00:00Z"),
};

/** One Markdown file per text and language (`privacy.en.md`); English always exists (docs/translations.md). */
const TEXTS = {
  privacy: import.meta.glob<string>("/app/content/legal/privacy.*.md", { query: "?raw", import: "default" }),
  terms: import.meta.glob<string>("/app/content/legal/terms.*.md", { query: "?raw", import: "default" }),
  cookies: import.meta.glob<string>("/app/content/legal/cookies.*.md", { query: "?raw", import: "default" }),
};

export type LegalTextName = keyof typeof TEXTS;

/**
 * How the texts name the contact address: always as this link (legal.server.test.ts checks), so it can be replaced
 * whole. The replacement is English, as the texts are for now.
 */
const CONTACT_LINK = "[{{contactEmail}}](mailto:{{contactEmail}})";

/**
 * A legal text with the contact address filled in, or, when this deployment has none to show (a placeholder,
 * decision 064), with a link to the contact page in its place.
 */
export function withContactAddress(markdown: string, email: string | null): string {
  return email
    ? markdown.replaceAll("{{contactEmail}}", email)
    : markdown.replaceAll(CONTACT_LINK, "[our contact page](/contact)");
}

/**
 * A legal text for the page `request` opens, rendered to HTML on the server (the Markdown libraries never reach
 * the browser): in the page's language or, until it is translated, in English, marked as such. The contact
 * address is the one this deployment is configured with (`CONTACT_EMAIL`; see `withContactAddress`).
 */
export async function loadLegalText(name: LegalTextName, request: Request) {
  const lang = languageFromPath(new URL(request.url).pathname);
  const text = await loadLongForm(TEXTS[name], lang);
  if (!text) throw data(null, { status: 404 });
  const markdown = withContactAddress(text.body, publicAddress(getEnv().CONTACT_EMAIL));
  const { html, headings } = renderMarkdownDocument(markdown, { lang });
  return {
    lang: text.lang,
    isFallback: text.isFallback,
    html,
    contents: headings.filter((heading) => heading.depth === 2).map(({ id, text }) => ({ id, text })),
    // Formatted here so the server's and the browser's date formats can never disagree during hydration.
    lastUpdated: dateTimeFormat(lang, { dateStyle: "long", timeZone: "UTC" }).format(LAST_UPDATED[name]),
  };
}
