/**
 * Opening stock of the demo (`npm start` only): Northwind's units_in_stock of every active product,
 * booked through the product's own path, a stock adjustment (gain, changeType 1) per warehouse that
 * is added, submitted and completed, so the ledger's posting function writes every balance and
 * transaction and the big screen and stock pages show real stock. Seattle holds the Northwind
 * figure, London half of it (rounded down); each product goes to one storage cell, spread over the
 * storage zone. Quantities are in the item's unit. Answers the number of adjustment lines posted.
 * The test databases do not get it: their tests arrange the stock they assert on.
 */
import { and, asc, eq, like } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { withRetry } from '../db/retry.ts';
import { bmCell } from '../db/schema.ts';
import { runAction } from '../inventory/documents/document-actions.ts';
import { addDocument } from '../inventory/documents/document-store.ts';
import { STOCK_DOCUMENTS } from '../inventory/documents/stock-documents.ts';
import type { SessionUser } from '../rpc/session.ts';
import { DEMO_ORG, pad, readCsv } from './northwind.ts';

const WAREHOUSES = [
  { warehouseNo: 'WH-SEA', share: 1 },
  { warehouseNo: 'WH-LDN', share: 0.5 },
];

/** Storage cells of a warehouse in cell order (zone `<code>-STO`). */
async function storageCells(database: Database, warehouseNo: string): Promise<string[]> {
  const rows = await database.db
    .select({ cellNo: bmCell.cellNo })
    .from(bmCell)
    .where(and(eq(bmCell.warehouseNo, warehouseNo), like(bmCell.zoneNo, '%-STO')))
    .orderBy(asc(bmCell.cellNo));
  return rows.map((row) => String(row.cellNo));
}

/**
 * Item cells of the demo (Base > Material item-cell, docs/decisions/0440): each of the first ten
 * active products bound to the Seattle storage cell its opening stock goes to, as rows for the
 * import path.
 */
export async function demoItemCellRows(database: Database): Promise<Record<string, unknown>[]> {
  const cells = await storageCells(database, WAREHOUSES[0].warehouseNo);
  const products = readCsv('products').filter((p) => p.discontinued !== '1');
  if (cells.length === 0) return [];
  const stride = Math.max(1, Math.floor(cells.length / products.length));
  return products.slice(0, 10).map((p, index) => ({ orgNo: DEMO_ORG, warehouseNo: WAREHOUSES[0].warehouseNo, itemNo: pad('P', p.product_id), cellNo: cells[(index * stride) % cells.length], cellSeq: 1 }));
}

export async function loadDemoStock(database: Database, user: SessionUser): Promise<number> {
  const adjustment = STOCK_DOCUMENTS.find((sd) => sd.doc.docType === 'ADJ')!;
  const products = readCsv('products').filter((p) => p.discontinued !== '1');
  let posted = 0;
  for (const { warehouseNo, share } of WAREHOUSES) {
    const cells = await storageCells(database, warehouseNo);
    if (cells.length === 0) continue;
    const stride = Math.max(1, Math.floor(cells.length / products.length));
    const lines = products
      .map((p, index) => ({ itemNo: pad('P', p.product_id), qty: Math.floor(Number(p.units_in_stock) * share), cellNo: cells[(index * stride) % cells.length] }))
      .filter((line) => line.qty > 0)
      .map((line, index) => ({ lineNo: index + 1, cellNo: line.cellNo, itemNo: line.itemNo, stockStatus: '10', qty: String(line.qty) }));
    await withRetry(database.db, async (tx) => {
      const head = { orgNo: DEMO_ORG, warehouseNo, changeType: '1', remark: 'Opening stock (Northwind units in stock)' };
      const doc = await addDocument(tx, adjustment, user, { head, lines });
      const [submitted] = await runAction(tx, adjustment, user, 'submit', [doc]);
      await runAction(tx, adjustment, user, 'complete', [submitted]);
    });
    posted += lines.length;
  }
  return posted;
}
