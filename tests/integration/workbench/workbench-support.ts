/**
 * Helpers of the workbench tests: postings through postMoves on the demo data (org NWT,
 * warehouses WH-SEA and WH-LDN, items P001..P077, P003 onwards valid), item limits, and cells of a zone.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../../src/server/db/client.ts';
import { withRetry } from '../../../src/server/db/retry.ts';
import type { MoveLine, StockKey } from '../../../src/server/ledger/move-lines.ts';
import { postMoves } from '../../../src/server/ledger/post-moves.ts';
import type { TestApp } from '../../support/test-app.ts';

export function stockKey(overrides: Partial<StockKey> = {}): StockKey {
  return { orgNo: 'NWT', warehouseNo: 'WH-SEA', cellNo: 'A-01', itemNo: 'P003', lotNo: '', containerNo: '', stockStatus: 'OK', ...overrides };
}

/** Posts one document of `lines` in its own retried transaction, as the documents will. */
export async function post(database: Database, docType: string, docNo: string, lines: MoveLine[]): Promise<void> {
  await withRetry(database.db, (tx) => postMoves(tx, { docType, docNo, operator: 'tester', lines }));
}

/** Sets an item's lower and upper inventory limits (null clears one). */
export async function setLimits(database: Database, itemNo: string, lower: string | null, upper: string | null): Promise<void> {
  await database.db.execute(sql`update bm_item set inv_lower_limit = ${lower}, inv_upper_limit = ${upper} where org_no = 'NWT' and item_no = ${itemNo}`);
}

/** Adds zone `zoneNo` to a warehouse of NWT and the given cells through the generic calls. */
export async function addCells(t: TestApp, token: string, warehouseNo: string, zoneNo: string, cells: { cellNo: string; maxQty?: string; maxWeight?: string; isBadCell?: boolean }[]): Promise<void> {
  const zone = await t.call('IBmZoneService/addbmzone', { zoneNo, zoneName: zoneNo, orgNo: 'NWT', warehouseNo }, { token });
  if (zone.code !== 0) throw new Error(`zone: ${zone.errorMessage}`);
  for (const [i, cell] of cells.entries()) {
    const answer = await t.call('IBmCellService/addbmcell', { orgNo: 'NWT', warehouseNo, zoneNo, cellX: 1, cellY: i + 1, cellZ: 1, ...cell }, { token });
    if (answer.code !== 0) throw new Error(`cell ${cell.cellNo}: ${answer.errorMessage} ${JSON.stringify(answer.details)}`);
  }
}
