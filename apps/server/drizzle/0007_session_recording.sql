CREATE TABLE "session_recording_chunks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recording_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"event_count" integer NOT NULL,
	"page" text NOT NULL,
	"events" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session_recordings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"plan" text,
	"is_admin" boolean DEFAULT false NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"last_batch_at" timestamp with time zone,
	"first_event_at" bigint,
	"last_event_at" bigint,
	"pages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"event_count" integer DEFAULT 0 NOT NULL,
	"chunk_count" integer DEFAULT 0 NOT NULL,
	"stored_bytes" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "recording_opt_out" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "session_recording_chunks" ADD CONSTRAINT "session_recording_chunks_recording_id_session_recordings_id_fk" FOREIGN KEY ("recording_id") REFERENCES "session_recordings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_recordings" ADD CONSTRAINT "session_recordings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "session_recording_chunks_seq_unique" ON "session_recording_chunks" USING btree ("recording_id","seq");--> statement-breakpoint
CREATE INDEX "session_recordings_started_idx" ON "session_recordings" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "session_recordings_user_idx" ON "session_recordings" USING btree ("user_id","started_at");