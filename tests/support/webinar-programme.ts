import type { Database } from "#app/server/db/client.server.ts";
import { seedSampleWebinars } from "#app/server/db/seed/seed.server.ts";
import { loadProgramme, type Webinar } from "#app/server/webinars/webinar-programme.server.ts";

/**
 * The sample webinar programme in a test's database, dated from `now` (four sessions after it, six before), each
 * with its five published texts; the programme as the site reads it.
 */
export async function seedProgramme(db: Database, now = new Date()): Promise<Webinar[]> {
  await seedSampleWebinars(db, now);
  return loadProgramme(db);
}
