CREATE TABLE "in_qc_item" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "in_qc_item_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"qc_item_no" text NOT NULL,
	"qc_item_name" text NOT NULL,
	"org_no" text NOT NULL,
	"item_no" text,
	"group_no" text,
	"check_method" text NOT NULL,
	"standard" text,
	"sample_rate" numeric,
	"status_code" smallint,
	"remark" text,
	"custom_values" jsonb,
	CONSTRAINT "in_qc_item_key" UNIQUE("org_no","qc_item_no")
);
--> statement-breakpoint
CREATE TABLE "in_return_head" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "in_return_head_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"in_return_no" text NOT NULL,
	"org_no" text NOT NULL,
	"warehouse_no" text NOT NULL,
	"status_code" text,
	"bill_date" date,
	"customer_no" text NOT NULL,
	"classify_type" text,
	"return_notice_no" text,
	"shipment_no" text,
	"reason" text,
	"thrown_over_name" text,
	"thrown_over_date" timestamp with time zone,
	"remark" text,
	"custom_values" jsonb,
	CONSTRAINT "in_return_head_key" UNIQUE("in_return_no")
);
--> statement-breakpoint
CREATE TABLE "in_return_line" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "in_return_line_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"head_id" bigint NOT NULL,
	"line_no" integer NOT NULL,
	"item_no" text NOT NULL,
	"qty" numeric NOT NULL,
	"unit_no" text,
	"lot_no" text,
	"production_date" date,
	"expiry_date" date,
	"container_no" text,
	"remark" text,
	"custom_values" jsonb,
	CONSTRAINT "in_return_line_key" UNIQUE("head_id","line_no")
);
--> statement-breakpoint
CREATE TABLE "in_qc_head" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "in_qc_head_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"qc_no" text NOT NULL,
	"doc_type" text NOT NULL,
	"doc_no" text NOT NULL,
	"head_id" bigint NOT NULL,
	"org_no" text NOT NULL,
	"warehouse_no" text NOT NULL,
	"status_code" text NOT NULL,
	CONSTRAINT "in_qc_head_qc_no_unique" UNIQUE("qc_no")
);
--> statement-breakpoint
CREATE TABLE "in_qc_line" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "in_qc_line_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"qc_id" bigint NOT NULL,
	"line_no" integer NOT NULL,
	"source_line_no" integer NOT NULL,
	"org_no" text NOT NULL,
	"warehouse_no" text NOT NULL,
	"cell_no" text NOT NULL,
	"item_no" text NOT NULL,
	"lot_no" text NOT NULL,
	"container_no" text NOT NULL,
	"stock_status" text NOT NULL,
	"qty" numeric(20, 6) NOT NULL,
	"sample_qty" numeric(20, 6) NOT NULL,
	"check_items" text DEFAULT '' NOT NULL,
	"pass_qty" numeric(20, 6),
	"fail_qty" numeric(20, 6),
	"concession_qty" numeric(20, 6),
	"quarantine_cell_no" text,
	"status_code" text NOT NULL,
	"inspect_name" text,
	"inspect_date" timestamp with time zone,
	"remark" text,
	CONSTRAINT "in_qc_line_key" UNIQUE("qc_id","line_no")
);
--> statement-breakpoint
ALTER TABLE "in_putaway_line" ADD COLUMN "target_status" text DEFAULT '10' NOT NULL;--> statement-breakpoint
ALTER TABLE "in_qc_item" ADD CONSTRAINT "in_qc_item_org_no_fk" FOREIGN KEY ("org_no") REFERENCES "public"."bm_org"("org_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "in_qc_item" ADD CONSTRAINT "in_qc_item_group_no_fk" FOREIGN KEY ("group_no") REFERENCES "public"."bm_item_group"("group_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "in_return_head" ADD CONSTRAINT "in_return_head_org_no_fk" FOREIGN KEY ("org_no") REFERENCES "public"."bm_org"("org_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "in_return_head" ADD CONSTRAINT "in_return_head_warehouse_no_fk" FOREIGN KEY ("warehouse_no") REFERENCES "public"."bm_warehouse"("warehouse_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "in_return_head" ADD CONSTRAINT "in_return_head_customer_no_fk" FOREIGN KEY ("customer_no") REFERENCES "public"."bm_customer"("customer_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "in_return_head" ADD CONSTRAINT "in_return_head_classify_type_fk" FOREIGN KEY ("classify_type") REFERENCES "public"."bm_classify_type"("classify_type") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "in_return_line" ADD CONSTRAINT "in_return_line_head_fk" FOREIGN KEY ("head_id") REFERENCES "public"."in_return_head"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "in_qc_line" ADD CONSTRAINT "in_qc_line_qc_id_in_qc_head_id_fk" FOREIGN KEY ("qc_id") REFERENCES "public"."in_qc_head"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "in_qc_item_recent" ON "in_qc_item" USING btree ("update_date","id");--> statement-breakpoint
CREATE INDEX "in_return_head_recent" ON "in_return_head" USING btree ("update_date","id");--> statement-breakpoint
CREATE INDEX "in_qc_head_doc" ON "in_qc_head" USING btree ("doc_type","head_id");--> statement-breakpoint
CREATE INDEX "in_qc_head_open" ON "in_qc_head" USING btree ("warehouse_no","status_code");