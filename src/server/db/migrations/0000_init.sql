CREATE TABLE "bm_customer" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bm_customer_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"customer_no" text NOT NULL,
	"customer_name" text NOT NULL,
	"customer_short_name" text,
	"status_code" smallint,
	"contact" text,
	"contact_title" text,
	"phone" text,
	"fax" text,
	"email" text,
	"address" text,
	"city" text,
	"region" text,
	"postal_code" text,
	"country" text,
	"remark" text,
	CONSTRAINT "bm_customer_key" UNIQUE("customer_no")
);
--> statement-breakpoint
CREATE TABLE "bm_item" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bm_item_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"item_no" text NOT NULL,
	"item_name" text NOT NULL,
	"org_no" text NOT NULL,
	"group_no" text,
	"supplier_no" text,
	"item_spec" text,
	"item_type" text,
	"model" text,
	"unit_no" text,
	"unit_price" numeric,
	"status_code" smallint,
	"item_rule" text,
	"bar_rule_no" text,
	"lot_rule_no" text,
	"fifo_check" boolean,
	"pack_qty" numeric,
	"check_flag" boolean,
	"in_cell_no" text,
	"out_cell_no" text,
	"is_control_sn" boolean,
	"is_auto_save" boolean,
	"in_pass_rate" numeric,
	"out_pass_rate" numeric,
	"quantity_strategy" text,
	"is_manage_shelflife" boolean,
	"shelflife" bigint,
	"shelflife_unit" text,
	"in_shelflife" bigint,
	"out_shelflife" bigint,
	"is_warning" boolean,
	"predate" bigint,
	"length" numeric,
	"width" numeric,
	"height" numeric,
	"weight" numeric,
	"abc" text,
	"min_pur_qty" numeric,
	"pur_batch" text,
	"supply_mode" text,
	"inv_upper_limit" numeric,
	"inv_lower_limit" numeric,
	"remark" text,
	CONSTRAINT "bm_item_key" UNIQUE("org_no","item_no")
);
--> statement-breakpoint
CREATE TABLE "bm_item_group" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bm_item_group_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"group_no" text NOT NULL,
	"group_name" text NOT NULL,
	"status_code" smallint,
	"remark" text,
	CONSTRAINT "bm_item_group_key" UNIQUE("group_no")
);
--> statement-breakpoint
CREATE TABLE "bm_org" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bm_org_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"org_no" text NOT NULL,
	"org_name" text NOT NULL,
	"org_short_name" text,
	"status_code" smallint,
	"remark" text,
	CONSTRAINT "bm_org_key" UNIQUE("org_no")
);
--> statement-breakpoint
CREATE TABLE "bm_supplier" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bm_supplier_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"supplier_no" text NOT NULL,
	"supplier_name" text NOT NULL,
	"supplier_short_name" text,
	"status_code" smallint,
	"contact" text,
	"contact_title" text,
	"phone" text,
	"fax" text,
	"email" text,
	"address" text,
	"city" text,
	"region" text,
	"postal_code" text,
	"country" text,
	"homepage" text,
	"remark" text,
	CONSTRAINT "bm_supplier_key" UNIQUE("supplier_no")
);
--> statement-breakpoint
CREATE TABLE "bm_warehouse" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bm_warehouse_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"warehouse_no" text NOT NULL,
	"warehouse_name" text NOT NULL,
	"org_no" text NOT NULL,
	"warehouse_nature" text,
	"is_main_warehouse" boolean,
	"control_inv" boolean,
	"is_management" boolean,
	"is_stock_lock" boolean,
	"fifo_control" boolean,
	"allow_negative" boolean,
	"address" text,
	"contact" text,
	"factory_no" text,
	"status_code" smallint,
	"remark" text,
	CONSTRAINT "bm_warehouse_key" UNIQUE("warehouse_no")
);
--> statement-breakpoint
CREATE TABLE "sys_menu" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_menu_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"menu_no" text NOT NULL,
	"menu_name" text NOT NULL,
	"menu_name_map" jsonb NOT NULL,
	"menu_owner" text NOT NULL,
	"menu_level" smallint NOT NULL,
	"url" text NOT NULL,
	"path" text NOT NULL,
	"sort" integer NOT NULL,
	"app_no" text NOT NULL,
	"icon" text,
	"status_code" smallint DEFAULT 1 NOT NULL,
	"remark" text,
	CONSTRAINT "sys_menu_menu_no_unique" UNIQUE("menu_no")
);
--> statement-breakpoint
CREATE TABLE "sys_role" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_role_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"role_no" text NOT NULL,
	"role_name" text NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"status_code" smallint DEFAULT 1 NOT NULL,
	"remark" text,
	CONSTRAINT "sys_role_role_no_unique" UNIQUE("role_no")
);
--> statement-breakpoint
CREATE TABLE "sys_role_menu" (
	"role_no" text NOT NULL,
	"menu_no" text NOT NULL,
	"flags" text[] NOT NULL,
	CONSTRAINT "sys_role_menu_key" UNIQUE("role_no","menu_no")
);
--> statement-breakpoint
CREATE TABLE "sys_session" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sys_user" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_user_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"user_no" text NOT NULL,
	"user_name" text NOT NULL,
	"pwd_hash" text NOT NULL,
	"user_type" text DEFAULT 'staff' NOT NULL,
	"belong_supplier" text,
	"org_no" text,
	"warehouse_no" text,
	"employee_id" bigint,
	"phone" text,
	"email" text,
	"url" text,
	"limit_count" integer DEFAULT 1000 NOT NULL,
	"tenantsid" text,
	"status_code" smallint DEFAULT 1 NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"remark" text,
	CONSTRAINT "sys_user_user_no_unique" UNIQUE("user_no")
);
--> statement-breakpoint
CREATE TABLE "sys_user_data" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_user_data_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"data_type" smallint NOT NULL,
	"data_value" text NOT NULL,
	CONSTRAINT "sys_user_data_key" UNIQUE("user_id","data_type","data_value")
);
--> statement-breakpoint
CREATE TABLE "sys_user_role" (
	"user_id" bigint NOT NULL,
	"role_no" text NOT NULL,
	CONSTRAINT "sys_user_role_key" UNIQUE("user_id","role_no")
);
--> statement-breakpoint
ALTER TABLE "bm_item" ADD CONSTRAINT "bm_item_org_no_fk" FOREIGN KEY ("org_no") REFERENCES "public"."bm_org"("org_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bm_item" ADD CONSTRAINT "bm_item_group_no_fk" FOREIGN KEY ("group_no") REFERENCES "public"."bm_item_group"("group_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bm_item" ADD CONSTRAINT "bm_item_supplier_no_fk" FOREIGN KEY ("supplier_no") REFERENCES "public"."bm_supplier"("supplier_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bm_warehouse" ADD CONSTRAINT "bm_warehouse_org_no_fk" FOREIGN KEY ("org_no") REFERENCES "public"."bm_org"("org_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_role_menu" ADD CONSTRAINT "sys_role_menu_role_no_sys_role_role_no_fk" FOREIGN KEY ("role_no") REFERENCES "public"."sys_role"("role_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_session" ADD CONSTRAINT "sys_session_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_user_data" ADD CONSTRAINT "sys_user_data_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_user_role" ADD CONSTRAINT "sys_user_role_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_user_role" ADD CONSTRAINT "sys_user_role_role_no_sys_role_role_no_fk" FOREIGN KEY ("role_no") REFERENCES "public"."sys_role"("role_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sys_session_user" ON "sys_session" USING btree ("user_id");