import { NOT_BUILT_YET } from "#app/content/pages-not-built.ts";

/** The site's key pages the check loads (spec 001 §2.22, issue 13), in this order. */
export const KEY_PAGES = [
  "/",
  "/pricing",
  "/solutions",
  "/regions",
  "/tools",
  "/contact",
  "/webinars",
  "/data-apis",
  "/demo-scheduler",
] as const;

/** The key pages that exist: those whose issues have built them (`content/pages-not-built.ts`). */
export function builtKeyPages(): string[] {
  return KEY_PAGES.filter((path) => !NOT_BUILT_YET.includes(path));
}
