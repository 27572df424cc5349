/**
 * Data scope and permissions of the stock-take: a counter of another warehouse neither sees nor
 * touches WH-SEA's plans, tasks or counts, and a counter with only the task page cannot read the
 * book quantities of a blind count through the query calls.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PermissionFlag } from '../../../src/shared/permissions.ts';
import { createUser, USER_PASSWORD } from '../../support/users.ts';
import { cellsOf, inventoryApp, key, receive, type Session } from '../inventory/inventory-support.ts';
import { countingPlan, linesOf, PLAN, tasksOf } from './check-support.ts';

const ALL: PermissionFlag[] = ['isSearch', 'isAdd', 'isModify', 'isDelete', 'isSubmit', 'isClose', 'isCheck', 'isEnd', 'isSave', 'isCancelInvalid'];
const MENUS = ['130201', '130202', '130203', '130204'];

let s: Session;
let plan: any;
let london: string;
let counter: string;
beforeAll(async () => {
  s = await inventoryApp();
  const [cell] = await cellsOf(s, 'WH-SEA', 1);
  await receive(s, key({ cellNo: cell, itemNo: 'P030' }), '4');
  plan = await countingPlan(s, [cell]);
  await createUser(s.database.db, { userNo: 'ldn-counter', grants: Object.fromEntries(MENUS.map((m) => [m, ALL])), orgs: ['NWT'], warehouses: ['WH-LDN'] });
  await createUser(s.database.db, { userNo: 'sea-counter', grants: { '130203': ['isSearch', 'isModify', 'isEnd'] }, orgs: ['NWT'], warehouses: ['WH-SEA'] });
  london = await s.login('ldn-counter', USER_PASSWORD);
  counter = await s.login('sea-counter', USER_PASSWORD);
});
afterAll(() => s.close());

describe('stock-take data scope', () => {
  it("should hide another warehouse's plan, tasks, counts and differences", async () => {
    const as = (path: string, body: unknown) => s.call(path, body, { token: london });
    expect((await as(`${PLAN}/getchkcheckstockheadbyid`, { id: plan.id })).code).toBe(10002);
    expect((await as(`${PLAN}/getchkcheckstockheadlistbyparams`, { current: 1, size: 20, condition: {} })).data.total).toBe(0);
    expect((await as('IChkTaskHeadService/list', { current: 1, size: 20, condition: {} })).data.total).toBe(0);
    expect((await as('IChkCheckStockBodyService/list', { current: 1, size: 20, condition: { checkNo: plan.checkNo } })).data.total).toBe(0);
    const [task] = await tasksOf(s, plan.checkNo);
    const [line] = await linesOf(s, task.taskNo);
    expect((await as('IChkCheckStockTransactionService/updatechkcheckstocktransactionbyid', { id: line.id, version: line.version, countQty: '1' })).code).toBe(10002);
    expect((await as('IChkTaskHeadService/close', { list: [task] })).code).toBe(10002);
    expect((await as(`${PLAN}/close`, { list: [plan] })).code).toBe(10002);
    expect((await tasksOf(s, plan.checkNo))[0].statusCode).toBe('10');
  });

  it('should let a task-page counter count a blind task but not read its book quantities elsewhere', async () => {
    const as = (path: string, body: unknown) => s.call(path, body, { token: counter });
    const tasks = (await as('IChkTaskHeadService/list', { current: 1, size: 20, condition: {} })).data.records;
    expect(tasks.map((t: any) => t.checkNo)).toEqual([plan.checkNo]);
    const lines = (await as('IChkTaskBodyService/list', { current: 1, size: 20, condition: { taskNo: tasks[0].taskNo } })).data.records;
    expect(lines.map((l: any) => l.bookQty)).toEqual([null]);
    expect((await as('IChkCheckStockTransactionService/updatechkcheckstocktransactionbyid', { id: lines[0].id, version: lines[0].version, countQty: '4' })).code).toBe(0);
    expect((await as('IChkCheckStockBodyService/list', { current: 1, size: 20, condition: { checkNo: plan.checkNo } })).code).toBe(10005);
    expect((await as('IChkProfitLossService/getChkProfitLossListByParams', { current: 1, size: 20, condition: {} })).code).toBe(10005);
    expect((await as(`${PLAN}/createInvChange`, { list: [plan] })).code).toBe(10005);
  });
});
