import { useRouteLoaderData } from "react-router";
import type { FirmContact } from "#app/domain/firm/firm-contact.ts";
import { type FirmFigures, LAUNCH_FIRM_FIGURES } from "#app/domain/marketing/firm-figures.ts";

/** What the root loader (root.tsx) gives every page: configuration and the signed-in visitor, nothing else. */
export type RootData = {
  siteUrl: string;
  /** The firm's contact details (decision 064): each null when not configured, the e-mail also when a placeholder. */
  contact: FirmContact;
  /** A deliberate test deployment (STAGING=true): every page says so. */
  staging: boolean;
  /** The tag manager's container, loaded in the browser after analytics consent. */
  gtmId: string | null;
  /** `staff`: the header offers the back office (its pages check the role themselves). */
  user: { email: string; staff: boolean } | null;
  /** The footer's partner names (real partners only, no samples): names only, the directory stays on the server. */
  partnerNames: string[];
  /**
   * Whether pages show the samples they carry in code (illustrative case studies, sample dashboard figures): where
   * the deployment takes samples and staff have not removed them (decision 080).
   */
  sampleContent: boolean;
  /** The firm's four figures as staff keep them (decision 084): every page that states one reads it here. */
  figures: FirmFigures;
};

/** The root loader's data; undefined only where no root has rendered (an error before it). */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData("root") as RootData | undefined;
}

/** Whether this page may show the samples it carries in code (`RootData.sampleContent`). */
export function useSampleContent(): boolean {
  return useRootData()?.sampleContent ?? false;
}

/** The firm's figures (`RootData.figures`); the launch figures where no root has rendered. */
export function useFirmFigures(): FirmFigures {
  return useRootData()?.figures ?? LAUNCH_FIRM_FIGURES;
}
