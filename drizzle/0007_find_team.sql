CREATE TABLE "find_team_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"blocked_user_id" integer,
	"blocked_team_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "find_team_blocks_one_target" CHECK (num_nonnulls("find_team_blocks"."blocked_user_id", "find_team_blocks"."blocked_team_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "find_team_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"skills" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"problem_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"utc_offset" integer NOT NULL,
	"languages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pitch" text DEFAULT '' NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_listings" (
	"team_id" integer PRIMARY KEY NOT NULL,
	"open" boolean DEFAULT true NOT NULL,
	"looking_for" text DEFAULT '' NOT NULL,
	"skills_wanted" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"team_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_by" integer,
	"message" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "find_team_blocks" ADD CONSTRAINT "find_team_blocks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "find_team_blocks" ADD CONSTRAINT "find_team_blocks_blocked_user_id_users_id_fk" FOREIGN KEY ("blocked_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "find_team_blocks" ADD CONSTRAINT "find_team_blocks_blocked_team_id_teams_id_fk" FOREIGN KEY ("blocked_team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "find_team_profiles" ADD CONSTRAINT "find_team_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_listings" ADD CONSTRAINT "team_listings_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_requests" ADD CONSTRAINT "team_requests_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_requests" ADD CONSTRAINT "team_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_requests" ADD CONSTRAINT "team_requests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "find_team_blocks_user_idx" ON "find_team_blocks" USING btree ("user_id","blocked_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "find_team_blocks_team_idx" ON "find_team_blocks" USING btree ("user_id","blocked_team_id");--> statement-breakpoint
CREATE INDEX "find_team_profiles_visible_idx" ON "find_team_profiles" USING btree ("visible");--> statement-breakpoint
CREATE UNIQUE INDEX "team_requests_pending_idx" ON "team_requests" USING btree ("team_id","user_id") WHERE "team_requests"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "team_requests_token_idx" ON "team_requests" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "team_requests_user_idx" ON "team_requests" USING btree ("user_id");