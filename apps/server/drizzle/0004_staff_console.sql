CREATE TABLE "admin_audit" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "admin_audit_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"actor_id" uuid,
	"actor_email" text,
	"action" text NOT NULL,
	"target_type" text,
	"target_id" text,
	"target_label" text,
	"old_value" jsonb,
	"new_value" jsonb,
	"request_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reconciliation_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"started_by" uuid,
	"started_by_email" text,
	"request_id" text,
	"total_users" integer DEFAULT 0 NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"errors" integer DEFAULT 0 NOT NULL,
	"cursor" uuid,
	"summary" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"message" text,
	"lease_token" text,
	"lease_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "admin_audit_seq_unique" ON "admin_audit" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "admin_audit_target_idx" ON "admin_audit" USING btree ("target_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "reconciliation_runs_single_active" ON "reconciliation_runs" USING btree ((true)) WHERE "reconciliation_runs"."status" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "reconciliation_runs_created_idx" ON "reconciliation_runs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "users_is_admin_idx" ON "users" USING btree ("id") WHERE "users"."is_admin";--> statement-breakpoint
CREATE FUNCTION "admin_audit_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'admin_audit is append-only';
END
$$;--> statement-breakpoint
CREATE TRIGGER "admin_audit_no_update_or_delete" BEFORE UPDATE OR DELETE ON "admin_audit" FOR EACH ROW EXECUTE FUNCTION "admin_audit_append_only"();--> statement-breakpoint
CREATE TRIGGER "admin_audit_no_truncate" BEFORE TRUNCATE ON "admin_audit" FOR EACH STATEMENT EXECUTE FUNCTION "admin_audit_append_only"();
