CREATE TABLE "bm_item_cell" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bm_item_cell_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"org_no" text NOT NULL,
	"warehouse_no" text NOT NULL,
	"item_no" text NOT NULL,
	"cell_no" text NOT NULL,
	"cell_seq" bigint,
	"max_qty" numeric,
	"status_code" smallint,
	"remark" text,
	"custom_values" jsonb,
	CONSTRAINT "bm_item_cell_key" UNIQUE("org_no","warehouse_no","item_no","cell_no")
);
--> statement-breakpoint
CREATE TABLE "pd_production_line" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pd_production_line_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"production_line_no" text NOT NULL,
	"production_line_name" text NOT NULL,
	"org_no" text NOT NULL,
	"line_type_no" text NOT NULL,
	"warehouse_no" text,
	"status_code" smallint,
	"remark" text,
	"custom_values" jsonb,
	CONSTRAINT "pd_production_line_key" UNIQUE("org_no","production_line_no")
);
--> statement-breakpoint
CREATE TABLE "sys_import_config" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_import_config_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"module" text NOT NULL,
	"field_no" text NOT NULL,
	"column_name" text NOT NULL,
	"sort" bigint NOT NULL,
	"status_code" smallint,
	"remark" text,
	"custom_values" jsonb,
	CONSTRAINT "sys_import_config_key" UNIQUE("module","field_no")
);
--> statement-breakpoint
CREATE TABLE "bm_print_template_file" (
	"template_id" bigint PRIMARY KEY NOT NULL,
	"original_name" text NOT NULL,
	"content_type" text NOT NULL,
	"file_size" bigint NOT NULL,
	"sha256" text NOT NULL,
	"content" "bytea" NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bm_print_template" ADD COLUMN "template_file" text;--> statement-breakpoint
ALTER TABLE "bm_item_cell" ADD CONSTRAINT "bm_item_cell_org_no_fk" FOREIGN KEY ("org_no") REFERENCES "public"."bm_org"("org_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bm_item_cell" ADD CONSTRAINT "bm_item_cell_warehouse_no_fk" FOREIGN KEY ("warehouse_no") REFERENCES "public"."bm_warehouse"("warehouse_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pd_production_line" ADD CONSTRAINT "pd_production_line_org_no_fk" FOREIGN KEY ("org_no") REFERENCES "public"."bm_org"("org_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pd_production_line" ADD CONSTRAINT "pd_production_line_warehouse_no_fk" FOREIGN KEY ("warehouse_no") REFERENCES "public"."bm_warehouse"("warehouse_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bm_print_template_file" ADD CONSTRAINT "bm_print_template_file_template_id_bm_print_template_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."bm_print_template"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bm_item_cell_recent" ON "bm_item_cell" USING btree ("update_date","id");--> statement-breakpoint
CREATE INDEX "pd_production_line_recent" ON "pd_production_line" USING btree ("update_date","id");--> statement-breakpoint
CREATE INDEX "sys_import_config_recent" ON "sys_import_config" USING btree ("update_date","id");