/** Sample rows by table: what a removal deleted, or what is still stored (app/server/db/seed/sample-content.server.ts). */
export type SampleCounts = {
  partners: number;
  posts: number;
  opportunities: number;
  webinars: number;
  team: number;
};

/** What the back office's sample-content page says. */
export type SampleContentStatus = {
  /** When staff removed the samples (ISO), or null. */
  removedAt: string | null;
  /** Whether this deployment takes samples at all (`seedsSampleContent`). */
  allowed: boolean;
  /** The sample rows still in the database. */
  remaining: SampleCounts;
};
