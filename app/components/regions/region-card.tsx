import { ArrowRight, Globe2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { LocalizedLink, useLanguage } from "#app/components/language.tsx";
import { MediaPicture } from "#app/components/media/media-picture.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import type { OpenRegion } from "#app/content/regions.ts";
import type { MediaImage } from "#app/domain/media/media-image.ts";
import { formatCount } from "#app/domain/regions/country-figures.ts";

/**
 * A region we publish intelligence on, on /regions (spec 001 §2.5, decision 063): its picture (decision 086; else an
 * icon), name, description, the countries it covers and the way to its hub. The whole card is one link (stretched over it). Regions we do not cover yet
 * have no card: the page offers updates on them in one line (`RegionNotifyForm`).
 */
export function RegionCard({ region, image }: { region: OpenRegion; image: MediaImage | null }) {
  const { t } = useTranslation("regions");
  const lang = useLanguage();
  const name = t(`region.${region.id}.name`);
  const headingId = `region-${region.id}`;

  return (
    <article
      aria-labelledby={headingId}
      data-testid={`region-${region.id}`}
      className="relative flex flex-col gap-6 rounded-xl border border-brand-600 bg-white p-6 shadow-sm ring-1 ring-brand-100 focus-within:ring-2 focus-within:ring-brand-700 hover:shadow-md md:flex-row md:items-center"
    >
      {image ? (
        <MediaPicture
          image={image}
          sizes="(min-width: 768px) 224px, 100vw"
          className="block aspect-[3/2] h-auto w-full shrink-0 rounded-lg bg-slate-100 object-cover md:w-56"
        />
      ) : (
        <span
          aria-hidden
          className="inline-flex size-12 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700"
        >
          <Globe2 className="size-7" />
        </span>
      )}
      <div className="min-w-0 flex-1">
        <h3 id={headingId} className="text-xl font-semibold text-slate-900">
          {name}
        </h3>
        <p className="mt-2 max-w-2xl text-slate-600">{t(`region.${region.id}.description`)}</p>
        <dl className="mt-3 flex items-baseline gap-2 text-sm">
          <dt className="text-slate-600">{t("regionsPage.countriesCovered")}</dt>
          <dd className="text-lg font-bold text-slate-900">{formatCount(region.countryCount, lang)}</dd>
        </dl>
      </div>
      <LocalizedLink
        to={region.route}
        className={`${buttonClass("primary", "shrink-0")} after:absolute after:inset-0 after:rounded-xl after:content-['']`}
      >
        {t("regionsPage.explore", { region: name })}
        <ArrowRight aria-hidden className="size-4 rtl:-scale-x-100" />
      </LocalizedLink>
    </article>
  );
}
