CREATE TABLE "out_pick_exception" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "out_pick_exception_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"allocation_id" bigint NOT NULL,
	"head_id" bigint NOT NULL,
	"org_no" text NOT NULL,
	"warehouse_no" text NOT NULL,
	"item_no" text NOT NULL,
	"cell_no" text NOT NULL,
	"expected_cell_no" text NOT NULL,
	"qty" numeric(20, 6) NOT NULL,
	"picked_qty" numeric(20, 6),
	"reallocated_qty" numeric(20, 6),
	"short_qty" numeric(20, 6),
	"operator" text NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bm_doc_type" ADD COLUMN "is_backorder" boolean;--> statement-breakpoint
ALTER TABLE "out_notice_head" ADD COLUMN "backorder_of" text;--> statement-breakpoint
CREATE INDEX "out_pick_exception_place" ON "out_pick_exception" USING btree ("warehouse_no","create_date");