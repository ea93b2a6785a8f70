import { MIDDLE_EAST } from "#app/components/maps/shapes/middle-east.ts";

type CountryShape = { readonly d: string; readonly ring?: readonly [number, number] };

/** The drawn shape of the country with this ISO code, if the regional map has it. */
export function countryShape(code: string): CountryShape | undefined {
  return Object.hasOwn(MIDDLE_EAST.countries, code)
    ? MIDDLE_EAST.countries[code as keyof typeof MIDDLE_EAST.countries]
    : undefined;
}

/**
 * A country page's hero picture (design system, section patterns): the Middle East and North Africa as one land
 * outline, the page's country filled in the brand colour (`data-country`), and a ring around one too small to
 * see. Outlines only, no names, capitals or borders of other countries (decisions 063, 070); drawn the same in
 * every language, since a map does not mirror. `label` names the map for screen readers.
 */
export function RegionMap({ code, label }: { code: string; label: string }) {
  const country = countryShape(code);
  if (!country) return null;
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
        <path d={country.d} data-country={code} className="fill-brand-700" />
        {country.ring && (
          <circle
            cx={country.ring[0]}
            cy={country.ring[1]}
            r="10"
            fill="none"
            className="stroke-brand-700"
            strokeWidth="2"
          />
        )}
      </svg>
    </div>
  );
}
