/** The sample tenders live with the catalogues: the opportunities section falls back to them (spec 001 §8). */
export { SAMPLE_OPPORTUNITIES } from "#app/content/sample-opportunities.ts";
