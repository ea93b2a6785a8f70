/** The partner directory in the back office (content-kit.server.ts), by name; shown on /partners at once. */
import { asc } from "drizzle-orm";
import type { PartnerInput } from "#app/domain/admin/content-forms.ts";
import { contentKind } from "#app/server/admin/content-kit.server.ts";
import { partners } from "#app/server/db/schema/index.ts";
import { isSamplePartner } from "#app/server/db/seed/partners.ts";

export const partnerContent = contentKind<typeof partners.$inferSelect, PartnerInput>({
  entity: "partner",
  table: partners,
  order: [asc(partners.name), asc(partners.id)],
  listPath: "/admin/partners",
  isSample: (row) => isSamplePartner(row.id),
});
