CREATE TABLE "crm_api_calls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"method" text NOT NULL,
	"endpoint" text NOT NULL,
	"status_code" integer,
	"success" boolean NOT NULL,
	"duration_ms" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_contacts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"contact_id" text,
	"synced_version" timestamp with time zone,
	"last_error" text,
	"attempted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_state" (
	"id" text PRIMARY KEY NOT NULL,
	"scheduler_running" boolean,
	"tokens" double precision,
	"refilled_at_ms" bigint,
	"paused_until_ms" bigint,
	"last_test_status" text,
	"last_test_ms" integer,
	"last_tested_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_sync_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"slot" text,
	"filter_status" text,
	"total_users" integer DEFAULT 0 NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"success_count" integer DEFAULT 0 NOT NULL,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"skipped_count" integer DEFAULT 0 NOT NULL,
	"started_by" uuid,
	"lease_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "crm_contacts" ADD CONSTRAINT "crm_contacts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crm_api_calls_created_idx" ON "crm_api_calls" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "crm_contacts_synced_idx" ON "crm_contacts" USING btree ("synced_version");--> statement-breakpoint
CREATE UNIQUE INDEX "crm_sync_runs_single_running" ON "crm_sync_runs" USING btree ((true)) WHERE "crm_sync_runs"."status" = 'running';--> statement-breakpoint
CREATE UNIQUE INDEX "crm_sync_runs_slot_unique" ON "crm_sync_runs" USING btree ("slot");--> statement-breakpoint
CREATE INDEX "crm_sync_runs_created_idx" ON "crm_sync_runs" USING btree ("created_at");