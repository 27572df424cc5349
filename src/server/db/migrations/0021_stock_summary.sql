CREATE TABLE "inv_stock_summary" (
	"org_no" text NOT NULL,
	"warehouse_no" text NOT NULL,
	"item_no" text NOT NULL,
	"stock_status" text NOT NULL,
	"balances" integer NOT NULL,
	"on_hand" numeric(20, 6) NOT NULL,
	"allocated" numeric(20, 6) NOT NULL,
	"frozen" numeric(20, 6) NOT NULL,
	CONSTRAINT "inv_stock_summary_key" PRIMARY KEY("org_no","warehouse_no","item_no","stock_status")
);
--> statement-breakpoint
CREATE TABLE "inv_stock_summary_delta" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inv_stock_summary_delta_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"org_no" text NOT NULL,
	"warehouse_no" text NOT NULL,
	"item_no" text NOT NULL,
	"stock_status" text NOT NULL,
	"balances" integer NOT NULL,
	"on_hand" numeric(20, 6) NOT NULL,
	"allocated" numeric(20, 6) NOT NULL,
	"frozen" numeric(20, 6) NOT NULL
);
--> statement-breakpoint
INSERT INTO "inv_stock_summary" ("org_no", "warehouse_no", "item_no", "stock_status", "balances", "on_hand", "allocated", "frozen")
SELECT "org_no", "warehouse_no", "item_no", "stock_status", count(*) FILTER (WHERE "on_hand" <> 0 OR "allocated" <> 0 OR "frozen" <> 0),
  sum("on_hand"), sum("allocated"), sum("frozen")
FROM "inv_stock" GROUP BY "org_no", "warehouse_no", "item_no", "stock_status";
