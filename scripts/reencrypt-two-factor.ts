/**
 * `npm run reencrypt-two-factor`: encrypts every stored two-factor secret again with the
 * newest key of BETTER_AUTH_SECRETS, the step before an older key leaves the ring (decision 074). Run it with the
 * server's configuration, once every instance runs the new ring; on the embedded database stop the server first
 * (PGlite allows one process per directory). Exits 1 if some secret could be read by no key of the ring.
 */
import { reencryptTwoFactorSecrets } from "#app/server/account/reencrypt-two-factor.server.ts";
import { initDatabase } from "#app/server/db/db.server.ts";

const database = await initDatabase();
try {
  await database.migrate();
  const { reencrypted, unreadable } = await reencryptTwoFactorSecrets();
  console.log(`two-factor secrets encrypted again with the newest key: ${reencrypted}`);
  if (unreadable > 0)
    console.error(`unreadable with every key of the ring (left as they were): ${unreadable}`);
  process.exitCode = unreadable > 0 ? 1 : 0;
} finally {
  await database.close();
}
