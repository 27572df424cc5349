CREATE TABLE "bm_cell" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bm_cell_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"cell_no" text NOT NULL,
	"cell_name" text,
	"org_no" text NOT NULL,
	"warehouse_no" text NOT NULL,
	"zone_no" text NOT NULL,
	"cell_type" text,
	"shelves_type" text,
	"status_code" smallint,
	"is_mix_sku" boolean,
	"is_mix_lot" boolean,
	"is_bad_cell" boolean,
	"cell_in_seq" bigint,
	"cell_out_seq" bigint,
	"cell_x" bigint,
	"cell_y" bigint,
	"cell_z" bigint,
	"length" numeric,
	"width" numeric,
	"height" numeric,
	"max_weight" numeric,
	"max_qty" numeric,
	"remark" text,
	"custom_values" jsonb,
	CONSTRAINT "bm_cell_key" UNIQUE("warehouse_no","cell_no")
);
--> statement-breakpoint
ALTER TABLE "bm_cell" ADD CONSTRAINT "bm_cell_org_no_fk" FOREIGN KEY ("org_no") REFERENCES "public"."bm_org"("org_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bm_cell" ADD CONSTRAINT "bm_cell_warehouse_no_fk" FOREIGN KEY ("warehouse_no") REFERENCES "public"."bm_warehouse"("warehouse_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bm_cell_recent" ON "bm_cell" USING btree ("update_date","id");