DROP INDEX "login_failures_email_created_idx";--> statement-breakpoint
ALTER TABLE "email_messages" ADD COLUMN "redacted_subject" text;--> statement-breakpoint
ALTER TABLE "login_failures" ADD COLUMN "client" text DEFAULT 'unknown' NOT NULL;--> statement-breakpoint
CREATE INDEX "login_failures_email_client_created_idx" ON "login_failures" USING btree ("email","client","created_at");