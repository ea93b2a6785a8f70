/** Our side of an account: the profile row (spec 001 §3, §7.2), and the admin bootstrap. */
import { and, eq, inArray, ne } from "drizzle-orm";
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
 * ADMIN_EMAILS bootstrap: a listed address becomes admin once it is verified (at verification and at each
 * sign-in), so registering someone else's address never grants anything.
 */
export async function promoteIfAdminEmail(userId: string): Promise<void> {
  const admins = getEnv().ADMIN_EMAILS;
  if (admins.length === 0) return;
  await getDb()
    .update(users)
    .set({ role: "admin" })
    .where(
      and(
        eq(users.id, userId),
        eq(users.emailVerified, true),
        inArray(users.email, admins),
        ne(users.role, "admin"),
      ),
    );
}
