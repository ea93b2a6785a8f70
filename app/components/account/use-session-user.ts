import { useRootData } from "#app/components/shell/root-data.ts";

/** The signed-in visitor as the server rendered the page (email only), or null. */
export function useSessionUser() {
  return useRootData()?.user ?? null;
}
