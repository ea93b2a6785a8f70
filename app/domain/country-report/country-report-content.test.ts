import { describe, expect, it } from "vitest";
import { COUNTRIES, countryBySlug } from "#app/content/countries.ts";
import { buildCountryReport, type Translate } from "#app/domain/country-report/country-report-content.ts";
import { reportCsvRows } from "#app/domain/country-report/country-report-csv.ts";
import { REPORT_TYPES } from "#app/domain/country-report/country-report-sections.ts";
import { LANGUAGE_CODES, type LanguageCode } from "#app/domain/languages.ts";
import { META_DESCRIPTION_MAX, META_DESCRIPTION_MIN } from "#app/domain/meta-description.ts";
import { translateDataKey } from "#app/i18n/data-key.ts";
import { serverT } from "#app/i18n/i18n.server.ts";

/** The site's translations in `lang`, as the page and the PDF use them. */
const translate = (lang: LanguageCode): Translate => {
  const t = serverT(lang);
  return (key, values) => translateDataKey(t, key, values);
};

/** Every text of a report, flattened. */
function textsOf(report: ReturnType<typeof buildCountryReport>): string[] {
  return [
    report.country,
    ...(report.capital === null ? [] : [report.capital]),
    report.title,
    report.metaTitle,
    report.metaDescription,
    report.facts,
    report.typeTitle,
    report.typeDescription,
    report.financialsNote,
    ...report.keyFigures.flatMap((figure) => [figure.label, figure.value]),
    ...report.financials.flatMap((figure) => [figure.label, figure.value]),
    ...Object.values(report.narratives).flatMap((narrative) => [narrative.title, ...narrative.paragraphs]),
    ...report.opportunities.flatMap((o) => [o.name, o.priorityLabel, o.timelineLabel, o.investment]),
    ...report.risks.flatMap((risk) => [risk.label, risk.levelLabel, risk.reason, risk.mitigation]),
  ];
}

