CREATE TABLE "out_replenish" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "out_replenish_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"org_no" text NOT NULL,
	"warehouse_no" text NOT NULL,
	"cell_no" text NOT NULL,
	"item_no" text NOT NULL,
	"lot_no" text NOT NULL,
	"container_no" text NOT NULL,
	"stock_status" text NOT NULL,
	"to_cell_no" text NOT NULL,
	"qty" numeric(20, 6) NOT NULL,
	"status_code" text NOT NULL,
	"posting_id" bigint
);
--> statement-breakpoint
ALTER TABLE "bm_cell" ADD COLUMN "replenish_item_no" text;--> statement-breakpoint
ALTER TABLE "bm_cell" ADD COLUMN "replenish_min" numeric;--> statement-breakpoint
ALTER TABLE "bm_cell" ADD COLUMN "replenish_max" numeric;--> statement-breakpoint
CREATE INDEX "out_replenish_open" ON "out_replenish" USING btree ("warehouse_no","status_code");