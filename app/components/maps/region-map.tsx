import { MIDDLE_EAST } from "#app/components/maps/shapes/middle-east.ts";

type CountryShape = { readonly d: string; readonly ring?: readonly [number, number] };

/** The drawn shape of the country with this ISO code, if the regional map has it. */
export function countryShape(code: string): CountryShape | undefined {
  return Object.hasOwn(MIDDLE_EAST.countries, code)
    ? MIDDLE_EAST.countries[code as keyof typeof MIDDLE_EAST.countries]
    : undefined;
}

/**
 * A regional hero picture (design system, section patterns): the Middle East and North Africa as one land
 * outline, the countries of `codes` filled in the brand colour (`data-country`): a country page's own, or every
 * market the hub covers on /regions. A lone country too small to see gets a ring around it. Outlines only, no
 * names, capitals or borders of other countries (decisions 063, 070); drawn the same in every language, since a
 * map does not mirror. `label` names the map for screen readers.
 */
export function RegionMap({ codes, label }: { codes: readonly string[]; label: string }) {
  const countries = codes.flatMap((code) => {
    const shape = countryShape(code);
    return shape ? [{ code, ...shape }] : [];
  });
  if (countries.length === 0) return null;
  const ring = countries.length === 1 ? countries[0]!.ring : undefined;
  return (
    <div className="overflow-hidden rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200">
      <svg
        viewBox={`0 0 ${MIDDLE_EAST.width} ${MIDDLE_EAST.height}`}
        width={MIDDLE_EAST.width}
        height={MIDDLE_EAST.height}
        role="img"
        aria-label={label}
        data-testid="region-map"
        className="h-auto w-full rounded-lg bg-brand-50"
      >
        <path d={MIDDLE_EAST.land} className="fill-slate-200 stroke-slate-400" strokeWidth="0.5" />
        {countries.map((country) => (
          <path
            key={country.code}
            d={country.d}
            data-country={country.code}
            className="fill-brand-700 stroke-white"
            strokeWidth={countries.length > 1 ? 0.5 : 0}
          />
        ))}
        {ring && (
          <circle cx={ring[0]} cy={ring[1]} r="10" fill="none" className="stroke-brand-700" strokeWidth="2" />
        )}
      </svg>
    </div>
  );
}
