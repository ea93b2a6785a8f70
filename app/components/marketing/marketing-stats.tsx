import { useTranslation } from "react-i18next";
import { useFormatNumber } from "#app/components/marketing/use-format-number.ts";
import { StatsBand } from "#app/components/ui/sections.tsx";

/**
 * The firm's record in four figures (spec 000 §1: 200+ companies helped, 250+ partners, 30-day market readiness,
 * reply within 24 hours). The figures live here once; the texts put them in the page's language.
 */
const FIGURES = [
  { key: "companies", value: 200 },
  { key: "partners", value: 250 },
  { key: "readiness", value: 30 },
  { key: "reply", value: 24 },
] as const;

export function MarketingStats() {
  const { t } = useTranslation("marketing");
  const format = useFormatNumber();
  return (
    <StatsBand
      stats={FIGURES.map(({ key, value }) => ({
        value: t(`marketingStats.${key}.value`, { value: format(value) }),
        label: t(`marketingStats.${key}.label`),
      }))}
    />
  );
}
