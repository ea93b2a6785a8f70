import { useRouteLoaderData } from "react-router";

/** What the root loader (root.tsx) gives every page: configuration and the signed-in visitor, nothing else. */
export type RootData = {
  siteUrl: string;
  contactEmail: string;
  /** A deliberate test deployment (STAGING=true): every page says so. */
  staging: boolean;
  /** The tag manager's container, loaded in the browser after analytics consent. */
  gtmId: string | null;
  /** `staff`: the header offers the back office (its pages check the role themselves). */
  user: { email: string; staff: boolean } | null;
  /** The footer's wordmarks: names only, so the partner directory itself never ships to the browser. */
  partnerNames: string[];
};

/** The root loader's data; undefined only where no root has rendered (an error before it). */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData("root") as RootData | undefined;
}
