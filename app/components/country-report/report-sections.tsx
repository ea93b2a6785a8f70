import { ShieldAlert, ShieldCheck, TriangleAlert } from "lucide-react";
import { useTranslation } from "react-i18next";
import { RankedCard, Section, type SectionTone, StatsBand } from "#app/components/ui/sections.tsx";
import type { RiskLevel } from "#app/domain/country-report/country-report.ts";
import type { CountryReport, ReportFigure } from "#app/domain/country-report/country-report-content.ts";
import type { ReportSection } from "#app/domain/country-report/country-report-sections.ts";

/** Each section's anchor: `#market-overview`. */
const ANCHOR: Record<ReportSection, string> = {
  keyFigures: "key-figures",
  marketOverview: "market-overview",
  economicOutlook: "economic-outlook",
  opportunityLandscape: "opportunity-landscape",
  entryStrategy: "entry-strategy",
  opportunities: "opportunities",
  financials: "financials",
  risk: "risk-assessment",
};

/** The sections of a report, in its type's order, alternating in tone. */
export function ReportSections({ report }: { report: CountryReport }) {
  return report.sections.map((id, index) => (
    <ReportSectionView key={id} id={id} report={report} tone={index % 2 === 0 ? "plain" : "muted"} />
  ));
}

function ReportSectionView({
  id,
  report,
  tone,
}: {
  id: ReportSection;
  report: CountryReport;
  tone: SectionTone;
}) {
  const { t } = useTranslation("country-report");
  switch (id) {
    case "keyFigures":
      return (
        <Section id={ANCHOR[id]} title={t("figures.title")} tone={tone}>
          <StatsBand stats={report.keyFigures} />
        </Section>
      );
    case "opportunities":
      return (
        <Section
          id={ANCHOR[id]}
          title={t("opportunities.title")}
          intro={t("opportunities.intro", { country: report.country })}
          tone={tone}
        >
          <Opportunities report={report} />
        </Section>
      );
    case "financials":
      return (
        <Section id={ANCHOR[id]} title={t("financials.title")} tone={tone}>
          <FigureList figures={report.financials} />
          <p className="mt-4 max-w-3xl text-sm text-slate-600">{report.financialsNote}</p>
        </Section>
      );
    case "risk":
      return (
        <Section id={ANCHOR[id]} title={t("risk.title")} intro={t("risk.intro")} tone={tone}>
          <RiskAssessment report={report} />
        </Section>
      );
    default: {
      const narrative = report.narratives[id];
      return (
        <Section id={ANCHOR[id]} title={narrative.title} tone={tone}>
          <div
            className="max-w-3xl space-y-4 text-lg leading-8 text-slate-700"
            data-testid={`narrative-${id}`}
          >
            {narrative.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </Section>
      );
    }
  }
}

/** Label and value pairs as cards: one column on phones, three on wide screens. */
function FigureList({ figures }: { figures: readonly ReportFigure[] }) {
  return (
    <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {figures.map((figure) => (
        <div
          key={figure.id}
          className="flex flex-col-reverse gap-1 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
        >
          <dt className="text-sm font-medium text-slate-600">{figure.label}</dt>
          <dd className="text-2xl font-bold text-brand-900">{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}

const PRIORITY_BADGE = {
  high: "bg-brand-700 text-white",
  medium: "bg-brand-100 text-brand-900",
  low: "bg-slate-200 text-slate-800",
} as const;

/** The priority opportunities, numbered: sector, priority, timeline and investment. */
function Opportunities({ report }: { report: CountryReport }) {
  const { t } = useTranslation("country-report");
  return (
    <ol className="grid grid-cols-1 gap-6 md:grid-cols-3">
      {report.opportunities.map((opportunity, index) => (
        <RankedCard
          key={opportunity.sector}
          rank={index + 1}
          title={opportunity.name}
          facts={[
            {
              id: "priority",
              label: t("opportunities.priority"),
              value: (
                <span
                  className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${PRIORITY_BADGE[opportunity.priority]}`}
                >
                  {opportunity.priorityLabel}
                </span>
              ),
            },
            { id: "timeline", label: t("opportunities.timeline"), value: opportunity.timelineLabel },
            {
              id: "investment",
              label: t("opportunities.investment"),
              value: <span className="text-lg font-bold text-brand-900">{opportunity.investment}</span>,
            },
          ]}
        />
      ))}
    </ol>
  );
}

/** Colour and icon per level; the level's word is always written too (colour is never the only sign). */
const LEVEL_STYLE: Record<RiskLevel, { card: string; badge: string; Icon: typeof ShieldCheck }> = {
  low: {
    card: "border-emerald-300 bg-emerald-50",
    badge: "bg-emerald-700 text-white",
    Icon: ShieldCheck,
  },
  medium: {
    card: "border-amber-300 bg-amber-50",
    badge: "bg-amber-800 text-white",
    Icon: TriangleAlert,
  },
  high: {
    card: "border-red-300 bg-red-50",
    badge: "bg-red-700 text-white",
    Icon: ShieldAlert,
  },
};

/** Political, regulatory and economic risk: the level, and in detail why and how we answer it. */
function RiskAssessment({ report }: { report: CountryReport }) {
  const { t } = useTranslation("country-report");
  return (
    <ul className="grid grid-cols-1 gap-6 md:grid-cols-3">
      {report.risks.map((risk) => {
        const style = LEVEL_STYLE[risk.level];
        return (
          <li
            key={risk.dimension}
            className={`rounded-xl border border-s-4 p-6 ${style.card}`}
            data-testid={`risk-${risk.dimension}`}
            data-level={risk.level}
          >
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h3 className="text-lg font-semibold text-slate-900">{risk.label}</h3>
              <span
                className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold ${style.badge}`}
              >
                <style.Icon aria-hidden className="size-4" />
                {risk.levelLabel}
              </span>
            </div>
            {report.riskDepth === "detail" && (
              <dl className="mt-4 space-y-3 text-slate-800">
                <div>
                  <dt className="text-sm font-semibold uppercase tracking-wide text-slate-600">
                    {t("risk.why")}
                  </dt>
                  <dd className="mt-1">{risk.reason}</dd>
                </div>
                <div>
                  <dt className="text-sm font-semibold uppercase tracking-wide text-slate-600">
                    {t("risk.response")}
                  </dt>
                  <dd className="mt-1">{risk.mitigation}</dd>
                </div>
              </dl>
            )}
          </li>
        );
      })}
    </ul>
  );
}
