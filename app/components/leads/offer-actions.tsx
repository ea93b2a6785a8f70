import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LocalizedLink } from "#app/components/language.tsx";
import { OpenLeadFormButton } from "#app/components/leads/open-lead-form-button.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import { ON_DARK_LINK } from "#app/components/ui/sections.tsx";

/**
 * The site's two next steps (design system, calls to action; decision 069), named the same wherever they are
 * offered: the free market assessment (the lead form: its overlay on app pages, `/assessment` on document pages)
 * and a discovery call (`/demo-scheduler`). Labels are the `forms` namespace's, loaded on every page.
 */
export const DISCOVERY_CALL_PATH = "/demo-scheduler";

/** A hero's buttons: larger than the page's other buttons, the two of one size. */
const HERO_SIZE = "px-5 py-3 text-base";

/** The free market assessment's button; `label` "short" is the header's form of it (the offer's name alone). */
export function AssessmentButton({
  source,
  className,
  label = "full",
}: {
  source: string;
  className: string;
  label?: "full" | "short";
}) {
  const { t } = useTranslation("forms");
  return (
    <OpenLeadFormButton source={source} className={className}>
      {t(label === "short" ? "leadForm.openShort" : "leadForm.open")}
    </OpenLeadFormButton>
  );
}

/** The discovery call's link; `query` names what the call is about (`plan=…`, `region=…`). */
export function DiscoveryCallLink({ className, query }: { className: string; query?: string }) {
  const { t } = useTranslation("forms");
  return (
    <LocalizedLink to={query ? `${DISCOVERY_CALL_PATH}?${query}` : DISCOVERY_CALL_PATH} className={className}>
      {t("cta.discoveryCall")}
    </LocalizedLink>
  );
}

/** A hero's actions: the assessment (the page's one primary button), the call beside it, then `link` if any. */
export function HeroOfferActions({ source, link }: { source: string; link?: ReactNode }) {
  return (
    <>
      <AssessmentButton source={source} className={buttonClass("primary", HERO_SIZE)} />
      <DiscoveryCallLink className={buttonClass("secondary", HERO_SIZE)} />
      {link && <span className="inline-flex items-center">{link}</span>}
    </>
  );
}

/** A closing band's actions (`CtaBand`): the assessment as the band's light button, the call outlined beside it. */
export function BandOfferActions({ source }: { source: string }) {
  return (
    <>
      <AssessmentButton source={source} className={buttonClass("secondary")} />
      <DiscoveryCallLink className={ON_DARK_LINK} />
    </>
  );
}
