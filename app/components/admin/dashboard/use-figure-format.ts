import { useTranslation } from "react-i18next";
import { useLanguage } from "#app/components/language.tsx";
import { ageIn } from "#app/domain/admin/funnel-figures.ts";
import { OTHER_CAMPAIGN } from "#app/domain/analytics/analytics.ts";
import { formatDemoDate } from "#app/domain/demo-scheduler/demo-slots.ts";
import { numberFormat } from "#app/domain/intl-format.ts";
import { isLanguageCode } from "#app/domain/languages.ts";
import { formatMoney } from "#app/domain/money.ts";
import { formatCount, formatPercent } from "#app/domain/regions/country-figures.ts";

/**
 * The dashboard's figures in the page's language (Intl, Latin digits as everywhere on the site): counts, money
 * (AUD cents), rates (a dash when there is nothing to divide by), dates, ages, and the names of the funnel's
 * groups (the campaign-less visits, the campaigns past the day's cap, the site's languages).
 */
export function useFigureFormat() {
  const lang = useLanguage();
  const { t } = useTranslation("admin-dashboard");
  return {
    count: (value: number) => formatCount(value, lang),
    money: (cents: number) => formatMoney(cents, lang),
    rate: (percent: number | null) => (percent === null ? t("dash") : formatPercent(percent, lang)),
    date: (date: string) => formatDemoDate(date, lang, "short"),
    age: (seconds: number) => {
      const { value, unit } = ageIn(seconds);
      return numberFormat(lang, { style: "unit", unit, unitDisplay: "long" }).format(value);
    },
    campaign: (campaign: string) =>
      campaign === OTHER_CAMPAIGN ? t("funnel.otherCampaigns") : campaign || t("funnel.noCampaign"),
    language: (code: string) => (isLanguageCode(code) ? t(`languages.${code}`) : code),
  };
}

export type FigureFormat = ReturnType<typeof useFigureFormat>;
