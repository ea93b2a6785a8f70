/** Tenders in the back office (content-kit.server.ts), latest deadline first; shown on /opportunities at once. */
import { asc, desc } from "drizzle-orm";
import type { OpportunityInput } from "#app/domain/admin/content-forms.ts";
import { contentKind } from "#app/server/admin/content-kit.server.ts";
import { opportunities } from "#app/server/db/schema/index.ts";
import { isSampleOpportunity } from "#app/server/db/seed/opportunities.ts";

export const opportunityContent = contentKind<typeof opportunities.$inferSelect, OpportunityInput>({
  entity: "opportunity",
  table: opportunities,
  order: [desc(opportunities.deadline), asc(opportunities.id)],
  listPath: "/admin/opportunities",
  isSample: (row) => isSampleOpportunity(row.id),
});
