ALTER TABLE "cashflows" ADD COLUMN "summary" jsonb;--> statement-breakpoint
ALTER TABLE "cashflows" ADD COLUMN "metrics" jsonb;--> statement-breakpoint
ALTER TABLE "cashflows" ADD COLUMN "figures_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "cashflows_figures_version_idx" ON "cashflows" USING btree ("figures_version");