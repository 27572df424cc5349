CREATE TABLE "srm_answer_rule" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "srm_answer_rule_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"org_no" text NOT NULL,
	"supplier_no" text,
	"rule_no" text NOT NULL,
	"rule_name" text NOT NULL,
	"order_type" text,
	"deadline_hours" bigint NOT NULL,
	"can_reject" boolean,
	"can_change_date" boolean,
	"can_change_qty" boolean,
	"status_code" smallint,
	"remark" text,
	"custom_values" jsonb,
	CONSTRAINT "srm_answer_rule_key" UNIQUE("org_no","rule_no")
);
--> statement-breakpoint
CREATE TABLE "srm_delivery_address" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "srm_delivery_address_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"office_id" text NOT NULL,
	"office_alias" text NOT NULL,
	"org_no" text NOT NULL,
	"warehouse_no" text,
	"supplier_no" text,
	"loadadr_type" text NOT NULL,
	"default_address_sign" boolean,
	"contacts" text,
	"telphone" text,
	"mobile" text,
	"address" text NOT NULL,
	"zip_code" text,
	"platform_no" text,
	"start_time_str" text,
	"due_time_str" text,
	"longitude" numeric,
	"latitude" numeric,
	"status_code" smallint,
	"remark" text,
	"custom_values" jsonb,
	CONSTRAINT "srm_delivery_address_key" UNIQUE("office_id")
);
--> statement-breakpoint
CREATE TABLE "srm_delivery_setting" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "srm_delivery_setting_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"org_no" text NOT NULL,
	"supplier_no" text,
	"setting_no" text NOT NULL,
	"setting_name" text NOT NULL,
	"item_no" text,
	"allow_ahead_days" bigint NOT NULL,
	"allow_overdue_days" bigint NOT NULL,
	"preview_days" bigint NOT NULL,
	"lock_days" bigint NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"status_code" smallint,
	"remark" text,
	"custom_values" jsonb,
	CONSTRAINT "srm_delivery_setting_key" UNIQUE("org_no","setting_no")
);
--> statement-breakpoint
CREATE TABLE "srm_execute_config" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "srm_execute_config_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"org_no" text NOT NULL,
	"supplier_no" text,
	"config_no" text NOT NULL,
	"config_name" text NOT NULL,
	"is_asn_approval" boolean,
	"is_over_delivery" boolean,
	"over_delivery_rate" numeric,
	"is_partial_receipt" boolean,
	"is_frozen_check" boolean,
	"status_code" smallint,
	"remark" text,
	"custom_values" jsonb,
	CONSTRAINT "srm_execute_config_key" UNIQUE("org_no","config_no")
);
--> statement-breakpoint
CREATE TABLE "srm_execute_policy" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "srm_execute_policy_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"org_no" text NOT NULL,
	"execute_no" text NOT NULL,
	"execute_name" text NOT NULL,
	"supplier_no" text,
	"item_no" text,
	"delivery_mode" text NOT NULL,
	"is_default" boolean,
	"policy_state" text NOT NULL,
	"is_po_rule" boolean,
	"is_ship_rule" boolean,
	"is_schedule_rule" boolean,
	"is_booking_rule" boolean,
	"remark" text,
	"custom_values" jsonb,
	CONSTRAINT "srm_execute_policy_key" UNIQUE("org_no","execute_no")
);
--> statement-breakpoint
CREATE TABLE "srm_procurement_forecast" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "srm_procurement_forecast_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"forecast_no" text NOT NULL,
	"predict_version" text NOT NULL,
	"horizon" text NOT NULL,
	"org_no" text NOT NULL,
	"purchase_centre" text,
	"supplier_no" text NOT NULL,
	"bm_item_no" text NOT NULL,
	"unit_no" text,
	"plan_time" date NOT NULL,
	"plan_num" numeric NOT NULL,
	"supplier_ratio" numeric,
	"data_source" text,
	"predict_status" text DEFAULT '0',
	"remark" text,
	"custom_values" jsonb,
	CONSTRAINT "srm_procurement_forecast_key" UNIQUE("forecast_no")
);
--> statement-breakpoint
CREATE TABLE "srm_procurement_plan" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "srm_procurement_plan_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"plan_no" text NOT NULL,
	"org_no" text NOT NULL,
	"purchase_centre" text,
	"bm_item_no" text NOT NULL,
	"unit_no" text,
	"plan_time" date NOT NULL,
	"plan_num" numeric NOT NULL,
	"supplier_no" text NOT NULL,
	"supplier_ratio" numeric NOT NULL,
	"data_source" text,
	"publish_status" text DEFAULT '0',
	"remark" text,
	"custom_values" jsonb,
	CONSTRAINT "srm_procurement_plan_key" UNIQUE("plan_no")
);
--> statement-breakpoint
CREATE TABLE "srm_schedule" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "srm_schedule_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"schedule_no" text NOT NULL,
	"org_no" text NOT NULL,
	"supplier_no" text NOT NULL,
	"item_no" text NOT NULL,
	"purchase_no" text,
	"purchase_seq" bigint,
	"demand_date" date NOT NULL,
	"plan_qty" numeric NOT NULL,
	"schedule_qty" numeric NOT NULL,
	"publish_status" text DEFAULT '0',
	"answer_quantity" numeric,
	"pre_delivery" date,
	"reply_status" text DEFAULT '0',
	"reply_remark" text,
	"reply_name" text,
	"reply_date" timestamp with time zone,
	"delivery_qty" numeric DEFAULT 0,
	"receive_qty" numeric DEFAULT 0,
	"publish_name" text,
	"publish_date" timestamp with time zone,
	"remark" text,
	"custom_values" jsonb,
	CONSTRAINT "srm_schedule_key" UNIQUE("schedule_no")
);
--> statement-breakpoint
CREATE TABLE "srm_ship_rule" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "srm_ship_rule_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"org_no" text NOT NULL,
	"supplier_no" text,
	"rule_no" text NOT NULL,
	"rule_name" text NOT NULL,
	"ship_method" text NOT NULL,
	"asn_advance_days" bigint NOT NULL,
	"max_asn_lines" bigint,
	"is_split_allowed" boolean,
	"status_code" smallint,
	"remark" text,
	"custom_values" jsonb,
	CONSTRAINT "srm_ship_rule_key" UNIQUE("org_no","rule_no")
);
--> statement-breakpoint
CREATE TABLE "srm_sys_news" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "srm_sys_news_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"news_no" text NOT NULL,
	"subject" text NOT NULL,
	"news_business" text NOT NULL,
	"sender_type" text NOT NULL,
	"ispublish" text DEFAULT '0',
	"top_sign" boolean DEFAULT false,
	"effective_date" date NOT NULL,
	"expiring_date" date,
	"audience" text NOT NULL,
	"supplier_nos" text,
	"content" text NOT NULL,
	"publish_date" timestamp with time zone,
	"custom_values" jsonb,
	CONSTRAINT "srm_sys_news_key" UNIQUE("news_no")
);
--> statement-breakpoint
CREATE TABLE "srm_vmi_warehouse" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "srm_vmi_warehouse_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"org_no" text NOT NULL,
	"supplier_no" text NOT NULL,
	"warehouse_no" text NOT NULL,
	"zone_no" text,
	"status_code" smallint,
	"remark" text,
	"custom_values" jsonb,
	CONSTRAINT "srm_vmi_warehouse_key" UNIQUE("supplier_no","warehouse_no")
);
--> statement-breakpoint
CREATE TABLE "srm_warehouse_config" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "srm_warehouse_config_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"org_no" text NOT NULL,
	"warehouse_no" text NOT NULL,
	"office_id" text,
	"is_asn_required" boolean,
	"is_appointment" boolean,
	"receive_start_time" text,
	"receive_end_time" text,
	"daily_capacity" bigint,
	"status_code" smallint,
	"remark" text,
	"custom_values" jsonb,
	CONSTRAINT "srm_warehouse_config_key" UNIQUE("warehouse_no")
);
--> statement-breakpoint
CREATE TABLE "srm_schedule_setting" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "srm_schedule_setting_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"day_plan_days" integer NOT NULL,
	"week_plan_weeks" integer NOT NULL,
	"month_plan_days" integer NOT NULL,
	"lock_days" integer NOT NULL,
	"difference_rules" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "srm_news_file" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "srm_news_file_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"news_id" bigint NOT NULL,
	"original_name" text NOT NULL,
	"content_type" text NOT NULL,
	"file_size" integer NOT NULL,
	"width" integer,
	"height" integer,
	"content" "bytea" NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "srm_news_reading" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "srm_news_reading_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"news_id" bigint NOT NULL,
	"user_no" text NOT NULL,
	"supplier_no" text,
	"read_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "srm_news_reading_key" UNIQUE("news_id","user_no")
);
--> statement-breakpoint
ALTER TABLE "in_arrive_head" ALTER COLUMN "incoming_tag" SET DEFAULT 'WMS';--> statement-breakpoint
ALTER TABLE "in_arrive_head" ALTER COLUMN "receipt_round" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "in_notice_head" ALTER COLUMN "receipt_round" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "out_notice_head" ALTER COLUMN "is_suspend" SET DEFAULT false;--> statement-breakpoint
ALTER TABLE "out_notice_head" ALTER COLUMN "alloc_round" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "srm_answer_rule" ADD CONSTRAINT "srm_answer_rule_org_no_fk" FOREIGN KEY ("org_no") REFERENCES "public"."bm_org"("org_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "srm_answer_rule" ADD CONSTRAINT "srm_answer_rule_supplier_no_fk" FOREIGN KEY ("supplier_no") REFERENCES "public"."bm_supplier"("supplier_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "srm_delivery_address" ADD CONSTRAINT "srm_delivery_address_org_no_fk" FOREIGN KEY ("org_no") REFERENCES "public"."bm_org"("org_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "srm_delivery_address" ADD CONSTRAINT "srm_delivery_address_warehouse_no_fk" FOREIGN KEY ("warehouse_no") REFERENCES "public"."bm_warehouse"("warehouse_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "srm_delivery_address" ADD CONSTRAINT "srm_delivery_address_supplier_no_fk" FOREIGN KEY ("supplier_no") REFERENCES "public"."bm_supplier"("supplier_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "srm_delivery_setting" ADD CONSTRAINT "srm_delivery_setting_org_no_fk" FOREIGN KEY ("org_no") REFERENCES "public"."bm_org"("org_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "srm_delivery_setting" ADD CONSTRAINT "srm_delivery_setting_supplier_no_fk" FOREIGN KEY ("supplier_no") REFERENCES "public"."bm_supplier"("supplier_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "srm_execute_config" ADD CONSTRAINT "srm_execute_config_org_no_fk" FOREIGN KEY ("org_no") REFERENCES "public"."bm_org"("org_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "srm_execute_config" ADD CONSTRAINT "srm_execute_config_supplier_no_fk" FOREIGN KEY ("supplier_no") REFERENCES "public"."bm_supplier"("supplier_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "srm_execute_policy" ADD CONSTRAINT "srm_execute_policy_org_no_fk" FOREIGN KEY ("org_no") REFERENCES "public"."bm_org"("org_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "srm_execute_policy" ADD CONSTRAINT "srm_execute_policy_supplier_no_fk" FOREIGN KEY ("supplier_no") REFERENCES "public"."bm_supplier"("supplier_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "srm_procurement_forecast" ADD CONSTRAINT "srm_procurement_forecast_org_no_fk" FOREIGN KEY ("org_no") REFERENCES "public"."bm_org"("org_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "srm_procurement_forecast" ADD CONSTRAINT "srm_procurement_forecast_supplier_no_fk" FOREIGN KEY ("supplier_no") REFERENCES "public"."bm_supplier"("supplier_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "srm_procurement_forecast" ADD CONSTRAINT "srm_procurement_forecast_unit_no_fk" FOREIGN KEY ("unit_no") REFERENCES "public"."bm_unit"("unit_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "srm_procurement_plan" ADD CONSTRAINT "srm_procurement_plan_org_no_fk" FOREIGN KEY ("org_no") REFERENCES "public"."bm_org"("org_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "srm_procurement_plan" ADD CONSTRAINT "srm_procurement_plan_unit_no_fk" FOREIGN KEY ("unit_no") REFERENCES "public"."bm_unit"("unit_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "srm_procurement_plan" ADD CONSTRAINT "srm_procurement_plan_supplier_no_fk" FOREIGN KEY ("supplier_no") REFERENCES "public"."bm_supplier"("supplier_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "srm_schedule" ADD CONSTRAINT "srm_schedule_org_no_fk" FOREIGN KEY ("org_no") REFERENCES "public"."bm_org"("org_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "srm_schedule" ADD CONSTRAINT "srm_schedule_supplier_no_fk" FOREIGN KEY ("supplier_no") REFERENCES "public"."bm_supplier"("supplier_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "srm_ship_rule" ADD CONSTRAINT "srm_ship_rule_org_no_fk" FOREIGN KEY ("org_no") REFERENCES "public"."bm_org"("org_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "srm_ship_rule" ADD CONSTRAINT "srm_ship_rule_supplier_no_fk" FOREIGN KEY ("supplier_no") REFERENCES "public"."bm_supplier"("supplier_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "srm_vmi_warehouse" ADD CONSTRAINT "srm_vmi_warehouse_org_no_fk" FOREIGN KEY ("org_no") REFERENCES "public"."bm_org"("org_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "srm_vmi_warehouse" ADD CONSTRAINT "srm_vmi_warehouse_supplier_no_fk" FOREIGN KEY ("supplier_no") REFERENCES "public"."bm_supplier"("supplier_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "srm_vmi_warehouse" ADD CONSTRAINT "srm_vmi_warehouse_warehouse_no_fk" FOREIGN KEY ("warehouse_no") REFERENCES "public"."bm_warehouse"("warehouse_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "srm_warehouse_config" ADD CONSTRAINT "srm_warehouse_config_org_no_fk" FOREIGN KEY ("org_no") REFERENCES "public"."bm_org"("org_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "srm_warehouse_config" ADD CONSTRAINT "srm_warehouse_config_warehouse_no_fk" FOREIGN KEY ("warehouse_no") REFERENCES "public"."bm_warehouse"("warehouse_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "srm_warehouse_config" ADD CONSTRAINT "srm_warehouse_config_office_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."srm_delivery_address"("office_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "srm_news_file" ADD CONSTRAINT "srm_news_file_news_id_srm_sys_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."srm_sys_news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "srm_news_reading" ADD CONSTRAINT "srm_news_reading_news_id_srm_sys_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."srm_sys_news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "srm_answer_rule_recent" ON "srm_answer_rule" USING btree ("update_date","id");--> statement-breakpoint
CREATE INDEX "srm_delivery_address_recent" ON "srm_delivery_address" USING btree ("update_date","id");--> statement-breakpoint
CREATE INDEX "srm_delivery_setting_recent" ON "srm_delivery_setting" USING btree ("update_date","id");--> statement-breakpoint
CREATE INDEX "srm_execute_config_recent" ON "srm_execute_config" USING btree ("update_date","id");--> statement-breakpoint
CREATE INDEX "srm_execute_policy_recent" ON "srm_execute_policy" USING btree ("update_date","id");--> statement-breakpoint
CREATE INDEX "srm_procurement_forecast_recent" ON "srm_procurement_forecast" USING btree ("update_date","id");--> statement-breakpoint
CREATE INDEX "srm_procurement_plan_recent" ON "srm_procurement_plan" USING btree ("update_date","id");--> statement-breakpoint
CREATE INDEX "srm_schedule_recent" ON "srm_schedule" USING btree ("update_date","id");--> statement-breakpoint
CREATE INDEX "srm_ship_rule_recent" ON "srm_ship_rule" USING btree ("update_date","id");--> statement-breakpoint
CREATE INDEX "srm_sys_news_recent" ON "srm_sys_news" USING btree ("update_date","id");--> statement-breakpoint
CREATE INDEX "srm_vmi_warehouse_recent" ON "srm_vmi_warehouse" USING btree ("update_date","id");--> statement-breakpoint
CREATE INDEX "srm_warehouse_config_recent" ON "srm_warehouse_config" USING btree ("update_date","id");--> statement-breakpoint
CREATE INDEX "srm_news_file_news" ON "srm_news_file" USING btree ("news_id");