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
