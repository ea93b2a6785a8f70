import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { personalData } from "#app/server/db/personal-data.ts";
import { users } from "#app/server/db/schema/auth.ts";

/** Which PaymentProvider a row came from (app/server/checkout/provider.server.ts). */
export const PAYMENT_PROVIDERS = ["test", "stripe"] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

export const ORDER_STATUSES = ["pending", "paid", "failed"] as const;
export const CHECKOUT_MODES = ["one-time", "subscription"] as const;
export type CheckoutMode = (typeof CHECKOUT_MODES)[number];

/**
 * One row per checkout started (spec 001 §4 "Checkout"): pending until the provider reports it paid (webhook, the
 * test checkout page or /success, whichever comes first). Money in integer cents.
 */
export const orders = pgTable(
  "orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The buyer's account: set at start when signed in, or linked by e-mail once paid. */
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    /** True when the checkout was started without signing in: /success then trusts the session id alone. */
    anonymous: boolean("anonymous").notNull().default(false),
    email: text("email"),
    planSlug: text("plan_slug").notNull(),
    provider: text("provider", { enum: PAYMENT_PROVIDERS }).notNull(),
    providerSessionId: text("provider_session_id").unique(),
    providerCustomerId: text("provider_customer_id"),
    providerPaymentId: text("provider_payment_id"),
    providerSubscriptionId: text("provider_subscription_id"),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull().default("aud"),
    mode: text("mode", { enum: CHECKOUT_MODES }).notNull(),
    status: text("status", { enum: ORDER_STATUSES }).notNull().default("pending"),
    /** The buyer's language when the checkout started: the receipt is written in it. */
    language: text("language").notNull().default("en"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
  },
  (t) => [index("orders_user_idx").on(t.userId), index("orders_customer_idx").on(t.providerCustomerId)],
);
/** Kept for the accounts (tax law): an order stays without the address or the account it belonged to. */
export const ordersPersonalData = personalData(
  orders,
  { email: "address removed" },
  { records: "orders", account: { column: "userId", erasure: "unlinked" }, order: "createdAt" },
);

export const SUBSCRIPTION_STATUSES = [
  "active",
  "trialing",
  "past_due",
  "incomplete",
  "incomplete_expired",
  "unpaid",
  "paused",
  "canceled",
] as const;
export type SubscriptionStatusName = (typeof SUBSCRIPTION_STATUSES)[number];

/** Our copy of each provider subscription, rewritten from the provider's current state by syncSubscription(). */
export const subscriptions = pgTable(
  "subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    provider: text("provider", { enum: PAYMENT_PROVIDERS }).notNull(),
    providerSubscriptionId: text("provider_subscription_id").notNull().unique(),
    providerCustomerId: text("provider_customer_id").notNull(),
    /** Null when the provider's price is none of our plans (set up by hand in the provider's dashboard). */
    planSlug: text("plan_slug"),
    status: text("status", { enum: SUBSCRIPTION_STATUSES }).notNull(),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    /** The current billing period, as the provider counts it (the plan-change preview prorates over it). */
    currentPeriodStart: timestamp("current_period_start", { withTimezone: true }),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }),
    /** Last plan change: the prorated amount charged (positive) or credited (negative), in cents. */
    lastProrationCents: integer("last_proration_cents"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("subscriptions_user_idx").on(t.userId),
    index("subscriptions_customer_idx").on(t.providerCustomerId),
  ],
);
export const subscriptionsPersonalData = personalData(
  subscriptions,
  {},
  { records: "subscriptions", account: { column: "userId", erasure: "unlinked" } },
);

/** Every webhook event handled, so a redelivered event (same id) is processed once. */
export const webhookEvents = pgTable(
  "webhook_events",
  {
    provider: text("provider", { enum: PAYMENT_PROVIDERS }).notNull(),
    eventId: text("event_id").notNull(),
    type: text("type").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp("processed_at", { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/** The provider's customer of each buyer, reused for their next checkout and for the billing portal. */
export const paymentCustomers = pgTable(
  "payment_customers",
  {
    provider: text("provider", { enum: PAYMENT_PROVIDERS }).notNull(),
    providerCustomerId: text("provider_customer_id").notNull(),
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.providerCustomerId] }),
    index("payment_customers_email_idx").on(t.provider, sql`lower(${t.email})`),
    index("payment_customers_user_idx").on(t.userId),
  ],
);
export const paymentCustomersPersonalData = personalData(
  paymentCustomers,
  { email: "deleted" },
  { records: "paymentCustomers", account: { column: "userId", erasure: "deleted" } },
);

/*
 * The built-in test provider's own state (PAYMENT_PROVIDER=test): what Stripe keeps on its side. Our `orders` and
 * `subscriptions` mirror it exactly as they mirror Stripe.
 */
export const testCheckoutSessions = pgTable("test_checkout_sessions", {
  id: text("id").primaryKey(),
  planSlug: text("plan_slug").notNull(),
  mode: text("mode", { enum: CHECKOUT_MODES }).notNull(),
  amountCents: integer("amount_cents").notNull(),
  currency: text("currency").notNull().default("aud"),
  /** Known at start for a signed-in buyer; typed on the checkout page otherwise. */
  email: text("email"),
  customerId: text("customer_id"),
  clientReferenceId: text("client_reference_id"),
  successUrl: text("success_url").notNull(),
  cancelUrl: text("cancel_url").notNull(),
  status: text("status", { enum: ["open", "complete", "expired"] })
    .notNull()
    .default("open"),
  paymentId: text("payment_id"),
  subscriptionId: text("subscription_id"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  completedAt: timestamp("completed_at", { withTimezone: true }),
});
export const testCheckoutSessionsPersonalData = personalData(testCheckoutSessions, { email: "provider's" });

export const testCustomers = pgTable(
  "test_customers",
  {
    id: text("id").primaryKey(),
    email: text("email").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("test_customers_email_idx").on(sql`lower(${t.email})`)],
);
export const testCustomersPersonalData = personalData(testCustomers, { email: "provider's" });

export const testSubscriptions = pgTable("test_subscriptions", {
  id: text("id").primaryKey(),
  customerId: text("customer_id")
    .notNull()
    .references(() => testCustomers.id, { onDelete: "cascade" }),
  planSlug: text("plan_slug").notNull(),
  status: text("status", { enum: SUBSCRIPTION_STATUSES }).notNull(),
  cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
  currentPeriodStart: timestamp("current_period_start", { withTimezone: true }).notNull(),
  currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
