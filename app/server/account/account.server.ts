/** Our side of an account: the profile row (spec 001 §3, §7.2), and the admin bootstrap. */
import { and, eq, inArray, ne, notInArray } from "drizzle-orm";
import type { Database } from "#app/server/db/client.server.ts";
import { getDb } from "#app/server/db/db.server.ts";
import { profiles, users } from "#app/server/db/schema/index.ts";
import { getEnv } from "#app/server/env.server.ts";

export type Profile = typeof profiles.$inferSelect;

export async function isEmailRegistered(email: string): Promise<boolean> {
  const [row] = await getDb().select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return !!row;
}

/** Spec 001 §7.2: "Insert profiles: id, email, company, subscription_tier, created_at (after sign-up)". */
export async function createProfile(user: { id: string; email: string }, company: string): Promise<void> {
  await getDb()
    .insert(profiles)
    .values({ id: user.id, email: user.email, company, subscriptionTier: "free" })
    .onConflictDoNothing();
}

export async function findProfile(userId: string): Promise<Profile | null> {
  const [row] = await getDb().select().from(profiles).where(eq(profiles.id, userId)).limit(1);
  return row ?? null;
}

/** True when the profile existed and was updated. */
export async function updateCompany(userId: string, company: string): Promise<boolean> {
  const updated = await getDb()
    .update(profiles)
    .set({ company })
    .where(eq(profiles.id, userId))
    .returning({ id: profiles.id });
  return updated.length > 0;
}

/**
 * ADMIN_EMAILS: a listed address is admin once it is verified (at verification and at each sign-in), so
 * registering someone else's address never grants anything; an admin made by the list who is no longer on it is a
 * user again (here, and for everyone at start: `syncAdminEmails`). Admins granted by `npm run admin` are left alone.
 */
export async function promoteIfAdminEmail(userId: string): Promise<void> {
  const admins = getEnv().ADMIN_EMAILS;
  const db = getDb();
  if (admins.length > 0) {
    await db
      .update(users)
      .set({ role: "admin", adminGrant: "admin-emails" })
      .where(
        and(
          eq(users.id, userId),
          eq(users.emailVerified, true),
          inArray(users.email, admins),
          ne(users.role, "admin"),
        ),
      );
  }
  await db
    .update(users)
    .set({ role: "user", adminGrant: null })
    .where(and(eq(users.id, userId), listedNoMore(admins)));
}

/** Admins ADMIN_EMAILS made whose address it no longer lists. */
function listedNoMore(admins: readonly string[]) {
  return and(
    eq(users.role, "admin"),
    eq(users.adminGrant, "admin-emails"),
    admins.length > 0 ? notInArray(users.email, [...admins]) : undefined,
  );
}

/** At start: every admin ADMIN_EMAILS made whose address it no longer lists is a user again. Returns how many. */
export async function syncAdminEmails(db: Database): Promise<number> {
  const demoted = await db
    .update(users)
    .set({ role: "user", adminGrant: null })
    .where(listedNoMore(getEnv().ADMIN_EMAILS))
    .returning({ id: users.id });
  return demoted.length;
}

/**
 * `npm run admin -- grant|revoke EMAIL`: the admin role by hand, for a verified account only (the address must
 * have been proven by whoever holds the account). Returns what happened, for the command to say.
 */
export async function setAdminByCommand(
  db: Database,
  email: string,
  grant: boolean,
): Promise<"granted" | "revoked" | "no account" | "not verified"> {
  const [user] = await db
    .select({ id: users.id, emailVerified: users.emailVerified })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()))
    .limit(1);
  if (!user) return "no account";
  if (grant && !user.emailVerified) return "not verified";
  await db
    .update(users)
    .set(grant ? { role: "admin", adminGrant: "command" } : { role: "user", adminGrant: null })
    .where(eq(users.id, user.id));
  return grant ? "granted" : "revoked";
}
