import { getEnv, isLocalSite } from "#app/server/env.server.ts";

/**
 * The site's address as printed documents (guides, blueprints, country reports) show it: SITE_URL, the public
 * origin, and nothing on a local run (SITE_URL on localhost: `npm start`, the test suites, screenshots), whose
 * address ("127.0.0.1:4173") is this machine's, not one a reader can visit (issue 28 item 13, decision 067). A
 * document then leaves the line out, as pages leave out contact details that are not configured.
 */
export function printedSiteHost(siteUrl: string = getEnv().SITE_URL): string | null {
  return isLocalSite(siteUrl) ? null : new URL(siteUrl).host;
}

/** A page's public address for a document's text ("https://ausentry.com.au/ar/…"), or null on a local run. */
export function printedPageUrl(path: string, siteUrl: string = getEnv().SITE_URL): string | null {
  return isLocalSite(siteUrl) ? null : new URL(path, siteUrl).href;
}
