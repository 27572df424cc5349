/**
 * Blind stays blind (walk 14-28 #2, record 1046): while a cell is under an open blind count, the
 * stock balances (the handheld's Stock query) answer no quantities of that cell to a counter (no
 * count plan page) and no totals while the count is open in the warehouse; the manager (admin: the
 * count plan page) still reads them; a visible count hides nothing and a closed plan shows again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysUserRole } from '../../../src/server/db/schema.ts';
import { createUser, USER_PASSWORD } from '../../support/users.ts';
import { inventoryApp, key, receive, type Session } from '../inventory/inventory-support.ts';
import { zoneCells } from '../outbound/outbound-support.ts';
import { countingPlan, planAction } from './check-support.ts';

let s: Session;
let counter: Session['as'];
let cells: string[];

beforeAll(async () => {
  s = await inventoryApp();
  const userId = await createUser(s.database.db, { userNo: 'counter-blind', orgs: ['NWT'] });
  await s.database.db.insert(sysUserRole).values({ userId, roleNo: 'counter' });
  const token = await s.login('counter-blind', USER_PASSWORD);
  counter = (path, body) => s.call(path, body, { token });
  cells = await zoneCells(s, 'SEA-STO', 2);
  await receive(s, key({ cellNo: cells[0], itemNo: 'P071' }), '7');
  await receive(s, key({ cellNo: cells[1], itemNo: 'P071' }), '3');
});
afterAll(() => s.close());

const balances = async (as: Session['as'], itemNo: string) => {
  const answer = await as('IInvStockService/getinvstocklistbyparams', { current: 1, size: 50, condition: { warehouseNo: 'WH-SEA', itemNo } });
  expect(answer.code).toBe(0);
  const rows = answer.data.records.filter((row: any) => cells.includes(row.cellNo)).sort((a: any, b: any) => a.cellNo.localeCompare(b.cellNo));
  return { rows: rows.map((row: any) => [row.cellNo, row.onHand, row.available, row.blindCount ?? null]), totals: answer.data.totals };
};

describe('stock balances during a blind count', () => {
  it('should hide the counted cell from the counter and show it to the manager, until the plan is closed', async () => {
    const plan = await countingPlan(s, [cells[0]]);
    const seen = await balances(counter, 'P071');
    expect(seen.rows).toEqual([[cells[0], null, null, plan.checkNo], [cells[1], '3', '3', null]]);
    expect(seen.totals).toBeNull();
    const managed = await balances(s.as, 'P071');
    expect(managed.rows).toEqual([[cells[0], '7', '0', null], [cells[1], '3', '3', null]]);
    expect(managed.totals.onHand).not.toBeNull();
    expect((await planAction(s, 'close', plan)).code).toBe(0);
    expect((await balances(counter, 'P071')).rows).toEqual([[cells[0], '7', '7', null], [cells[1], '3', '3', null]]);
  });

  it('should hide nothing during a visible count', async () => {
    const plan = await countingPlan(s, [cells[1]], { checkModeNo: '2' });
    const seen = await balances(counter, 'P071');
    expect(seen.rows).toEqual([[cells[0], '7', '7', null], [cells[1], '3', '0', null]]);
    expect(seen.totals).not.toBeNull();
    expect((await planAction(s, 'close', plan)).code).toBe(0);
  });
});
