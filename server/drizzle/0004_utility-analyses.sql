CREATE TABLE "utility_analyses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"template_id" text NOT NULL,
	"template_version" integer NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"data" jsonb NOT NULL,
	"readonly_id" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "utility_analyses" ADD CONSTRAINT "utility_analyses_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "utility_analyses_owner_id_idx" ON "utility_analyses" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "utility_analyses_readonly_id_idx" ON "utility_analyses" USING btree ("readonly_id");