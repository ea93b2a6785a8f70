import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { getEnv } from "#app/server/env.server.ts";
import { logger } from "#app/server/logger.server.ts";

/** Where a generated secret is kept when APP_SECRET is unset, so links stay valid across restarts. */
const GENERATED_SECRET_FILE = "./data/app-secret";

let cached: string | undefined;

/**
 * The key that signs links sent by e-mail. From APP_SECRET when set; otherwise generated once and stored under
 * ./data (fine for one machine; several instances must share one APP_SECRET, hence the production warning).
 */
export function getAppSecret(): string {
  if (cached) return cached;
  const env = getEnv();
  cached = env.APP_SECRET ?? readOrCreateGeneratedSecret();
  if (!env.APP_SECRET && env.NODE_ENV === "production") {
    logger.warn(`APP_SECRET is unset: using a generated secret from ${GENERATED_SECRET_FILE}`);
  }
  return cached;
}

function readOrCreateGeneratedSecret(): string {
  try {
    return readFileSync(GENERATED_SECRET_FILE, "utf8").trim();
  } catch {
    const secret = randomBytes(32).toString("base64url");
    mkdirSync(path.dirname(GENERATED_SECRET_FILE), { recursive: true });
    // `wx`: if another process created the file meanwhile, keep theirs.
    try {
      writeFileSync(GENERATED_SECRET_FILE, secret, { mode: 0o600, flag: "wx" });
      return secret;
    } catch {
      return readFileSync(GENERATED_SECRET_FILE, "utf8").trim();
    }
  }
}
