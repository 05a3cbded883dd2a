CREATE TABLE "simulation_chunks" (
	"run_id" uuid NOT NULL,
	"chunk" integer NOT NULL,
	"first_path" integer NOT NULL,
	"end_path" integer NOT NULL,
	"output" jsonb NOT NULL,
	"worker" text NOT NULL,
	"finished" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "simulation_chunks_run_id_chunk_pk" PRIMARY KEY("run_id","chunk")
);
--> statement-breakpoint
CREATE TABLE "simulation_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"parameters" jsonb NOT NULL,
	"input" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"total_chunks" integer NOT NULL,
	"done_chunks" integer DEFAULT 0 NOT NULL,
	"created" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"started" timestamp (3) with time zone,
	"finished" timestamp (3) with time zone,
	"error" jsonb,
	"result" jsonb
);
--> statement-breakpoint
ALTER TABLE "simulation_chunks" ADD CONSTRAINT "simulation_chunks_run_id_simulation_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."simulation_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulation_runs" ADD CONSTRAINT "simulation_runs_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "simulation_runs_subject_idx" ON "simulation_runs" USING btree ("kind","subject_id","created");--> statement-breakpoint
CREATE INDEX "simulation_runs_owner_id_idx" ON "simulation_runs" USING btree ("owner_id");