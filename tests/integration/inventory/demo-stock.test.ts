/** The demo's opening stock (npm start): Northwind's units in stock, booked through a completed adjustment per warehouse. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebuildCheck } from '../../../src/server/ledger/rebuild-check.ts';
import { demoUser } from '../../../src/server/demo/load-demo.ts';
import { readCsv } from '../../../src/server/demo/northwind.ts';
import { loadDemoStock } from '../../../src/server/demo/stock-demo.ts';
import { inventoryApp, type Session } from './inventory-support.ts';

let s: Session;
let posted: number;
beforeAll(async () => {
  s = await inventoryApp();
  posted = await loadDemoStock(s.database, await demoUser(s.database));
});
afterAll(() => s.close());

const active = readCsv('products').filter((p) => p.discontinued !== '1');
const onHandOf = async (warehouseNo: string) =>
  (await s.as('IInvStockService/getinvstocklistbyparams', { current: 1, size: 20, condition: { warehouseNo } })).data.totals.onHand;

describe('demo opening stock', () => {
  it("should hold every active product's units in stock in Seattle and half of them in London", async () => {
    expect(await onHandOf('WH-SEA')).toBe(String(active.reduce((sum, p) => sum + Number(p.units_in_stock), 0)));
    expect(await onHandOf('WH-LDN')).toBe(String(active.reduce((sum, p) => sum + Math.floor(Number(p.units_in_stock) / 2), 0)));
    expect(posted).toBe(active.filter((p) => Number(p.units_in_stock) > 0).length + active.filter((p) => Number(p.units_in_stock) >= 2).length);
  });

  it('should book it as one completed adjustment per warehouse whose transactions balance to zero', async () => {
    const docs = await s.as('IInvChangeService/getinvchangelistbyparams', { current: 1, size: 20, condition: {} });
    expect(docs.data.records.map((d: any) => [d.warehouseNo, d.statusCode]).sort()).toEqual([['WH-LDN', '30'], ['WH-SEA', '30']]);
    const sums = await s.database.db.execute(sql`select (coalesce(sum(on_hand_delta), 0) = 0) as balanced from inv_transaction where doc_type = 'ADJ'`);
    expect(sums.rows[0].balanced).toBe(true);
    expect(await rebuildCheck(s.database.db)).toEqual([]);
  });
});
