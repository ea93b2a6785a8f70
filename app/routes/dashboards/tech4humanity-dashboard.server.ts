/** What /regions/tech4humanity-dashboard reads on the server: the impact category in its URL and what it shows. */
import { IMPACT_AREAS, impactFilterOf, impactFor } from "#app/content/dashboards.ts";

/**
 * The impact dashboard for the URL's `?category=` (an unknown value shows all): the areas and stories of that
 * category, their totals, and how many areas the whole programme has.
 */
export function tech4humanityData(request: Request) {
  const category = impactFilterOf(new URL(request.url).searchParams.get("category"));
  const { areas, stories } = impactFor(category);
  return {
    category,
    totalAreas: IMPACT_AREAS.length,
    totals: {
      peopleReached: areas.reduce((sum, area) => sum + area.peopleReached, 0),
      projects: areas.reduce((sum, area) => sum + area.projects, 0),
      areas: areas.length,
    },
    areas,
    stories,
  };
}
