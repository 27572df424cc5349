/**
 * Blind stays blind in every call a counter reaches (issue 28, record 1046 addendum): the stock
 * lookups per cell, item and lot, the count query page's snapshot (list, getAllocateList) and its
 * profit and loss answer the counter (the seeded counter template: no count plan page) no quantity
 * of a cell under an open blind count; the manager (admin: the count plan page) reads them all.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysUserRole } from '../../../src/server/db/schema.ts';
import { createUser, USER_PASSWORD } from '../../support/users.ts';
import { inventoryApp, key, receive, type Session } from '../inventory/inventory-support.ts';
import { zoneCells } from '../outbound/outbound-support.ts';
import { countAll, countingPlan } from './check-support.ts';

let s: Session;
let counter: Session['as'];
let cell: string;

beforeAll(async () => {
  s = await inventoryApp();
  const userId = await createUser(s.database.db, { userNo: 'counter-blind-2', orgs: ['NWT'] });
  await s.database.db.insert(sysUserRole).values({ userId, roleNo: 'counter' });
  const token = await s.login('counter-blind-2', USER_PASSWORD);
  counter = (path, body) => s.call(path, body, { token });
  [cell] = await zoneCells(s, 'SEA-STO', 1);
  await receive(s, key({ cellNo: cell, itemNo: 'P072', lotNo: 'L-BLIND-72' }), '9');
});
afterAll(() => s.close());

const page = (condition: Record<string, unknown>) => ({ current: 1, size: 100, condition });

/** The records of a call, refused calls failing the test. */
async function records(as: Session['as'], path: string, condition: Record<string, unknown>): Promise<any[]> {
  const answer = await as(path, page(condition));
  expect(answer.code, `${path}: ${answer.errorMessage}`).toBe(0);
  return answer.data.records;
}

/** What each call a counter reaches answers of the counted cell's quantities. */
async function quantities(as: Session['as'], checkNo: string): Promise<Record<string, unknown>> {
  const byCell = (await records(as, 'IInvStockService/getinvstockbycheckcell', { warehouseNo: 'WH-SEA', cellNo: cell })).find((r) => r.cellNo === cell);
  const byItem = (await records(as, 'IInvStockService/getinvstockbycheckitem', { warehouseNo: 'WH-SEA', itemNo: 'P072' })).find((r) => r.itemNo === 'P072');
  const byLot = (await records(as, 'IInvStockService/getinvstockbychecklot', { warehouseNo: 'WH-SEA', itemNo: 'P072' })).find((r) => r.lotNo === 'L-BLIND-72');
  const [snapshot] = await records(as, 'IChkCheckStockBodyService/list', { checkNo });
  const [allocated] = await records(as, 'IChkCheckStockBodyService/getAllocateList', { checkNo });
  const profitLoss = await records(as, 'IChkProfitLossService/getChkProfitLossListByParams', { checkNo });
  return {
    cell: [byCell.onHand, byCell.available, byCell.blindCount ?? null],
    item: [byItem.onHand, byItem.available, byItem.blindCount ?? null],
    lot: [byLot.onHand, byLot.available, byLot.blindCount ?? null],
    snapshot: [snapshot.bookQty, snapshot.diffQty],
    allocated: [allocated.bookQty, allocated.diffQty],
    profitLoss: profitLoss.map((r) => [r.bookQty, r.diffQty]),
  };
}

describe('a counter during a blind count', () => {
  it('should read no quantity of the counted cell from any call its role reaches, the manager all of them', async () => {
    const plan = await countingPlan(s, [cell]);
    await countAll(s, plan.checkNo, () => '8');
    expect(await quantities(counter, plan.checkNo)).toEqual({
      cell: [null, null, plan.checkNo], item: [null, null, plan.checkNo], lot: [null, null, plan.checkNo],
      snapshot: [null, null], allocated: [null, null], profitLoss: [],
    });
    expect(await quantities(s.as, plan.checkNo)).toEqual({
      cell: ['9', '0', null], item: ['9', '0', null], lot: ['9', '0', null],
      snapshot: ['9', '-1'], allocated: ['9', '-1'], profitLoss: [['9', '-1']],
    });
  });
});
