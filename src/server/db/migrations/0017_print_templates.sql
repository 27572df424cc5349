CREATE TABLE "bm_bill_template" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bm_bill_template_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"template_code" text NOT NULL,
	"template_name" text NOT NULL,
	"template_type" text NOT NULL,
	"doc_type" text NOT NULL,
	"report_key" text NOT NULL,
	"is_default" boolean,
	"status_code" smallint,
	"remark" text,
	"custom_values" jsonb,
	CONSTRAINT "bm_bill_template_key" UNIQUE("template_code")
);
--> statement-breakpoint
CREATE TABLE "bm_label_template" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bm_label_template_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"template_code" text NOT NULL,
	"template_name" text NOT NULL,
	"template_type" text NOT NULL,
	"label_kind" text NOT NULL,
	"symbology" text NOT NULL,
	"width_mm" bigint NOT NULL,
	"height_mm" bigint NOT NULL,
	"title" text,
	"show_fields" text,
	"standard_col01" text,
	"status_code" smallint,
	"remark" text,
	"custom_values" jsonb,
	CONSTRAINT "bm_label_template_key" UNIQUE("template_code")
);
--> statement-breakpoint
CREATE TABLE "bm_print_template" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bm_print_template_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"report_key" text NOT NULL,
	"template_name" text NOT NULL,
	"template_type" text NOT NULL,
	"module" text NOT NULL,
	"title" text,
	"paper_size" text NOT NULL,
	"orientation" text NOT NULL,
	"columns" text,
	"standard_col01" text,
	"status_code" smallint,
	"remark" text,
	"custom_values" jsonb,
	CONSTRAINT "bm_print_template_key" UNIQUE("report_key")
);
--> statement-breakpoint
ALTER TABLE "bm_bill_template" ADD CONSTRAINT "bm_bill_template_report_key_fk" FOREIGN KEY ("report_key") REFERENCES "public"."bm_print_template"("report_key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bm_bill_template_recent" ON "bm_bill_template" USING btree ("update_date","id");--> statement-breakpoint
CREATE INDEX "bm_label_template_recent" ON "bm_label_template" USING btree ("update_date","id");--> statement-breakpoint
CREATE INDEX "bm_print_template_recent" ON "bm_print_template" USING btree ("update_date","id");