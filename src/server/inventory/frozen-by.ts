/**
 * Who froze a balance (walk 13-28: "No stock to move" said nothing of the count plan freezing the
 * cell): the documents whose freezes of the balance still hold, read from the ledger: per document
 * (doc_type, doc_no: CHK a count plan, FRZ a freeze document) the sum of its frozen deltas on the
 * balance's key, kept when above 0.
 *
 * - frozenBySql(s): a SQL expression over an inv_stock row `s`, a JSON array of { docType, docNo }
 *   (docNo order; null when nothing is frozen), for the stock balances list (allowance-query.ts).
 * - refuseFrozenByCount(tx, lines): before a transfer posts, the first line asking more than its
 *   balance's available quantity while a count plan holds a freeze on it is refused with
 *   STOCK_FROZEN_BY_COUNT { itemNo, cellNo, frozen, checkNo } (instead of INSUFFICIENT_STOCK);
 *   then the first line moving stock into another cell that a count plan is counting
 *   (stockcheck/cells-under-count.ts, record 1045) is refused with STOCK_CELL_UNDER_COUNT { itemNo, cellNo,
 *   checkNo }: stock put into a cell while it is counted would be missing from the count and then
 *   from the cell's posted differences (walk 14-28 #1).
 */
import Decimal from 'decimal.js';
import { sql, type SQL } from 'drizzle-orm';
import { CHECK_DOC_TYPE } from '../../shared/documents/check-codes.ts';
import type { Tx } from '../db/client.ts';
import type { StockKey } from '../ledger/move-lines.ts';
import { AppError } from '../rpc/app-error.ts';
import { refuseCellUnderCount } from '../stockcheck/cells-under-count.ts';

/** The documents holding freezes on the balance row `s` (outstanding sum of frozen deltas above 0). */
const holders = (s: SQL) => sql`
  select t.doc_type, t.doc_no from inv_transaction t
  where t.location_usage = 'internal' and t.cell_no = ${s}.cell_no and t.item_no = ${s}.item_no and t.org_no = ${s}.org_no and t.warehouse_no = ${s}.warehouse_no
    and t.lot_no = ${s}.lot_no and t.container_no = ${s}.container_no and t.stock_status = ${s}.stock_status and t.frozen_delta <> 0
  group by t.doc_type, t.doc_no having sum(t.frozen_delta) > 0`;

export function frozenBySql(s: SQL): SQL {
  return sql`(case when ${s}.frozen > 0 then (select json_agg(json_build_object('docType', f.doc_type, 'docNo', f.doc_no) order by f.doc_no) from (${holders(s)}) f) end)`;
}

export async function refuseFrozenByCount(tx: Tx, lines: { from: StockKey; to?: StockKey; quantity: string }[]): Promise<void> {
  for (const { from, quantity } of lines) {
    const result = await tx.execute(sql`
      select (s.on_hand - s.allocated - s.frozen)::text as available, s.frozen::text as frozen,
        (select min(f.doc_no) from (${holders(sql`s`)}) f where f.doc_type = ${CHECK_DOC_TYPE}) as check_no
      from inv_stock s where s.org_no = ${from.orgNo} and s.warehouse_no = ${from.warehouseNo} and s.cell_no = ${from.cellNo} and s.item_no = ${from.itemNo}
        and s.lot_no = ${from.lotNo} and s.container_no = ${from.containerNo} and s.stock_status = ${from.stockStatus}`);
    const row = result.rows[0];
    if (!row?.check_no || !new Decimal(quantity).gt(String(row.available))) continue;
    throw new AppError('STOCK_FROZEN_BY_COUNT', { itemNo: from.itemNo, cellNo: from.cellNo, frozen: new Decimal(String(row.frozen)).toFixed(), checkNo: String(row.check_no) });
  }
  const inward = lines.filter((line) => line.to && line.to.cellNo !== line.from.cellNo);
  for (const warehouseNo of new Set(inward.map((line) => line.to!.warehouseNo))) {
    await refuseCellUnderCount(tx, warehouseNo, inward.filter((line) => line.to!.warehouseNo === warehouseNo).map((line) => ({ cellNo: line.to!.cellNo, itemNo: line.from.itemNo })));
  }
}
