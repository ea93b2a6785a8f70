import { describe, expect, it } from "vitest";
import { RegionCard } from "#app/components/regions/region-card.tsx";
import { RegionNotifyForm } from "#app/components/regions/region-notify-form.tsx";
import { OPEN_REGIONS, UPCOMING_REGION_IDS } from "#app/content/regions.ts";
import forms from "#app/locales/en/forms.json";
import regions from "#app/locales/en/regions.json";
import { serverMarkup } from "#tests/support/server-markup.tsx";

/**
 * /regions shows what exists and offers updates on the rest in one line (issue 28 item 4, decision 063): the open
 * regions as cards, the others only as the choices of one quiet "Notify Me" form.
 */
const page = () =>
  serverMarkup(
    <>
      {OPEN_REGIONS.map((region) => (
        <RegionCard key={region.id} region={region} image={null} />
      ))}
      <RegionNotifyForm regions={UPCOMING_REGION_IDS} />
    </>,
    { path: "/regions", resources: { en: { regions, forms } } },
  );

describe("the regions we show", () => {
  it("are cards for the open regions only, each one link to its hub", () => {
    const html = page();
    expect(html.match(/<article/g)).toHaveLength(1);
    expect(html).toContain('href="/regions/middle-east"');
    expect(html).toContain("Explore Middle East");
  });

  it("offer updates on the others in one form, naming them as choices, with no unfinished-work labels", () => {
    const html = page();
    expect(html.match(/<form/g)).toHaveLength(1);
    expect(html).toContain(regions.notify.intro);
    expect([...html.matchAll(/<option value="([a-z-]+)"/g)].map((match) => match[1])).toEqual([
      "asia-pacific",
      "europe",
      "americas",
    ]);
    expect(html).toMatch(/<select[^>]*name="region"/);
    expect(html).not.toMatch(/coming soon|in development|hammer/i);
  });
});
