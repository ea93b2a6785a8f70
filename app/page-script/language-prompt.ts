/**
 * The language prompt (spec 000 §2, §4, §9). Whether to offer another language depends on what only the browser
 * knows (the stored choice, usage, earlier dismissals, the browser's languages and time zone), and anonymous pages
 * are the same for everyone. So the server renders the banner hidden with every text it may need: the question for
 * each other language, the three reasons, a switch link per language (components/shell/language-prompt.tsx).
 * This decides and shows the parts that apply. The switch link is a language choice (language-choice.ts records
 * it); dismissing stores the language offered, which is then never offered again.
 */
import { browserTimeZone } from "#app/components/browser-time-zone.ts";
import {
  DISMISSED_SUGGESTIONS_KEY,
  dismissSuggestion,
  type LanguageSuggestion,
  parseUsageStats,
  suggestLanguage,
  USAGE_STATS_KEY,
} from "#app/domain/language-suggestion.ts";
import {
  isLanguageCode,
  LANGUAGE_STORAGE_KEY,
  type LanguageCode,
  languageFromPath,
} from "#app/domain/languages.ts";
import { readStorage, readStoredJson, writeStorage } from "#app/page-script/local-storage.ts";

export function startLanguagePrompt(): void {
  const prompt = document.querySelector<HTMLElement>("[data-language-prompt]");
  const suggestion = prompt && currentSuggestion(languageFromPath(location.pathname));
  if (!suggestion) return;
  const parts = `[data-prompt-language="${suggestion.code}"], [data-prompt-reason="${suggestion.reason}"]`;
  for (const part of prompt.querySelectorAll<HTMLElement>(parts)) part.hidden = false;
  prompt.hidden = false;
  document.addEventListener("click", onDismiss);
}

/** The spec's rule (domain/language-suggestion.ts) applied to what this browser has stored and says about itself. */
function currentSuggestion(current: LanguageCode): LanguageSuggestion | null {
  return suggestLanguage({
    current,
    storedChoice: readStorage(LANGUAGE_STORAGE_KEY),
    browserLanguages: navigator.languages ?? [navigator.language],
    timeZone: browserTimeZone(),
    usage: parseUsageStats(readStoredJson(USAGE_STATS_KEY)),
    dismissed: listOrEmpty(readStoredJson(DISMISSED_SUGGESTIONS_KEY)),
    random: Math.random(),
  });
}

/**
 * The language dismissed is read from the page (the one switch link shown), not kept here: the prompt's markup is
 * the only state, whichever render of it the click lands on.
 */
function onDismiss(event: MouseEvent) {
  const dismiss = event.target instanceof Element ? event.target.closest("[data-prompt-dismiss]") : null;
  const prompt = dismiss?.closest<HTMLElement>("[data-language-prompt]");
  const offered = prompt
    ?.querySelector("[data-language-choice]:not([hidden])")
    ?.getAttribute("data-language-choice");
  if (!prompt || !isLanguageCode(offered)) return;
  const dismissed = dismissSuggestion(listOrEmpty(readStoredJson(DISMISSED_SUGGESTIONS_KEY)), offered);
  writeStorage(DISMISSED_SUGGESTIONS_KEY, JSON.stringify(dismissed));
  prompt.hidden = true;
}

function listOrEmpty(value: unknown): readonly unknown[] {
  return Array.isArray(value) ? value : [];
}
