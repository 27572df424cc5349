CREATE TABLE "sys_job" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_job_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"job_no" text NOT NULL,
	"job_name" text NOT NULL,
	"job_group" text DEFAULT 'DEFAULT' NOT NULL,
	"job_class" text NOT NULL,
	"task_type" text NOT NULL,
	"interval_minutes" integer,
	"run_time" text,
	"cron" text,
	"state" smallint DEFAULT 0 NOT NULL,
	"built_in" boolean DEFAULT false NOT NULL,
	"next_run_at" timestamp with time zone,
	"last_run_at" timestamp with time zone,
	"claimed_by" text,
	"claimed_at" timestamp with time zone,
	"remark" text,
	CONSTRAINT "sys_job_job_no_unique" UNIQUE("job_no")
);
--> statement-breakpoint
CREATE TABLE "sys_job_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_job_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"job_id" bigint,
	"job_no" text NOT NULL,
	"job_name" text NOT NULL,
	"job_class" text NOT NULL,
	"trigger" text NOT NULL,
	"instance" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	"success" boolean NOT NULL,
	"result" integer,
	"message" text
);
--> statement-breakpoint
CREATE INDEX "sys_job_due" ON "sys_job" USING btree ("next_run_at");--> statement-breakpoint
CREATE INDEX "sys_job_log_started" ON "sys_job_log" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "sys_job_log_job" ON "sys_job_log" USING btree ("job_no","started_at");--> statement-breakpoint
insert into "sys_job" ("job_no", "job_name", "job_group", "job_class", "task_type", "interval_minutes", "cron", "built_in", "next_run_at", "create_name", "update_name", "remark") values
  ('STOCK_SUMMARY_FOLD', 'Stock summary fold', 'SYSTEM', 'stockSummaryFold', '5', null, '*/5 * * * * *', true, now(), 'system', 'system', 'Moves posted stock deltas into the stock summary'),
  ('EVENTS_PRUNE', 'Event outbox prune', 'SYSTEM', 'eventsPrune', '1', 60, null, true, now() + interval '1 hour', 'system', 'system', 'Deletes events older than the retention (WMS_EVENT_RETENTION_HOURS)'),
  ('REQUESTS_PRUNE', 'Client request ids prune', 'SYSTEM', 'requestsPrune', '1', 60, null, true, now() + interval '1 hour', 'system', 'system', 'Forgets client request ids older than 24 h'),
  ('SIGN_IN_THROTTLE_PRUNE', 'Sign-in throttle prune', 'SYSTEM', 'signInThrottlePrune', '1', 60, null, true, now() + interval '1 hour', 'system', 'system', 'Deletes sign-in throttle rows that no longer lock, delay or know an address'),
  ('ORDER_AUTO_ACCEPT', 'Order answer auto-accept', 'SYSTEM', 'orderAutoAccept', '1', 5, null, true, now() + interval '5 minutes', 'system', 'system', 'Accepts order lines left unanswered past their answer deadline');
--> statement-breakpoint
CREATE TABLE "sys_fault_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_fault_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"fault_id" text NOT NULL,
	"request_id" text NOT NULL,
	"instance" text NOT NULL,
	"url" text NOT NULL,
	"error_name" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sys_fault_log_created" ON "sys_fault_log" USING btree ("created_at");