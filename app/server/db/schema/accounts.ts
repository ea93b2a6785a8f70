import { pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { personalData } from "#app/server/db/personal-data.ts";
import { users } from "#app/server/db/schema/auth.ts";

/** One row per account (id = the auth user's id), spec 001 §3 "Profile". Deleted with its user. */
export const profiles = pgTable("profiles", {
  id: text("id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  email: text("email").notNull(),
  company: text("company").notNull(),
  subscriptionTier: text("subscription_tier").notNull().default("free"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  subscriptionEnd: timestamp("subscription_end", { withTimezone: true }),
});
export const profilesPersonalData = personalData(profiles, { email: "with the account" });
