/**
 * The rows of a country report's data export (issue 11 item 8 'Export Data'): one table, a header in the page's
 * language, then one row per figure: the economy (GDP, population, GDP per capita, trade value, investment
 * pipeline, the leading opportunities combined), the market (capital where one is named, country group,
 * potential, business environment, our service), the three risks, and each priority opportunity with its
 * investment, priority and timeline.
 *
 * Amounts and counts are plain numbers (whole US dollars, people), not display text, so a spreadsheet can sum and
 * chart them; words (levels, sectors, the timeline "2–3 years", never a bare "2-3" a spreadsheet would read as a
 * date) are in the page's language. Every report type exports the same figures.
 */

import {
  reportFigures,
  type Translate,
  timelineLabel,
} from "#app/domain/country-report/country-report-content.ts";
import { RISK_DIMENSIONS } from "#app/domain/country-report/country-report-sections.ts";
import type { LanguageCode } from "#app/domain/languages.ts";
import { type Country, capitalName } from "#app/domain/regions/country.ts";

export type CsvCell = string | number;

const NS = "country-report";

export function reportCsvRows(country: Country, lang: LanguageCode, t: Translate): CsvCell[][] {
  const figures = reportFigures(country);
  const name = t(`regions:country.${country.slug}.name`);
  const label = (key: string) => t(`${NS}:${key}`);
  const usd = label("csv.units.usd");
  const section = {
    economy: label("csv.sections.economy"),
    market: label("csv.sections.market"),
    risk: label("csv.sections.risk"),
    opportunities: label("csv.sections.opportunities"),
  };
  const capital = capitalName(country, (key) => t(`regions:${key}`));
  const row = (part: string, item: string, value: CsvCell, unit = "", priority = "", timeline = "") => [
    name,
    part,
    item,
    value,
    unit,
    priority,
    timeline,
  ];
  return [
    ["country", "section", "item", "value", "unit", "priority", "timeline"].map((key) => label(`csv.${key}`)),
    row(section.economy, label("figures.gdp"), figures.gdpUsd, usd),
    row(section.economy, label("figures.population"), figures.population, label("csv.units.people")),
    row(section.economy, label("figures.perCapita"), figures.perCapitaUsd, usd),
    row(section.economy, label("figures.trade"), figures.tradeUsd, usd),
    row(section.economy, label("figures.pipeline"), figures.pipelineUsd, usd),
    row(section.economy, label("figures.opportunityTotal"), figures.opportunityTotalUsd, usd),
    // Where the site names no capital (decision 063), the export has no capital row.
    ...(capital === null ? [] : [row(section.market, label("figures.capital"), capital)]),
    row(section.market, label("figures.category"), t(`regions:category.${country.category}`)),
    row(
      section.market,
      label("figures.marketPotential"),
      t(`regions:marketPotential.${figures.marketPotential}`),
    ),
    row(section.market, label("figures.businessEnvironment"), label(`environment.${figures.environment}`)),
    row(section.market, label("figures.status"), t(`regions:status.${country.status}`)),
    ...RISK_DIMENSIONS.map((dimension) =>
      row(
        section.risk,
        label(`risk.dimension.${dimension}`),
        label(`risk.level.${figures.risks[dimension]}`),
      ),
    ),
    ...figures.opportunities.map((entry) =>
      row(
        section.opportunities,
        t(`regions:sector.${entry.sector}`),
        entry.investmentUsd,
        usd,
        t(`regions:priority.${entry.priority}`),
        timelineLabel(entry.timeline, lang, t),
      ),
    ),
  ];
}
