CREATE TABLE "bm_arrival_import" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bm_arrival_import_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"order_no" text NOT NULL,
	"line_no" bigint NOT NULL,
	"org_no" text NOT NULL,
	"warehouse_no" text NOT NULL,
	"supplier_no" text NOT NULL,
	"item_no" text NOT NULL,
	"qty" numeric NOT NULL,
	"lot_no" text,
	"production_date" date,
	"expected_date" date,
	"import_status" text,
	"arrival_no" text,
	"remark" text,
	"custom_values" jsonb,
	CONSTRAINT "bm_arrival_import_key" UNIQUE("org_no","line_no","order_no")
);
--> statement-breakpoint
CREATE TABLE "bm_bar_rule" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bm_bar_rule_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"bar_rule_no" text NOT NULL,
	"bar_rule_name" text NOT NULL,
	"bar_type" text NOT NULL,
	"rule_expression" text,
	"reset_period" text NOT NULL,
	"gs1_mode" text NOT NULL,
	"gs1_company_prefix" text,
	"extension_digit" text,
	"status_code" smallint,
	"remark" text,
	"custom_values" jsonb,
	CONSTRAINT "bm_bar_rule_key" UNIQUE("bar_rule_no")
);
--> statement-breakpoint
CREATE TABLE "bm_basic_element" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bm_basic_element_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"coding_id" text NOT NULL,
	"parameter" text NOT NULL,
	"lot_rule" boolean,
	"input_type" text NOT NULL,
	"field_type" text NOT NULL,
	"part_no" bigint,
	"leng" bigint,
	"allow_empty" boolean,
	"prefix_char" text,
	"match_criteria" text,
	"status_code" smallint,
	"remark" text,
	"custom_values" jsonb,
	CONSTRAINT "bm_basic_element_key" UNIQUE("coding_id")
);
--> statement-breakpoint
CREATE TABLE "bm_box_rule" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bm_box_rule_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"box_rule_no" text NOT NULL,
	"box_rule_name" text NOT NULL,
	"rule_expression" text,
	"reset_period" text NOT NULL,
	"gs1_mode" text NOT NULL,
	"gs1_company_prefix" text,
	"extension_digit" text,
	"status_code" smallint,
	"remark" text,
	"custom_values" jsonb,
	CONSTRAINT "bm_box_rule_key" UNIQUE("box_rule_no")
);
--> statement-breakpoint
CREATE TABLE "bm_container" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bm_container_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"box_no" text NOT NULL,
	"box_name" text,
	"org_no" text NOT NULL,
	"warehouse_no" text,
	"box_level" text NOT NULL,
	"box_owner" text NOT NULL,
	"box_rule_no" text,
	"box_status" text NOT NULL,
	"is_mix_sku" boolean,
	"is_mix_lot" boolean,
	"is_recycle" boolean,
	"usage_count" bigint,
	"max_usage" bigint,
	"status_code" smallint,
	"remark" text,
	"custom_values" jsonb,
	CONSTRAINT "bm_container_key" UNIQUE("org_no","box_no")
);
--> statement-breakpoint
CREATE TABLE "bm_doc_config" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bm_doc_config_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"doc_type" text NOT NULL,
	"doc_type_name" text NOT NULL,
	"org_no" text NOT NULL,
	"big_module" text NOT NULL,
	"classify_type" text NOT NULL,
	"warehouse_no" text,
	"flow_pattern" text NOT NULL,
	"is_auto_audit" boolean,
	"is_auto_allocate" boolean,
	"is_print_on_save" boolean,
	"status_code" smallint,
	"remark" text,
	"custom_values" jsonb,
	CONSTRAINT "bm_doc_config_key" UNIQUE("org_no","doc_type")
);
--> statement-breakpoint
CREATE TABLE "bm_item_group_sub" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bm_item_group_sub_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"group_no" text NOT NULL,
	"org_no" text NOT NULL,
	"item_rule" text,
	"bar_rule_no" text,
	"lot_rule_no" text,
	"fifo_check" boolean,
	"check_flag" boolean,
	"is_control_sn" boolean,
	"in_pass_rate" numeric,
	"out_pass_rate" numeric,
	"is_manage_shelflife" boolean,
	"shelflife" bigint,
	"shelflife_unit" text,
	"status_code" smallint,
	"remark" text,
	"custom_values" jsonb,
	CONSTRAINT "bm_item_group_sub_key" UNIQUE("org_no","group_no")
);
--> statement-breakpoint
CREATE TABLE "bm_item_merchant" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bm_item_merchant_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"org_no" text NOT NULL,
	"item_no" text NOT NULL,
	"customer_no" text NOT NULL,
	"merchant_item_no" text,
	"merchant_item_name" text,
	"merchant_barcode" text,
	"unit_no" text,
	"pack_qty" numeric,
	"status_code" smallint,
	"remark" text,
	"custom_values" jsonb,
	CONSTRAINT "bm_item_merchant_key" UNIQUE("org_no","item_no","customer_no")
);
--> statement-breakpoint
CREATE TABLE "bm_item_supplier_merchant" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bm_item_supplier_merchant_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"org_no" text NOT NULL,
	"item_no" text NOT NULL,
	"supplier_no" text NOT NULL,
	"merchant_item_no" text,
	"merchant_item_name" text,
	"merchant_barcode" text,
	"is_main_supplier" boolean,
	"unit_no" text,
	"purchase_price" numeric,
	"currency_no" text,
	"lead_time" bigint,
	"min_pur_qty" numeric,
	"status_code" smallint,
	"remark" text,
	"custom_values" jsonb,
	CONSTRAINT "bm_item_supplier_merchant_key" UNIQUE("org_no","item_no","supplier_no")
);
--> statement-breakpoint
CREATE TABLE "bm_item_unit_conversion" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bm_item_unit_conversion_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"org_no" text NOT NULL,
	"item_no" text NOT NULL,
	"from_unit_no" text NOT NULL,
	"from_unit_pt" numeric NOT NULL,
	"convert_value" numeric NOT NULL,
	"to_unit_no" text NOT NULL,
	"to_unit_pt" numeric NOT NULL,
	"is_default" boolean,
	"status_code" smallint,
	"remark" text,
	"custom_values" jsonb,
	CONSTRAINT "bm_item_unit_conversion_key" UNIQUE("org_no","item_no","from_unit_no","to_unit_no")
);
--> statement-breakpoint
CREATE TABLE "bm_label" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bm_label_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"barcode" text NOT NULL,
	"bar_type" text NOT NULL,
	"org_no" text NOT NULL,
	"item_no" text NOT NULL,
	"lot_no" text,
	"combination_lot_no" text,
	"qty" numeric NOT NULL,
	"label_status" text NOT NULL,
	"box_no" text,
	"production_date" date,
	"expiry_date" date,
	"supplier_no" text,
	"supplier_barcode" text,
	"customer_no" text,
	"customer_barcode" text,
	"print_count" bigint,
	"remark" text,
	"custom_values" jsonb,
	CONSTRAINT "bm_label_key" UNIQUE("org_no","barcode")
);
--> statement-breakpoint
CREATE TABLE "bm_lot_rule" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bm_lot_rule_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"lot_rule_no" text NOT NULL,
	"lot_rule_name" text NOT NULL,
	"rule_expression" text,
	"reset_period" text NOT NULL,
	"gs1_mode" text NOT NULL,
	"gs1_company_prefix" text,
	"extension_digit" text,
	"status_code" smallint,
	"remark" text,
	"custom_values" jsonb,
	CONSTRAINT "bm_lot_rule_key" UNIQUE("lot_rule_no")
);
--> statement-breakpoint
CREATE TABLE "bm_process_record" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bm_process_record_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"record_no" text NOT NULL,
	"org_no" text NOT NULL,
	"work_order_no" text NOT NULL,
	"process_no" text NOT NULL,
	"process_name" text NOT NULL,
	"item_no" text NOT NULL,
	"lot_no" text,
	"line_name" text,
	"equipment_no" text,
	"operator_no" text,
	"good_qty" numeric,
	"scrap_qty" numeric,
	"start_time" timestamp with time zone,
	"end_time" timestamp with time zone,
	"record_status" text NOT NULL,
	"remark" text,
	"custom_values" jsonb,
	CONSTRAINT "bm_process_record_key" UNIQUE("org_no","record_no")
);
--> statement-breakpoint
CREATE TABLE "bm_reservoir" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bm_reservoir_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"reservoir_no" text NOT NULL,
	"reservoir_name" text NOT NULL,
	"org_no" text NOT NULL,
	"warehouse_no" text NOT NULL,
	"zone_no" text NOT NULL,
	"reservoir_type" text,
	"pick_seq" bigint,
	"status_code" smallint,
	"remark" text,
	"custom_values" jsonb,
	CONSTRAINT "bm_reservoir_key" UNIQUE("warehouse_no","reservoir_no")
);
--> statement-breakpoint
CREATE TABLE "bm_serial_number" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bm_serial_number_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"sn_no" text NOT NULL,
	"org_no" text NOT NULL,
	"item_no" text NOT NULL,
	"sn_barcode_status" text NOT NULL,
	"lot_no" text,
	"barcode" text,
	"warehouse_no" text,
	"doc_no" text,
	"remark" text,
	"custom_values" jsonb,
	CONSTRAINT "bm_serial_number_key" UNIQUE("org_no","item_no","sn_no")
);
--> statement-breakpoint
CREATE TABLE "bm_task_table" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bm_task_table_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"task_type" text NOT NULL,
	"task_type_name" text NOT NULL,
	"big_module" text NOT NULL,
	"transaction_type" text NOT NULL,
	"platform" text,
	"priority" bigint,
	"is_auto_assign" boolean,
	"is_scan_confirm" boolean,
	"status_code" smallint,
	"remark" text,
	"custom_values" jsonb,
	CONSTRAINT "bm_task_table_key" UNIQUE("task_type")
);
--> statement-breakpoint
CREATE TABLE "bm_unit" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bm_unit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"unit_no" text NOT NULL,
	"unit_name" text NOT NULL,
	"unit_type" text,
	"rounding_type" text NOT NULL,
	"dicimal_digit" bigint NOT NULL,
	"status_code" smallint,
	"remark" text,
	"custom_values" jsonb,
	CONSTRAINT "bm_unit_key" UNIQUE("unit_no")
);
--> statement-breakpoint
CREATE TABLE "bm_unit_conversion" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bm_unit_conversion_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"from_unit_no" text NOT NULL,
	"from_unit_pt" numeric NOT NULL,
	"convert_value" numeric NOT NULL,
	"to_unit_no" text NOT NULL,
	"to_unit_pt" numeric NOT NULL,
	"status_code" smallint,
	"remark" text,
	"custom_values" jsonb,
	CONSTRAINT "bm_unit_conversion_key" UNIQUE("from_unit_no","to_unit_no")
);
--> statement-breakpoint
CREATE TABLE "bm_warehouse_keeper" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bm_warehouse_keeper_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"keeper_no" text NOT NULL,
	"keeper_name" text NOT NULL,
	"org_no" text NOT NULL,
	"warehouse_no" text NOT NULL,
	"zone_no" text,
	"duty_type" text NOT NULL,
	"phone" text,
	"email" text,
	"status_code" smallint,
	"remark" text,
	"custom_values" jsonb,
	CONSTRAINT "bm_warehouse_keeper_key" UNIQUE("warehouse_no","keeper_no")
);
--> statement-breakpoint
CREATE TABLE "inv_change_head" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inv_change_head_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"inv_change_no" text NOT NULL,
	"org_no" text NOT NULL,
	"warehouse_no" text NOT NULL,
	"status_code" text,
	"bill_date" date,
	"change_type" text NOT NULL,
	"source_no" text,
	"remark" text,
	"custom_values" jsonb,
	CONSTRAINT "inv_change_head_key" UNIQUE("inv_change_no")
);
--> statement-breakpoint
CREATE TABLE "inv_freeze_head" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inv_freeze_head_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"freeze_no" text NOT NULL,
	"org_no" text NOT NULL,
	"warehouse_no" text NOT NULL,
	"status_code" text,
	"bill_date" date,
	"freeze_type" text NOT NULL,
	"freeze_reason" text NOT NULL,
	"remark" text,
	"custom_values" jsonb,
	CONSTRAINT "inv_freeze_head_key" UNIQUE("freeze_no")
);
--> statement-breakpoint
CREATE TABLE "inv_release_head" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inv_release_head_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"inv_release_no" text NOT NULL,
	"org_no" text NOT NULL,
	"warehouse_no" text NOT NULL,
	"status_code" text,
	"bill_date" date,
	"remark" text,
	"custom_values" jsonb,
	CONSTRAINT "inv_release_head_key" UNIQUE("inv_release_no")
);
--> statement-breakpoint
CREATE TABLE "inv_stock_release_head" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inv_stock_release_head_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"release_no" text NOT NULL,
	"org_no" text NOT NULL,
	"warehouse_no" text NOT NULL,
	"status_code" text,
	"bill_date" date,
	"release_type" text NOT NULL,
	"remark" text,
	"custom_values" jsonb,
	CONSTRAINT "inv_stock_release_head_key" UNIQUE("release_no")
);
--> statement-breakpoint
CREATE TABLE "inv_transfer_head" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inv_transfer_head_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"inv_transfer_no" text NOT NULL,
	"org_no" text NOT NULL,
	"warehouse_no" text NOT NULL,
	"status_code" text,
	"bill_date" date,
	"transfer_type" text NOT NULL,
	"to_warehouse_no" text NOT NULL,
	"remark" text,
	"custom_values" jsonb,
	CONSTRAINT "inv_transfer_head_key" UNIQUE("inv_transfer_no")
);
--> statement-breakpoint
CREATE TABLE "sys_design_table" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_design_table_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"design_table" text NOT NULL,
	"design_table_name" text NOT NULL,
	"table_attribute" text NOT NULL,
	"module" text,
	"is_custom" boolean,
	"status_code" smallint,
	"remark" text,
	"custom_values" jsonb,
	CONSTRAINT "sys_design_table_key" UNIQUE("design_table")
);
--> statement-breakpoint
CREATE TABLE "sys_detect_item" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_detect_item_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"detect_no" text NOT NULL,
	"detect_name" text NOT NULL,
	"detect_type" text NOT NULL,
	"last_result" text,
	"last_message" text,
	"last_detect_date" timestamp with time zone,
	"status_code" smallint,
	"remark" text,
	"custom_values" jsonb,
	CONSTRAINT "sys_detect_item_key" UNIQUE("detect_no")
);
--> statement-breakpoint
CREATE TABLE "bm_rule_counter" (
	"rule_no" text NOT NULL,
	"period" text NOT NULL,
	"last_value" bigint NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bm_rule_counter_pk" PRIMARY KEY("rule_no","period")
);
--> statement-breakpoint
CREATE TABLE "inv_change_line" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inv_change_line_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"head_id" bigint NOT NULL,
	"line_no" integer NOT NULL,
	"cell_no" text NOT NULL,
	"item_no" text NOT NULL,
	"lot_no" text,
	"container_no" text,
	"stock_status" text NOT NULL,
	"qty" numeric NOT NULL,
	"remark" text,
	CONSTRAINT "inv_change_line_key" UNIQUE("head_id","line_no")
);
--> statement-breakpoint
CREATE TABLE "inv_freeze_line" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inv_freeze_line_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"head_id" bigint NOT NULL,
	"line_no" integer NOT NULL,
	"cell_no" text,
	"item_no" text,
	"lot_no" text,
	"container_no" text,
	"remark" text,
	CONSTRAINT "inv_freeze_line_key" UNIQUE("head_id","line_no")
);
--> statement-breakpoint
CREATE TABLE "inv_release_line" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inv_release_line_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"head_id" bigint NOT NULL,
	"line_no" integer NOT NULL,
	"cell_no" text NOT NULL,
	"item_no" text NOT NULL,
	"lot_no" text,
	"container_no" text,
	"stock_status" text NOT NULL,
	"to_stock_status" text NOT NULL,
	"qty" numeric NOT NULL,
	"remark" text,
	CONSTRAINT "inv_release_line_key" UNIQUE("head_id","line_no")
);
--> statement-breakpoint
CREATE TABLE "inv_stock_release_line" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inv_stock_release_line_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"head_id" bigint NOT NULL,
	"line_no" integer NOT NULL,
	"cell_no" text NOT NULL,
	"item_no" text NOT NULL,
	"lot_no" text,
	"container_no" text,
	"stock_status" text NOT NULL,
	"qty" numeric NOT NULL,
	"remark" text,
	CONSTRAINT "inv_stock_release_line_key" UNIQUE("head_id","line_no")
);
--> statement-breakpoint
CREATE TABLE "inv_transfer_line" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inv_transfer_line_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"head_id" bigint NOT NULL,
	"line_no" integer NOT NULL,
	"cell_no" text NOT NULL,
	"item_no" text NOT NULL,
	"lot_no" text,
	"container_no" text,
	"stock_status" text NOT NULL,
	"to_cell_no" text NOT NULL,
	"qty" numeric NOT NULL,
	"remark" text,
	CONSTRAINT "inv_transfer_line_key" UNIQUE("head_id","line_no")
);
--> statement-breakpoint
CREATE TABLE "sys_doc_number" (
	"doc_type" text NOT NULL,
	"day" text NOT NULL,
	"last_no" integer NOT NULL,
	CONSTRAINT "sys_doc_number_pk" PRIMARY KEY("doc_type","day")
);
--> statement-breakpoint
ALTER TABLE "bm_arrival_import" ADD CONSTRAINT "bm_arrival_import_org_no_fk" FOREIGN KEY ("org_no") REFERENCES "public"."bm_org"("org_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bm_arrival_import" ADD CONSTRAINT "bm_arrival_import_warehouse_no_fk" FOREIGN KEY ("warehouse_no") REFERENCES "public"."bm_warehouse"("warehouse_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bm_arrival_import" ADD CONSTRAINT "bm_arrival_import_supplier_no_fk" FOREIGN KEY ("supplier_no") REFERENCES "public"."bm_supplier"("supplier_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bm_container" ADD CONSTRAINT "bm_container_org_no_fk" FOREIGN KEY ("org_no") REFERENCES "public"."bm_org"("org_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bm_container" ADD CONSTRAINT "bm_container_warehouse_no_fk" FOREIGN KEY ("warehouse_no") REFERENCES "public"."bm_warehouse"("warehouse_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bm_doc_config" ADD CONSTRAINT "bm_doc_config_org_no_fk" FOREIGN KEY ("org_no") REFERENCES "public"."bm_org"("org_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bm_doc_config" ADD CONSTRAINT "bm_doc_config_classify_type_fk" FOREIGN KEY ("classify_type") REFERENCES "public"."bm_classify_type"("classify_type") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bm_doc_config" ADD CONSTRAINT "bm_doc_config_warehouse_no_fk" FOREIGN KEY ("warehouse_no") REFERENCES "public"."bm_warehouse"("warehouse_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bm_item_group_sub" ADD CONSTRAINT "bm_item_group_sub_group_no_fk" FOREIGN KEY ("group_no") REFERENCES "public"."bm_item_group"("group_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bm_item_group_sub" ADD CONSTRAINT "bm_item_group_sub_org_no_fk" FOREIGN KEY ("org_no") REFERENCES "public"."bm_org"("org_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bm_item_merchant" ADD CONSTRAINT "bm_item_merchant_org_no_fk" FOREIGN KEY ("org_no") REFERENCES "public"."bm_org"("org_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bm_item_merchant" ADD CONSTRAINT "bm_item_merchant_customer_no_fk" FOREIGN KEY ("customer_no") REFERENCES "public"."bm_customer"("customer_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bm_item_merchant" ADD CONSTRAINT "bm_item_merchant_unit_no_fk" FOREIGN KEY ("unit_no") REFERENCES "public"."bm_unit"("unit_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bm_item_supplier_merchant" ADD CONSTRAINT "bm_item_supplier_merchant_org_no_fk" FOREIGN KEY ("org_no") REFERENCES "public"."bm_org"("org_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bm_item_supplier_merchant" ADD CONSTRAINT "bm_item_supplier_merchant_supplier_no_fk" FOREIGN KEY ("supplier_no") REFERENCES "public"."bm_supplier"("supplier_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bm_item_supplier_merchant" ADD CONSTRAINT "bm_item_supplier_merchant_unit_no_fk" FOREIGN KEY ("unit_no") REFERENCES "public"."bm_unit"("unit_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bm_item_supplier_merchant" ADD CONSTRAINT "bm_item_supplier_merchant_currency_no_fk" FOREIGN KEY ("currency_no") REFERENCES "public"."bm_currency"("currency_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bm_item_unit_conversion" ADD CONSTRAINT "bm_item_unit_conversion_org_no_fk" FOREIGN KEY ("org_no") REFERENCES "public"."bm_org"("org_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bm_item_unit_conversion" ADD CONSTRAINT "bm_item_unit_conversion_from_unit_no_fk" FOREIGN KEY ("from_unit_no") REFERENCES "public"."bm_unit"("unit_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bm_item_unit_conversion" ADD CONSTRAINT "bm_item_unit_conversion_to_unit_no_fk" FOREIGN KEY ("to_unit_no") REFERENCES "public"."bm_unit"("unit_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bm_label" ADD CONSTRAINT "bm_label_org_no_fk" FOREIGN KEY ("org_no") REFERENCES "public"."bm_org"("org_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bm_label" ADD CONSTRAINT "bm_label_supplier_no_fk" FOREIGN KEY ("supplier_no") REFERENCES "public"."bm_supplier"("supplier_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bm_label" ADD CONSTRAINT "bm_label_customer_no_fk" FOREIGN KEY ("customer_no") REFERENCES "public"."bm_customer"("customer_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bm_process_record" ADD CONSTRAINT "bm_process_record_org_no_fk" FOREIGN KEY ("org_no") REFERENCES "public"."bm_org"("org_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bm_reservoir" ADD CONSTRAINT "bm_reservoir_org_no_fk" FOREIGN KEY ("org_no") REFERENCES "public"."bm_org"("org_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bm_reservoir" ADD CONSTRAINT "bm_reservoir_warehouse_no_fk" FOREIGN KEY ("warehouse_no") REFERENCES "public"."bm_warehouse"("warehouse_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bm_serial_number" ADD CONSTRAINT "bm_serial_number_org_no_fk" FOREIGN KEY ("org_no") REFERENCES "public"."bm_org"("org_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bm_serial_number" ADD CONSTRAINT "bm_serial_number_warehouse_no_fk" FOREIGN KEY ("warehouse_no") REFERENCES "public"."bm_warehouse"("warehouse_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bm_unit_conversion" ADD CONSTRAINT "bm_unit_conversion_from_unit_no_fk" FOREIGN KEY ("from_unit_no") REFERENCES "public"."bm_unit"("unit_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bm_unit_conversion" ADD CONSTRAINT "bm_unit_conversion_to_unit_no_fk" FOREIGN KEY ("to_unit_no") REFERENCES "public"."bm_unit"("unit_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bm_warehouse_keeper" ADD CONSTRAINT "bm_warehouse_keeper_org_no_fk" FOREIGN KEY ("org_no") REFERENCES "public"."bm_org"("org_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bm_warehouse_keeper" ADD CONSTRAINT "bm_warehouse_keeper_warehouse_no_fk" FOREIGN KEY ("warehouse_no") REFERENCES "public"."bm_warehouse"("warehouse_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inv_change_head" ADD CONSTRAINT "inv_change_head_org_no_fk" FOREIGN KEY ("org_no") REFERENCES "public"."bm_org"("org_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inv_change_head" ADD CONSTRAINT "inv_change_head_warehouse_no_fk" FOREIGN KEY ("warehouse_no") REFERENCES "public"."bm_warehouse"("warehouse_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inv_freeze_head" ADD CONSTRAINT "inv_freeze_head_org_no_fk" FOREIGN KEY ("org_no") REFERENCES "public"."bm_org"("org_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inv_freeze_head" ADD CONSTRAINT "inv_freeze_head_warehouse_no_fk" FOREIGN KEY ("warehouse_no") REFERENCES "public"."bm_warehouse"("warehouse_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inv_release_head" ADD CONSTRAINT "inv_release_head_org_no_fk" FOREIGN KEY ("org_no") REFERENCES "public"."bm_org"("org_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inv_release_head" ADD CONSTRAINT "inv_release_head_warehouse_no_fk" FOREIGN KEY ("warehouse_no") REFERENCES "public"."bm_warehouse"("warehouse_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inv_stock_release_head" ADD CONSTRAINT "inv_stock_release_head_org_no_fk" FOREIGN KEY ("org_no") REFERENCES "public"."bm_org"("org_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inv_stock_release_head" ADD CONSTRAINT "inv_stock_release_head_warehouse_no_fk" FOREIGN KEY ("warehouse_no") REFERENCES "public"."bm_warehouse"("warehouse_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inv_transfer_head" ADD CONSTRAINT "inv_transfer_head_org_no_fk" FOREIGN KEY ("org_no") REFERENCES "public"."bm_org"("org_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inv_transfer_head" ADD CONSTRAINT "inv_transfer_head_warehouse_no_fk" FOREIGN KEY ("warehouse_no") REFERENCES "public"."bm_warehouse"("warehouse_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inv_transfer_head" ADD CONSTRAINT "inv_transfer_head_to_warehouse_no_fk" FOREIGN KEY ("to_warehouse_no") REFERENCES "public"."bm_warehouse"("warehouse_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inv_change_line" ADD CONSTRAINT "inv_change_line_head_fk" FOREIGN KEY ("head_id") REFERENCES "public"."inv_change_head"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inv_freeze_line" ADD CONSTRAINT "inv_freeze_line_head_fk" FOREIGN KEY ("head_id") REFERENCES "public"."inv_freeze_head"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inv_release_line" ADD CONSTRAINT "inv_release_line_head_fk" FOREIGN KEY ("head_id") REFERENCES "public"."inv_release_head"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inv_stock_release_line" ADD CONSTRAINT "inv_stock_release_line_head_fk" FOREIGN KEY ("head_id") REFERENCES "public"."inv_stock_release_head"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inv_transfer_line" ADD CONSTRAINT "inv_transfer_line_head_fk" FOREIGN KEY ("head_id") REFERENCES "public"."inv_transfer_head"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bm_arrival_import_recent" ON "bm_arrival_import" USING btree ("update_date","id");--> statement-breakpoint
CREATE INDEX "bm_bar_rule_recent" ON "bm_bar_rule" USING btree ("update_date","id");--> statement-breakpoint
CREATE INDEX "bm_basic_element_recent" ON "bm_basic_element" USING btree ("update_date","id");--> statement-breakpoint
CREATE INDEX "bm_box_rule_recent" ON "bm_box_rule" USING btree ("update_date","id");--> statement-breakpoint
CREATE INDEX "bm_container_recent" ON "bm_container" USING btree ("update_date","id");--> statement-breakpoint
CREATE INDEX "bm_doc_config_recent" ON "bm_doc_config" USING btree ("update_date","id");--> statement-breakpoint
CREATE INDEX "bm_item_group_sub_recent" ON "bm_item_group_sub" USING btree ("update_date","id");--> statement-breakpoint
CREATE INDEX "bm_item_merchant_recent" ON "bm_item_merchant" USING btree ("update_date","id");--> statement-breakpoint
CREATE INDEX "bm_item_supplier_merchant_recent" ON "bm_item_supplier_merchant" USING btree ("update_date","id");--> statement-breakpoint
CREATE INDEX "bm_item_unit_conversion_recent" ON "bm_item_unit_conversion" USING btree ("update_date","id");--> statement-breakpoint
CREATE INDEX "bm_label_recent" ON "bm_label" USING btree ("update_date","id");--> statement-breakpoint
CREATE INDEX "bm_lot_rule_recent" ON "bm_lot_rule" USING btree ("update_date","id");--> statement-breakpoint
CREATE INDEX "bm_process_record_recent" ON "bm_process_record" USING btree ("update_date","id");--> statement-breakpoint
CREATE INDEX "bm_reservoir_recent" ON "bm_reservoir" USING btree ("update_date","id");--> statement-breakpoint
CREATE INDEX "bm_serial_number_recent" ON "bm_serial_number" USING btree ("update_date","id");--> statement-breakpoint
CREATE INDEX "bm_task_table_recent" ON "bm_task_table" USING btree ("update_date","id");--> statement-breakpoint
CREATE INDEX "bm_unit_recent" ON "bm_unit" USING btree ("update_date","id");--> statement-breakpoint
CREATE INDEX "bm_unit_conversion_recent" ON "bm_unit_conversion" USING btree ("update_date","id");--> statement-breakpoint
CREATE INDEX "bm_warehouse_keeper_recent" ON "bm_warehouse_keeper" USING btree ("update_date","id");--> statement-breakpoint
CREATE INDEX "inv_change_head_recent" ON "inv_change_head" USING btree ("update_date","id");--> statement-breakpoint
CREATE INDEX "inv_freeze_head_recent" ON "inv_freeze_head" USING btree ("update_date","id");--> statement-breakpoint
CREATE INDEX "inv_release_head_recent" ON "inv_release_head" USING btree ("update_date","id");--> statement-breakpoint
CREATE INDEX "inv_stock_release_head_recent" ON "inv_stock_release_head" USING btree ("update_date","id");--> statement-breakpoint
CREATE INDEX "inv_transfer_head_recent" ON "inv_transfer_head" USING btree ("update_date","id");--> statement-breakpoint
CREATE INDEX "sys_design_table_recent" ON "sys_design_table" USING btree ("update_date","id");--> statement-breakpoint
CREATE INDEX "sys_detect_item_recent" ON "sys_detect_item" USING btree ("update_date","id");