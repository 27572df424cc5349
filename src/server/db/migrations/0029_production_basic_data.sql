CREATE TABLE "pd_equipment" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pd_equipment_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"equipment_no" text NOT NULL,
	"equipment_name" text NOT NULL,
	"org_no" text NOT NULL,
	"line_type_no" text,
	"model" text,
	"status_code" smallint,
	"remark" text,
	"custom_values" jsonb,
	CONSTRAINT "pd_equipment_key" UNIQUE("org_no","equipment_no")
);
--> statement-breakpoint
CREATE TABLE "pd_line_type" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pd_line_type_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"line_type_no" text NOT NULL,
	"line_type_name" text NOT NULL,
	"org_no" text NOT NULL,
	"status_code" smallint,
	"remark" text,
	"custom_values" jsonb,
	CONSTRAINT "pd_line_type_key" UNIQUE("org_no","line_type_no")
);
--> statement-breakpoint
CREATE TABLE "pd_mould" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pd_mould_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"mould_no" text NOT NULL,
	"mould_name" text NOT NULL,
	"org_no" text NOT NULL,
	"item_no" text,
	"cavities" bigint NOT NULL,
	"life_shots" bigint,
	"status_code" smallint,
	"remark" text,
	"custom_values" jsonb,
	CONSTRAINT "pd_mould_key" UNIQUE("org_no","mould_no")
);
--> statement-breakpoint
CREATE TABLE "pd_product_process" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pd_product_process_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"process_no" text NOT NULL,
	"process_name" text NOT NULL,
	"org_no" text NOT NULL,
	"item_no" text NOT NULL,
	"process_seq" bigint NOT NULL,
	"technology_no" text NOT NULL,
	"line_type_no" text,
	"standard_minutes" numeric,
	"status_code" smallint,
	"remark" text,
	"custom_values" jsonb,
	CONSTRAINT "pd_product_process_key" UNIQUE("org_no","process_no")
);
--> statement-breakpoint
CREATE TABLE "pd_shift" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pd_shift_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"shift_no" text NOT NULL,
	"shift_name" text NOT NULL,
	"org_no" text NOT NULL,
	"shift_start" text NOT NULL,
	"shift_end" text NOT NULL,
	"status_code" smallint,
	"remark" text,
	"custom_values" jsonb,
	CONSTRAINT "pd_shift_key" UNIQUE("org_no","shift_no")
);
--> statement-breakpoint
CREATE TABLE "pd_technology" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pd_technology_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"technology_no" text NOT NULL,
	"technology_name" text NOT NULL,
	"org_no" text NOT NULL,
	"status_code" smallint,
	"remark" text,
	"custom_values" jsonb,
	CONSTRAINT "pd_technology_key" UNIQUE("org_no","technology_no")
);
--> statement-breakpoint
CREATE TABLE "rc_invoicing_rule" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rc_invoicing_rule_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"rule_no" text NOT NULL,
	"rule_name" text NOT NULL,
	"org_no" text NOT NULL,
	"supplier_no" text,
	"statement_cycle" text NOT NULL,
	"cutoff_day" bigint NOT NULL,
	"group_mode" text NOT NULL,
	"is_net_returns" boolean,
	"tax_no" text,
	"currency_no" text,
	"status_code" smallint,
	"remark" text,
	"custom_values" jsonb,
	CONSTRAINT "rc_invoicing_rule_key" UNIQUE("org_no","rule_no")
);
--> statement-breakpoint
ALTER TABLE "pd_equipment" ADD CONSTRAINT "pd_equipment_org_no_fk" FOREIGN KEY ("org_no") REFERENCES "public"."bm_org"("org_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pd_line_type" ADD CONSTRAINT "pd_line_type_org_no_fk" FOREIGN KEY ("org_no") REFERENCES "public"."bm_org"("org_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pd_mould" ADD CONSTRAINT "pd_mould_org_no_fk" FOREIGN KEY ("org_no") REFERENCES "public"."bm_org"("org_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pd_product_process" ADD CONSTRAINT "pd_product_process_org_no_fk" FOREIGN KEY ("org_no") REFERENCES "public"."bm_org"("org_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pd_shift" ADD CONSTRAINT "pd_shift_org_no_fk" FOREIGN KEY ("org_no") REFERENCES "public"."bm_org"("org_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pd_technology" ADD CONSTRAINT "pd_technology_org_no_fk" FOREIGN KEY ("org_no") REFERENCES "public"."bm_org"("org_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rc_invoicing_rule" ADD CONSTRAINT "rc_invoicing_rule_org_no_fk" FOREIGN KEY ("org_no") REFERENCES "public"."bm_org"("org_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rc_invoicing_rule" ADD CONSTRAINT "rc_invoicing_rule_supplier_no_fk" FOREIGN KEY ("supplier_no") REFERENCES "public"."bm_supplier"("supplier_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rc_invoicing_rule" ADD CONSTRAINT "rc_invoicing_rule_tax_no_fk" FOREIGN KEY ("tax_no") REFERENCES "public"."bm_tax"("tax_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rc_invoicing_rule" ADD CONSTRAINT "rc_invoicing_rule_currency_no_fk" FOREIGN KEY ("currency_no") REFERENCES "public"."bm_currency"("currency_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pd_equipment_recent" ON "pd_equipment" USING btree ("update_date","id");--> statement-breakpoint
CREATE INDEX "pd_line_type_recent" ON "pd_line_type" USING btree ("update_date","id");--> statement-breakpoint
CREATE INDEX "pd_mould_recent" ON "pd_mould" USING btree ("update_date","id");--> statement-breakpoint
CREATE INDEX "pd_product_process_recent" ON "pd_product_process" USING btree ("update_date","id");--> statement-breakpoint
CREATE INDEX "pd_shift_recent" ON "pd_shift" USING btree ("update_date","id");--> statement-breakpoint
CREATE INDEX "pd_technology_recent" ON "pd_technology" USING btree ("update_date","id");--> statement-breakpoint
CREATE INDEX "rc_invoicing_rule_recent" ON "rc_invoicing_rule" USING btree ("update_date","id");