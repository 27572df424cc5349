/**
 * Who picks a notice (issue 28, walk 14-28 defect 3, docs/decisions/1050): a picker's "my picks"
 * are the picks of notices assigned to them or to nobody; starting one (take, or its first
 * confirm) assigns it; two pickers taking the same notice at once: one gets it, the other is told
 * who has it; a notice assigned to another picker is neither offered nor confirmed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysUserRole } from '../../../src/server/db/schema.ts';
import { ERROR_CODES } from '../../../src/shared/errors.ts';
import { createUser, USER_PASSWORD } from '../../support/users.ts';
import { act, inventoryApp, type Session } from '../inventory/inventory-support.ts';
import { NOTICE, picksOf, stock, submitted, zoneCells } from './outbound-support.ts';

let s: Session;
let storage: string[];
let ann: Session['as'];
let bob: Session['as'];

async function picker(userNo: string): Promise<Session['as']> {
  const userId = await createUser(s.database.db, { userNo, orgs: ['NWT'] });
  await s.database.db.insert(sysUserRole).values({ userId, roleNo: 'picker' });
  const token = await s.login(userNo, USER_PASSWORD);
  return (path, body) => s.call(path, body, { token });
}

beforeAll(async () => {
  s = await inventoryApp();
  storage = await zoneCells(s, 'SEA-STO', 2);
  await stock(s, storage[0], 'P031', '20', '2026-01-01');
  await stock(s, storage[1], 'P032', '20', '2026-01-01');
  ann = await picker('pick-ann');
  bob = await picker('pick-bob');
});
afterAll(() => s.close());

const allocated = async (...itemNos: string[]) => {
  const notice = await submitted(s, itemNos.map((itemNo) => ({ itemNo, qty: '2' })));
  expect((await act(s, NOTICE, 'allocateoutnotice', [notice])).code).toBe(0);
  const [pick] = await picksOf(s, notice.outNoticeNo);
  return { notice, pick };
};
const mine = async (as: Session['as']) => (await as('IOutPickService/list', { current: 1, size: 100, condition: { warehouseNo: 'WH-SEA', mine: true } })).data.records.map((r: any) => r.outNoticeNo);

describe('picking tasks belong to someone', () => {
  it('should give a notice taken by two pickers at once to one and tell the other who has it', async () => {
    const { notice, pick } = await allocated('P031');
    expect(await mine(ann)).toContain(notice.outNoticeNo);
    expect(await mine(bob)).toContain(notice.outNoticeNo);
    const answers = await Promise.all([ann('IOutPickService/take', { allocationId: pick.id }), bob('IOutPickService/take', { allocationId: pick.id })]);
    const won = answers.filter((a) => a.code === 0);
    const lost = answers.filter((a) => a.code !== 0);
    expect(won).toHaveLength(1);
    expect(lost.map((a) => a.code)).toEqual([ERROR_CODES.OUTBOUND_PICK_TAKEN]);
    const winner = won[0].data.pickerNo as string;
    expect(lost[0].errorMessage).toContain(winner);
    expect(lost[0].errorMessage).toContain(notice.outNoticeNo);
    const [holder, other] = winner === 'pick-ann' ? [ann, bob] : [bob, ann];
    expect(await mine(holder)).toContain(notice.outNoticeNo);
    expect(await mine(other)).not.toContain(notice.outNoticeNo);
    expect((await other('IOutPickService/confirm', { allocationId: pick.id, cellNo: pick.cellNo, scan: 'P031' })).code).toBe(ERROR_CODES.OUTBOUND_PICK_TAKEN);
    expect((await holder('IOutPickService/confirm', { allocationId: pick.id, cellNo: pick.cellNo, scan: 'P031' })).code).toBe(0);
  });

  it('should assign an unassigned notice to the picker whose confirm starts it, and show the picker in the picking list', async () => {
    const { notice, pick } = await allocated('P031', 'P032');
    const [listed] = await picksOf(s, notice.outNoticeNo);
    expect(listed.pickerNo).toBeNull();
    const confirmed = await bob('IOutPickService/confirm', { allocationId: pick.id, cellNo: pick.cellNo, scan: pick.itemNo });
    expect(confirmed.code, confirmed.errorMessage).toBe(0);
    const rest = await picksOf(s, notice.outNoticeNo);
    expect(rest.map((r: any) => r.pickerNo)).toEqual(['pick-bob']);
    expect(await mine(ann)).not.toContain(notice.outNoticeNo);
    expect((await ann('IOutPickService/take', { allocationId: rest[0].id })).errorMessage).toContain('pick-bob');
  });
});
