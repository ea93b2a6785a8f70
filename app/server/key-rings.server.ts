import { randomBytes } from "node:crypto";
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

/** better-auth's keys (BETTER_AUTH_SECRETS, or BETTER_AUTH_SECRET). */
export const authSecrets = () => keyRing("BETTER_AUTH_SECRETS");

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
