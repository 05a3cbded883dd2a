ALTER TABLE "sessions" ADD COLUMN "second_factor_at" timestamp with time zone;--> statement-breakpoint
UPDATE "sessions" SET "second_factor_at" = "sessions"."created_at"
  FROM "users" WHERE "users"."id" = "sessions"."user_id" AND "users"."totp_enabled_at" IS NOT NULL AND "sessions"."created_at" >= "users"."totp_enabled_at";
