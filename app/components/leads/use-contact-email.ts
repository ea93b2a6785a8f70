import { useRootData } from "#app/components/shell/root-data.ts";

/** The public contact address (CONTACT_EMAIL), shown on the contact section and in failure messages. */
export function useContactEmail(): string {
  return useRootData()?.contactEmail ?? "";
}
