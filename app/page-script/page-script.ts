/**
 * The page script: the small script every page loads (decision 061). On a document page it is all the page
 * runs; on an app page it runs beside the app, for the shell's parts that are plain HTML with a little behaviour.
 * It imports no framework: what it needs is in the page's HTML, rendered by the server.
 */
import { reportWindowErrors } from "#app/components/analytics/analytics.ts";
import { countPageView } from "#app/components/analytics/page-views.ts";
import { watchConsentBannerHeight } from "#app/components/consent/banner-offset.ts";
import { sendCountsOnHide } from "#app/components/consent/page-analytics.ts";
import { watchTagManager } from "#app/components/consent/tag-manager.ts";
import { whenIdle } from "#app/components/when-idle.ts";
import { startConsentBanner } from "#app/page-script/consent-banner.ts";
import { startDisclosures } from "#app/page-script/disclosures.ts";
import { startExitIntent } from "#app/page-script/exit-intent.ts";
import { startFocusAndDownload } from "#app/page-script/focus-and-download.ts";
import { startFormAnswers } from "#app/page-script/form-answers.ts";
import { startLanguageChoice } from "#app/page-script/language-choice.ts";
import { startLanguagePrompt } from "#app/page-script/language-prompt.ts";
import { startLiveSearch } from "#app/page-script/live-search.ts";

const root = document.documentElement;

// The page a visitor lands on is counted at once, also when they leave before the app is ready (a link to a
// document page is a document load): its events go as the page hides.
sendCountsOnHide();
reportWindowErrors();
countPageView(location.pathname, location.search);
watchConsentBannerHeight();
startDisclosures();
startLanguageChoice();
startLanguagePrompt();
startExitIntent();
const gtmId = document.querySelector<HTMLScriptElement>("script[data-gtm-id]")?.dataset.gtmId;
if (gtmId) whenIdle(() => watchTagManager(gtmId));

if (root.hasAttribute("data-document-page")) {
  // On app pages the app's banner saves the choice.
  startConsentBanner();
  // On app pages the app's forms do this.
  startFormAnswers();
  // On app pages the app's directories do this.
  startLiveSearch();
  // On app pages the app's effects do this (DownloadReady, a form a link opened).
  startFocusAndDownload();
  // Marks the page ready, as hydration does on app pages (browser tests wait for it before clicking).
  root.dataset.hydrated = "true";
}
