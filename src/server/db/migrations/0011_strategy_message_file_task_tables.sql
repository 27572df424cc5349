CREATE TABLE "bm_allocation_strategy" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bm_allocation_strategy_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"strategy_no" text NOT NULL,
	"strategy_name" text NOT NULL,
	"allow_partial" boolean,
	"rule_lines" text NOT NULL,
	"status_code" smallint,
	"remark" text,
	"custom_values" jsonb,
	CONSTRAINT "bm_allocation_strategy_key" UNIQUE("strategy_no")
);
--> statement-breakpoint
CREATE TABLE "bm_doc_flow" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bm_doc_flow_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"flow_no" text NOT NULL,
	"flow_name" text NOT NULL,
	"module" text NOT NULL,
	"flow_pattern" text NOT NULL,
	"doc_type" text,
	"is_auto" boolean,
	"status_code" smallint,
	"remark" text,
	"custom_values" jsonb,
	CONSTRAINT "bm_doc_flow_key" UNIQUE("flow_no")
);
--> statement-breakpoint
CREATE TABLE "bm_doc_type" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bm_doc_type_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"doc_type" text NOT NULL,
	"doc_type_name" text NOT NULL,
	"big_module" text NOT NULL,
	"doc_nature" text NOT NULL,
	"classify_type" text,
	"is_qty_control" boolean,
	"is_short_control" boolean,
	"is_auto_close" boolean,
	"status_code" smallint,
	"remark" text,
	"custom_values" jsonb,
	CONSTRAINT "bm_doc_type_key" UNIQUE("doc_type")
);
--> statement-breakpoint
CREATE TABLE "bm_interface" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bm_interface_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"interface_no" text NOT NULL,
	"interface_name" text NOT NULL,
	"incoming_tag" text NOT NULL,
	"direction" text NOT NULL,
	"doc_type" text,
	"url" text,
	"status_code" smallint,
	"remark" text,
	"custom_values" jsonb,
	CONSTRAINT "bm_interface_key" UNIQUE("interface_no")
);
--> statement-breakpoint
CREATE TABLE "bm_picking_strategy" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bm_picking_strategy_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"strategy_no" text NOT NULL,
	"strategy_name" text NOT NULL,
	"rule_lines" text NOT NULL,
	"status_code" smallint,
	"remark" text,
	"custom_values" jsonb,
	CONSTRAINT "bm_picking_strategy_key" UNIQUE("strategy_no")
);
--> statement-breakpoint
CREATE TABLE "bm_process_config" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bm_process_config_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"process_config_no" text NOT NULL,
	"process_config_name" text NOT NULL,
	"org_no" text NOT NULL,
	"warehouse_no" text,
	"doc_type" text NOT NULL,
	"flow_no" text NOT NULL,
	"is_auto_task" boolean,
	"is_auto_post" boolean,
	"is_print_label" boolean,
	"status_code" smallint,
	"remark" text,
	"custom_values" jsonb,
	CONSTRAINT "bm_process_config_key" UNIQUE("process_config_no")
);
--> statement-breakpoint
CREATE TABLE "bm_process_step" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bm_process_step_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"process_no" text NOT NULL,
	"process_name" text NOT NULL,
	"flow_no" text NOT NULL,
	"seq" bigint NOT NULL,
	"transaction_type" text NOT NULL,
	"platform" text NOT NULL,
	"is_scan" boolean,
	"is_required" boolean,
	"status_code" smallint,
	"remark" text,
	"custom_values" jsonb,
	CONSTRAINT "bm_process_step_key" UNIQUE("process_no")
);
--> statement-breakpoint
CREATE TABLE "bm_putaway_strategy" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bm_putaway_strategy_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"strategy_no" text NOT NULL,
	"strategy_name" text NOT NULL,
	"rule_lines" text NOT NULL,
	"status_code" smallint,
	"remark" text,
	"custom_values" jsonb,
	CONSTRAINT "bm_putaway_strategy_key" UNIQUE("strategy_no")
);
--> statement-breakpoint
CREATE TABLE "bm_strategy_application" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bm_strategy_application_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"application_no" text NOT NULL,
	"application_name" text NOT NULL,
	"priority" bigint NOT NULL,
	"org_no" text NOT NULL,
	"warehouse_no" text,
	"customer_no" text,
	"group_no" text,
	"putaway_strategy_no" text,
	"allocation_strategy_no" text,
	"picking_strategy_no" text,
	"wave_template_no" text,
	"turnover_strategy_no" text,
	"status_code" smallint,
	"remark" text,
	"custom_values" jsonb,
	CONSTRAINT "bm_strategy_application_key" UNIQUE("application_no")
);
--> statement-breakpoint
CREATE TABLE "bm_turnover_strategy" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bm_turnover_strategy_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"strategy_no" text NOT NULL,
	"strategy_name" text NOT NULL,
	"rule_lines" text NOT NULL,
	"status_code" smallint,
	"remark" text,
	"custom_values" jsonb,
	CONSTRAINT "bm_turnover_strategy_key" UNIQUE("strategy_no")
);
--> statement-breakpoint
CREATE TABLE "bm_wave_template" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bm_wave_template_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"wave_template_no" text NOT NULL,
	"wave_template_name" text NOT NULL,
	"max_orders" bigint,
	"max_lines" bigint,
	"rule_lines" text NOT NULL,
	"status_code" smallint,
	"remark" text,
	"custom_values" jsonb,
	CONSTRAINT "bm_wave_template_key" UNIQUE("wave_template_no")
);
--> statement-breakpoint
CREATE TABLE "sys_file" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_file_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"file_no" text NOT NULL,
	"file_name" text NOT NULL,
	"file_type" text NOT NULL,
	"module" text,
	"content_id" bigint NOT NULL,
	"original_name" text,
	"content_type" text,
	"file_size" bigint,
	"status_code" smallint,
	"remark" text,
	"custom_values" jsonb,
	CONSTRAINT "sys_file_key" UNIQUE("file_no")
);
--> statement-breakpoint
CREATE TABLE "sys_message" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_message_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"message_no" text NOT NULL,
	"title" text NOT NULL,
	"receiver" text NOT NULL,
	"notice_type" text,
	"channel" text NOT NULL,
	"content" text,
	"read_state" text,
	"send_state" text,
	"read_time" timestamp with time zone,
	"org_no" text,
	"source_doc_no" text,
	"remark" text,
	"custom_values" jsonb,
	CONSTRAINT "sys_message_key" UNIQUE("message_no")
);
--> statement-breakpoint
CREATE TABLE "sys_message_config" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_message_config_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"config_no" text NOT NULL,
	"config_name" text NOT NULL,
	"channel" text NOT NULL,
	"protocol" text,
	"host" text,
	"port" bigint,
	"default_encoding" text,
	"from_address" text,
	"user_name" text,
	"webhook_url" text,
	"status_code" smallint,
	"remark" text,
	"custom_values" jsonb,
	CONSTRAINT "sys_message_config_key" UNIQUE("config_no")
);
--> statement-breakpoint
CREATE TABLE "sys_message_policy" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_message_policy_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"notice_method_no" text NOT NULL,
	"notice_method_name" text NOT NULL,
	"org_no" text NOT NULL,
	"notice_type" text NOT NULL,
	"channel" text NOT NULL,
	"notice_template_no" text NOT NULL,
	"receiver_type" text NOT NULL,
	"receivers" text NOT NULL,
	"status_code" smallint,
	"remark" text,
	"custom_values" jsonb,
	CONSTRAINT "sys_message_policy_key" UNIQUE("notice_method_no")
);
--> statement-breakpoint
CREATE TABLE "sys_message_template" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_message_template_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"notice_template_no" text NOT NULL,
	"notice_template_name" text NOT NULL,
	"notice_type" text NOT NULL,
	"title_template" text NOT NULL,
	"content_template" text NOT NULL,
	"status_code" smallint,
	"remark" text,
	"custom_values" jsonb,
	CONSTRAINT "sys_message_template_key" UNIQUE("notice_template_no")
);
--> statement-breakpoint
ALTER TABLE "bm_doc_flow" ADD CONSTRAINT "bm_doc_flow_doc_type_fk" FOREIGN KEY ("doc_type") REFERENCES "public"."bm_doc_type"("doc_type") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bm_doc_type" ADD CONSTRAINT "bm_doc_type_classify_type_fk" FOREIGN KEY ("classify_type") REFERENCES "public"."bm_classify_type"("classify_type") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bm_interface" ADD CONSTRAINT "bm_interface_doc_type_fk" FOREIGN KEY ("doc_type") REFERENCES "public"."bm_doc_type"("doc_type") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bm_process_config" ADD CONSTRAINT "bm_process_config_org_no_fk" FOREIGN KEY ("org_no") REFERENCES "public"."bm_org"("org_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bm_process_config" ADD CONSTRAINT "bm_process_config_warehouse_no_fk" FOREIGN KEY ("warehouse_no") REFERENCES "public"."bm_warehouse"("warehouse_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bm_process_config" ADD CONSTRAINT "bm_process_config_doc_type_fk" FOREIGN KEY ("doc_type") REFERENCES "public"."bm_doc_type"("doc_type") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bm_process_config" ADD CONSTRAINT "bm_process_config_flow_no_fk" FOREIGN KEY ("flow_no") REFERENCES "public"."bm_doc_flow"("flow_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bm_process_step" ADD CONSTRAINT "bm_process_step_flow_no_fk" FOREIGN KEY ("flow_no") REFERENCES "public"."bm_doc_flow"("flow_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bm_strategy_application" ADD CONSTRAINT "bm_strategy_application_org_no_fk" FOREIGN KEY ("org_no") REFERENCES "public"."bm_org"("org_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bm_strategy_application" ADD CONSTRAINT "bm_strategy_application_warehouse_no_fk" FOREIGN KEY ("warehouse_no") REFERENCES "public"."bm_warehouse"("warehouse_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bm_strategy_application" ADD CONSTRAINT "bm_strategy_application_customer_no_fk" FOREIGN KEY ("customer_no") REFERENCES "public"."bm_customer"("customer_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bm_strategy_application" ADD CONSTRAINT "bm_strategy_application_group_no_fk" FOREIGN KEY ("group_no") REFERENCES "public"."bm_item_group"("group_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bm_strategy_application" ADD CONSTRAINT "bm_strategy_application_putaway_strategy_no_fk" FOREIGN KEY ("putaway_strategy_no") REFERENCES "public"."bm_putaway_strategy"("strategy_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bm_strategy_application" ADD CONSTRAINT "bm_strategy_application_allocation_strategy_no_fk" FOREIGN KEY ("allocation_strategy_no") REFERENCES "public"."bm_allocation_strategy"("strategy_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bm_strategy_application" ADD CONSTRAINT "bm_strategy_application_picking_strategy_no_fk" FOREIGN KEY ("picking_strategy_no") REFERENCES "public"."bm_picking_strategy"("strategy_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bm_strategy_application" ADD CONSTRAINT "bm_strategy_application_wave_template_no_fk" FOREIGN KEY ("wave_template_no") REFERENCES "public"."bm_wave_template"("wave_template_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bm_strategy_application" ADD CONSTRAINT "bm_strategy_application_turnover_strategy_no_fk" FOREIGN KEY ("turnover_strategy_no") REFERENCES "public"."bm_turnover_strategy"("strategy_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_message" ADD CONSTRAINT "sys_message_org_no_fk" FOREIGN KEY ("org_no") REFERENCES "public"."bm_org"("org_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_message_policy" ADD CONSTRAINT "sys_message_policy_org_no_fk" FOREIGN KEY ("org_no") REFERENCES "public"."bm_org"("org_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_message_policy" ADD CONSTRAINT "sys_message_policy_notice_template_no_fk" FOREIGN KEY ("notice_template_no") REFERENCES "public"."sys_message_template"("notice_template_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bm_allocation_strategy_recent" ON "bm_allocation_strategy" USING btree ("update_date","id");--> statement-breakpoint
CREATE INDEX "bm_doc_flow_recent" ON "bm_doc_flow" USING btree ("update_date","id");--> statement-breakpoint
CREATE INDEX "bm_doc_type_recent" ON "bm_doc_type" USING btree ("update_date","id");--> statement-breakpoint
CREATE INDEX "bm_interface_recent" ON "bm_interface" USING btree ("update_date","id");--> statement-breakpoint
CREATE INDEX "bm_picking_strategy_recent" ON "bm_picking_strategy" USING btree ("update_date","id");--> statement-breakpoint
CREATE INDEX "bm_process_config_recent" ON "bm_process_config" USING btree ("update_date","id");--> statement-breakpoint
CREATE INDEX "bm_process_step_recent" ON "bm_process_step" USING btree ("update_date","id");--> statement-breakpoint
CREATE INDEX "bm_putaway_strategy_recent" ON "bm_putaway_strategy" USING btree ("update_date","id");--> statement-breakpoint
CREATE INDEX "bm_strategy_application_recent" ON "bm_strategy_application" USING btree ("update_date","id");--> statement-breakpoint
CREATE INDEX "bm_turnover_strategy_recent" ON "bm_turnover_strategy" USING btree ("update_date","id");--> statement-breakpoint
CREATE INDEX "bm_wave_template_recent" ON "bm_wave_template" USING btree ("update_date","id");--> statement-breakpoint
CREATE INDEX "sys_file_recent" ON "sys_file" USING btree ("update_date","id");--> statement-breakpoint
CREATE INDEX "sys_message_recent" ON "sys_message" USING btree ("update_date","id");--> statement-breakpoint
CREATE INDEX "sys_message_config_recent" ON "sys_message_config" USING btree ("update_date","id");--> statement-breakpoint
CREATE INDEX "sys_message_policy_recent" ON "sys_message_policy" USING btree ("update_date","id");--> statement-breakpoint
CREATE INDEX "sys_message_template_recent" ON "sys_message_template" USING btree ("update_date","id");