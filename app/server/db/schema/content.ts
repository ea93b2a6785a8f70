import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { VERSION_STATUSES } from "#app/domain/content/language-versions.ts";
import { media } from "#app/server/db/schema/media.ts";

/** A record's image from the media library (decision 086); an image in use cannot be deleted. */
const imageId = () => uuid("image_id").references(() => media.id);

/** A resource staff are still writing is a draft: the public pages show published ones only. */
export const RESOURCE_STATUSES = ["draft", "published"] as const;
export type ResourceStatus = (typeof RESOURCE_STATUSES)[number];

/** Blog articles and other published resources (spec 000 §3 "Blog resource record"). */
export const resources = pgTable(
  "resources",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    content: text("content").notNull().default(""),
    type: text("type").notNull().default("blog"),
    isPremium: boolean("is_premium").notNull().default(false),
    imageUrl: text("image_url"),
    /** The article's cover, from the media library (shown on the blog's list and the article's page). */
    imageId: imageId(),
    slug: text("slug").notNull().unique(),
    /**
     * Where the article itself is published when that is not this site (spec 000 §3 "Mapped article" `url`: the old
     * site mapped LinkedIn posts into articles); `null` for our own articles. Only http(s) addresses are linked.
     */
    sourceUrl: text("source_url"),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
    author: text("author").notNull().default(""),
    tags: text("tags").array().notNull().default([]),
    webinarId: text("webinar_id"),
    attended: boolean("attended").notNull().default(false),
    registered: boolean("registered").notNull().default(false),
    status: text("status", { enum: RESOURCE_STATUSES }).notNull().default("published"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("resources_type_published_idx").on(t.type, t.publishedAt)],
);

/** Partner directory (spec 000 §3 "Partner record"). */
export const partners = pgTable("partners", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  description: text("description").notNull(),
  logoUrl: text("logo_url"),
  /** The partner's logo, from the media library: what pages show (`logo_url` is the spec's record, shown nowhere). */
  imageId: imageId(),
  category: text("category", { enum: ["integrator", "technology", "consultant", "reseller"] }).notNull(),
  industry: text("industry").notNull(),
  specialty: text("specialty").notNull(),
  website: text("website"),
  partnershipLevel: text("partnership_level", { enum: ["Premier", "Gold", "Silver"] }).notNull(),
  isActive: boolean("is_active").notNull().default(true),
  isFeatured: boolean("is_featured").notNull().default(false),
});

/** Government tenders shown in the opportunities section (spec 001 §3 "Opportunity"). */
export const opportunities = pgTable("opportunities", {
  id: text("id").primaryKey(),
  title: text("title").notNull(),
  description: text("description").notNull(),
  deadline: date("deadline", { mode: "string" }).notNull(),
  department: text("department").notNull(),
  active: boolean("active").notNull().default(true),
});

/**
 * Settings staff change on the running site, one row per key (`SITE_SETTING_KEYS`): shared by every instance, where
 * the environment's are per deployment.
 */
export const SITE_SETTING_KEYS = ["sampleContentRemoved", "firmFigures"] as const;
export type SiteSettingKey = (typeof SITE_SETTING_KEYS)[number];

export const siteSettings = pgTable("site_settings", {
  key: text("key", { enum: SITE_SETTING_KEYS }).primaryKey(),
  value: jsonb("value").$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What staff write in five languages (decision 081): one row per item and language, of any kind of content
 * (`legal`: the privacy policy, terms and cookie policy). A language without a row is missing; `fields` are what
 * the kind's form schema accepted.
 */
export const contentVersions = pgTable(
  "content_versions",
  {
    kind: text("kind").notNull(),
    itemId: text("item_id").notNull(),
    lang: text("lang").notNull(),
    status: text("status", { enum: VERSION_STATUSES }).notNull(),
    fields: jsonb("fields").$type<Record<string, unknown>>().notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.itemId, t.lang] })],
);

/**
 * The webinar programme (spec 001 §2.17, §3 "Webinar record"; decision 082): what every language shares. Each
 * session's title, description and presenter's role are its language versions (`content_versions`, kind
 * `webinar`); a session is on the site in the languages it has published.
 */
export const webinars = pgTable(
  "webinars",
  {
    /** Lower-case letters, digits and underscores: part of a lead source (`webinar_recording_<id>`). */
    id: text("id").primaryKey(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    minutes: integer("minutes").notNull(),
    /** A proper name, written the same in every language. */
    presenterName: text("presenter_name").notNull(),
    /** Where registrants join: mailed to them before the start, never shown on the site. */
    joiningUrl: text("joining_url"),
    /** How many may register; null for no limit. */
    capacity: integer("capacity"),
    /** The recording staff attach after the session: registrants are mailed it, 'Watch Recording' opens it. */
    recordingUrl: text("recording_url"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("webinars_starts_at_idx").on(t.startsAt)],
);
export type WebinarRow = typeof webinars.$inferSelect;

/**
 * The leadership team on /about (spec 001 §2.14, §3 "Team member"): a person's name (as written in every
 * language) and place in the list; their role and biography are their language versions (kind `team`).
 */
export const teamMembers = pgTable("team_members", {
  /** Lower-case words joined by hyphens (`sarah-mitchell`): the record's address in the back office. */
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  /** The list's order, smallest first (then by name). */
  position: integer("position").notNull().default(0),
  /** Their photo, from the media library; without one, /about shows their initials. */
  imageId: imageId(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
export type TeamMemberRow = typeof teamMembers.$inferSelect;

/**
 * The newsletter's issues (issue 30 item 4; decision 085): an id fixed once saved (its archive address) and, once
 * staff send it, when the send began (subscribers confirmed by then receive it) and when the last of them was
 * queued. Its subject and Markdown body are its language versions (`content_versions`, kind `newsletter-issue`).
 */
export const newsletterIssues = pgTable("newsletter_issues", {
  /** Lower-case words joined by hyphens (`december-briefing`): `/newsletter/issues/<id>`. */
  id: text("id").primaryKey(),
  sendStartedAt: timestamp("send_started_at", { withTimezone: true }),
  sendFinishedAt: timestamp("send_finished_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
export type NewsletterIssueRow = typeof newsletterIssues.$inferSelect;

/**
 * One subscriber's copy of a sent issue: queued once (the key), in the language it was written in for them, with
 * the outbox mail that carries it (its state is the send's progress). The subscription is named by its id only: an
 * erased subscriber leaves a count, not an address.
 */
export const newsletterDeliveries = pgTable(
  "newsletter_deliveries",
  {
    issueId: text("issue_id")
      .notNull()
      .references(() => newsletterIssues.id, { onDelete: "cascade" }),
    subscriptionId: uuid("subscription_id").notNull(),
    /** The subscriber's language, and the language of the version they were sent (that one's, else English). */
    subscriberLang: text("subscriber_lang").notNull(),
    sentLang: text("sent_lang").notNull(),
    outboxId: uuid("outbox_id"),
    queuedAt: timestamp("queued_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.issueId, t.subscriptionId] }),
    index("newsletter_deliveries_queued_at_idx").on(t.queuedAt),
  ],
);
