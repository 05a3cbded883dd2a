DROP INDEX "cashflows_figures_version_idx";--> statement-breakpoint
ALTER TABLE "cashflows" ALTER COLUMN "figures_version" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "cashflows" ALTER COLUMN "figures_version" SET DEFAULT '';