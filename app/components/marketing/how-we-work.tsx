import { useTranslation } from "react-i18next";
import { useSolutionSteps } from "#app/components/solutions/solution-steps.ts";
import { BandLink, Section, Steps } from "#app/components/ui/sections.tsx";
import { solutionOf } from "#app/content/solutions.ts";

/** The path every engagement starts on: market entry's process (its catalogue entry, as on its own page). */
const MARKET_ENTRY = solutionOf("market-entry");

/**
 * "How we work" as a dark band (home, /about): market entry's steps and timings and its own introduction, told as
 * on /solutions/market-entry, with the way there. No claim of its own.
 */
export function HowWeWork() {
  const { t } = useTranslation("marketing");
  const { t: ts } = useTranslation("solutions");
  const steps = useSolutionSteps(MARKET_ENTRY);
  return (
    <Section
      id="how-we-work"
      tone="dark"
      title={t("howWeWork.title")}
      intro={ts(`items.${MARKET_ENTRY.key}.process.intro`, MARKET_ENTRY.facts)}
    >
      <Steps tone="dark" steps={steps} />
      <p className="mt-10">
        <BandLink to={`/solutions/${MARKET_ENTRY.slug}`}>{t("howWeWork.link")}</BandLink>
      </p>
    </Section>
  );
}
