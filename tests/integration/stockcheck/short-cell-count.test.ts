/**
 * A short cell counted first (issue 25, record 0820): a picker confirms less than the cell was
 * said to hold; the next firing of the cycle count job counts that cell's zone before a zone never
 * counted that comes first by number, and the counter's task lists the short cell's lines first.
 * Taking the cell into a count ends the flag.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysUserRole } from '../../../src/server/db/schema.ts';
import { uncountedShortPick } from '../../../src/server/stockcheck/short-cells.ts';
import { createUser, USER_PASSWORD } from '../../support/users.ts';
import { act, inventoryApp, type Session } from '../inventory/inventory-support.ts';
import { NOTICE, stock, submitted, zoneCells } from '../outbound/outbound-support.ts';
import { PLAN } from './check-support.ts';

let s: Session;
let storage: string[];
let picker: Session['as'];
let counter: Session['as'];

async function staff(userNo: string, roleNo: string): Promise<Session['as']> {
  const userId = await createUser(s.database.db, { userNo, orgs: ['NWT'] });
  await s.database.db.insert(sysUserRole).values({ userId, roleNo });
  const token = await s.login(userNo, USER_PASSWORD);
  return (path, body) => s.call(path, body, { token });
}

beforeAll(async () => {
  s = await inventoryApp();
  storage = await zoneCells(s, 'SEA-STO', 2);
  const [picking] = await zoneCells(s, 'SEA-PCK', 1);
  await stock(s, storage[0], 'P074', '6', '2026-01-01');
  await stock(s, storage[1], 'P075', '5', '2026-01-01');
  await stock(s, picking, 'P076', '3', '2026-01-01');
  picker = await staff('picker-short', 'picker');
  counter = await staff('counter-short', 'counter');
});
afterAll(() => s.close());

const cycleCountOfZone = async (zoneNo: string) => {
  const plans = (await s.as(`${PLAN}/getchkcheckstockheadlistbyparams`, { current: 1, size: 50, condition: { warehouseNo: 'WH-SEA', planType: '2' } })).data.records;
  return plans.filter((plan: any) => plan.remark === `cycle count ${zoneNo}`);
};
const uncounted = async () => Number((await s.database.db.execute(sql`select count(*)::int as n from out_pick_exception e where ${uncountedShortPick}`)).rows[0].n);

describe('a short cell in the next cycle count', () => {
  it('should count the zone of a short pick first and list the short cell first to the counter', async () => {
    const notice = await submitted(s, [{ itemNo: 'P075', qty: '4' }]);
    expect((await act(s, NOTICE, 'allocateoutnotice', [notice])).code).toBe(0);
    const [pick] = (await picker('IOutPickService/list', { current: 1, size: 10, condition: { outNoticeNo: notice.outNoticeNo } })).data.records;
    expect(pick.cellNo).toBe(storage[1]);
    const confirmed = await picker('IOutPickService/confirm', { allocationId: pick.id, cellNo: storage[1], scan: 'P075', qty: '1' });
    expect(confirmed.data.shortPick.shortQty).toBe('3');
    expect(await uncounted()).toBe(1);

    const job = await s.as('ISysJobService/addsysjob', { jobName: 'Cycle counts', jobClass: 'cycleCount', taskType: '5', cron: '0 6 * * *' });
    const run = await s.as('ISysJobService/runsysjobnow', { id: job.data.id });
    expect([run.code, run.data.success]).toEqual([0, true]);
    expect(await cycleCountOfZone('SEA-PCK')).toEqual([]);
    const [plan] = await cycleCountOfZone('SEA-STO');

    const [task] = (await counter('IChkTaskHeadService/list', { current: 1, size: 10, condition: { checkNo: plan.checkNo } })).data.records;
    const lines = (await counter('IChkTaskBodyService/list', { current: 1, size: 1000, condition: { taskNo: task.taskNo } })).data.records;
    expect([lines[0].lineNo, lines[0].cellNo, lines[0].itemNo]).toEqual([1, storage[1], 'P075']);
    expect(lines.map((line: any) => line.cellNo)).toContain(storage[0]);
    expect(await uncounted()).toBe(0);
  });
});
