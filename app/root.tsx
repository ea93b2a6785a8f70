import pageScriptUrl from "virtual:page-script";
import { lazy, Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Links, Outlet, Scripts, ScrollRestoration, useLocation, useMatches } from "react-router";
import appCss from "#app/app.css?url";
import favicon from "#app/assets/favicon.svg?inline";
import { ConsentBanner } from "#app/components/consent/consent-banner.tsx";
import { LeadFormOverlayMount } from "#app/components/leads/open-lead-form-button.tsx";
import { useNonce } from "#app/components/nonce.tsx";
import { DisplayFaceLinks } from "#app/components/shell/display-face-links.tsx";
import { isDocumentPage } from "#app/components/shell/document-page.ts";
import { Footer } from "#app/components/shell/footer.tsx";
import { GeneralErrorBoundary } from "#app/components/shell/general-error-boundary.tsx";
import { Header } from "#app/components/shell/header.tsx";
import { LanguagePrompt } from "#app/components/shell/language-prompt.tsx";
import { OverlayProvider } from "#app/components/shell/overlays.tsx";
import { type RootData, useRootData } from "#app/components/shell/root-data.ts";
import { SeoLinks } from "#app/components/shell/seo-links.tsx";
import { whenIdle } from "#app/components/when-idle.ts";
import { CONSENT_GATE_SCRIPT } from "#app/domain/consent/consent.ts";
import { firmContact } from "#app/domain/firm/firm-contact.ts";
import { directionOf, languageFromPath } from "#app/domain/languages.ts";
import { useRouteNamespaces } from "#app/i18n/route-namespaces.ts";
import { hasSessionCookie, loadSession, sessionUserContext } from "#app/server/account/session.server.ts";
import { firmFigures } from "#app/server/content/firm-figures.server.ts";
import { showsSampleContent } from "#app/server/db/seed/sample-content.server.ts";
import { getEnv } from "#app/server/env.server.ts";
import { cacheControlFor } from "#app/server/http/cache-control.server.ts";
import { preferredLanguageRedirect, varyFor } from "#app/server/http/language-redirect.server.ts";
import { featuredPartnerNames } from "#app/server/partners/partners.server.ts";
import type { Route } from "./+types/root";

/** The chat launcher and the app's page views: loaded once the page is interactive and the browser idle. */
const AfterLoad = lazy(() => import("#app/components/shell/after-load.tsx"));

export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }, next) => {
    const languageRedirect = preferredLanguageRedirect(request);
    if (languageRedirect) throw languageRedirect;
    const session = await loadSession(request);
    context.set(sessionUserContext, session.user);
    const response = await next();
    for (const cookie of session.setCookies) response.headers.append("Set-Cookie", cookie);
    if (!response.headers.has("Cache-Control")) {
      response.headers.set("Cache-Control", cacheControlFor(request, response, hasSessionCookie(request)));
    }
    response.headers.append("Vary", varyFor(request));
    return response;
  },
];

/**
 * The icon travels in the document (a data address of app/assets/favicon.svg, ~0.2 KB): no request of its own, which a
 * browser would start before the first paint. Only the server writes it: the browser leaves a head link it does not
 * render where it is, and the root's links never change, so the address stays out of the page's code. The touch
 * icon (home screens, and an address search engines can fetch) is a file, requested only when needed.
 */
export const links: Route.LinksFunction = () => [
  ...(import.meta.env.SSR ? [{ rel: "icon", href: favicon, type: "image/svg+xml" }] : []),
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

export async function loader({ context }: Route.LoaderArgs): Promise<RootData> {
  const env = getEnv();
  const user = context.get(sessionUserContext);
  const [partnerNames, sampleContent, figures] = await Promise.all([
    featuredPartnerNames(),
    showsSampleContent(),
    firmFigures(),
  ]);
  return {
    siteUrl: env.SITE_URL,
    contact: firmContact(env),
    staging: env.STAGING,
    gtmId: env.GTM_ID ?? null,
    user: user && { email: user.email, staff: user.role === "admin" },
    partnerNames,
    sampleContent,
    figures,
  };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRootData();
  const { pathname } = useLocation();
  const lang = languageFromPath(pathname);
  const nonce = useNonce();
  const { t, i18n } = useTranslation();
  const documentPage = isDocumentPage(useMatches().map((match) => match.handle));

  useEffect(() => {
    if (i18n.language !== lang) void i18n.changeLanguage(lang);
  }, [i18n, lang]);
  useEffect(() => {
    // Marks the page interactive (browser tests wait for it before clicking).
    document.documentElement.dataset.hydrated = "true";
  }, []);

  return (
    <html lang={lang} dir={directionOf(lang)} data-document-page={documentPage ? "" : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* With a precedence, React emits the stylesheet ahead of the module preloads, so first paint does not
            wait behind ~150 KB of JavaScript on a slow link. */}
        <link rel="stylesheet" href={appCss} precedence="default" />
        <DisplayFaceLinks lang={lang} />
        <Links />
        {data && <SeoLinks siteUrl={data.siteUrl} />}
        {/* Before the first paint: whether the consent banner shows (ConsentBanner). */}
        <script
          nonce={nonce}
          suppressHydrationWarning
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of our own code (consent.ts), no input in it
          dangerouslySetInnerHTML={{ __html: CONSENT_GATE_SCRIPT }}
        />
        {/* Every page's small script (page-script/page-script.ts): all a document page loads, beside the app elsewhere. */}
        <script
          type="module"
          src={pageScriptUrl}
          nonce={nonce}
          data-page-script=""
          data-gtm-id={data?.gtmId ?? undefined}
        />
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:start-2 focus:top-2"
        >
          {t("nav.skipToContent")}
        </a>
        {data?.staging && (
          <p
            data-testid="staging-banner"
            className="bg-amber-300 px-4 py-2 text-center text-sm font-semibold text-slate-950"
          >
            {t("staging.banner")}
          </p>
        )}
        <OverlayProvider>
          <Header />
          <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
            {children}
          </main>
          <Footer />
          <ConsentBanner />
          <LanguagePrompt />
          <LeadFormOverlayMount />
          <AfterLoadWhenIdle />
        </OverlayProvider>
        {/* A document page loads no app (components/shell/document-page.ts). */}
        {!documentPage && (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  );
}

/** Mounts `AfterLoad` once the browser is idle; the state is its own, so only this re-renders then, not the shell. */
function AfterLoadWhenIdle() {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return idle ? (
    <Suspense fallback={null}>
      <AfterLoad />
    </Suspense>
  ) : null;
}

export default function App() {
  useRouteNamespaces();
  return <Outlet />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
