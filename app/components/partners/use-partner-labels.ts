import { useTranslation } from "react-i18next";
import { dataLabelKey } from "#app/domain/data-apis/data-labels.ts";
import { ALL, type PartnershipLevel } from "#app/domain/partners/partner-directory.ts";

/** The levels are a closed list, so their keys are written out (and checked against `partners.json`). */
const LEVEL_KEYS = {
  Premier: "levels.premier",
  Gold: "levels.gold",
  Silver: "levels.silver",
} as const satisfies Record<PartnershipLevel, string>;

/**
 * A partner's category, industry and level in the page's language. Industries come from the data: one without a
 * translation yet shows as the data spells it.
 */
export function usePartnerLabels() {
  const { t } = useTranslation("partners");
  return {
    category: (category: string) =>
      category === ALL
        ? t("partnerDirectory.allCategories")
        : t(`categories.${category}`, { defaultValue: category }),
    industry: (industry: string) =>
      industry === ALL
        ? t("partnerDirectory.allIndustries")
        : t(`industries.${dataLabelKey(industry)}`, { defaultValue: industry }),
    level: (level: PartnershipLevel) => t(LEVEL_KEYS[level]),
  };
}
