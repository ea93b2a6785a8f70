/**
 * Tests only: lets the browser tests' `login({ role })` fixture (tests/e2e/fixtures.ts) create a signed-in user
 * without going through the sign-in pages. The e2e server's embedded database belongs to its process, so the test
 * process asks the server over HTTP.
 *
 * Off unless E2E_FIXTURE_SECRET is set (playwright.config.ts sets a random one per run); even then it refuses to
 * start unless the site is served from this machine (SITE_URL on localhost), and answers only requests that carry
 * the secret: any other request goes on to the site as if the endpoint did not exist.
 *
 * It runs in server.ts, in front of React Router, and does not go through better-auth's sign-up (no mails, any
 * role): it writes the user and session rows and signs the session cookie the way better-auth does (as its own
 * test utilities do), with the newest key of BETTER_AUTH_SECRETS, which the run sets.
 */
import { createHash, randomUUID, timingSafeEqual } from "node:crypto";
import { getCookies } from "better-auth/cookies";
import { generateRandomString, makeSignature } from "better-auth/crypto";
import express, { type RequestHandler } from "express";
import { createProfile } from "#app/server/account/account.server.ts";
import { getDb } from "#app/server/db/db.server.ts";
import { sessions, USER_ROLES, type UserRole, users } from "#app/server/db/schema/index.ts";
import { getEnv, isLocalSite } from "#app/server/env.server.ts";

export const E2E_LOGIN_PATH = "/__e2e-login";
export const E2E_SECRET_HEADER = "x-e2e-fixture-secret";
/** better-auth's default session lifetime. */
const SESSION_SECONDS = 7 * 24 * 60 * 60;

type E2eLoginConfig = { secret?: string; siteUrl: string; authSecret?: string };

function configFromEnv(): E2eLoginConfig {
  const env = getEnv();
  return {
    secret: env.E2E_FIXTURE_SECRET,
    siteUrl: env.SITE_URL,
    authSecret: env.BETTER_AUTH_SECRETS?.[0],
  };
}

/** `handler`, with the fixture endpoint in front of it when E2E_FIXTURE_SECRET is set. */
export function withE2eLogin(handler: RequestHandler, config = configFromEnv()): RequestHandler {
  const { secret, siteUrl, authSecret } = config;
  if (!secret) return handler;
  if (!isLocalSite(siteUrl)) {
    throw new Error("E2E_FIXTURE_SECRET is for browser tests only: SITE_URL must be localhost");
  }
  if (!authSecret) throw new Error("E2E_FIXTURE_SECRET needs BETTER_AUTH_SECRETS, to sign session cookies");
  const { name, attributes } = getCookies({
    baseURL: siteUrl,
    advanced: { useSecureCookies: new URL(siteUrl).protocol === "https:" },
  }).sessionToken;

  const router = express.Router();
  router.post(
    E2E_LOGIN_PATH,
    (req, _res, next) => next(sameSecret(req.get(E2E_SECRET_HEADER) ?? "", secret) ? undefined : "route"),
    express.json(),
    async (req, res) => {
      const role = USER_ROLES.find((known) => known === req.body?.role);
      if (!role) {
        res.status(400).json({ error: `role must be one of ${USER_ROLES.join(", ")}` });
        return;
      }
      const { email, token } = await createSignedInUser(role, req.body?.twoFactor === true);
      res.cookie(name, `${token}.${await makeSignature(token, authSecret)}`, {
        path: attributes.path,
        httpOnly: attributes.httpOnly,
        secure: attributes.secure,
        sameSite: "lax",
        maxAge: SESSION_SECONDS * 1000,
      });
      res.json({ email });
    },
  );
  router.use(handler);
  return router;
}

function sameSecret(given: string, secret: string): boolean {
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(given), digest(secret));
}

/**
 * A new user with a verified address, `role`, a profile, two-factor verification marked on when asked (admin pages
 * need it), and a session: its address and session token.
 */
async function createSignedInUser(role: UserRole, twoFactorEnabled: boolean) {
  const db = getDb();
  const email = `e2e-${role}-${randomUUID()}@example.com`;
  const [user] = await db
    .insert(users)
    .values({ id: randomUUID(), name: "", email, emailVerified: true, role, twoFactorEnabled })
    .returning({ id: users.id, email: users.email });
  await createProfile(user!, "E2E Test Pty Ltd");
  const token = generateRandomString(32);
  await db.insert(sessions).values({
    id: randomUUID(),
    token,
    userId: user!.id,
    expiresAt: new Date(Date.now() + SESSION_SECONDS * 1000),
    updatedAt: new Date(),
  });
  return { email, token };
}
