/**
 * The partner directory's rules (spec 000 §2 "Partners", §5 "Partner search", §9; issue 9 item 4): what a visitor's
 * search and filters keep, which choices the filters offer, and which partners are featured. Pure: no I/O. The
 * query lives in the URL (`?q=&category=&industry=`), so a filtered view can be shared and works without JavaScript.
 */

export const PARTNER_CATEGORIES = ["integrator", "technology", "consultant", "reseller"] as const;
export type PartnerCategory = (typeof PARTNER_CATEGORIES)[number];

/** Best first: the directory lists Premier partners before Gold before Silver. */
export const PARTNERSHIP_LEVELS = ["Premier", "Gold", "Silver"] as const;
export type PartnershipLevel = (typeof PARTNERSHIP_LEVELS)[number];

/** What the directory shows of a partner (spec 000 §3 "Partner record", without the internal flags). */
export type DirectoryPartner = {
  id: string;
  name: string;
  description: string;
  category: PartnerCategory;
  industry: string;
  specialty: string;
  website: string | null;
  partnershipLevel: PartnershipLevel;
  isFeatured: boolean;
};

/**
 * A partner as /partners lists it: also whether it is one of the seed's fictional firms, which the page says, and
 * its logo in the media library (decision 086), if it has one.
 */
export type ListedPartner = DirectoryPartner & { isSample: boolean; imageId: string | null };

/** The filter value that disables a filter (spec 000 §5). */
export const ALL = "all";

/** At most this many featured partners are shown (spec 000 §9). */
export const FEATURED_PARTNER_LIMIT = 4;

/** Longer search texts match nothing a partner record says; they are cut rather than refused. */
const MAX_QUERY_LENGTH = 100;

export type PartnerQuery = { q: string; category: string; industry: string };

export const EMPTY_PARTNER_QUERY: PartnerQuery = { q: "", category: ALL, industry: ALL };

/** The search and filters a URL asks for; a missing or blank value means no filter. */
export function partnerQueryFromSearch(search: URLSearchParams): PartnerQuery {
  const value = (name: string) => search.get(name)?.trim() ?? "";
  return {
    q: value("q").slice(0, MAX_QUERY_LENGTH),
    category: value("category") || ALL,
    industry: value("industry") || ALL,
  };
}

/** The query string of a directory link: only what narrows the list (`?q=cloud`, not `&category=all`). */
export function partnerSearch(query: PartnerQuery): Record<string, string> {
  return {
    ...(query.q !== "" && { q: query.q }),
    ...(query.category !== ALL && { category: query.category }),
    ...(query.industry !== ALL && { industry: query.industry }),
  };
}

/** True when the query narrows the directory at all. */
export function isFiltered(query: PartnerQuery): boolean {
  return query.q !== "" || query.category !== ALL || query.industry !== ALL;
}

const folded = (text: string) => text.toLocaleLowerCase("en");

/**
 * The partners a query keeps: the text (case-insensitive) found in the name, description, industry or specialty,
 * and the category and industry filters, all combined; `all` disables a filter.
 */
export function filterPartners<T extends DirectoryPartner>(partners: readonly T[], query: PartnerQuery): T[] {
  const text = folded(query.q);
  return partners.filter(
    (partner) =>
      (query.category === ALL || partner.category === query.category) &&
      (query.industry === ALL || partner.industry === query.industry) &&
      (text === "" ||
        [partner.name, partner.description, partner.industry, partner.specialty].some((field) =>
          folded(field).includes(text),
        )),
  );
}

/** The filters' choices, built from the data: `all` first, then each value present, once, in a stable order. */
export function partnerFilterChoices(partners: readonly DirectoryPartner[]): {
  categories: string[];
  industries: string[];
} {
  const present = (values: string[], order: (a: string, b: string) => number) => [
    ALL,
    ...[...new Set(values)].sort(order),
  ];
  const categoryRank = (category: string) => PARTNER_CATEGORIES.indexOf(category as PartnerCategory);
  return {
    categories: present(
      partners.map((partner) => partner.category),
      (a, b) => categoryRank(a) - categoryRank(b),
    ),
    industries: present(
      partners.map((partner) => partner.industry),
      (a, b) => a.localeCompare(b, "en"),
    ),
  };
}

/** Directory order: Premier, then Gold, then Silver partners, each by name. */
export function sortPartners<T extends DirectoryPartner>(partners: readonly T[]): T[] {
  const rank = (partner: T) => PARTNERSHIP_LEVELS.indexOf(partner.partnershipLevel);
  return [...partners].sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name, "en"));
}

/** The featured partners of a (sorted) directory, at most `FEATURED_PARTNER_LIMIT`. */
export function featuredPartners<T extends DirectoryPartner>(partners: readonly T[]): T[] {
  return partners.filter((partner) => partner.isFeatured).slice(0, FEATURED_PARTNER_LIMIT);
}
