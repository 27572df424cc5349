CREATE TABLE "bm_classify_type" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bm_classify_type_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"classify_type" text NOT NULL,
	"classify_type_name" text NOT NULL,
	"big_module" text NOT NULL,
	"status_code" smallint,
	"remark" text,
	CONSTRAINT "bm_classify_type_key" UNIQUE("classify_type")
);
--> statement-breakpoint
CREATE TABLE "bm_currency" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bm_currency_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"currency_no" text NOT NULL,
	"currency_name" text NOT NULL,
	"symbol" text,
	"status_code" smallint,
	"remark" text,
	CONSTRAINT "bm_currency_key" UNIQUE("currency_no")
);
--> statement-breakpoint
CREATE TABLE "bm_customer_address" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bm_customer_address_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"customer_no" text NOT NULL,
	"address_no" text NOT NULL,
	"is_default" boolean,
	"contact" text,
	"phone" text,
	"address" text NOT NULL,
	"city" text,
	"region" text,
	"postal_code" text,
	"country" text,
	"status_code" smallint,
	"remark" text,
	CONSTRAINT "bm_customer_address_key" UNIQUE("customer_no","address_no")
);
--> statement-breakpoint
CREATE TABLE "bm_tax" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bm_tax_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"tax_no" text NOT NULL,
	"tax_name" text NOT NULL,
	"tax_rate" numeric NOT NULL,
	"status_code" smallint,
	"remark" text,
	CONSTRAINT "bm_tax_key" UNIQUE("tax_no")
);
--> statement-breakpoint
CREATE TABLE "bm_zone" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bm_zone_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"zone_no" text NOT NULL,
	"zone_name" text NOT NULL,
	"org_no" text NOT NULL,
	"warehouse_no" text NOT NULL,
	"zone_type" text,
	"zone_manager" text,
	"status_code" smallint,
	"remark" text,
	CONSTRAINT "bm_zone_key" UNIQUE("warehouse_no","zone_no")
);
--> statement-breakpoint
CREATE TABLE "sys_custom_field" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_custom_field_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"module" text NOT NULL,
	"field_no" text NOT NULL,
	"field_no_name" text NOT NULL,
	"field_type" text,
	"is_display" boolean,
	"display_page" text,
	"display_order" bigint,
	"date_format" text,
	"fixed_matching_condition" text,
	"drop_down_data_source" text,
	"remark" text,
	CONSTRAINT "sys_custom_field_key" UNIQUE("module","field_no")
);
--> statement-breakpoint
CREATE TABLE "sys_common_menu" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_common_menu_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" bigint NOT NULL,
	"menu_no" text NOT NULL,
	"is_pinned" boolean NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "sys_common_menu_key" UNIQUE("user_id","menu_no")
);
--> statement-breakpoint
CREATE TABLE "sys_enum" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_enum_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"enum_mid" text NOT NULL,
	"enum_value" text NOT NULL,
	"enum_name" text NOT NULL,
	"enum_name_map" jsonb NOT NULL,
	"enum_seq" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"remark" text,
	CONSTRAINT "sys_enum_key" UNIQUE("enum_mid","enum_value")
);
--> statement-breakpoint
CREATE TABLE "sys_frame_define" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_frame_define_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" bigint NOT NULL,
	"module" text NOT NULL,
	"column_key" text NOT NULL,
	"is_show" boolean NOT NULL,
	"is_fixed" boolean NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "sys_frame_define_key" UNIQUE("user_id","module","column_key")
);
--> statement-breakpoint
CREATE TABLE "sys_tag" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_tag_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"module" text NOT NULL,
	"name" text NOT NULL,
	"tag_name_map" jsonb NOT NULL,
	"tag_content" text NOT NULL,
	"tag_own_type" smallint NOT NULL,
	"tag_owner" bigint
);
--> statement-breakpoint
ALTER TABLE "bm_customer_address" ADD CONSTRAINT "bm_customer_address_customer_no_fk" FOREIGN KEY ("customer_no") REFERENCES "public"."bm_customer"("customer_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bm_zone" ADD CONSTRAINT "bm_zone_org_no_fk" FOREIGN KEY ("org_no") REFERENCES "public"."bm_org"("org_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bm_zone" ADD CONSTRAINT "bm_zone_warehouse_no_fk" FOREIGN KEY ("warehouse_no") REFERENCES "public"."bm_warehouse"("warehouse_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_common_menu" ADD CONSTRAINT "sys_common_menu_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_frame_define" ADD CONSTRAINT "sys_frame_define_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_tag" ADD CONSTRAINT "sys_tag_tag_owner_sys_user_id_fk" FOREIGN KEY ("tag_owner") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sys_tag_module" ON "sys_tag" USING btree ("module","tag_owner");