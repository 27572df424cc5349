CREATE TABLE "chk_check_stock_head" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chk_check_stock_head_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"check_no" text NOT NULL,
	"org_no" text NOT NULL,
	"warehouse_no" text NOT NULL,
	"status_code" text,
	"bill_date" date,
	"check_scope_no" text NOT NULL,
	"check_mode_no" text NOT NULL,
	"check_pattern_no" text NOT NULL,
	"change_days" bigint,
	"plan_type" text NOT NULL,
	"is_plan" boolean,
	"is_write_back" boolean,
	"round" bigint,
	"remark" text,
	"custom_values" jsonb,
	CONSTRAINT "chk_check_stock_head_key" UNIQUE("check_no")
);
--> statement-breakpoint
CREATE TABLE "chk_check_stock_line" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chk_check_stock_line_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"head_id" bigint NOT NULL,
	"line_no" integer NOT NULL,
	"zone_no" text,
	"cell_no" text,
	"item_no" text,
	"remark" text,
	CONSTRAINT "chk_check_stock_line_key" UNIQUE("head_id","line_no")
);
--> statement-breakpoint
CREATE TABLE "chk_check_stock_body" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chk_check_stock_body_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"head_id" bigint NOT NULL,
	"check_no" text NOT NULL,
	"line_no" integer NOT NULL,
	"zone_no" text DEFAULT '' NOT NULL,
	"org_no" text NOT NULL,
	"warehouse_no" text NOT NULL,
	"cell_no" text NOT NULL,
	"item_no" text NOT NULL,
	"lot_no" text NOT NULL,
	"container_no" text NOT NULL,
	"stock_status" text NOT NULL,
	"book_qty" numeric(20, 6) NOT NULL,
	"count_qty" numeric(20, 6),
	"diff_qty" numeric(20, 6),
	"round" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "chk_check_stock_body_key" UNIQUE("head_id","line_no")
);
--> statement-breakpoint
CREATE TABLE "chk_check_stock_transaction" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chk_check_stock_transaction_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"task_id" bigint NOT NULL,
	"task_no" text NOT NULL,
	"body_id" bigint NOT NULL,
	"check_no" text NOT NULL,
	"round" integer NOT NULL,
	"line_no" integer NOT NULL,
	"org_no" text NOT NULL,
	"warehouse_no" text NOT NULL,
	"cell_no" text NOT NULL,
	"item_no" text NOT NULL,
	"lot_no" text NOT NULL,
	"container_no" text NOT NULL,
	"stock_status" text NOT NULL,
	"book_qty" numeric(20, 6) NOT NULL,
	"count_qty" numeric(20, 6),
	"count_name" text,
	"count_date" timestamp with time zone,
	CONSTRAINT "chk_check_stock_transaction_key" UNIQUE("task_id","body_id")
);
--> statement-breakpoint
CREATE TABLE "chk_task_head" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chk_task_head_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"task_no" text NOT NULL,
	"head_id" bigint NOT NULL,
	"check_no" text NOT NULL,
	"org_no" text NOT NULL,
	"warehouse_no" text NOT NULL,
	"zone_no" text DEFAULT '' NOT NULL,
	"round" integer NOT NULL,
	"check_mode_no" text NOT NULL,
	"counter_no" text,
	"status_code" text NOT NULL,
	"is_suspend" boolean DEFAULT false NOT NULL,
	CONSTRAINT "chk_task_head_task_no_unique" UNIQUE("task_no")
);
--> statement-breakpoint
ALTER TABLE "chk_check_stock_head" ADD CONSTRAINT "chk_check_stock_head_org_no_fk" FOREIGN KEY ("org_no") REFERENCES "public"."bm_org"("org_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chk_check_stock_head" ADD CONSTRAINT "chk_check_stock_head_warehouse_no_fk" FOREIGN KEY ("warehouse_no") REFERENCES "public"."bm_warehouse"("warehouse_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chk_check_stock_line" ADD CONSTRAINT "chk_check_stock_line_head_fk" FOREIGN KEY ("head_id") REFERENCES "public"."chk_check_stock_head"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chk_check_stock_body" ADD CONSTRAINT "chk_check_stock_body_head_id_chk_check_stock_head_id_fk" FOREIGN KEY ("head_id") REFERENCES "public"."chk_check_stock_head"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chk_check_stock_transaction" ADD CONSTRAINT "chk_check_stock_transaction_task_id_chk_task_head_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."chk_task_head"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chk_check_stock_transaction" ADD CONSTRAINT "chk_check_stock_transaction_body_id_chk_check_stock_body_id_fk" FOREIGN KEY ("body_id") REFERENCES "public"."chk_check_stock_body"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chk_task_head" ADD CONSTRAINT "chk_task_head_head_id_chk_check_stock_head_id_fk" FOREIGN KEY ("head_id") REFERENCES "public"."chk_check_stock_head"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chk_check_stock_head_recent" ON "chk_check_stock_head" USING btree ("update_date","id");--> statement-breakpoint
CREATE INDEX "chk_check_stock_transaction_check" ON "chk_check_stock_transaction" USING btree ("check_no");--> statement-breakpoint
CREATE INDEX "chk_task_head_check" ON "chk_task_head" USING btree ("head_id");