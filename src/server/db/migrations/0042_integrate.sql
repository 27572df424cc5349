CREATE TABLE "sys_callback" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_callback_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"callback_no" text NOT NULL,
	"callback_name" text NOT NULL,
	"event_type" text NOT NULL,
	"url" text NOT NULL,
	"status_code" smallint,
	"remark" text,
	"custom_values" jsonb,
	CONSTRAINT "sys_callback_key" UNIQUE("callback_no")
);
--> statement-breakpoint
CREATE TABLE "sys_integration_source" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_integration_source_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"integration_no" text NOT NULL,
	"integration_name" text NOT NULL,
	"source_type" text NOT NULL,
	"url" text,
	"auth_header" text,
	"records_path" text,
	"file_no" text,
	"status_code" smallint,
	"remark" text,
	"custom_values" jsonb,
	CONSTRAINT "sys_integration_source_key" UNIQUE("integration_no")
);
--> statement-breakpoint
CREATE TABLE "sys_source_config" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_source_config_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"config_no" text NOT NULL,
	"config_name" text NOT NULL,
	"integration_no" text NOT NULL,
	"target" text NOT NULL,
	"field_map" text NOT NULL,
	"auto_sync" boolean,
	"status_code" smallint,
	"remark" text,
	"custom_values" jsonb,
	CONSTRAINT "sys_source_config_key" UNIQUE("config_no")
);
--> statement-breakpoint
CREATE TABLE "sys_open_account" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_open_account_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"account_no" text NOT NULL,
	"account_name" text NOT NULL,
	"secret_hash" text NOT NULL,
	"secret_hint" text NOT NULL,
	"status_code" smallint DEFAULT 1 NOT NULL,
	"remark" text,
	CONSTRAINT "sys_open_account_account_no_unique" UNIQUE("account_no")
);
--> statement-breakpoint
CREATE TABLE "sys_sync_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_sync_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"config_no" text NOT NULL,
	"integration_no" text NOT NULL,
	"target" text NOT NULL,
	"trigger" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	"success" boolean NOT NULL,
	"received" integer DEFAULT 0 NOT NULL,
	"added" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"error_name" text,
	"error_params" jsonb,
	"row_issues" jsonb
);
--> statement-breakpoint
ALTER TABLE "sys_integration_source" ADD CONSTRAINT "sys_integration_source_file_no_fk" FOREIGN KEY ("file_no") REFERENCES "public"."sys_file"("file_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_source_config" ADD CONSTRAINT "sys_source_config_integration_no_fk" FOREIGN KEY ("integration_no") REFERENCES "public"."sys_integration_source"("integration_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sys_callback_recent" ON "sys_callback" USING btree ("update_date","id");--> statement-breakpoint
CREATE INDEX "sys_integration_source_recent" ON "sys_integration_source" USING btree ("update_date","id");--> statement-breakpoint
CREATE INDEX "sys_source_config_recent" ON "sys_source_config" USING btree ("update_date","id");--> statement-breakpoint
CREATE INDEX "sys_sync_log_started" ON "sys_sync_log" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "sys_sync_log_target" ON "sys_sync_log" USING btree ("target","started_at");