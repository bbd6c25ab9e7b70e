CREATE TABLE "ballots" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"user_id" integer,
	"canonical_email" text NOT NULL,
	"project_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" text,
	"device_hash" text,
	"voided_at" timestamp with time zone,
	"voided_by" integer,
	"void_reason" text
);
--> statement-breakpoint
ALTER TABLE "ballots" ADD CONSTRAINT "ballots_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ballots" ADD CONSTRAINT "ballots_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ballots" ADD CONSTRAINT "ballots_voided_by_users_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ballots_event_email_idx" ON "ballots" USING btree ("event_id","canonical_email");--> statement-breakpoint
CREATE INDEX "ballots_event_updated_idx" ON "ballots" USING btree ("event_id","updated_at");