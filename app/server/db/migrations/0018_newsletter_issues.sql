CREATE TABLE "newsletter_deliveries" (
	"issue_id" text NOT NULL,
	"subscription_id" uuid NOT NULL,
	"subscriber_lang" text NOT NULL,
	"sent_lang" text NOT NULL,
	"outbox_id" uuid,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_deliveries_issue_id_subscription_id_pk" PRIMARY KEY("issue_id","subscription_id")
);
--> statement-breakpoint
CREATE TABLE "newsletter_issues" (
	"id" text PRIMARY KEY NOT NULL,
	"send_started_at" timestamp with time zone,
	"send_finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "newsletter_deliveries" ADD CONSTRAINT "newsletter_deliveries_issue_id_newsletter_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."newsletter_issues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "newsletter_deliveries_queued_at_idx" ON "newsletter_deliveries" USING btree ("queued_at");