describe("a country report's text", () => {
  it.each(LANGUAGE_CODES)("is complete for every country and type in %s, with no key left unread", (lang) => {
    const t = translate(lang);
    for (const country of COUNTRIES) {
      for (const type of REPORT_TYPES) {
        const texts = textsOf(buildCountryReport(country, type, lang, t));
        const unread = texts.filter((text) => !text.trim() || /(country-report|regions):|\{\{/.test(text));
        expect(unread, `${lang} ${country.slug} ${type}`).toEqual([]);
      }
      const rows = reportCsvRows(country, lang, t).flat().map(String);
      expect(rows.filter((cell) => /(country-report|regions):|\{\{/.test(cell))).toEqual([]);
    }
  });

  it.each(LANGUAGE_CODES)("has a meta description of 50-160 characters for every page in %s", (lang) => {
    const t = translate(lang);
    for (const country of COUNTRIES) {
      for (const type of REPORT_TYPES) {
        const { metaDescription } = buildCountryReport(country, type, lang, t);
        expect(metaDescription.length, `${country.slug} ${type}: ${metaDescription}`).toBeGreaterThanOrEqual(
          META_DESCRIPTION_MIN,
        );
        expect(metaDescription.length, `${country.slug} ${type}`).toBeLessThanOrEqual(META_DESCRIPTION_MAX);
      }
    }
  });

  it("writes the figures and derived values into English sentences", () => {
    const report = buildCountryReport(countryBySlug("saudi-arabia")!, "comprehensive", "en", translate("en"));
    expect(report.title).toBe("Saudi Arabia: strategic market report");
    expect(report.metaTitle).toBe("Saudi Arabia – Comprehensive report: market entry intelligence");
    expect(report.facts).toBe("Capital: Riyadh · GCC States · Local partners in place");
    expect(report.keyFigures.map((figure) => figure.value)).toEqual([
      "$1.07T",
      "33.3M",
      "$32,072",
      "Very High",
    ]);
    expect(report.narratives.marketOverview.paragraphs[0]).toBe(
      "Saudi Arabia is home to 33.3M people and has a GDP of $1.07T, about $32,072 per person.",
    );
    // Trade 5 % of GDP, pipeline 2 %.
    expect(report.narratives.economicOutlook.paragraphs[0]).toBe(
      "We put trade with Saudi Arabia at about $53.4B a year and the investment pipeline open to foreign firms at about $21.4B.",
    );
    expect(report.narratives.opportunityLandscape.paragraphs).toEqual([
      "We track 6 sectors in Saudi Arabia; the strongest openings are in Smart Cities, Digital Government, and Renewable Energy.",
      // 3 % + 2 % + 1 % of GDP, within the longest timeline (5-7 years).
      "Together, the leading opportunities could attract about $64.1B of investment within 7 years.",
    ]);
    expect(report.narratives.entryStrategy.paragraphs).toEqual([
      "Move early: demand in Smart Cities is strong, and early entrants help set the terms in Saudi Arabia.",
      "No risk stands out, so the main task is to choose partners well and move quickly.",
    ]);
    expect(report.opportunities).toEqual([
      expect.objectContaining({
        name: "Smart Cities",
        priorityLabel: "High priority",
        timelineLabel: "2–3 years",
        investmentUsd: 32_040_000_000,
        investment: "$32B",
      }),
      expect.objectContaining({
        name: "Digital Government",
        timelineLabel: "3–5 years",
        investment: "$21.4B",
      }),
      expect.objectContaining({ name: "Renewable Energy", timelineLabel: "5–7 years", investment: "$10.7B" }),
    ]);
    expect(report.financials.map((figure) => [figure.id, figure.value])).toEqual([
      ["gdp", "$1.07T"],
      ["population", "33.3M"],
      ["perCapita", "$32,072"],
      ["trade", "$53.4B"],
      ["pipeline", "$21.4B"],
      ["opportunityTotal", "$64.1B"],
    ]);
    expect(report.financialsNote).toContain("Trade value is 5% of GDP and the investment pipeline 2% of GDP");
  });

  it("colours its risks from the derivation rules and names the one to answer first", () => {
    // Syria: monitoring (political High), Levant (regulatory High), low priority (economic High).
    const syria = buildCountryReport(countryBySlug("syria")!, "risk", "en", translate("en"));
    expect(syria.risks.map((risk) => [risk.dimension, risk.level, risk.levelLabel])).toEqual([
      ["political", "high", "High"],
      ["regulatory", "high", "High"],
      ["economic", "high", "High"],
    ]);
    expect(syria.riskDepth).toBe("detail");
    expect(syria.narratives.entryStrategy.paragraphs[1]).toMatch(/^Answer political risk first/);
    // Egypt: developing (Medium), North Africa (Medium), high priority (Low).
    const egypt = buildCountryReport(countryBySlug("egypt")!, "executive", "en", translate("en"));
    expect(egypt.risks.map((risk) => risk.level)).toEqual(["medium", "medium", "low"]);
    expect(egypt.riskDepth).toBe("summary");
    expect(egypt.narratives.entryStrategy.paragraphs[1]).toMatch(/^Answer political risk first/);
    // Jordan: developing (Medium), Levant (High): regulatory first.
    const jordan = buildCountryReport(countryBySlug("jordan")!, "comprehensive", "en", translate("en"));
    expect(jordan.narratives.entryStrategy.paragraphs[1]).toMatch(/^Answer regulatory risk first/);
  });

  it.each(LANGUAGE_CODES)(
    "never labels a country by our priority or as monitored in %s (decision 063)",
    (lang) => {
      const t = translate(lang);
      // The country-level words: the priority labels, and the old status words ("Monitoring", "Active").
      const forbidden = ["priority.high", "priority.medium", "priority.low"].map((key) =>
        t(`regions:${key}`),
      );
      for (const country of COUNTRIES) {
        for (const type of REPORT_TYPES) {
          const report = buildCountryReport(country, type, lang, t);
          // Opportunities rank sectors within a country (high, medium, low): that is their own column.
          const texts = textsOf({ ...report, opportunities: [] });
          for (const word of forbidden)
            expect(
              texts.filter((text) => text.includes(word)),
              `${lang} ${country.slug} ${type}`,
            ).toEqual([]);
          if (lang === "en")
            expect(texts.join("\n"), `${country.slug} ${type}`).not.toMatch(
              /high-priority|low-priority|priority market|monitor/i,
            );
        }
      }
    },
  );

  it("names no capital for Israel or Palestine, in the page, the facts line or the data export", () => {
    for (const slug of ["israel", "palestine"]) {
      for (const lang of LANGUAGE_CODES) {
        const t = translate(lang);
        const country = countryBySlug(slug)!;
        const report = buildCountryReport(country, "comprehensive", lang, t);
        expect(report.capital, `${slug} ${lang}`).toBeNull();
        expect(report.facts).not.toContain(t("country-report:page.capital", { capital: "" }).trim());
        const items = reportCsvRows(country, lang, t).map((row) => row[2]);
        expect(items).not.toContain(t("country-report:figures.capital"));
      }
    }
    const israel = buildCountryReport(countryBySlug("israel")!, "comprehensive", "en", translate("en"));
    expect(israel.facts).toBe("Levant · Local partners in place");
    const palestine = buildCountryReport(countryBySlug("palestine")!, "comprehensive", "ar", translate("ar"));
    expect(palestine.facts).toBe("بلاد الشام · استشارات عند الطلب");
    const all = [israel, palestine].flatMap((report) => textsOf(report)).join(" ");
    expect(all).not.toMatch(/Jerusalem|Ramallah|القدس|رام الله/);
  });

  it("is written in the page's language, with the sections of its type", () => {
    const report = buildCountryReport(countryBySlug("egypt")!, "financial", "ar", translate("ar"));
    expect(report.country).toBe("مصر");
    expect(report.title).toBe("مصر: تقرير السوق الاستراتيجي");
    expect(report.sections).toEqual(["financials", "economicOutlook", "opportunities"]);
    expect(report.opportunities[0]!.timelineLabel).toBe("2–3 سنوات");
    const korean = buildCountryReport(countryBySlug("uae")!, "executive", "ko", translate("ko"));
    expect(korean.typeTitle).toBe("경영진 요약");
    expect(korean.narratives.marketOverview.paragraphs[0]).toContain("아랍에미리트");
  });
});

describe("a country report's CSV rows", () => {
  it("list every figure as a number, with words in the page's language", () => {
    const rows = reportCsvRows(countryBySlug("uae")!, "en", translate("en"));
    expect(rows[0]).toEqual(["Country", "Section", "Item", "Value", "Unit", "Priority", "Timeline"]);
    expect(rows.slice(1).map((row) => [row[2], row[3]])).toEqual([
      ["GDP", 504_000_000_000],
      ["Population", 9_520_000],
      ["GDP per capita", 52_941],
      ["Trade value", 25_200_000_000],
      ["Investment pipeline", 10_080_000_000],
      ["Leading opportunities, combined", 30_240_000_000],
      ["Capital", "Abu Dhabi"],
      ["Country group", "GCC States"],
      ["Market potential", "Very High"],
      ["Business environment", "Excellent"],
      ["Our service", "Local partners in place"],
      ["Political risk", "Low"],
      ["Regulatory risk", "Low"],
      ["Economic risk", "Low"],
      ["Fintech", 15_120_000_000],
      ["Artificial Intelligence", 10_080_000_000],
      ["Smart Cities", 5_040_000_000],
    ]);
    for (const row of rows.slice(1)) {
      expect(row).toHaveLength(7);
      expect(row[0]).toBe("United Arab Emirates");
    }
    expect(rows.at(-1)).toEqual([
      "United Arab Emirates",
      "Opportunities",
      "Smart Cities",
      5_040_000_000,
      "USD",
      "Low priority",
      "5–7 years",
    ]);
  });
});
