import type { ShouldRevalidateFunction } from "react-router";

/**
 * For pages whose loader does not read the query (search, filters and tabs in `?…` are applied by the page
 * itself): moving to another query of the same page needs no new read, so the list follows at once. A form
 * post, or another page, revalidates as usual. A route exports it as its `shouldRevalidate`.
 */
export const sameDataForAnyQuery: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => (!formMethod && currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate);
