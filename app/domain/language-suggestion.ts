/** When to offer the visitor another language, and which one (spec 000 §2 "Language prompt", §9). Pure. */
import { isLanguageCode, type LanguageCode, normalizeLanguageCode } from "#app/domain/languages.ts";

export type SuggestionReason = "usage" | "browser" | "region";
export type LanguageSuggestion = { code: LanguageCode; reason: SuggestionReason; priority: number };

/** Highest priority wins: what the visitor did here beats what the browser says, which beats location. */
export const SUGGESTION_PRIORITY: Record<SuggestionReason, number> = { usage: 3, browser: 2, region: 1 };
/** Once a language has been chosen, the prompt appears only this often. */
export const PROMPT_PROBABILITY_AFTER_CHOICE = 0.3;
export const DISMISSED_SUGGESTIONS_KEY = "dismissed_language_suggestions";
export const USAGE_STATS_KEY = "language_usage_stats";

export type LanguageUsage = { count: number; lastUsed: number; actions: Record<string, number> };
export type LanguageUsageStats = Partial<Record<LanguageCode, LanguageUsage>>;

const TIME_ZONE_LANGUAGE: Record<string, LanguageCode> = {
  "Asia/Seoul": "ko",
  "Asia/Shanghai": "zh",
  "Asia/Chongqing": "zh",
  "Asia/Harbin": "zh",
  "Asia/Urumqi": "zh",
  "Asia/Hong_Kong": "zh",
  "Asia/Macau": "zh",
  "Asia/Taipei": "zh",
  "Asia/Kolkata": "hi",
  "Asia/Calcutta": "hi",
  "Asia/Riyadh": "ar",
  "Asia/Dubai": "ar",
  "Asia/Qatar": "ar",
  "Asia/Kuwait": "ar",
  "Asia/Bahrain": "ar",
  "Asia/Muscat": "ar",
  "Asia/Aden": "ar",
  "Asia/Baghdad": "ar",
  "Asia/Amman": "ar",
  "Asia/Beirut": "ar",
  "Asia/Damascus": "ar",
  "Asia/Gaza": "ar",
  "Africa/Cairo": "ar",
  "Africa/Tripoli": "ar",
  "Africa/Tunis": "ar",
  "Africa/Algiers": "ar",
  "Africa/Casablanca": "ar",
  "Africa/Khartoum": "ar",
  "Africa/Nouakchott": "ar",
};

export function languageForTimeZone(timeZone: string | undefined): LanguageCode | null {
  return (timeZone && TIME_ZONE_LANGUAGE[timeZone]) || null;
}

/** Reads stored usage stats defensively: anything malformed is dropped. */
export function parseUsageStats(raw: unknown): LanguageUsageStats {
  if (!raw || typeof raw !== "object") return {};
  const stats: LanguageUsageStats = {};
  for (const [code, value] of Object.entries(raw as Record<string, unknown>)) {
    if (!isLanguageCode(code) || !value || typeof value !== "object") continue;
    const { count, lastUsed, actions } = value as Record<string, unknown>;
    if (typeof count !== "number" || typeof lastUsed !== "number") continue;
    const safeActions: Record<string, number> = {};
    if (actions && typeof actions === "object") {
      for (const [action, n] of Object.entries(actions)) if (typeof n === "number") safeActions[action] = n;
    }
    stats[code] = { count, lastUsed, actions: safeActions };
  }
  return stats;
}

export function recordLanguageUsage(
  stats: LanguageUsageStats,
  code: LanguageCode,
  action: string,
  now: number,
): LanguageUsageStats {
  const previous = stats[code] ?? { count: 0, lastUsed: 0, actions: {} };
  return {
    ...stats,
    [code]: {
      count: previous.count + 1,
      lastUsed: now,
      actions: { ...previous.actions, [action]: (previous.actions[action] ?? 0) + 1 },
    },
  };
}

/** The language used most here, most recently on a tie. */
function mostUsedLanguage(stats: LanguageUsageStats): LanguageCode | null {
  const entries = Object.entries(stats) as [LanguageCode, LanguageUsage][];
  entries.sort(([, a], [, b]) => b.count - a.count || b.lastUsed - a.lastUsed);
  return entries[0]?.[0] ?? null;
}

export type SuggestionInput = {
  current: LanguageCode;
  /** Raw localStorage `i18nextLng`: present once the visitor has chosen a language. */
  storedChoice: unknown;
  browserLanguages: readonly unknown[];
  timeZone: string | undefined;
  usage: LanguageUsageStats;
  dismissed: readonly unknown[];
  /** A number in [0, 1), for the 30 % rule. */
  random: number;
};

export function suggestLanguage(input: SuggestionInput): LanguageSuggestion | null {
  const stored = normalizeLanguageCode(input.storedChoice);
  const hasChosen = stored !== null;
  if (hasChosen && input.random >= PROMPT_PROBABILITY_AFTER_CHOICE) return null;

  const browser = input.browserLanguages.map(normalizeLanguageCode).find((code) => code !== null) ?? null;
  const candidates: [LanguageCode | null, SuggestionReason][] = [
    [stored ?? mostUsedLanguage(input.usage), "usage"],
    [browser, "browser"],
    [languageForTimeZone(input.timeZone), "region"],
  ];
  const dismissed = new Set(input.dismissed.map(normalizeLanguageCode));
  return (
    candidates
      .filter(
        (c): c is [LanguageCode, SuggestionReason] =>
          !!c[0] && c[0] !== input.current && !dismissed.has(c[0]),
      )
      .map(([code, reason]) => ({ code, reason, priority: SUGGESTION_PRIORITY[reason] }))
      .sort((a, b) => b.priority - a.priority)[0] ?? null
  );
}

/** Adds a code to the dismissed list (deduplicated, valid codes only). */
export function dismissSuggestion(dismissed: readonly unknown[], code: LanguageCode): LanguageCode[] {
  const valid = dismissed.map(normalizeLanguageCode).filter((c): c is LanguageCode => c !== null);
  return [...new Set([...valid, code])];
}
