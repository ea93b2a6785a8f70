import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "#app/root.tsx";

/** The signed-in visitor as the server rendered the page (email only), or null. */
export function useSessionUser() {
  return useRouteLoaderData<typeof rootLoader>("root")?.user ?? null;
}
