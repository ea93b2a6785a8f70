/**
 * `npm run content -- remove-samples`: removes the sample content from the database the server uses (issue 29 item
 * 6, decision 080), as the back office's "Remove all sample content" does: the sample partners, articles,
 * tenders, webinars and team profiles are deleted, the removal is recorded (the seed never adds them again, the pages leave out their samples in
 * code) and audited. Running pages drop their cached copies (PostgreSQL: every instance); on the embedded database
 * stop the server first (PGlite allows one process per directory).
 */
import { SYSTEM_ACTOR } from "#app/server/admin/audit.server.ts";
import { initDatabase } from "#app/server/db/db.server.ts";
import { removeSampleContent } from "#app/server/db/seed/sample-content.server.ts";

const [verb, ...extra] = process.argv.slice(2);
if (verb !== "remove-samples" || extra.length > 0) {
  console.error("usage: npm run content -- remove-samples");
  process.exit(2);
}
const database = await initDatabase();
try {
  await database.migrate();
  const removed = await removeSampleContent(SYSTEM_ACTOR);
  console.log(
    `sample content removed: ${removed.partners} partners, ${removed.posts} articles, ${removed.opportunities} tenders, ${removed.webinars} webinars, ${removed.team} team profiles`,
  );
} finally {
  await database.close();
}
