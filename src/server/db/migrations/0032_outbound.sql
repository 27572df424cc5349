CREATE TABLE "out_notice_head" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "out_notice_head_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"out_notice_no" text NOT NULL,
	"org_no" text NOT NULL,
	"warehouse_no" text NOT NULL,
	"status_code" text,
	"bill_date" date,
	"classify_type" text,
	"doc_no" text,
	"customer_no" text NOT NULL,
	"address_no" text NOT NULL,
	"carrier_no" text,
	"requested_date" date,
	"is_suspend" boolean,
	"close_remark" text,
	"alloc_round" bigint,
	"remark" text,
	"custom_values" jsonb,
	CONSTRAINT "out_notice_head_key" UNIQUE("out_notice_no")
);
--> statement-breakpoint
CREATE TABLE "out_notice_line" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "out_notice_line_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"head_id" bigint NOT NULL,
	"line_no" integer NOT NULL,
	"item_no" text NOT NULL,
	"qty" numeric NOT NULL,
	"lot_no" text,
	"allocated_qty" numeric,
	"shipped_qty" numeric,
	"remark" text,
	"custom_values" jsonb,
	CONSTRAINT "out_notice_line_key" UNIQUE("head_id","line_no")
);
--> statement-breakpoint
CREATE TABLE "out_allocation" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "out_allocation_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"head_id" bigint NOT NULL,
	"round" integer NOT NULL,
	"alloc_no" integer NOT NULL,
	"line_no" integer NOT NULL,
	"org_no" text NOT NULL,
	"warehouse_no" text NOT NULL,
	"cell_no" text NOT NULL,
	"item_no" text NOT NULL,
	"lot_no" text NOT NULL,
	"container_no" text NOT NULL,
	"stock_status" text NOT NULL,
	"qty" numeric(20, 6) NOT NULL,
	"status_code" text NOT NULL,
	CONSTRAINT "out_allocation_key" UNIQUE("head_id","round","alloc_no")
);
--> statement-breakpoint
ALTER TABLE "out_notice_head" ADD CONSTRAINT "out_notice_head_org_no_fk" FOREIGN KEY ("org_no") REFERENCES "public"."bm_org"("org_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "out_notice_head" ADD CONSTRAINT "out_notice_head_warehouse_no_fk" FOREIGN KEY ("warehouse_no") REFERENCES "public"."bm_warehouse"("warehouse_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "out_notice_head" ADD CONSTRAINT "out_notice_head_classify_type_fk" FOREIGN KEY ("classify_type") REFERENCES "public"."bm_classify_type"("classify_type") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "out_notice_head" ADD CONSTRAINT "out_notice_head_customer_no_fk" FOREIGN KEY ("customer_no") REFERENCES "public"."bm_customer"("customer_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "out_notice_line" ADD CONSTRAINT "out_notice_line_head_fk" FOREIGN KEY ("head_id") REFERENCES "public"."out_notice_head"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "out_notice_head_recent" ON "out_notice_head" USING btree ("update_date","id");--> statement-breakpoint
CREATE INDEX "out_allocation_open" ON "out_allocation" USING btree ("head_id","status_code");