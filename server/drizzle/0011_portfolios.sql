CREATE TABLE "portfolio_cashflows" (
	"portfolio_id" uuid NOT NULL,
	"cashflow_id" uuid NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "portfolio_cashflows_portfolio_id_cashflow_id_pk" PRIMARY KEY("portfolio_id","cashflow_id")
);
--> statement-breakpoint
CREATE TABLE "portfolios" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"amber_threshold" double precision DEFAULT 0.1 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cashflows" ADD COLUMN "monitor" jsonb;--> statement-breakpoint
ALTER TABLE "portfolio_cashflows" ADD CONSTRAINT "portfolio_cashflows_portfolio_id_portfolios_id_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."portfolios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_cashflows" ADD CONSTRAINT "portfolio_cashflows_cashflow_id_cashflows_id_fk" FOREIGN KEY ("cashflow_id") REFERENCES "public"."cashflows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolios" ADD CONSTRAINT "portfolios_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "portfolio_cashflows_cashflow_id_idx" ON "portfolio_cashflows" USING btree ("cashflow_id");--> statement-breakpoint
CREATE INDEX "portfolios_owner_id_idx" ON "portfolios" USING btree ("owner_id");