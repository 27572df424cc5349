/**
 * Replenishment of picking cells (issue 13, replenish): a picking cell's replenishment item and
 * levels are cell master data; IOutReplenishService/plan computes the need (below the minimum, or
 * short for notices in progress) and creates moves from storage in FIFO order; confirm posts each
 * move once through the ledger; refusals write nothing and stock never goes negative; cancel closes
 * open moves unposted so they stop counting. The big screen's open replenishment tasks count the open moves.
 * A pick that leaves a picking face below its minimum creates its moves, which the picker lists.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withRetry } from '../../../src/server/db/retry.ts';
import { postMoves } from '../../../src/server/ledger/post-moves.ts';
import { sysUserRole } from '../../../src/server/db/schema.ts';
import { ERROR_CODES } from '../../../src/shared/errors.ts';
import { createUser, USER_PASSWORD } from '../../support/users.ts';
import { act, balance, inventoryApp, key, transactionCount, type Session } from '../inventory/inventory-support.ts';
import { NOTICE, stock, submitted, zoneCells } from './outbound-support.ts';

let s: Session;
let storage: string[];
let picking: string[];
beforeAll(async () => {
  s = await inventoryApp();
  storage = await zoneCells(s, 'SEA-STO', 3);
  picking = await zoneCells(s, 'SEA-PCK', 3);
});
afterAll(() => s.close());

const CELL = 'IBmCellService';
const RPL = 'IOutReplenishService';
const plan = () => s.as(`${RPL}/plan`, { orgNo: 'NWT', warehouseNo: 'WH-SEA' });
const openMoves = async (itemNo: string) => (await s.as(`${RPL}/list`, { current: 1, size: 100, condition: { itemNo } })).data.records;
const confirm = (moves: { id: number; version: number }[], requestId?: string) =>
  s.call(`${RPL}/confirm`, { list: moves.map(({ id, version }) => ({ id, version })) }, { token: s.token, headers: requestId ? { 'request-id': requestId } : {} });

async function setLevels(cellNo: string, levels: Record<string, unknown>) {
  const [row] = (await s.database.db.execute(sql`select id from bm_cell where warehouse_no = 'WH-SEA' and cell_no = ${cellNo}`)).rows;
  const current = (await s.as(`${CELL}/getbmcellbyid`, { id: Number(row.id) })).data;
  return s.as(`${CELL}/updatebmcellbyid`, { ...current, ...levels });
}

const openReplenishment = async () =>
  (await s.as('IReportService/getOpenTasks', { warehouseNo: 'WH-SEA' })).data.byType.find((t: { taskType: string }) => t.taskType === 'replenishment').open;

async function negativeBalances(): Promise<number> {
  const result = await s.database.db.execute(sql`select count(*)::int as n from inv_stock where on_hand < 0 or allocated < 0 or on_hand - allocated - frozen < 0`);
  return Number(result.rows[0].n);
}

describe('replenishment levels of a picking cell', () => {
  it('should refuse a minimum above the maximum and levels without an item, and keep the cell unchanged', async () => {
    const over = await setLevels(picking[2], { replenishItemNo: 'P020', replenishMin: '30', replenishMax: '10' });
    expect(over.code).toBe(ERROR_CODES.VALIDATION_FAILED);
    expect(over.details.fields[0]).toMatchObject({ field: 'replenishMin', message: 'The minimum may not exceed the maximum' });
    const noItem = await setLevels(picking[2], { replenishMin: '1', replenishMax: '10' });
    expect(noItem.code).toBe(ERROR_CODES.VALIDATION_FAILED);
    expect(noItem.details.fields[0].field).toBe('replenishItemNo');
    const stored = await s.database.db.execute(sql`select replenish_item_no, replenish_max from bm_cell where warehouse_no = 'WH-SEA' and cell_no = ${picking[2]}`);
    expect(stored.rows[0]).toEqual({ replenish_item_no: null, replenish_max: null });
  });
});

describe('replenishment need and moves', () => {
  it('should fill a picking cell below its minimum up to its maximum from storage, oldest receipt first, once', async () => {
    expect((await setLevels(picking[0], { replenishItemNo: 'P021', replenishMin: '5', replenishMax: '20' })).code).toBe(0);
    const face = await stock(s, picking[0], 'P021', '3', '2026-01-01');
    const newer = await stock(s, storage[0], 'P021', '10', '2026-01-06');
    const older = await stock(s, storage[1], 'P021', '10', '2026-01-05');

    const answer = await plan();
    expect(answer.code).toBe(0);
    expect(answer.data.needs).toContainEqual({ cellNo: picking[0], itemNo: 'P021', level: '3', min: '5', max: '20', shortage: '0', need: '17', planned: '17' });
    const moves = await openMoves('P021');
    expect(moves.map((m: any) => [m.cellNo, m.toCellNo, m.qty])).toEqual([[storage[1], picking[0], '10'], [storage[0], picking[0], '7']]);
    // Open moves count as on their way: computing again plans nothing more.
    await plan();
    expect(await openMoves('P021')).toHaveLength(2);
    expect(await openReplenishment()).toBe(2);
    // Planning writes no stock.
    expect(await balance(s, face)).toEqual({ onHand: '3', allocated: '0', frozen: '0' });

    const first = await confirm(moves, 'replenish-p021');
    expect(first.code).toBe(0);
    const replay = await confirm(moves, 'replenish-p021');
    expect(replay.data).toEqual(first.data);
    for (const move of moves) expect(await transactionCount(s, `R${move.id}`)).toBe(2);
    expect(await balance(s, face)).toEqual({ onHand: '20', allocated: '0', frozen: '0' });
    expect(await balance(s, older)).toEqual({ onHand: '0', allocated: '0', frozen: '0' });
    expect(await balance(s, newer)).toEqual({ onHand: '3', allocated: '0', frozen: '0' });
    expect(await openMoves('P021')).toEqual([]);
    expect(await openReplenishment()).toBe(0);

    const again = await confirm(first.data);
    expect(again.code).toBe(ERROR_CODES.REPLENISH_NOT_OPEN);
    expect(await balance(s, face)).toEqual({ onHand: '20', allocated: '0', frozen: '0' });
    expect(await negativeBalances()).toBe(0);
  });

  it('should add the shortage of notices in progress to the need of the item\'s picking cell', async () => {
    expect((await setLevels(picking[1], { replenishItemNo: 'P022', replenishMin: '0', replenishMax: '5' })).code).toBe(0);
    await stock(s, picking[1], 'P022', '5', '2026-01-01');
    const notice = await submitted(s, [{ itemNo: 'P022', qty: '8' }], { classifyType: 'TRF-OUT' });
    expect((await act(s, NOTICE, 'allocateoutnotice', [notice])).code).toBe(0);
    await stock(s, storage[2], 'P022', '12', '2026-01-02');

    const answer = await plan();
    expect(answer.data.needs).toContainEqual({ cellNo: picking[1], itemNo: 'P022', level: '0', min: '0', max: '5', shortage: '3', need: '8', planned: '8' });
    expect((await openMoves('P022')).map((m: any) => [m.cellNo, m.qty])).toEqual([[storage[2], '8']]);
  });
});

describe('replenishment refusals', () => {
  it('should refuse the whole confirm when a source no longer holds its quantity, writing nothing', async () => {
    const moves = await openMoves('P022');
    const source = key({ cellNo: storage[2], itemNo: 'P022' });
    await withRetry(s.database.db, (tx) => postMoves(tx, { docType: 'TST', docNo: 'TST-RPL-1', operator: 'tester', lines: [{ lineNo: 1, action: 'issue', from: source, quantity: '10' }] }));

    const refused = await confirm(moves);
    expect(refused.code).toBe(ERROR_CODES.REPLENISH_SOURCE_SHORT);
    expect(refused.errorMessage).toContain(storage[2]);
    expect(await balance(s, source)).toEqual({ onHand: '2', allocated: '0', frozen: '0' });
    expect(await transactionCount(s, `R${moves[0].id}`)).toBe(0);
    expect(await openMoves('P022')).toHaveLength(1);
    expect(await negativeBalances()).toBe(0);
  });

  it('should refuse a stale version, a picking cell no longer valid and an unknown warehouse', async () => {
    const [move] = await openMoves('P022');
    expect((await confirm([{ id: move.id, version: move.version + 1 }])).code).toBe(ERROR_CODES.STALE_VERSION);
    expect(await openMoves('P022')).toHaveLength(1);
    await s.database.db.execute(sql`update bm_cell set status_code = 0 where warehouse_no = 'WH-SEA' and cell_no = ${picking[1]}`);
    const invalid = await confirm([move]);
    expect(invalid.code).toBe(ERROR_CODES.REPLENISH_CELL_INVALID);
    expect(invalid.errorMessage).toContain(picking[1]);
    expect(await openMoves('P022')).toHaveLength(1);
    const unknown = await s.as(`${RPL}/plan`, { orgNo: 'NWT', warehouseNo: 'WH-NONE' });
    expect(unknown.code).toBe(ERROR_CODES.NOT_FOUND);
  });
});

describe('replenishment cancel', () => {
  const cancel = (moves: { id: number; version: number }[]) => s.as(`${RPL}/cancel`, { list: moves.map(({ id, version }) => ({ id, version })) });

  it('should close an open move that can no longer be confirmed, so it stops counting, posting nothing', async () => {
    const [move] = await openMoves('P022');
    const openBefore = await openReplenishment();
    expect((await cancel([{ id: move.id, version: move.version + 1 }])).code).toBe(ERROR_CODES.STALE_VERSION);
    expect(await openMoves('P022')).toHaveLength(1);

    const cancelled = await cancel([move]);
    expect(cancelled.code).toBe(0);
    expect(cancelled.data.map((m: any) => [m.id, m.statusCode, m.qty])).toEqual([[Number(move.id), '90', '8']]);
    expect(await openMoves('P022')).toEqual([]);
    expect(await openReplenishment()).toBe(openBefore - 1);
    expect(await transactionCount(s, `R${move.id}`)).toBe(0);
    expect((await cancel([cancelled.data[0]])).code).toBe(ERROR_CODES.REPLENISH_NOT_OPEN);
    expect((await confirm([cancelled.data[0]])).code).toBe(ERROR_CODES.REPLENISH_NOT_OPEN);

    // The cancelled move no longer covers the cell: computing again plans from what storage still has.
    await s.database.db.execute(sql`update bm_cell set status_code = 1 where warehouse_no = 'WH-SEA' and cell_no = ${picking[1]}`);
    await plan();
    expect((await openMoves('P022')).map((m: any) => [m.cellNo, m.toCellNo, m.qty])).toEqual([[storage[2], picking[1], '2']]);
  });
});

describe('replenishment after a pick', () => {
  it('should create the moves of a picking face a pick leaves below its minimum, listed for the picker', async () => {
    const userId = await createUser(s.database.db, { userNo: 'picker-rpl', orgs: ['NWT'] });
    await s.database.db.insert(sysUserRole).values({ userId, roleNo: 'picker' });
    const token = await s.login('picker-rpl', USER_PASSWORD);
    const picker = (path: string, body: unknown) => s.call(path, body, { token });
    const [, , , face] = await zoneCells(s, 'SEA-PCK', 4);
    expect((await setLevels(face, { replenishItemNo: 'P025', replenishMin: '4', replenishMax: '10' })).code).toBe(0);
    await stock(s, face, 'P025', '6', '2026-01-01');
    await stock(s, storage[0], 'P025', '20', '2026-01-02');
    const notice = await submitted(s, [{ itemNo: 'P025', qty: '3' }], { classifyType: 'TRF-OUT' });
    await act(s, NOTICE, 'allocateoutnotice', [notice]);
    expect(await openMoves('P025')).toEqual([]);

    const [pick] = (await picker('IOutPickService/list', { current: 1, size: 10, condition: { outNoticeNo: notice.outNoticeNo } })).data.records;
    expect(pick.cellNo).toBe(face);
    expect((await picker('IOutPickService/confirm', { allocationId: pick.id, cellNo: face, scan: 'P025' })).code).toBe(0);
    const listed = (await picker(`${RPL}/list`, { current: 1, size: 10, condition: { itemNo: 'P025' } })).data.records;
    expect(listed.map((m: any) => [m.cellNo, m.toCellNo, m.qty])).toEqual([[storage[0], face, '7']]);
  });
});
