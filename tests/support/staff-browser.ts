/**
 * Integration tests of staff pages: a TestBrowser signed in as a new user of `role` (an admin with two-factor
 * verification on, unless asked otherwise), stored in the database like any account.
 */
import { randomUUID } from "node:crypto";
import type { SessionUser } from "#app/server/account/session.server.ts";
import { getDb } from "#app/server/db/db.server.ts";
import { type UserRole, users } from "#app/server/db/schema/index.ts";
import { TestBrowser } from "#tests/support/test-browser.ts";

export async function staffBrowser({
  role = "admin",
  twoFactor = role === "admin",
  email = `${role}-${randomUUID().slice(0, 8)}@example.com`,
}: {
  role?: UserRole;
  twoFactor?: boolean;
  email?: string;
} = {}): Promise<TestBrowser> {
  const [user] = await getDb()
    .insert(users)
    .values({ id: randomUUID(), name: "", email, emailVerified: true, role, twoFactorEnabled: twoFactor })
    .returning();
  const browser = new TestBrowser();
  browser.signedInAs = user as SessionUser;
  return browser;
}
