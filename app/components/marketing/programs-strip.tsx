import { useTranslation } from "react-i18next";
import { NameStrip } from "#app/components/ui/name-strip.tsx";
import type { SolutionSlug } from "#app/content/solutions.ts";

/**
 * The public buyers, programs and rules the firm helps clients through, each with the solution that covers it. All
 * are real and public (the Commonwealth's BuyICT and AusTender, the R&D Tax Incentive, the Privacy Act 1988, the
 * Essential Eight); none is a client or partner, and the heading says so: this is what we help with.
 */
export const HELPED_WITH = [
  { key: "buyIct", solution: "govtech" },
  { key: "ausTender", solution: "govtech" },
  { key: "statePanels", solution: "govtech" },
  { key: "rdTaxIncentive", solution: "grants" },
  { key: "stateGrants", solution: "grants" },
  { key: "privacyAct", solution: "compliance" },
  { key: "essentialEight", solution: "compliance" },
] as const satisfies readonly { key: string; solution: SolutionSlug }[];

/** Home: the strip under the hero, "We help you navigate: BuyICT, AusTender, …". */
export function ProgramsStrip() {
  const { t } = useTranslation("marketing");
  return (
    <NameStrip
      title={t("home.programs.title")}
      names={HELPED_WITH.map(({ key, solution }) => ({
        key,
        label: t(`home.programs.names.${key}`),
        to: `/solutions/${solution}`,
      }))}
    />
  );
}
