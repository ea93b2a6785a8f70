import { useTranslation } from "react-i18next";
import { useFormatNumber } from "#app/components/marketing/use-format-number.ts";
import { useFirmFigures } from "#app/components/shell/root-data.ts";
import { StatsBand } from "#app/components/ui/sections.tsx";
import { FIRM_FIGURE_KEYS } from "#app/domain/marketing/firm-figures.ts";

/**
 * The firm's record in four figures (spec 000 §1: companies helped, partners, days to market readiness, hours to a
 * reply), as staff keep them (decision 084); the texts put them in the page's language.
 */
export function MarketingStats() {
  const { t } = useTranslation("marketing");
  const format = useFormatNumber();
  const figures = useFirmFigures();
  return (
    <StatsBand
      stats={FIRM_FIGURE_KEYS.map((key) => ({
        value: t(`marketingStats.${key}.value`, { value: format(figures[key]) }),
        label: t(`marketingStats.${key}.label`),
      }))}
    />
  );
}
