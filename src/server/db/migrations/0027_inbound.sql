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
	"receipt_round" bigint,
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
CREATE TABLE "in_putaway_line" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "in_putaway_line_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"task_id" bigint NOT NULL,
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
	"proposed_cell_no" text,
	"to_cell_no" text,
	"status_code" text NOT NULL,
	"put_name" text,
	"put_date" timestamp with time zone,
	CONSTRAINT "in_putaway_line_key" UNIQUE("task_id","line_no")
);
--> statement-breakpoint
CREATE TABLE "in_putaway_task" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "in_putaway_task_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"task_no" text NOT NULL,
	"doc_type" text NOT NULL,
	"doc_no" text NOT NULL,
	"head_id" bigint NOT NULL,
	"org_no" text NOT NULL,
	"warehouse_no" text NOT NULL,
	"status_code" text NOT NULL,
	"is_suspend" boolean DEFAULT false NOT NULL,
	"worker_no" text,
	CONSTRAINT "in_putaway_task_task_no_unique" UNIQUE("task_no")
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
ALTER TABLE "in_putaway_line" ADD CONSTRAINT "in_putaway_line_task_id_in_putaway_task_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."in_putaway_task"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "in_arrive_head_recent" ON "in_arrive_head" USING btree ("update_date","id");--> statement-breakpoint
CREATE INDEX "in_notice_head_recent" ON "in_notice_head" USING btree ("update_date","id");--> statement-breakpoint
CREATE INDEX "in_putaway_line_done" ON "in_putaway_line" USING btree ("warehouse_no","put_date");--> statement-breakpoint
CREATE INDEX "in_putaway_task_doc" ON "in_putaway_task" USING btree ("doc_type","head_id");--> statement-breakpoint
CREATE INDEX "in_putaway_task_open" ON "in_putaway_task" USING btree ("warehouse_no","status_code");