/**
 * The exit-intent offers (spec 000 §3 "Exit-intent offer"): one is drawn at random when a visitor is about to leave
 * the home page. Texts are `marketing` keys; `id` names the lead source (`exit_intent_<id>`, see
 * `domain/marketing/exit-intent.ts`), so it stays lower case with underscores.
 */
import type { Texts, TranslationKey } from "#app/domain/translation-keys.ts";

export type ExitOfferIcon = "clipboard-check" | "file-chart" | "badge-dollar";

export type ExitOffer = {
  id: string;
  icon: ExitOfferIcon;
  title: TranslationKey<"marketing">;
  subtitle: TranslationKey<"marketing">;
  description: TranslationKey<"marketing">;
  buttonText: TranslationKey<"marketing">;
  /** What the visitor gets, as a short badge ("Reply within 24 hours"). */
  value: TranslationKey<"marketing">;
};

const offer = (
  id: string,
  key: keyof Texts<"marketing">["exitIntent"]["offers"],
  icon: ExitOfferIcon,
): ExitOffer => ({
  id,
  icon,
  title: `exitIntent.offers.${key}.title`,
  subtitle: `exitIntent.offers.${key}.subtitle`,
  description: `exitIntent.offers.${key}.description`,
  buttonText: `exitIntent.offers.${key}.buttonText`,
  value: `exitIntent.offers.${key}.value`,
});

export const EXIT_OFFERS = [
  offer("market_assessment", "marketAssessment", "clipboard-check"),
  offer("bid_forecast", "bidForecast", "file-chart"),
  offer("grants_screening", "grantsScreening", "badge-dollar"),
] as const satisfies readonly [ExitOffer, ...ExitOffer[]];
