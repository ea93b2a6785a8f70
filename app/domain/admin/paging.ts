/** Back-office lists show this many rows a page. */
export const PAGE_SIZE = 25;

/** The 1-based page a list's URL asks for (`?page=`); anything that is not a positive whole number is page 1. */
export function pageOf(query: URLSearchParams): number {
  const page = Number(query.get("page"));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** How many pages `total` rows fill (at least one, so an empty list still has its page 1). */
export function pageCountOf(total: number, size = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

/** The SQL offset of a page. */
export function offsetOf(page: number, size = PAGE_SIZE): number {
  return (page - 1) * size;
}
