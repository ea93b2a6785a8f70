CREATE TABLE "webinars" (
	"id" text PRIMARY KEY NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"minutes" integer NOT NULL,
	"presenter_name" text NOT NULL,
	"joining_url" text,
	"capacity" integer,
	"recording_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "webinar_registrations" ADD COLUMN "joining_link_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "webinar_registrations" ADD COLUMN "reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "webinar_registrations" ADD COLUMN "recording_sent_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "webinars_starts_at_idx" ON "webinars" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "webinar_registrations_webinar_idx" ON "webinar_registrations" USING btree ("webinar_id");