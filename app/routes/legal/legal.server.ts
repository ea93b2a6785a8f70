import { data } from "react-router";
import { versionToShow } from "#app/domain/content/language-versions.ts";
import { publicAddress } from "#app/domain/firm/placeholder-address.ts";
import { dateTimeFormat } from "#app/domain/intl-format.ts";
import { languageFromPath } from "#app/domain/languages.ts";
import { type LegalTextName, legalVersions } from "#app/server/content/legal-texts.server.ts";
import { renderMarkdownDocument } from "#app/server/content/markdown.server.ts";
import { getEnv } from "#app/server/env.server.ts";

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
 * the browser): the version staff published in the page's language or, until there is one, the English version,
 * marked as such (decision 081). The contact address is the one this deployment is configured with
 * (`CONTACT_EMAIL`; see `withContactAddress`).
 */
export async function loadLegalText(name: LegalTextName, request: Request) {
  const lang = languageFromPath(new URL(request.url).pathname);
  const shown = versionToShow(await legalVersions(name), lang);
  if (!shown) throw data(null, { status: 404 });
  const { version, isFallback } = shown;
  const markdown = withContactAddress(version.content, publicAddress(getEnv().CONTACT_EMAIL));
  const { html, headings } = renderMarkdownDocument(markdown, { lang });
  return {
    lang: version.lang,
    isFallback,
    html,
    contents: headings.filter((heading) => heading.depth === 2).map(({ id, text }) => ({ id, text })),
    // Formatted here so the server's and the browser's date formats can never disagree during hydration.
    lastUpdated: dateTimeFormat(lang, { dateStyle: "long", timeZone: "UTC" }).format(
      new Date(`${version.lastUpdated}T00:00:00Z`),
    ),
  };
}
