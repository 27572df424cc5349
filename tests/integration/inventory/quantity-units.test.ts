/**
 * Quantities are numbers of the item's unit (issue 5 "Numbers"): stored as numeric, never float;
 * a stock document accepts as many decimals as the unit has and no more; sums are exact
 * (0.1 + 0.2 is 0.3); the stock queries answer them in the unit's decimals by its rounding type.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { act, addDoc, cellsOf, inventoryApp, type Session } from './inventory-support.ts';

const SERVICE = 'IInvChangeService';
let s: Session;
let cells: string[];
beforeAll(async () => {
  s = await inventoryApp();
  cells = await cellsOf(s, 'WH-SEA', 2);
  expect((await s.as('IBmUnitService/addbmunit', { unitNo: 'KGQ', unitName: 'Kilogram (3 decimals)', roundingType: '1', dicimalDigit: 3 })).code).toBe(0);
  expect((await s.as('IBmItemService/addbmitem', { itemNo: 'Q-FLOUR', itemName: 'Flour by weight', orgNo: 'NWT', unitNo: 'KGQ' })).code).toBe(0);
});
afterAll(() => s.close());

const gain = (cellNo: string, qty: string) => ({ orgNo: 'NWT', warehouseNo: 'WH-SEA', changeType: '1', lines: [{ cellNo, itemNo: 'Q-FLOUR', stockStatus: '10', qty }] });

async function post(cellNo: string, qty: string): Promise<void> {
  const doc = await addDoc(s, SERVICE, 'invchange', gain(cellNo, qty));
  const [submitted] = (await act(s, SERVICE, 'submitinvchange', [doc])).data;
  expect((await act(s, SERVICE, 'completeinvchange', [submitted])).code).toBe(0);
}

const balances = async () => {
  const page = await s.as('IInvStockService/getinvstocklistbyparams', { current: 1, size: 20, condition: { itemNo: 'Q-FLOUR' }, sorter: { field: 'cellNo', order: 'ascend' } });
  return { rows: page.data.records.map((r: any) => [r.cellNo, r.onHand, r.available]), totals: page.data.totals.onHand };
};

describe('quantities in the item unit', () => {
  it('should store every ledger and document quantity as numeric, never as a float', async () => {
    const floats = await s.database.db.execute(sql`
      select table_name, column_name from information_schema.columns
      where table_schema = 'public' and (table_name like 'inv\_%' or table_name like 'chk\_%') and data_type in ('real', 'double precision')`);
    expect(floats.rows).toEqual([]);
    const ledger = await s.database.db.execute(sql`
      select column_name, data_type, numeric_scale from information_schema.columns
      where table_name in ('inv_stock', 'inv_transaction') and column_name ~ '^(on_hand|allocated|frozen)' order by table_name, column_name`);
    expect(ledger.rows.length).toBe(9);
    expect(new Set(ledger.rows.map((r) => `${r.data_type} ${r.numeric_scale}`))).toEqual(new Set(['numeric 6']));
  });

  it("should accept the unit's decimals, refuse more, and add them exactly", async () => {
    await post(cells[0], '0.1');
    await post(cells[0], '0.2');
    await post(cells[1], '1.235');
    const tooFine = await s.as(`${SERVICE}/addinvchange`, gain(cells[1], '1.2345'));
    expect(tooFine.details.fields).toEqual([expect.objectContaining({ field: 'lines.0.qty', message: 'Must have fewer than 4 decimal places' })]);
    expect(await balances()).toEqual({ rows: [[cells[0], '0.300', '0.300'], [cells[1], '1.235', '1.235']], totals: '1.535' });
    // The keyword finds the balances by item name or number.
    for (const keyword of ['flour BY', 'q-flo']) {
      const found = await s.as('IInvStockService/getinvstocklistbyparams', { condition: { keyword } });
      expect([found.data.total, found.data.totals.onHand]).toEqual([2, '1.535']);
    }
    const stored = await s.database.db.execute(sql`select on_hand::text from inv_stock where item_no = 'Q-FLOUR' order by cell_no`);
    expect(stored.rows.map((r) => r.on_hand)).toEqual(['0.300000', '1.235000']);
  });

  it("should answer the quantities by the unit's rounding type when its decimals change", async () => {
    const [unit] = (await s.as('IBmUnitService/getbmunitlistbyparams', { condition: { unitNo: 'KGQ' } })).data.records;
    const truncate = await s.as('IBmUnitService/updatebmunitbyid', { ...unit, roundingType: '3', dicimalDigit: 2 });
    expect(truncate.code).toBe(0);
    expect(await balances()).toEqual({ rows: [[cells[0], '0.30', '0.30'], [cells[1], '1.23', '1.23']], totals: '1.53' });
    expect((await s.as('IBmUnitService/updatebmunitbyid', { ...truncate.data, roundingType: '1' })).code).toBe(0);
    expect(await balances()).toEqual({ rows: [[cells[0], '0.30', '0.30'], [cells[1], '1.24', '1.24']], totals: '1.54' });
    // The stored balance keeps its exact value: only the answer is rounded.
    const stored = await s.database.db.execute(sql`select on_hand::text from inv_stock where item_no = 'Q-FLOUR' and cell_no = ${cells[1]}`);
    expect(stored.rows[0].on_hand).toBe('1.235000');
  });
});
