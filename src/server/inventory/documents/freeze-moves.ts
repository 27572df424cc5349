/**
 * The ledger lines of a freeze document (src/shared/documents/freeze.ts).
 *
 * - freeze (complete): every balance of the header's warehouse matching a line's selectors (its
 *   cell, item, lot and container where given) with available quantity (on-hand - allocated -
 *   frozen > 0) gets one `freeze` line of that whole quantity. The balances are locked in key
 *   order while they are read, so the quantity cannot change before postMoves books it. Posting
 *   lines are numbered 1..n over the matched balances (a balance matched by two lines once).
 *   A line matching no available stock refuses the action (lines.<index>: stock.emptyStock).
 * - unfreeze: exactly what the document's freeze rows froze, line for line, as `unfreeze` lines.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { fieldError } from '../../rpc/app-error.ts';
import type { MoveLine, StockKey } from '../../ledger/move-lines.ts';
import type { DocHead, DocLine } from './server-document.ts';

const SELECTORS = [['cellNo', 'cell_no'], ['itemNo', 'item_no'], ['lotNo', 'lot_no'], ['containerNo', 'container_no']] as const;

function keyOf(r: Record<string, unknown>): StockKey {
  return { orgNo: String(r.org_no), warehouseNo: String(r.warehouse_no), cellNo: String(r.cell_no), itemNo: String(r.item_no), lotNo: String(r.lot_no), containerNo: String(r.container_no), stockStatus: String(r.stock_status) };
}

export async function freezeMoves(tx: Tx, head: DocHead, lines: DocLine[]): Promise<MoveLine[]> {
  const moves = new Map<string, MoveLine>();
  for (const [index, line] of lines.entries()) {
    const filters = SELECTORS.filter(([field]) => line[field] !== null && line[field] !== undefined && line[field] !== '').map(([field, column]) => sql`and ${sql.identifier(column)} = ${String(line[field])}`);
    const result = await tx.execute(sql`
      select org_no, warehouse_no, cell_no, item_no, lot_no, container_no, stock_status, (on_hand - allocated - frozen)::text as available
      from inv_stock where org_no = ${head.orgNo} and warehouse_no = ${head.warehouseNo} and on_hand - allocated - frozen > 0 ${sql.join(filters, sql` `)}
      order by org_no, warehouse_no, cell_no, item_no, lot_no, container_no, stock_status
      for update`);
    const available = result.rows;
    if (available.length === 0) throw fieldError([{ field: `lines.${index}`, message: 'stock.emptyStock' }]);
    for (const r of available) {
      const key = keyOf(r);
      const text = JSON.stringify(key);
      if (!moves.has(text)) moves.set(text, { lineNo: moves.size + 1, action: 'freeze', at: key, quantity: String(r.available) });
    }
  }
  return [...moves.values()];
}

export async function unfreezeMoves(tx: Tx, docType: string, docNo: string): Promise<MoveLine[]> {
  const result = await tx.execute(sql`
    select line_no, org_no, warehouse_no, cell_no, item_no, lot_no, container_no, stock_status, frozen_delta::text as frozen
    from inv_transaction where doc_type = ${docType} and doc_no = ${docNo} and action = 'freeze' and location_usage = 'internal'
    order by line_no`);
  return result.rows.map((r) => ({ lineNo: Number(r.line_no), action: 'unfreeze' as const, at: keyOf(r), quantity: String(r.frozen) }));
}
