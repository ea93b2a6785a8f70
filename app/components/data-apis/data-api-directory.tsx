import { Search, SearchX } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { DataApiCard } from "#app/components/data-apis/data-api-card.tsx";
import { loadFavoriteButtons, useFavorites } from "#app/components/data-apis/use-favorites.ts";
import { useLanguage, useLocalizedHref } from "#app/components/language.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { LiveSearchForm, SearchBox, SearchResultsLine } from "#app/components/ui/live-search.tsx";
import { CardGrid } from "#app/components/ui/sections.tsx";
import { DATA_APIS, type ListedDataApi } from "#app/content/data-apis.ts";
import {
  DATA_API_FILTERS,
  DATA_API_QUERY_MAX,
  dataApiCounts,
  dataApiQueryFromSearch,
  dataApiSearch,
  filterDataApis,
  isDataApiFiltered,
} from "#app/domain/data-apis/data-apis.ts";
import { numberFormat } from "#app/domain/intl-format.ts";

/** Typing pauses this long before the URL (and the list) follows. */
const TYPING_DELAY_MS = 250;

/** The directory's section: where a search or a category link lands without JavaScript. */
export const DIRECTORY_ANCHOR = "directory";

const PATH = "/data-apis";

const PILL =
  "inline-flex min-h-10 items-center gap-2 rounded-full border px-4 py-1.5 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";
const pillTone = (on: boolean) =>
  on
    ? "border-brand-700 bg-brand-700 text-white"
    : "border-slate-300 bg-white text-slate-800 hover:border-brand-700 hover:text-brand-800";
const pillCount = (on: boolean) =>
  `rounded-full px-2 py-0.5 text-xs tabular-nums ${on ? "bg-white/20 text-white" : "bg-slate-100 text-slate-700"}`;

/** Shown once the favourites are known, and loaded with them. */
const FavoritesOnly = lazy(() => loadFavoriteButtons().then((module) => ({ default: module.FavoritesOnly })));

/**
 * The directory's search, category links and cards (spec 001 §2.16; issue 13 items 4 and 5). The search box is a
 * GET form and each category a link, both in the URL (`?q=&category=`), so everything works without JavaScript;
 * with it the list follows as the visitor types. The text is looked for in the name, the tags and the description
 * in the page's language and in English. Favourites (stars, "Favourites only") are the browser's: they appear once
 * JavaScript knows them. The catalogue is part of this code, not of the page's loader data: the document stays
 * small enough for the first round trip of a slow link, and the code is cached from one visit to the next.
 */
export function DataApiDirectory() {
  const { t } = useTranslation("data-apis");
  const lang = useLanguage();
  const href = useLocalizedHref();
  const [searchParams] = useSearchParams();
  const query = dataApiQueryFromSearch(searchParams);
  const favorites = useFavorites();
  const [favoritesOnly, setFavoritesOnly] = useState(false);
  const number = numberFormat(lang);

  const translations = (api: ListedDataApi) => [t(`apis.${api.id}.description`)];
  const counts = dataApiCounts(DATA_APIS, query.q, translations);
  const found = filterDataApis(DATA_APIS, query, translations);
  const onlyFavorites = favoritesOnly && favorites.ids !== null;
  const shown = onlyFavorites ? found.filter((api) => favorites.ids?.includes(api.id)) : found;

  return (
    <div>
      <LiveSearchForm
        path={PATH}
        anchor={DIRECTORY_ANCHOR}
        toSearch={(values) => dataApiSearch(dataApiQueryFromSearch(values))}
        values={{ q: query.q }}
        typingDelayMs={TYPING_DELAY_MS}
        className="rounded-xl border border-slate-200 bg-slate-50 p-4 sm:p-6"
      >
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="min-w-0 flex-1">
            <SearchBox
              id="api-search"
              label={t("directory.searchLabel")}
              placeholder={t("directory.searchPlaceholder")}
              defaultValue={query.q}
              maxLength={DATA_API_QUERY_MAX}
            />
          </div>
          {query.category !== "all" && <input type="hidden" name="category" value={query.category} />}
          <Button type="submit" className="min-h-10">
            <Search aria-hidden className="size-4" />
            {t("directory.submit")}
          </Button>
        </div>
      </LiveSearchForm>

      <nav aria-label={t("directory.categoriesLabel")} className="mt-5">
        <ul className="flex flex-wrap gap-2">
          {DATA_API_FILTERS.map((filter) => {
            const current = filter === query.category;
            return (
              <li key={filter}>
                <Link
                  to={href(`${PATH}#${DIRECTORY_ANCHOR}`, dataApiSearch({ ...query, category: filter }))}
                  replace
                  preventScrollReset
                  aria-current={current ? "true" : undefined}
                  data-category={filter}
                  className={`${PILL} ${pillTone(current)}`}
                >
                  {t(`categories.${filter}`)}
                  <span className={pillCount(current)}>{number.format(counts[filter])}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>

      {favorites.ids !== null && (
        <Suspense fallback={null}>
          <FavoritesOnly
            on={favoritesOnly}
            count={number.format(favorites.ids.length)}
            onToggle={() => setFavoritesOnly((on) => !on)}
            pillClass={`${PILL} self-start ${pillTone(favoritesOnly)}`}
            countClass={pillCount(favoritesOnly)}
          />
        </Suspense>
      )}

      <SearchResultsLine
        path={PATH}
        anchor={DIRECTORY_ANCHOR}
        status={t("directory.results", {
          shown: number.format(shown.length),
          total: number.format(DATA_APIS.length),
        })}
        clearLabel={t("directory.clear")}
        filtered={isDataApiFiltered(query)}
      />

      <div className="mt-6">
        {shown.length > 0 ? (
          <CardGrid>
            {shown.map((api) => (
              <DataApiCard
                key={api.id}
                api={api}
                favorite={favorites.ids === null ? null : favorites.ids.includes(api.id)}
                onToggleFavorite={favorites.toggle}
              />
            ))}
          </CardGrid>
        ) : (
          <div className="rounded-xl border border-dashed border-slate-300 px-6 py-12 text-center">
            <SearchX aria-hidden className="mx-auto size-10 text-slate-400" />
            <h3 className="mt-3 text-lg font-semibold text-slate-900">{t("directory.emptyTitle")}</h3>
            <p className="mt-1 text-slate-600">
              {onlyFavorites && found.length > 0 ? t("directory.emptyFavorites") : t("directory.emptyText")}
            </p>
          </div>
        )}
      </div>
    </div>
  );
}
