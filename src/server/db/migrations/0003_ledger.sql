CREATE TABLE "event_outbox" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "event_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"scope" jsonb NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inv_posting" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inv_posting_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"doc_type" text NOT NULL,
	"doc_no" text NOT NULL,
	"line_no" integer NOT NULL,
	"action" text NOT NULL,
	"create_name" text NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inv_posting_key" UNIQUE("doc_type","doc_no","line_no","action")
);
--> statement-breakpoint
CREATE TABLE "inv_stock" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inv_stock_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer DEFAULT 0 NOT NULL,
	"create_name" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_name" text,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"org_no" text NOT NULL,
	"warehouse_no" text NOT NULL,
	"cell_no" text NOT NULL,
	"item_no" text NOT NULL,
	"lot_no" text DEFAULT '' NOT NULL,
	"container_no" text DEFAULT '' NOT NULL,
	"stock_status" text NOT NULL,
	"on_hand" numeric(20, 6) DEFAULT '0' NOT NULL,
	"allocated" numeric(20, 6) DEFAULT '0' NOT NULL,
	"frozen" numeric(20, 6) DEFAULT '0' NOT NULL,
	"allow_negative" boolean DEFAULT false NOT NULL,
	CONSTRAINT "inv_stock_key" UNIQUE("org_no","warehouse_no","cell_no","item_no","lot_no","container_no","stock_status"),
	CONSTRAINT "inv_stock_quantities" CHECK ("inv_stock"."allocated" >= 0 and "inv_stock"."frozen" >= 0 and ("inv_stock"."allocated" + "inv_stock"."frozen" <= "inv_stock"."on_hand" or ("inv_stock"."allow_negative" and "inv_stock"."allocated" = 0 and "inv_stock"."frozen" = 0)))
);
--> statement-breakpoint
CREATE TABLE "inv_transaction" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inv_transaction_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"posting_id" bigint NOT NULL,
	"doc_type" text NOT NULL,
	"doc_no" text NOT NULL,
	"line_no" integer NOT NULL,
	"action" text NOT NULL,
	"location_usage" text NOT NULL,
	"org_no" text NOT NULL,
	"warehouse_no" text NOT NULL,
	"cell_no" text NOT NULL,
	"item_no" text NOT NULL,
	"lot_no" text NOT NULL,
	"container_no" text NOT NULL,
	"stock_status" text NOT NULL,
	"on_hand_delta" numeric(20, 6) NOT NULL,
	"allocated_delta" numeric(20, 6) NOT NULL,
	"frozen_delta" numeric(20, 6) NOT NULL,
	"on_hand_after" numeric(20, 6),
	"allocated_after" numeric(20, 6),
	"frozen_after" numeric(20, 6),
	"reverses_id" bigint,
	"create_name" text NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inv_transaction_usage" CHECK ("inv_transaction"."location_usage" in ('internal', 'supplier', 'customer', 'inventory')),
	CONSTRAINT "inv_transaction_after" CHECK (("inv_transaction"."location_usage" = 'internal') = ("inv_transaction"."on_hand_after" is not null and "inv_transaction"."allocated_after" is not null and "inv_transaction"."frozen_after" is not null))
);
--> statement-breakpoint
ALTER TABLE "inv_stock" ADD CONSTRAINT "inv_stock_warehouse_fk" FOREIGN KEY ("warehouse_no") REFERENCES "public"."bm_warehouse"("warehouse_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inv_stock" ADD CONSTRAINT "inv_stock_item_fk" FOREIGN KEY ("org_no","item_no") REFERENCES "public"."bm_item"("org_no","item_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inv_transaction" ADD CONSTRAINT "inv_transaction_reverses_id_inv_transaction_id_fk" FOREIGN KEY ("reverses_id") REFERENCES "public"."inv_transaction"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inv_transaction_doc" ON "inv_transaction" USING btree ("doc_type","doc_no");--> statement-breakpoint
CREATE UNIQUE INDEX "inv_transaction_reverses" ON "inv_transaction" USING btree ("reverses_id") WHERE "inv_transaction"."reverses_id" is not null;