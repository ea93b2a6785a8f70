import { createHmac, randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { getEnv } from "#app/server/env.server.ts";
import { logger } from "#app/server/logger.server.ts";

/**
 * Where each ring's key is generated when its variable is unset, so links and sessions survive restarts. Two
 * files: the auth key is never derived from the app's, so either can be rotated alone (decision 074).
 */
const GENERATED_KEY_FILES = {
  APP_SECRETS: "./data/app-secret",
  BETTER_AUTH_SECRETS: "./data/auth-secret",
} as const;

type RingName = keyof typeof GENERATED_KEY_FILES;

const cached = new Map<RingName, readonly string[]>();

/**
 * A key ring, newest key first: the configured one when set; otherwise one key generated once and stored under
 * ./data (fine for one machine; instances on several machines must share the ring, hence the production warning).
 */
function keyRing(name: RingName): readonly string[] {
  const known = cached.get(name);
  if (known) return known;
  const env = getEnv();
  const file = GENERATED_KEY_FILES[name];
  const ring = env[name] ?? [readOrCreateGeneratedKey(file)];
  if (!env[name] && env.NODE_ENV === "production")
    logger.warn(`${name} is unset: using a generated key from ${file}`);
  cached.set(name, ring);
  return ring;
}

/** The keys that sign links sent by e-mail (APP_SECRETS, or APP_SECRET). */
export const appSecrets = () => keyRing("APP_SECRETS");

/**
 * better-auth's key ring (BETTER_AUTH_SECRETS, or BETTER_AUTH_SECRET) as its `secrets` and `secret` options. The
 * first key encrypts (two-factor secrets, backup codes) and any key decrypts, as better-auth writes the key's
 * version into each ciphertext; signatures (session cookies, e-mail verification links) are made and checked with
 * the first key only, so a rotation signs everyone out. The version is a fingerprint of the key, not its place in
 * the ring, so dropping the oldest key renumbers nothing. Two-factor secrets encrypted before the ring carry no
 * version: they were encrypted with the one key of the time, which stays the oldest in the ring, better-auth's
 * `secret` fallback.
 */
export function betterAuthSecrets() {
  const ring = keyRing("BETTER_AUTH_SECRETS");
  return {
    secrets: ring.map((value) => ({ version: keyVersion(value), value })),
    secret: ring.at(-1)!,
  };
}

/** 32 bits of a keyed hash: distinct keys get distinct versions (barring a 1-in-4-billion clash, refused at start). */
const keyVersion = (key: string) =>
  createHmac("sha256", key).update("better-auth key version").digest().readUInt32BE(0);

function readOrCreateGeneratedKey(file: string): string {
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    const key = randomBytes(32).toString("base64url");
    mkdirSync(path.dirname(file), { recursive: true });
    // `wx`: if another process created the file meanwhile, keep theirs.
    try {
      writeFileSync(file, key, { mode: 0o600, flag: "wx" });
      return key;
    } catch {
      return readFileSync(file, "utf8").trim();
    }
  }
}
