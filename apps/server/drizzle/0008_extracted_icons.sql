CREATE TABLE "extracted_icons" (
	"name" text PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"size" integer NOT NULL,
	"png" "bytea" NOT NULL,
	"saved_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "extracted_icons_category_idx" ON "extracted_icons" USING btree ("category","name");