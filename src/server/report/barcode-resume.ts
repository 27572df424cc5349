/**
 * Barcode history (Report bar-code-resume, menu 150104): the ledger rows of one barcode, oldest
 * first. The ledger books by stock key, not by barcode, so a barcode's rows are those of its label
 * (bm_label, in the user's organisations, exact barcode): its container (boxNo) when it has one,
 * else its item and lot; other labels of the same lot share those rows (docs/decisions/
 * "Reports"). An unknown barcode answers no rows. Totals: onHandDelta (the net change).
 */
import { sql } from 'drizzle-orm';
import { stockScopeCondition } from '../crud/scope.ts';
import { conditionText, unitQuantity } from '../inventory/queries/query-support.ts';
import { ITEM_COLUMNS, ITEM_JOIN } from './ledger-sql.ts';
import { totalsOf, type ReportRunner } from './report-support.ts';

export const barcodeResumeReport: ReportRunner = async (db, user, condition) => {
  const barcode = conditionText(condition, 'barcode') ?? '';
  const orgNo = conditionText(condition, 'orgNo');
  const scope = stockScopeCondition(user, sql`t.org_no`, sql`t.warehouse_no`) ?? sql`true`;
  const result = await db.execute(sql`
    select t.id, t.create_date, t.doc_type, t.doc_no, t.action, t.warehouse_no, t.cell_no, t.item_no, ${ITEM_COLUMNS}, t.lot_no, t.container_no, t.stock_status,
      t.on_hand_delta::text, t.on_hand_after::text, t.create_name
    from bm_label l join inv_transaction t on t.org_no = l.org_no and t.item_no = l.item_no
      and (case when coalesce(l.box_no, '') <> '' then t.container_no = l.box_no else t.lot_no = coalesce(l.lot_no, '') end)
    ${ITEM_JOIN('t')}
    where l.barcode = ${barcode} and t.location_usage = 'internal' and ${scope} ${orgNo ? sql`and l.org_no = ${orgNo}` : sql``}
    order by t.create_date, t.id`);
  const rows = result.rows.map((r) => ({
    id: Number(r.id), createDate: r.create_date, docType: r.doc_type, docNo: r.doc_no, action: r.action, warehouseNo: r.warehouse_no, cellNo: r.cell_no,
    itemNo: r.item_no, itemName: r.item_name, lotNo: r.lot_no, containerNo: r.container_no, stockStatus: r.stock_status, unitNo: r.unit_no,
    onHandDelta: unitQuantity(r.on_hand_delta, r), onHandAfter: unitQuantity(r.on_hand_after, r), createName: r.create_name,
  }));
  return { rows, totals: totalsOf(rows, ['onHandDelta']) };
};
