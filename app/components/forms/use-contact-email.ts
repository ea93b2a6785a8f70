import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "#app/root.tsx";

/** The public contact address (CONTACT_EMAIL), shown on the contact section and in failure messages. */
export function useContactEmail(): string {
  return useRouteLoaderData<typeof rootLoader>("root")?.contactEmail ?? "";
}
