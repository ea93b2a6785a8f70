import { ArrowRight, Globe2, Hammer } from "lucide-react";
import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { deferred } from "#app/components/deferred.tsx";
import { LocalizedLink, useLanguage } from "#app/components/language.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import type { Region } from "#app/content/regions.ts";
import type { FormAnswer } from "#app/domain/form/form-answer.ts";
import { formatCount } from "#app/domain/regions/country-figures.ts";

/*
 * The Notify Me form: the server renders it in full (it works without JavaScript), the browser hydrates it once
 * its code (the form library) has loaded after the page (decision 008), as the plan pages' forms.
 */
const loadNotifyForm = () =>
  import("#app/components/regions/region-notify-form.tsx").then((module) => module.RegionNotifyForm);
const RegionNotifyForm = deferred(loadNotifyForm, import.meta.env.SSR ? await loadNotifyForm() : undefined);

const STATUS_STYLES = {
  active: "bg-emerald-100 text-emerald-900 ring-emerald-700/20",
  "coming-soon": "bg-amber-100 text-amber-950 ring-amber-700/20",
} as const;

/**
 * One region on /regions (spec 001 §2.5): name, description, country count and status. An active region with a
 * route is clickable as a whole (one link, stretched over the card); a coming-soon one says 'Platform in
 * Development' and takes "Notify Me" sign-ups.
 */
export function RegionCard({ region, notifyAnswer }: { region: Region; notifyAnswer?: FormAnswer }) {
  const { t } = useTranslation("regions");
  const lang = useLanguage();
  const name = t(`region.${region.id}.name`);
  const active = region.status === "active" && region.route !== null;
  const headingId = `region-${region.id}`;

  return (
    <li className="flex">
      <article
        aria-labelledby={headingId}
        data-testid={`region-${region.id}`}
        className={`relative flex w-full flex-col rounded-xl border bg-white p-6 shadow-sm ${
          active
            ? "border-brand-600 ring-1 ring-brand-100 focus-within:ring-2 focus-within:ring-brand-700 hover:shadow-md"
            : "border-slate-200"
        }`}
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <span
            aria-hidden
            className={`inline-flex size-10 items-center justify-center rounded-lg ${
              active ? "bg-brand-50 text-brand-700" : "bg-slate-100 text-slate-600"
            }`}
          >
            {active ? <Globe2 className="size-6" /> : <Hammer className="size-5" />}
          </span>
          <span
            className={`rounded-full px-3 py-1 text-xs font-semibold ring-1 ${STATUS_STYLES[region.status]}`}
            data-testid="region-status"
          >
            {t(`regionsPage.status.${region.status}`)}
          </span>
        </div>
        <h3 id={headingId} className="mt-4 text-xl font-semibold text-slate-900">
          {name}
        </h3>
        <p className="mt-2 text-slate-600">{t(`region.${region.id}.description`)}</p>
        <dl className="mt-4 flex items-baseline gap-2 text-sm">
          <dt className="text-slate-600">
            {t(active ? "regionsPage.countriesCovered" : "regionsPage.countriesPlanned")}
          </dt>
          <dd className="text-lg font-bold text-slate-900">{formatCount(region.countryCount, lang)}</dd>
        </dl>
        <div className="mt-auto pt-5">
          {active ? (
            <LocalizedLink
              to={region.route!}
              className={`${buttonClass("primary", "w-full")} after:absolute after:inset-0 after:rounded-xl after:content-['']`}
            >
              {t("regionsPage.explore", { region: name })}
              <ArrowRight aria-hidden className="size-4 rtl:-scale-x-100" />
            </LocalizedLink>
          ) : (
            <>
              <p
                className="flex items-center gap-2 font-semibold text-amber-900"
                data-testid="in-development"
              >
                {t("regionsPage.inDevelopment")}
              </p>
              <Suspense fallback={null}>
                <RegionNotifyForm regionId={region.id} regionName={name} answer={notifyAnswer} />
              </Suspense>
            </>
          )}
        </div>
      </article>
    </li>
  );
}
