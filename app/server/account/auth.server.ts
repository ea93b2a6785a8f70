import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { twoFactor } from "better-auth/plugins/two-factor";
import { and, eq, like } from "drizzle-orm";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "#app/domain/account/account-forms.ts";
import { promoteIfAdminEmail } from "#app/server/account/account.server.ts";
import { queueResetPasswordEmail, queueVerificationEmail } from "#app/server/account/auth-emails.server.ts";
import { anonymiseLeadsFrom } from "#app/server/admin/privacy.server.ts";
import { attachPurchasesOfAddress } from "#app/server/checkout/fulfilment.server.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { getDb } from "#app/server/db/db.server.ts";
import { accounts, sessions, twoFactors, users, verifications } from "#app/server/db/schema/index.ts";
import { getEnv } from "#app/server/env.server.ts";
import { betterAuthSecrets } from "#app/server/key-rings.server.ts";
import { logger } from "#app/server/logger.server.ts";

/** How long the links in auth mails work. */
export const VERIFY_LINK_TTL_SECONDS = 24 * 60 * 60;
export const RESET_LINK_TTL_SECONDS = 60 * 60;

/** The name authenticator apps show beside our accounts; the setup's URI carries it. */
export const TOTP_ISSUER = "AusEntry Partners";

/** better-auth model name -> our table (see app/server/db/schema/auth.ts). */
const AUTH_TABLES = {
  user: users,
  session: sessions,
  account: accounts,
  verification: verifications,
  twoFactor: twoFactors,
};

function createAuth(db: Database) {
  const env = getEnv();
  return betterAuth({
    appName: "AusEntry Partners",
    baseURL: env.SITE_URL,
    ...betterAuthSecrets(),
    trustedOrigins: [new URL(env.SITE_URL).origin],
    // No transactions: our hooks write through getDb(), which would wait on an open PGlite transaction.
    database: drizzleAdapter(db, { provider: "pg", schema: AUTH_TABLES }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      // Spec 001 §8: after registering, the visitor signs in on /login.
      autoSignIn: false,
      requireEmailVerification: false,
      resetPasswordTokenExpiresIn: RESET_LINK_TTL_SECONDS,
      revokeSessionsOnPasswordReset: true,
      // better-auth consumes only the link that was used; every other one sent to this account must die with it.
      onPasswordReset: async ({ user }) => {
        await db
          .delete(verifications)
          .where(and(like(verifications.identifier, "reset-password:%"), eq(verifications.value, user.id)));
      },
      sendResetPassword: ({ user, url, token }) => queueResetPasswordEmail(user.email, url, token),
    },
    emailVerification: {
      sendOnSignUp: true,
      expiresIn: VERIFY_LINK_TTL_SECONDS,
      sendVerificationEmail: ({ user, url, token }) => queueVerificationEmail(user.email, url, token),
      // What follows a proven address: the admin role of a listed one, and purchases paid with it (issue 25 4, 5).
      afterEmailVerification: async (user) => {
        await promoteIfAdminEmail(user.id);
        await attachPurchasesOfAddress(db, user.id);
      },
    },
    user: {
      additionalFields: {
        role: { type: ["user", "admin"], required: false, defaultValue: "user", input: false },
      },
      deleteUser: {
        enabled: true,
        // Only a proven address: deleting an account someone registered with a prospect's address must not
        // anonymise that prospect's enquiries (issue 25 item 5).
        beforeDelete: async (user) => void (user.emailVerified && (await anonymiseLeadsFrom(user.email))),
      },
    },
    databaseHooks: {
      session: { create: { after: (session) => promoteIfAdminEmail(session.userId) } },
    },
    plugins: [twoFactor({ issuer: TOTP_ISSUER })],
    // Our route actions limit per IP and per account in our database; better-auth's HTTP handler is not mounted.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    advanced: { useSecureCookies: new URL(env.SITE_URL).protocol === "https:" },
    // Messages only: the extra arguments can hold e-mail addresses or tokens.
    logger: {
      level: "warn",
      log: (level, message) => logger[level === "error" ? "error" : "warn"](`auth: ${message}`),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** One instance per database (tests swap databases); created on first use, once server.ts has opened it. */
const instances = new WeakMap<Database, Auth>();

export function getAuth(): Auth {
  const db = getDb();
  let auth = instances.get(db);
  if (!auth) {
    auth = createAuth(db);
    instances.set(db, auth);
  }
  return auth;
}
