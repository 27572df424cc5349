CREATE TABLE "srm_asn_head" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "srm_asn_head_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"asn_no" text NOT NULL,
	"org_no" text NOT NULL,
	"warehouse_no" text NOT NULL,
	"supplier_no" text NOT NULL,
	"check_status" text DEFAULT '0',
	"delivery_status" text,
	"delivery_date" date NOT NULL,
	"expected_arrival_date" date NOT NULL,
	"delivery_qty" numeric DEFAULT 0,
	"receive_qty" numeric DEFAULT 0,
	"unreceived_qty" numeric GENERATED ALWAYS AS (greatest(delivery_qty - receive_qty, 0)) STORED,
	"in_arrive_no" text,
	"way_carriage" text,
	"carrier_name" text,
	"driver" text,
	"driver_phone" text,
	"car_no" text,
	"car_type" text,
	"tracking_no" text,
	"invoice_type" text,
	"invoice_classify" text,
	"invoice_no" text,
	"invoice_date" date,
	"invoice_amount" numeric,
	"tax_amount" numeric,
	"tax_rate" numeric,
	"is_goods_invoice" boolean,
	"remark" text,
	"custom_values" jsonb,
	CONSTRAINT "srm_asn_head_key" UNIQUE("asn_no")
);
--> statement-breakpoint
CREATE TABLE "srm_purchase_line" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "srm_purchase_line_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"purchase_no" text NOT NULL,
	"purchase_seq" bigint NOT NULL,
	"purchase_batch_seq" bigint NOT NULL,
	"org_no" text NOT NULL,
	"warehouse_no" text NOT NULL,
	"supplier_no" text NOT NULL,
	"order_type" text NOT NULL,
	"item_no" text NOT NULL,
	"batch_pur_qty" numeric NOT NULL,
	"expect_arrival_date" date NOT NULL,
	"receive_qty" numeric DEFAULT 0,
	"on_way_qty" numeric DEFAULT 0,
	"un_receive_qty" numeric GENERATED ALWAYS AS (greatest(batch_pur_qty - receive_qty, 0)) STORED,
	"over_qty" numeric GENERATED ALWAYS AS (greatest(receive_qty - batch_pur_qty, 0)) STORED,
	"answer_status" text DEFAULT '0',
	"answer_qty" numeric,
	"answer_date" date,
	"answer_remark" text,
	"answer_time" timestamp with time zone,
	"remark" text,
	"custom_values" jsonb,
	CONSTRAINT "srm_purchase_line_key" UNIQUE("org_no","purchase_seq","purchase_batch_seq","purchase_no")
);
--> statement-breakpoint
CREATE TABLE "srm_asn_line" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "srm_asn_line_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"head_id" bigint NOT NULL,
	"line_no" integer NOT NULL,
	"purchase_id" bigint NOT NULL,
	"purchase_no" text NOT NULL,
	"purchase_seq" integer NOT NULL,
	"purchase_batch_seq" integer NOT NULL,
	"item_no" text NOT NULL,
	"delivery_qty" numeric(20, 6) NOT NULL,
	"receive_qty" numeric(20, 6) DEFAULT '0' NOT NULL,
	"lot_no" text,
	CONSTRAINT "srm_asn_line_key" UNIQUE("head_id","line_no")
);
--> statement-breakpoint
CREATE TABLE "srm_asn_pack" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "srm_asn_pack_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"head_id" bigint NOT NULL,
	"parent_id" bigint,
	"pack_level" text NOT NULL,
	"seq" integer NOT NULL,
	"sscc" text,
	"line_no" integer,
	"qty" numeric(20, 6),
	CONSTRAINT "srm_asn_pack_sscc_unique" UNIQUE("sscc")
);
--> statement-breakpoint
CREATE TABLE "srm_asn_receipt" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "srm_asn_receipt_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"head_id" bigint NOT NULL,
	"round" integer NOT NULL,
	"arrival_id" bigint NOT NULL,
	"in_arrive_no" text NOT NULL,
	"quantities" jsonb NOT NULL,
	"arrival_date" date NOT NULL,
	"cancelled" boolean DEFAULT false NOT NULL,
	CONSTRAINT "srm_asn_receipt_round" UNIQUE("head_id","round")
);
--> statement-breakpoint
CREATE TABLE "srm_asn_track" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "srm_asn_track_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"head_id" bigint NOT NULL,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"operator" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"remark" text
);
--> statement-breakpoint
CREATE TABLE "srm_purchase_answer" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "srm_purchase_answer_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"purchase_id" bigint NOT NULL,
	"action" text NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"answer_qty" numeric(20, 6),
	"answer_date" date,
	"remark" text,
	"operator" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "in_arrive_head" ALTER COLUMN "incoming_tag" SET DEFAULT 'WMS';--> statement-breakpoint
