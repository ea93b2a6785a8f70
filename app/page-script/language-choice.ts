/**
 * Choosing a language (spec 000 §4). The language switcher's options and the language prompt's switch are plain
 * links to the same page in another language, marked `data-language-choice="{code}"`: the browser loads that page
 * as a new document, on every page. A plain click on one first remembers the choice and shows the switcher's
 * loading state, which stays until the new page replaces this one.
 *
 * The spec's 100 ms pause between loading the texts and applying them is not kept: the new document brings its
 * texts, and the loading state shows for as long as it takes to arrive. A pause would only make the switch slower.
 */
import { track } from "#app/components/analytics/analytics.ts";
import { parseUsageStats, recordLanguageUsage, USAGE_STATS_KEY } from "#app/domain/language-suggestion.ts";
import {
  isLanguageCode,
  LANGUAGE_COOKIE,
  LANGUAGE_STORAGE_KEY,
  type LanguageCode,
  languageFromPath,
} from "#app/domain/languages.ts";
import { readStoredJson, writeStorage } from "#app/page-script/local-storage.ts";

const ONE_YEAR_S = 365 * 24 * 60 * 60;

export function startLanguageChoice(): void {
  document.addEventListener("click", onClick);
  // Back from the new page, the browser may show this one as it was left (back/forward cache): still switching.
  addEventListener("pageshow", (event) => {
    if (event.persisted) showSwitching(false);
  });
}

function onClick(event: MouseEvent) {
  // With a modifier key the link opens elsewhere (a new tab or window, a download): this tab keeps its language.
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = event.target instanceof Element ? event.target.closest("a[data-language-choice]") : null;
  const to = link?.getAttribute("data-language-choice");
  const from = languageFromPath(location.pathname);
  if (!isLanguageCode(to) || to === from) return;
  storeLanguageChoice(to);
  track("language_switch", { from, to });
  showSwitching(true);
}

/**
 * Remembers the choice: the cookie for the server (an unprefixed address then redirects to it), localStorage
 * `i18nextLng` for the browser, and a use of the language in the statistics the language prompt reads.
 */
function storeLanguageChoice(code: LanguageCode) {
  const secure = location.protocol === "https:" ? "; Secure" : "";
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every supported browser yet
  document.cookie = `${LANGUAGE_COOKIE}=${code}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax${secure}`;
  writeStorage(LANGUAGE_STORAGE_KEY, code);
  const usage = recordLanguageUsage(
    parseUsageStats(readStoredJson(USAGE_STATS_KEY)),
    code,
    "switch",
    Date.now(),
  );
  writeStorage(USAGE_STATS_KEY, JSON.stringify(usage));
}

/**
 * The switcher's loading state, rendered by the server (components/shell/language-switcher.tsx): `aria-busy` on
 * the switcher turns its globe into a spinner (CSS), and the hidden "Switching language…" shows in its status
 * region, which announces it.
 */
function showSwitching(on: boolean) {
  for (const switcher of document.querySelectorAll("[data-language-switcher]")) {
    switcher.setAttribute("aria-busy", String(on));
  }
  for (const status of document.querySelectorAll<HTMLElement>("[data-language-switching]"))
    status.hidden = !on;
}
