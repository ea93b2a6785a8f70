CREATE TABLE "analytics_events" (
	"name" text NOT NULL,
	"path" text NOT NULL,
	"language" text NOT NULL,
	"utm_campaign" text DEFAULT '' NOT NULL,
	"day" date NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "analytics_events_name_path_language_utm_campaign_day_pk" PRIMARY KEY("name","path","language","utm_campaign","day")
);
--> statement-breakpoint
CREATE TABLE "api_favorites" (
	"user_id" text NOT NULL,
	"api_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "api_favorites_user_id_api_id_pk" PRIMARY KEY("user_id","api_id")
);
--> statement-breakpoint
CREATE TABLE "demo_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"company" text NOT NULL,
	"slot_start" timestamp with time zone NOT NULL,
	"country" text,
	"plan" text,
	"customer_id" text,
	"time_zone" text,
	"language" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "webinar_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"webinar_id" text,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"company" text NOT NULL,
	"time_preference" text NOT NULL,
	"interests" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"message" text,
	"language" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "api_favorites" ADD CONSTRAINT "api_favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_events_day_idx" ON "analytics_events" USING btree ("day");--> statement-breakpoint
CREATE UNIQUE INDEX "demo_bookings_slot_taken_idx" ON "demo_bookings" USING btree ("slot_start") WHERE "demo_bookings"."cancelled_at" is null;--> statement-breakpoint
CREATE INDEX "demo_bookings_email_idx" ON "demo_bookings" USING btree ("email");--> statement-breakpoint
CREATE INDEX "webinar_registrations_email_idx" ON "webinar_registrations" USING btree ("email");