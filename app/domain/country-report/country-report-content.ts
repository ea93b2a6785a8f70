/**
 * A country report as text in one language (spec 001 §2.11): the figures, the four narrative sections, the
 * priority opportunities and the risk assessment, built from the catalogue's numbers with the derivation rules of
 * `country-report.ts` and the sentence templates of the `country-report` namespace. The page renders it, the PDF
 * is typeset from it and the CSV lists its figures, so the three say the same thing in the same words.
 *
 * Pure: the translation function is passed in (react-i18next's `t` on the page, `serverT` for the PDF), with keys
 * named with their namespace (`country-report:…`, `regions:…`). Numbers are formatted with Intl for `lang`.
 */

import {
  type BusinessEnvironment,
  businessEnvironment,
  gdpPerCapitaUsd,
  INVESTMENT_PIPELINE_PERCENT,
  investmentPipelineUsd,
  type OpportunityTimeline,
  opportunityEntries,
  type RiskLevel,
  riskAssessment,
  TRADE_SHARE_PERCENT,
  tradeValueUsd,
} from "#app/domain/country-report/country-report.ts";
import {
  leadingRisk,
  NARRATIVE_SECTIONS,
  type NarrativeSection,
  type ReportSection,
  type ReportType,
  RISK_DIMENSIONS,
  type RiskDepth,
  type RiskDimension,
  reportSections,
  riskDepth,
  timelineYears,
} from "#app/domain/country-report/country-report-sections.ts";
import type { LanguageCode } from "#app/domain/languages.ts";
import {
  type Country,
  capitalName,
  type MarketPotential,
  type Priority,
  type SectorId,
} from "#app/domain/regions/country.ts";
import { figureFormat } from "#app/domain/regions/country-figures.ts";

/** A translation function: a namespaced key and its values, the sentence. */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

const NS = "country-report";

export type ReportFigure = { id: string; label: string; value: string };

export type ReportOpportunity = {
  sector: SectorId;
  name: string;
  priority: Priority;
  priorityLabel: string;
  timeline: OpportunityTimeline;
  timelineLabel: string;
  investmentUsd: number;
  investment: string;
};

export type ReportRisk = {
  dimension: RiskDimension;
  label: string;
  level: RiskLevel;
  levelLabel: string;
  reason: string;
  mitigation: string;
};

export type CountryReport = {
  slug: string;
  code: string;
  type: ReportType;
  sections: readonly ReportSection[];
  riskDepth: RiskDepth;
  country: string;
  /** The capital, where the site names one (decision 063). */
  capital: string | null;
  title: string;
  /** The page's `<title>` (the brand is added by PageMeta) and meta description (50-160 characters). */
  metaTitle: string;
  metaDescription: string;
  /** "Capital: Riyadh · GCC States · Local partners in place"; without a capital where none is named. */
  facts: string;
  typeTitle: string;
  typeDescription: string;
  keyFigures: ReportFigure[];
  narratives: Record<NarrativeSection, { title: string; paragraphs: string[] }>;
  opportunities: ReportOpportunity[];
  financials: ReportFigure[];
  financialsNote: string;
  risks: ReportRisk[];
};

/** The figures of a report as numbers and ids (the CSV's values, before any text). */
export function reportFigures(country: Country) {
  const opportunities = opportunityEntries(country);
  return {
    gdpUsd: country.gdpUsd,
    population: country.population,
    perCapitaUsd: gdpPerCapitaUsd(country),
    tradeUsd: tradeValueUsd(country),
    pipelineUsd: investmentPipelineUsd(country),
    opportunityTotalUsd: opportunities.reduce((sum, entry) => sum + entry.investmentUsd, 0),
    marketPotential: country.marketPotential satisfies MarketPotential,
    environment: businessEnvironment(country.priority) satisfies BusinessEnvironment,
    risks: riskAssessment(country),
    opportunities,
  };
}

/** "2–3 years", digits as the language writes them. */
export function timelineLabel(timeline: OpportunityTimeline, lang: LanguageCode, t: Translate): string {
  const { from, to } = timelineYears(timeline);
  const format = figureFormat(lang);
  return t(`${NS}:opportunities.years`, { from: format.count(from), to: format.count(to) });
}

