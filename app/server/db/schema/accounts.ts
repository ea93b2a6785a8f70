import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** One row per account (id = the auth user's id), spec 001 §3 "Profile". */
export const profiles = pgTable("profiles", {
  id: text("id").primaryKey(),
  email: text("email").notNull(),
  company: text("company").notNull(),
  subscriptionTier: text("subscription_tier").notNull().default("free"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  subscriptionEnd: timestamp("subscription_end", { withTimezone: true }),
});
