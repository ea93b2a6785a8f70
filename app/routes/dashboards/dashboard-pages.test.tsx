import { describe, expect, it } from "vitest";
import dashboards from "#app/locales/en/dashboards.json";
import regions from "#app/locales/en/regions.json";
import { aacciDashboardData } from "#app/routes/dashboards/aacci-dashboard.server.ts";
import AacciDashboard from "#app/routes/dashboards/aacci-dashboard.tsx";
import { centralReportingData } from "#app/routes/dashboards/central-reporting.server.ts";
import CentralReporting from "#app/routes/dashboards/central-reporting.tsx";
import { tech4humanityData } from "#app/routes/dashboards/tech4humanity-dashboard.server.ts";
import Tech4HumanityDashboard from "#app/routes/dashboards/tech4humanity-dashboard.tsx";
import { serverMarkup } from "#tests/support/server-markup.tsx";

/**
 * The dashboards as the server renders them in English on 28 November 2026 (issue 28 items 3-5, decision 063):
 * the latest period first, sample figures said to be samples, no dead tiles, no region selector of disabled
 * regions, and nothing ranked or charted by our priority.
 */
const NOW = new Date("2026-11-28T09:00:00Z");
const resources = { en: { dashboards, regions } };
const request = (path: string) => new Request(`http://localhost${path}`);
type Props<Page extends (props: never) => unknown> = Parameters<Page>[0];

const aacci = (search = "") =>
  serverMarkup(
    <AacciDashboard
      {...({ loaderData: aacciDashboardData(request(`/regions/aacci-dashboard${search}`), NOW) } as Props<
        typeof AacciDashboard
      >)}
    />,
    { path: `/regions/aacci-dashboard${search}`, resources },
  );

const central = (search = "", sampleContent = true) =>
  serverMarkup(
    <CentralReporting
      {...({
        loaderData: centralReportingData(request(`/regions/central-reporting${search}`), NOW),
      } as Props<typeof CentralReporting>)}
    />,
    { path: `/regions/central-reporting${search}`, resources, rootData: { sampleContent } },
  );

const impact = () =>
  serverMarkup(
    <Tech4HumanityDashboard
      {...({ loaderData: tech4humanityData(request("/regions/tech4humanity-dashboard")) } as Props<
        typeof Tech4HumanityDashboard
      >)}
    />,
    { path: "/regions/tech4humanity-dashboard", resources },
  );

const visible = (html: string) => html.replace(/<[^>]*>/g, " ").replace(/\s+/g, " ");

describe("the chamber dashboard", () => {
  it("opens on the latest period, dated from today, and lists the others by their dates", () => {
    const html = aacci();
    const checked = [...html.matchAll(/<input[^>]*name="period"[^>]*>/g)].filter((input) =>
      input[0].includes('checked=""'),
    );
    expect(checked.map((input) => input[0].match(/value="([^"]+)"/)?.[1])).toEqual(["ytd"]);
    const text = visible(html);
    for (const label of ["2026 year to date", "2025 full year", "Q3 2026"]) expect(text).toContain(label);
    expect(text).toContain("Results: 2026 year to date");
    expect(text).not.toMatch(/2024|2023 Full Year|YTD/);
  });

  it("says in one line that its figures are samples", () => {
    const html = aacci();
    expect(html.match(/data-testid="sample-figures"/g)).toHaveLength(1);
    expect(visible(html)).toContain(dashboards.sample.note);
  });

  it("shows the market potential of its partnerships, never our priority, and names no excluded country", () => {
    const text = visible(aacci("?period=quarter"));
    expect(text).toContain("Results: Q3 2026");
    expect(text).toContain("Market potential");
    expect(text).not.toMatch(/priority/i);
    expect(text).not.toMatch(/Israel|Cyprus|Türkiye/);
  });
});

describe("the impact dashboard", () => {
  it("says in one line that its figures are samples", () => {
    expect(visible(impact())).toContain(dashboards.sample.note);
  });
});

describe("the central dashboard", () => {
  it("has no region selector of disabled regions and no dead tiles", () => {
    const html = central();
    expect(html).not.toMatch(/<select/);
    expect(visible(html)).not.toMatch(/coming soon|beta access|advanced analytics|global insights/i);
    expect(html.match(/data-tile="/g)).toHaveLength(3);
  });

  it("links to the sample-figure dashboards only while the sample content is shown", () => {
    const tiles = (html: string) => [...html.matchAll(/data-tile="(\w+)"/g)].map((match) => match[1]);
    expect(tiles(central())).toEqual(["hub", "aacci", "tech4humanity"]);
    expect(tiles(central("", false))).toEqual(["hub"]);
  });

  it("charts market potential and our service, never priority or 'monitoring'", () => {
    for (const metric of ["", "?metric=economic", "?metric=political", "?metric=market"]) {
      const text = visible(central(metric));
      expect(text, metric).not.toMatch(/priority|monitoring|under monitoring/i);
    }
    const text = visible(central());
    expect(text).toContain("Countries by market potential");
    expect(text).toContain("Our service by market");
  });

  it("dates its GDP and population and says which figures are our estimates", () => {
    expect(visible(central())).toContain(
      "GDP and population: World Bank and IMF figures for 2023, or the latest year published.",
    );
  });
});

describe("the sample note", () => {
  it("is not on the central dashboard, whose figures come from the catalogue", () => {
    expect(central()).not.toContain('data-testid="sample-figures"');
  });
});
