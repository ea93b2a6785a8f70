CREATE TABLE "content_versions" (
	"kind" text NOT NULL,
	"item_id" text NOT NULL,
	"lang" text NOT NULL,
	"status" text NOT NULL,
	"fields" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_versions_kind_item_id_lang_pk" PRIMARY KEY("kind","item_id","lang")
);
