import { parseEnvelope, type SecretConfig, symmetricDecrypt, symmetricEncrypt } from "better-auth/crypto";
import { and, eq } from "drizzle-orm";
import { getDb } from "#app/server/db/db.server.ts";
import { twoFactors } from "#app/server/db/schema/index.ts";
import { betterAuthSecrets } from "#app/server/key-rings.server.ts";

export type ReencryptOutcome = { reencrypted: number; unreadable: number };

/**
 * Encrypts every stored two-factor secret and backup-code list again with the newest key of BETTER_AUTH_SECRETS
 * (decision 074). better-auth keeps a ciphertext under the key it was made with for as long as the account keeps
 * two-factor sign-in, so an older key may leave the ring only once this has run with no unreadable row left.
 * Run it only when every instance has the new ring: before that, an instance on the old ring could not read them.
 */
export async function reencryptTwoFactorSecrets(): Promise<ReencryptOutcome> {
  const { secrets, secret } = betterAuthSecrets();
  // As better-auth builds it from these options (its context's `secretConfig`); not through getAuth(), which would
  // load the mail templates and their translations into a shell command.
  const key: SecretConfig = {
    keys: new Map(secrets.map(({ version, value }) => [version, value])),
    currentVersion: secrets[0]!.version,
    legacySecret: secret,
  };
  const current = (ciphertext: string) => parseEnvelope(ciphertext)?.version === key.currentVersion;
  const reencrypt = async (ciphertext: string) =>
    symmetricEncrypt({ key, data: await symmetricDecrypt({ key, data: ciphertext }) });
  const outcome: ReencryptOutcome = { reencrypted: 0, unreadable: 0 };
  for (const row of await getDb().select().from(twoFactors)) {
    if (current(row.secret) && current(row.backupCodes)) continue;
    try {
      const [secret, backupCodes] = [await reencrypt(row.secret), await reencrypt(row.backupCodes)];
      // Only if unchanged meanwhile: a backup code used since was written by better-auth with the newest key.
      await getDb()
        .update(twoFactors)
        .set({ secret, backupCodes })
        .where(
          and(
            eq(twoFactors.id, row.id),
            eq(twoFactors.secret, row.secret),
            eq(twoFactors.backupCodes, row.backupCodes),
          ),
        );
      outcome.reencrypted++;
    } catch {
      outcome.unreadable++;
    }
  }
  return outcome;
}
