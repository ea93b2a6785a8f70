import { BookOpen, ExternalLink } from "lucide-react";
import { lazy, memo, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { loadFavoriteButtons } from "#app/components/data-apis/use-favorites.ts";
import { useLanguage } from "#app/components/language.tsx";
import type { ListedDataApi } from "#app/content/data-apis.ts";
import type { DataApiAuth, DataApiRateLimit } from "#app/domain/data-apis/data-apis.ts";
import { numberFormat } from "#app/domain/intl-format.ts";

const AUTH_KEYS = { none: "none", "api-key": "apiKey", oauth2: "oauth2" } as const satisfies Record<
  DataApiAuth,
  string
>;
const RATE_LIMIT_KEYS = {
  "fair-use": "fairUse",
  "per-second-5": "perSecond5",
  "per-20-seconds-1": "per20Seconds1",
  "subscription-quota": "subscriptionQuota",
} as const satisfies Record<DataApiRateLimit, string>;

/** Shown once the favourites are known, and loaded with them. */
const FavoriteStar = lazy(() => loadFavoriteButtons().then((module) => ({ default: module.FavoriteStar })));

const EXTERNAL_LINK =
  "inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";

/**
 * One API of the directory (spec 001 §2.16, §3 "API directory entry"): name, category, status, translated
 * description, tags (English, as the providers tag them), access facts, and links to the documentation and the API
 * (new tabs). `favorite` is null until the browser knows the visitor's favourites: no star before. When they
 * arrive, or one changes, only the stars render again (the card and its parts are memoised on their props). Cards
 * off screen are not laid out until scrolled to (`content-visibility: auto`), so the first paint lays out the top
 * of the directory only.
 */
export const DataApiCard = memo(function DataApiCard({
  api,
  favorite,
  onToggleFavorite,
}: {
  api: ListedDataApi;
  favorite: boolean | null;
  onToggleFavorite: (id: string) => void;
}) {
  return (
    <li
      className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm [contain-intrinsic-size:auto_28rem] [content-visibility:auto]"
      data-api={api.id}
    >
      <div className="flex items-start gap-3">
        <CardHeading api={api} />
        {favorite !== null && (
          <Suspense fallback={null}>
            <FavoriteStar name={api.name} favorite={favorite} onToggle={() => onToggleFavorite(api.id)} />
          </Suspense>
        )}
      </div>
      <CardDetails api={api} />
    </li>
  );
});

/** The card's name, category and status. */
const CardHeading = memo(function CardHeading({ api }: { api: ListedDataApi }) {
  const { t } = useTranslation("data-apis");
  return (
    <div className="min-w-0 flex-1">
      <h3 className="text-lg font-semibold text-slate-900" dir="auto">
        {api.name}
      </h3>
      <p className="mt-1 flex flex-wrap items-center gap-2 text-sm">
        <span className="font-medium text-brand-700">{t(`categories.${api.category}`)}</span>
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
            api.status === "active" ? "bg-emerald-50 text-emerald-800" : "bg-amber-50 text-amber-800"
          }`}
        >
          {t(`status.${api.status}`)}
        </span>
      </p>
    </div>
  );
});

/** The card's description, tags, access facts and links. */
const CardDetails = memo(function CardDetails({ api }: { api: ListedDataApi }) {
  const { t } = useTranslation("data-apis");
  const lang = useLanguage();
  const english = lang === "en" ? undefined : "en";
  const ms = numberFormat(lang, { style: "unit", unit: "millisecond", unitDisplay: "short" });
  const facts = [
    { id: "auth", value: t(`auth.${AUTH_KEYS[api.auth]}`) },
    { id: "rateLimit", value: t(`rateLimit.${RATE_LIMIT_KEYS[api.rateLimit]}`) },
    { id: "format", value: <span dir="ltr">{api.format.join(", ")}</span> },
    { id: "responseTime", value: ms.format(api.responseTimeMs) },
  ] as const;

  return (
    <>
      <p className="mt-3 text-slate-600">{t(`apis.${api.id}.description`)}</p>
      <ul aria-label={t("card.tags")} lang={english} className="mt-4 flex flex-wrap gap-1.5">
        {api.tags.map((tag) => (
          <li key={tag} className="rounded bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
            {tag}
          </li>
        ))}
      </ul>
      <dl className="mt-4 grid flex-1 grid-cols-1 content-start gap-2 border-t border-slate-100 pt-4 text-sm">
        {facts.map((fact) => (
          <div key={fact.id} className="flex justify-between gap-3">
            <dt className="text-slate-600">{t(`card.${fact.id}`)}</dt>
            <dd className="text-end font-medium text-slate-900">{fact.value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-5 flex flex-wrap gap-x-5 gap-y-2">
        <a href={api.documentation} target="_blank" rel="noopener noreferrer" className={EXTERNAL_LINK}>
          <BookOpen aria-hidden className="size-4" />
          {t("card.documentation")}
          <span className="sr-only">
            {" "}
            {api.name} {t("card.newTab")}
          </span>
        </a>
        <a href={api.url} target="_blank" rel="noopener noreferrer" className={EXTERNAL_LINK}>
          <ExternalLink aria-hidden className="size-4 rtl:-scale-x-100" />
          {t("card.open")}
          <span className="sr-only">
            {" "}
            {api.name} {t("card.newTab")}
          </span>
        </a>
      </div>
    </>
  );
});
