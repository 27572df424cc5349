CREATE TABLE "pd_work_order" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pd_work_order_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"order_no" text NOT NULL,
	"org_no" text NOT NULL,
	"warehouse_no" text NOT NULL,
	"item_no" text NOT NULL,
	"lot_no" text NOT NULL,
	"plan_qty" numeric NOT NULL,
	"completed_qty" numeric,
	"status_code" text DEFAULT '10',
	"remark" text,
	"custom_values" jsonb,
	CONSTRAINT "pd_work_order_key" UNIQUE("org_no","order_no")
);
--> statement-breakpoint
CREATE TABLE "pd_genealogy" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pd_genealogy_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"org_no" text NOT NULL,
	"order_no" text NOT NULL,
	"item_no" text NOT NULL,
	"lot_no" text NOT NULL,
	"component_item_no" text NOT NULL,
	"component_lot_no" text NOT NULL,
	"qty" numeric(20, 6) NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pd_work_order" ADD CONSTRAINT "pd_work_order_org_no_fk" FOREIGN KEY ("org_no") REFERENCES "public"."bm_org"("org_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pd_work_order" ADD CONSTRAINT "pd_work_order_warehouse_no_fk" FOREIGN KEY ("warehouse_no") REFERENCES "public"."bm_warehouse"("warehouse_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pd_work_order_recent" ON "pd_work_order" USING btree ("update_date","id");--> statement-breakpoint
CREATE INDEX "pd_genealogy_finished" ON "pd_genealogy" USING btree ("org_no","item_no","lot_no");--> statement-breakpoint
CREATE INDEX "pd_genealogy_component" ON "pd_genealogy" USING btree ("org_no","component_item_no","component_lot_no");