ALTER TABLE "in_arrive_head" ALTER COLUMN "receipt_round" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "in_notice_head" ALTER COLUMN "receipt_round" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "bm_supplier" ADD COLUMN "is_delivery_frozen" boolean;--> statement-breakpoint
ALTER TABLE "srm_asn_head" ADD CONSTRAINT "srm_asn_head_org_no_fk" FOREIGN KEY ("org_no") REFERENCES "public"."bm_org"("org_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "srm_asn_head" ADD CONSTRAINT "srm_asn_head_warehouse_no_fk" FOREIGN KEY ("warehouse_no") REFERENCES "public"."bm_warehouse"("warehouse_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "srm_asn_head" ADD CONSTRAINT "srm_asn_head_supplier_no_fk" FOREIGN KEY ("supplier_no") REFERENCES "public"."bm_supplier"("supplier_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "srm_purchase_line" ADD CONSTRAINT "srm_purchase_line_org_no_fk" FOREIGN KEY ("org_no") REFERENCES "public"."bm_org"("org_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "srm_purchase_line" ADD CONSTRAINT "srm_purchase_line_warehouse_no_fk" FOREIGN KEY ("warehouse_no") REFERENCES "public"."bm_warehouse"("warehouse_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "srm_purchase_line" ADD CONSTRAINT "srm_purchase_line_supplier_no_fk" FOREIGN KEY ("supplier_no") REFERENCES "public"."bm_supplier"("supplier_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "srm_asn_line" ADD CONSTRAINT "srm_asn_line_head_id_srm_asn_head_id_fk" FOREIGN KEY ("head_id") REFERENCES "public"."srm_asn_head"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "srm_asn_line" ADD CONSTRAINT "srm_asn_line_purchase_id_srm_purchase_line_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."srm_purchase_line"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "srm_asn_pack" ADD CONSTRAINT "srm_asn_pack_head_id_srm_asn_head_id_fk" FOREIGN KEY ("head_id") REFERENCES "public"."srm_asn_head"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "srm_asn_receipt" ADD CONSTRAINT "srm_asn_receipt_head_id_srm_asn_head_id_fk" FOREIGN KEY ("head_id") REFERENCES "public"."srm_asn_head"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "srm_asn_track" ADD CONSTRAINT "srm_asn_track_head_id_srm_asn_head_id_fk" FOREIGN KEY ("head_id") REFERENCES "public"."srm_asn_head"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "srm_purchase_answer" ADD CONSTRAINT "srm_purchase_answer_purchase_id_srm_purchase_line_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."srm_purchase_line"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "srm_asn_head_recent" ON "srm_asn_head" USING btree ("update_date","id");--> statement-breakpoint
CREATE INDEX "srm_purchase_line_recent" ON "srm_purchase_line" USING btree ("update_date","id");--> statement-breakpoint
CREATE INDEX "srm_asn_line_purchase" ON "srm_asn_line" USING btree ("purchase_id");--> statement-breakpoint
CREATE INDEX "srm_asn_pack_head" ON "srm_asn_pack" USING btree ("head_id");--> statement-breakpoint
CREATE INDEX "srm_asn_track_head" ON "srm_asn_track" USING btree ("head_id","at");--> statement-breakpoint
CREATE INDEX "srm_purchase_answer_line" ON "srm_purchase_answer" USING btree ("purchase_id","at");