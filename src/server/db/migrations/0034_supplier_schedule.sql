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
ALTER TABLE "in_arrive_head" ALTER COLUMN "incoming_tag" SET DEFAULT 'WMS';--> statement-breakpoint
ALTER TABLE "in_arrive_head" ALTER COLUMN "receipt_round" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "in_notice_head" ALTER COLUMN "receipt_round" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "out_notice_head" ALTER COLUMN "is_suspend" SET DEFAULT false;--> statement-breakpoint
ALTER TABLE "out_notice_head" ALTER COLUMN "alloc_round" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "srm_sys_news" ALTER COLUMN "ispublish" SET DEFAULT '0';--> statement-breakpoint
ALTER TABLE "srm_sys_news" ALTER COLUMN "top_sign" SET DEFAULT false;--> statement-breakpoint
ALTER TABLE "srm_procurement_forecast" ADD CONSTRAINT "srm_procurement_forecast_org_no_fk" FOREIGN KEY ("org_no") REFERENCES "public"."bm_org"("org_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "srm_procurement_forecast" ADD CONSTRAINT "srm_procurement_forecast_supplier_no_fk" FOREIGN KEY ("supplier_no") REFERENCES "public"."bm_supplier"("supplier_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "srm_procurement_forecast" ADD CONSTRAINT "srm_procurement_forecast_unit_no_fk" FOREIGN KEY ("unit_no") REFERENCES "public"."bm_unit"("unit_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "srm_procurement_plan" ADD CONSTRAINT "srm_procurement_plan_org_no_fk" FOREIGN KEY ("org_no") REFERENCES "public"."bm_org"("org_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "srm_procurement_plan" ADD CONSTRAINT "srm_procurement_plan_unit_no_fk" FOREIGN KEY ("unit_no") REFERENCES "public"."bm_unit"("unit_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "srm_procurement_plan" ADD CONSTRAINT "srm_procurement_plan_supplier_no_fk" FOREIGN KEY ("supplier_no") REFERENCES "public"."bm_supplier"("supplier_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "srm_schedule" ADD CONSTRAINT "srm_schedule_org_no_fk" FOREIGN KEY ("org_no") REFERENCES "public"."bm_org"("org_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "srm_schedule" ADD CONSTRAINT "srm_schedule_supplier_no_fk" FOREIGN KEY ("supplier_no") REFERENCES "public"."bm_supplier"("supplier_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "srm_procurement_forecast_recent" ON "srm_procurement_forecast" USING btree ("update_date","id");--> statement-breakpoint
CREATE INDEX "srm_procurement_plan_recent" ON "srm_procurement_plan" USING btree ("update_date","id");--> statement-breakpoint
CREATE INDEX "srm_schedule_recent" ON "srm_schedule" USING btree ("update_date","id");