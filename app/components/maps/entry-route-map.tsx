import { useTranslation } from "react-i18next";
import { useLanguage } from "#app/components/language.tsx";
import { AUSTRALIA } from "#app/components/maps/shapes/australia.ts";
import { stepTimingText } from "#app/components/solutions/step-timing.ts";
import { solutionOf } from "#app/content/solutions.ts";
import { directionOf } from "#app/domain/languages.ts";
import { translateDataKey } from "#app/i18n/data-key.ts";

const MARKET_ENTRY = solutionOf("market-entry");

/** The route's stops, one per market-entry step, south-west to north-east along the east coast. */
const STOPS = [
  AUSTRALIA.cities.melbourne,
  AUSTRALIA.cities.canberra,
  AUSTRALIA.cities.sydney,
  AUSTRALIA.cities.brisbane,
] as const;

const ROUTE = `M${STOPS.map(([x, y]) => `${x} ${y}`).join("L")}`;

/**
 * The home hero's picture (design system, section patterns): a map of Australia with the market-entry path from
 * the free assessment to first buyer meetings, its four steps numbered on it and named, with their days, in a
 * legend. The map is drawn left to right in every language (a map does not mirror); the legend keeps the page's
 * direction and wraps. The map only illustrates the legend, so screen readers get the legend alone, and phones,
 * whose hero is long already, get neither (the process is told on /solutions/market-entry).
 */
export function EntryRouteMap() {
  const { t } = useTranslation("marketing");
  const { t: ts } = useTranslation("solutions");
  const dir = directionOf(useLanguage());
  return (
    <figure
      dir="ltr"
      data-testid="entry-route-map"
      className="relative hidden rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:grid sm:max-w-md lg:max-w-none [&>*]:col-start-1 [&>*]:row-start-1"
    >
      <svg
        viewBox={`0 0 ${AUSTRALIA.width} ${AUSTRALIA.height}`}
        width={AUSTRALIA.width}
        height={AUSTRALIA.height}
        aria-hidden="true"
        className="h-auto w-full"
      >
        <path d={AUSTRALIA.outline} className="fill-brand-50 stroke-brand-600" strokeWidth="1.5" />
        <path
          d={ROUTE}
          fill="none"
          className="stroke-brand-700"
          strokeWidth="2.5"
          strokeDasharray="6 5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        {STOPS.map(([x, y], index) => (
          <g key={`${x},${y}`}>
            <circle cx={x} cy={y} r="11" className="fill-brand-700 stroke-white" strokeWidth="2" />
            <text x={x} y={y} dy="0.35em" textAnchor="middle" className="fill-white text-[13px] font-bold">
              {index + 1}
            </text>
          </g>
        ))}
      </svg>
      <figcaption
        dir={dir}
        className="m-2 w-3/5 self-start justify-self-start rounded-xl bg-white/90 p-3 shadow-sm ring-1 ring-slate-200"
      >
        <span className="block text-sm font-semibold text-slate-900">
          {t("home.route.title", { days: MARKET_ENTRY.facts.days })}
        </span>
        <ol className="mt-3 space-y-2.5">
          {MARKET_ENTRY.steps.map((step, index) => (
            <li key={step.key} className="flex items-start gap-2.5">
              <span
                aria-hidden="true"
                className="inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-700 text-xs font-bold text-white"
              >
                {index + 1}
              </span>
              <span className="min-w-0 text-sm leading-snug">
                <span className="block font-semibold text-slate-900">
                  {translateDataKey(ts, `items.marketEntry.steps.${step.key}.title`)}
                </span>
                {step.timing && (
                  <span className="block text-slate-600">{stepTimingText(ts, step.timing)}</span>
                )}
              </span>
            </li>
          ))}
        </ol>
      </figcaption>
    </figure>
  );
}
