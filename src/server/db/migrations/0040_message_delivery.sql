CREATE TABLE "sys_message_delivery" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_message_delivery_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"message_id" bigint NOT NULL,
	"attempt" integer NOT NULL,
	"attempted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"success" boolean NOT NULL,
	"detail" text
);
--> statement-breakpoint
CREATE TABLE "sys_message_queue" (
	"message_id" bigint PRIMARY KEY NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_by" text,
	"claimed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sys_message_secret" (
	"config_id" bigint PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sys_message" ADD COLUMN "attempts" bigint DEFAULT 0;--> statement-breakpoint
ALTER TABLE "sys_message" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "sys_message" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sys_message_delivery" ADD CONSTRAINT "sys_message_delivery_message_id_sys_message_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."sys_message"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_message_queue" ADD CONSTRAINT "sys_message_queue_message_id_sys_message_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."sys_message"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_message_secret" ADD CONSTRAINT "sys_message_secret_config_id_sys_message_config_id_fk" FOREIGN KEY ("config_id") REFERENCES "public"."sys_message_config"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sys_message_delivery_message" ON "sys_message_delivery" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "sys_message_queue_due" ON "sys_message_queue" USING btree ("next_attempt_at");--> statement-breakpoint
update "sys_message" set "last_error" = "remark", "remark" = null where "remark" = 'no transport';--> statement-breakpoint
insert into "sys_job" ("job_no", "job_name", "job_group", "job_class", "task_type", "interval_minutes", "cron", "built_in", "next_run_at", "create_name", "update_name", "remark") values
  ('MESSAGE_DELIVERY', 'Message delivery', 'SYSTEM', 'messageDelivery', '1', 1, null, true, now() + interval '1 minute', 'system', 'system', 'Sends e-mail and webhook messages due for a retry or left behind by an instance');