/** The report of `type` on `country` in `lang`. */
export function buildCountryReport(
  country: Country,
  type: ReportType,
  lang: LanguageCode,
  t: Translate,
): CountryReport {
  const figures = reportFigures(country);
  const name = t(`regions:country.${country.slug}.name`);
  const capital = capitalName(country, (key) => t(`regions:${key}`));
  const sector = (id: SectorId) => t(`regions:sector.${id}`);
  const format = figureFormat(lang);
  const values = {
    country: name,
    population: format.people(figures.population),
    gdp: format.usd(figures.gdpUsd),
    perCapita: format.usdFull(figures.perCapitaUsd),
    trade: format.usd(figures.tradeUsd),
    pipeline: format.usd(figures.pipelineUsd),
  };
  const potential = t(`regions:marketPotential.${figures.marketPotential}`);

  const opportunities = figures.opportunities.map((entry) => ({
    sector: entry.sector,
    name: sector(entry.sector),
    priority: entry.priority,
    priorityLabel: t(`regions:priority.${entry.priority}`),
    timeline: entry.timeline,
    timelineLabel: timelineLabel(entry.timeline, lang, t),
    investmentUsd: entry.investmentUsd,
    investment: format.usd(entry.investmentUsd),
  }));
  const leaders = new Intl.ListFormat(lang, { type: "conjunction" }).format(opportunities.map((o) => o.name));
  const longestYears = Math.max(...figures.opportunities.map((entry) => timelineYears(entry.timeline).to));
  const risk = leadingRisk(figures.risks);

  const paragraphs: Record<NarrativeSection, string[]> = {
    marketOverview: [
      t(`${NS}:narrative.marketOverview.intro`, values),
      t(`${NS}:narrative.marketOverview.category.${country.category}`),
      t(`${NS}:narrative.marketOverview.status.${country.status}`),
    ],
    economicOutlook: [
      t(`${NS}:narrative.economicOutlook.flows`, values),
      t(`${NS}:narrative.economicOutlook.potential.${figures.marketPotential}`),
      t(`${NS}:narrative.economicOutlook.environment.${figures.environment}`),
    ],
    opportunityLandscape: [
      t(`${NS}:narrative.opportunityLandscape.leaders`, {
        country: name,
        sectors: format.count(country.opportunities.length),
        leaders,
      }),
      t(`${NS}:narrative.opportunityLandscape.investment`, {
        total: format.usd(figures.opportunityTotalUsd),
        years: format.count(longestYears),
      }),
    ],
    entryStrategy: [
      t(`${NS}:narrative.entryStrategy.priority.${country.priority}`, {
        country: name,
        first: opportunities[0]?.name ?? "",
      }),
      t(`${NS}:narrative.entryStrategy.risk.${risk ?? "none"}`),
    ],
  };
  const narratives = Object.fromEntries(
    NARRATIVE_SECTIONS.map((id) => [
      id,
      { title: t(`${NS}:narrative.${id}.title`), paragraphs: paragraphs[id] },
    ]),
  ) as CountryReport["narratives"];

  const typeTitle = t(`${NS}:types.${type}.title`);
  return {
    slug: country.slug,
    code: country.code,
    type,
    sections: reportSections(type),
    riskDepth: riskDepth(type),
    country: name,
    capital,
    title: t(`${NS}:page.title`, { country: name }),
    metaTitle: t(`${NS}:page.metaTitle`, { country: name, type: typeTitle }),
    metaDescription: t(`${NS}:page.metaDescription`, {
      country: name,
      type: typeTitle,
      gdp: values.gdp,
      population: values.population,
    }),
    facts: [
      capital === null ? null : t(`${NS}:page.capital`, { capital }),
      t(`regions:category.${country.category}`),
      t(`regions:status.${country.status}`),
    ]
      .filter((part) => part !== null)
      .join(" · "),
    typeTitle,
    typeDescription: t(`${NS}:types.${type}.description`),
    keyFigures: [
      { id: "gdp", label: t(`${NS}:figures.gdp`), value: values.gdp },
      { id: "population", label: t(`${NS}:figures.population`), value: values.population },
      { id: "perCapita", label: t(`${NS}:figures.perCapita`), value: values.perCapita },
      { id: "marketPotential", label: t(`${NS}:figures.marketPotential`), value: potential },
    ],
    narratives,
    opportunities,
    financials: [
      { id: "gdp", label: t(`${NS}:figures.gdp`), value: values.gdp },
      { id: "population", label: t(`${NS}:figures.population`), value: values.population },
      { id: "perCapita", label: t(`${NS}:figures.perCapita`), value: values.perCapita },
      { id: "trade", label: t(`${NS}:figures.trade`), value: values.trade },
      { id: "pipeline", label: t(`${NS}:figures.pipeline`), value: values.pipeline },
      {
        id: "opportunityTotal",
        label: t(`${NS}:figures.opportunityTotal`),
        value: format.usd(figures.opportunityTotalUsd),
      },
    ],
    financialsNote: t(`${NS}:financials.note`, {
      trade: format.percent(TRADE_SHARE_PERCENT),
      pipeline: format.percent(INVESTMENT_PIPELINE_PERCENT),
    }),
    risks: RISK_DIMENSIONS.map((dimension) => {
      const level = figures.risks[dimension];
      return {
        dimension,
        label: t(`${NS}:risk.dimension.${dimension}`),
        level,
        levelLabel: t(`${NS}:risk.level.${level}`),
        reason: t(`${NS}:risk.reason.${dimension}.${level}`),
        mitigation: t(`${NS}:risk.mitigation.${dimension}.${level}`),
      };
    }),
  };
}
