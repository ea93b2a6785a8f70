/**
 * `npm run admin -- grant EMAIL` / `npm run admin -- revoke EMAIL`: gives or takes the admin role of an account
 * from the server's shell (decision 048), on the database the server uses (DATABASE_URL, else the embedded one in
 * PGLITE_DIR: stop the server first, as PGlite allows one process per directory). Only a verified address can be
 * granted. An address in ADMIN_EMAILS is made admin again at its next sign-in: take it off the list instead.
 */
import { setAdminByCommand } from "#app/server/account/account.server.ts";
import { initDatabase } from "#app/server/db/db.server.ts";

const [verb, email] = process.argv.slice(2);
if ((verb !== "grant" && verb !== "revoke") || !email) {
  console.error("usage: npm run admin -- grant|revoke EMAIL");
  process.exit(2);
}
const database = await initDatabase();
try {
  await database.migrate();
  const outcome = await setAdminByCommand(database.db, email, verb === "grant");
  console.log(`${email}: ${outcome}`);
  process.exitCode = outcome === "granted" || outcome === "revoked" ? 0 : 1;
} finally {
  await database.close();
}
