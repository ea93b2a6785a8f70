/**
 * The data-API directory's rules (spec 001 §2.16, §3 "API directory entry", §5, §9; issue 13 item 4): the shape of
 * an entry, what the URL's search and category ask for, and which entries they keep. Pure: no I/O. The query lives
 * in the URL (`?q=&category=`), so a filtered view can be shared and works without JavaScript.
 */

export const DATA_API_CATEGORIES = [
  "government",
  "financial",
  "industry",
  "environmental",
  "health",
  "transport",
] as const;
export type DataApiCategory = (typeof DATA_API_CATEGORIES)[number];

/** The category filter's choices: all, then the six categories. */
export const DATA_API_FILTERS = ["all", ...DATA_API_CATEGORIES] as const;
export type DataApiFilter = (typeof DATA_API_FILTERS)[number];

export type DataApiStatus = "active" | "beta";

/** How a caller is let in: open, a key (or GUID) from registration, or OAuth 2.0 client credentials. */
export type DataApiAuth = "none" | "api-key" | "oauth2";

/** A published limit, or none published (fair use expected). */
export type DataApiRateLimit = "fair-use" | "per-second-5" | "per-20-seconds-1" | "subscription-quota";

/** One API of the directory (spec 001 §3 "API directory entry"). Names stay as their owners write them. */
export type DataApi = {
  id: string;
  name: string;
  category: DataApiCategory;
  /** English; the page shows its translation (`data-apis:apis.<id>.description`). */
  description: string;
  /** Where the API (or its portal) is. */
  url: string;
  status: DataApiStatus;
  tags: readonly string[];
  /** The provider's documentation. */
  documentation: string;
  auth: DataApiAuth;
  rateLimit: DataApiRateLimit;
  format: readonly string[];
  /** Indicative response time of a typical request, in milliseconds. */
  responseTimeMs: number;
};

/** Longer search texts match nothing an entry says; they are cut rather than refused. */
export const DATA_API_QUERY_MAX = 100;

/** The directory's state, read from its URL. */
export type DataApiQuery = { q: string; category: DataApiFilter };

export const isDataApiFilter = (value: unknown): value is DataApiFilter =>
  DATA_API_FILTERS.some((filter) => filter === value);

/** The search and category a URL asks for; a missing, blank or unknown value means no filter. */
export function dataApiQueryFromSearch(search: URLSearchParams): DataApiQuery {
  const last = (name: string) => search.getAll(name).at(-1)?.trim() ?? "";
  const category = last("category");
  return {
    q: last("q").slice(0, DATA_API_QUERY_MAX),
    category: isDataApiFilter(category) ? category : "all",
  };
}

/** The query string of a directory link: only what narrows the list. */
export function dataApiSearch(query: DataApiQuery): Record<string, string> {
  return {
    ...(query.q !== "" && { q: query.q }),
    ...(query.category !== "all" && { category: query.category }),
  };
}

export const isDataApiFiltered = (query: DataApiQuery) => query.q !== "" || query.category !== "all";

const folded = (text: string) => text.toLocaleLowerCase();

/**
 * True when the text is found (case-insensitive) in the entry's name, its tags, or its description: the English
 * one and whatever `translations` adds (the page's language).
 */
export function matchesText<T extends DataApi>(
  api: T,
  q: string,
  translations: (api: T) => readonly string[] = () => [],
) {
  const text = folded(q.trim());
  if (text === "") return true;
  return [api.name, api.description, ...translations(api), ...api.tags].some((field) =>
    folded(field).includes(text),
  );
}

/** The entries a query keeps, in catalogue order: the text search and the category, combined. */
export function filterDataApis<T extends DataApi>(
  apis: readonly T[],
  query: DataApiQuery,
  translations?: (api: T) => readonly string[],
): T[] {
  return apis.filter(
    (api) =>
      (query.category === "all" || api.category === query.category) &&
      matchesText(api, query.q, translations),
  );
}

/** Each category button's count: the entries the text search keeps in that category (`all`: in every one). */
export function dataApiCounts<T extends DataApi>(
  apis: readonly T[],
  q: string,
  translations?: (api: T) => readonly string[],
): Record<DataApiFilter, number> {
  const found = apis.filter((api) => matchesText(api, q, translations));
  const counts = { all: found.length } as Record<DataApiFilter, number>;
  for (const category of DATA_API_CATEGORIES)
    counts[category] = found.filter((api) => api.category === category).length;
  return counts;
}
