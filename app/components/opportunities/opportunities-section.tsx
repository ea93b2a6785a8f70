import { ArrowRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { LocalizedLink, useLanguage } from "#app/components/language.tsx";
import { OpenLeadFormButton } from "#app/components/leads/open-lead-form-button.tsx";
import { OpportunityTabs } from "#app/components/opportunities/opportunity-tabs.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import { Section, type SectionTone } from "#app/components/ui/sections.tsx";
import { dateTimeFormat } from "#app/domain/intl-format.ts";
import {
  deadlineInstant,
  opportunityTabOf,
  type Tender,
  type TendersByTab,
} from "#app/domain/opportunities/opportunities.ts";

/** The section's anchor: where a tab link lands without JavaScript. */
export const OPPORTUNITIES_ANCHOR = "opportunities";

/** The lead source of 'Get the full Bid Forecast' (stored with the lead). */
export const OPPORTUNITIES_LEAD_SOURCE = "opportunities";

/**
 * The opportunities section (spec 001 §2.15; issue 13 item 3), on the home page and on /opportunities: the tabs
 * Defence, Cyber/AI and Training/Sim (the tab is the URL's `?tab=`), each with its two soonest-closing open
 * tenders, 'Get the full Bid Forecast' (the lead form; the spec's 'Get Full 2025 Forecast' without its year,
 * decision 065) and 'Claim Your Spot – A$5K' (/pricing; A$, decision 069). The tenders are database records in English: marked
 * `lang="en"` on a page in another language.
 */
export function OpportunitiesSection({
  tenders,
  path,
  tone = "plain",
}: {
  tenders: TendersByTab;
  /** The page's path (without language prefix) the tab links point to. */
  path: string;
  tone?: SectionTone;
}) {
  const { t } = useTranslation("opportunities");
  const lang = useLanguage();
  const [searchParams] = useSearchParams();
  const active = opportunityTabOf(searchParams.get("tab"));
  const shown = tenders[active];
  const english = lang === "en" ? undefined : "en";
  const date = dateTimeFormat(lang, { dateStyle: "long", timeZone: "UTC" });

  return (
    <Section id={OPPORTUNITIES_ANCHOR} tone={tone} title={t("section.title")} intro={t("section.intro")}>
      <OpportunityTabs path={path} anchor={OPPORTUNITIES_ANCHOR} active={active}>
        {shown.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 px-6 py-10 text-center text-slate-600">
            {t("section.empty")}
          </p>
        ) : (
          <ul className="grid grid-cols-1 gap-6 md:grid-cols-2">
            {shown.map((tender) => (
              <TenderCard
                key={`${tender.deadline}-${tender.title}`}
                tender={tender}
                lang={english}
                deadline={date.format(deadlineInstant(tender.deadline))}
              />
            ))}
          </ul>
        )}
        {english && shown.length > 0 && (
          <p className="mt-3 text-sm text-slate-600">{t("section.englishNote")}</p>
        )}
      </OpportunityTabs>
      <div className="mt-8 flex flex-wrap gap-3">
        <OpenLeadFormButton
          source={OPPORTUNITIES_LEAD_SOURCE}
          className={buttonClass("primary", "px-5 py-3 text-base")}
        >
          {t("section.forecast")}
        </OpenLeadFormButton>
        <LocalizedLink to="/pricing" className={buttonClass("secondary", "px-5 py-3 text-base")}>
          {t("section.claim")}
          <ArrowRight aria-hidden className="size-4 rtl:-scale-x-100" />
        </LocalizedLink>
      </div>
    </Section>
  );
}

function TenderCard({ tender, lang, deadline }: { tender: Tender; lang?: string; deadline: string }) {
  const { t } = useTranslation("opportunities");
  // English in a page of another language: its own language and direction (a right-to-left page included).
  const english = lang ? ({ lang, dir: "ltr" } as const) : {};
  return (
    <li className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h3 {...english} className="text-lg font-semibold text-slate-900">
        {tender.title}
      </h3>
      <p className="mt-1 text-sm font-medium text-brand-700">
        <span className="sr-only">{t("section.department")}: </span>
        <span {...english}>{tender.department}</span>
      </p>
      <p {...english} className="mt-3 flex-1 text-slate-600">
        {tender.description}
      </p>
      <p className="mt-4 text-sm font-semibold text-slate-800">
        {t("section.deadline")}: <time dateTime={tender.deadline}>{deadline}</time>
      </p>
    </li>
  );
}
