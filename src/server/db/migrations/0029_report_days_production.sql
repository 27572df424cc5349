CREATE TABLE "rpt_item_layer_day" (
	"org_no" text NOT NULL,
	"warehouse_no" text NOT NULL,
	"item_no" text NOT NULL,
	"day" date NOT NULL,
	"qty" numeric(20, 6) NOT NULL,
	CONSTRAINT "rpt_item_layer_day_org_no_warehouse_no_item_no_day_pk" PRIMARY KEY("org_no","warehouse_no","item_no","day")
);
--> statement-breakpoint
CREATE TABLE "rpt_ledger_day" (
	"org_no" text NOT NULL,
	"warehouse_no" text NOT NULL,
	"item_no" text NOT NULL,
	"lot_no" text NOT NULL,
	"day" date NOT NULL,
	"net" numeric(20, 6) DEFAULT '0' NOT NULL,
	"issued" numeric(20, 6) DEFAULT '0' NOT NULL,
	"lot_layer" numeric(20, 6) DEFAULT '0' NOT NULL,
	"issue_rows" integer DEFAULT 0 NOT NULL,
	"receipt_rows" integer DEFAULT 0 NOT NULL,
	"positive_rows" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rpt_ledger_day_org_no_warehouse_no_item_no_lot_no_day_pk" PRIMARY KEY("org_no","warehouse_no","item_no","lot_no","day")
);

--> statement-breakpoint
-- The ledger's history so far (report/ledger-days.ts rebuildLedgerDays).
insert into rpt_ledger_day (org_no, warehouse_no, item_no, lot_no, day, net, issued, lot_layer, issue_rows, receipt_rows, positive_rows)
select coalesce(f.org_no, y.org_no) as org_no, coalesce(f.warehouse_no, y.warehouse_no) as warehouse_no, coalesce(f.item_no, y.item_no) as item_no,
coalesce(f.lot_no, y.lot_no) as lot_no, coalesce(f.day, y.day) as day, coalesce(f.net, 0) as net, coalesce(f.issued, 0) as issued, coalesce(y.qty, 0) as lot_layer,
coalesce(f.issue_rows, 0) as issue_rows, coalesce(f.receipt_rows, 0) as receipt_rows, coalesce(f.positive_rows, 0) as positive_rows
from (
select t.org_no, t.warehouse_no, t.item_no, t.lot_no, (t.create_date at time zone 'UTC')::date as day, sum(t.on_hand_delta) as net,
coalesce(-sum(t.on_hand_delta) filter (where t.action = 'issue' or o.action = 'issue'), 0) as issued,
(count(*) filter (where t.action = 'issue'))::int as issue_rows, (count(*) filter (where t.on_hand_delta > 0 and t.action <> 'transfer'))::int as receipt_rows,
(count(*) filter (where t.on_hand_delta > 0))::int as positive_rows
from inv_transaction t left join inv_transaction o on o.id = t.reverses_id and t.action = 'reverse'
where t.location_usage = 'internal' and t.on_hand_delta <> 0 group by 1, 2, 3, 4, 5
) f full join (
select org_no, warehouse_no, item_no, lot_no, day, sum(qty) as qty from (
select t.org_no, t.warehouse_no, t.item_no, t.lot_no, min((t.create_date at time zone 'UTC')::date) as day, sum(t.on_hand_delta) as qty from inv_transaction t
where t.location_usage = 'internal' and t.on_hand_delta <> 0 and t.action <> 'issue' group by t.posting_id, 1, 2, 3, 4 having sum(t.on_hand_delta) > 0
) p group by 1, 2, 3, 4, 5
) y using (org_no, warehouse_no, item_no, lot_no, day);
--> statement-breakpoint
insert into rpt_item_layer_day (org_no, warehouse_no, item_no, day, qty)
select org_no, warehouse_no, item_no, day, sum(qty) as qty from (
select t.org_no, t.warehouse_no, t.item_no, min((t.create_date at time zone 'UTC')::date) as day, sum(t.on_hand_delta) as qty from inv_transaction t
where t.location_usage = 'internal' and t.on_hand_delta <> 0 and t.action <> 'issue' group by t.posting_id, 1, 2, 3 having sum(t.on_hand_delta) > 0
) p group by 1, 2, 3, 4;
--> statement-breakpoint
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