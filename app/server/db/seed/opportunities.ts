import { SAMPLE_OPPORTUNITIES } from "#app/content/sample-opportunities.ts";

/** The sample tenders live with the catalogues: the opportunities section falls back to them (spec 001 §8). */
export { SAMPLE_OPPORTUNITIES };

const SAMPLE_OPPORTUNITY_IDS: ReadonlySet<string> = new Set(SAMPLE_OPPORTUNITIES.map((tender) => tender.id));

/** Whether a tender is one of the samples: it keeps the seed's id, as sample partners do (`isSamplePartner`). */
export function isSampleOpportunity(id: string): boolean {
  return SAMPLE_OPPORTUNITY_IDS.has(id);
}
