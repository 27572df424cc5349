CREATE TABLE "in_arrive_head" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "in_arrive_head_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"in_arrive_no" text NOT NULL,
	"org_no" text NOT NULL,
	"warehouse_no" text NOT NULL,
	"status_code" text,
	"bill_date" date,
	"classify_type" text,
	"supplier_no" text,
	"po_no" text,
	"incoming_tag" text,
	"receipt_round" bigint,
	"remark" text,
	"custom_values" jsonb,
	CONSTRAINT "in_arrive_head_key" UNIQUE("in_arrive_no")
);
--> statement-breakpoint
CREATE TABLE "in_notice_head" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "in_notice_head_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"in_notice_no" text NOT NULL,
	"org_no" text NOT NULL,
	"warehouse_no" text NOT NULL,
	"status_code" text,
	"bill_date" date,
	"classify_type" text,
	"supplier_no" text,
	"source_no" text,
	"remark" text,
	"custom_values" jsonb,
	CONSTRAINT "in_notice_head_key" UNIQUE("in_notice_no")
);
--> statement-breakpoint
CREATE TABLE "in_arrive_line" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "in_arrive_line_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
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
	"po_line_no" bigint,
	"custom_values" jsonb,
	CONSTRAINT "in_arrive_line_key" UNIQUE("head_id","line_no")
);
--> statement-breakpoint
CREATE TABLE "in_notice_line" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "in_notice_line_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
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
	CONSTRAINT "in_notice_line_key" UNIQUE("head_id","line_no")
);
--> statement-breakpoint
ALTER TABLE "in_arrive_head" ADD CONSTRAINT "in_arrive_head_org_no_fk" FOREIGN KEY ("org_no") REFERENCES "public"."bm_org"("org_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "in_arrive_head" ADD CONSTRAINT "in_arrive_head_warehouse_no_fk" FOREIGN KEY ("warehouse_no") REFERENCES "public"."bm_warehouse"("warehouse_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "in_arrive_head" ADD CONSTRAINT "in_arrive_head_classify_type_fk" FOREIGN KEY ("classify_type") REFERENCES "public"."bm_classify_type"("classify_type") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "in_arrive_head" ADD CONSTRAINT "in_arrive_head_supplier_no_fk" FOREIGN KEY ("supplier_no") REFERENCES "public"."bm_supplier"("supplier_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "in_notice_head" ADD CONSTRAINT "in_notice_head_org_no_fk" FOREIGN KEY ("org_no") REFERENCES "public"."bm_org"("org_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "in_notice_head" ADD CONSTRAINT "in_notice_head_warehouse_no_fk" FOREIGN KEY ("warehouse_no") REFERENCES "public"."bm_warehouse"("warehouse_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "in_notice_head" ADD CONSTRAINT "in_notice_head_classify_type_fk" FOREIGN KEY ("classify_type") REFERENCES "public"."bm_classify_type"("classify_type") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "in_notice_head" ADD CONSTRAINT "in_notice_head_supplier_no_fk" FOREIGN KEY ("supplier_no") REFERENCES "public"."bm_supplier"("supplier_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "in_arrive_line" ADD CONSTRAINT "in_arrive_line_head_fk" FOREIGN KEY ("head_id") REFERENCES "public"."in_arrive_head"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "in_notice_line" ADD CONSTRAINT "in_notice_line_head_fk" FOREIGN KEY ("head_id") REFERENCES "public"."in_notice_head"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "in_arrive_head_recent" ON "in_arrive_head" USING btree ("update_date","id");--> statement-breakpoint
CREATE INDEX "in_notice_head_recent" ON "in_notice_head" USING btree ("update_date","id");