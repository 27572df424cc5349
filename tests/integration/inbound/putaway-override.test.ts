/**
 * A putaway into a scanned cell other than the proposal (walk 13-28 defect 5; record 1010): a
 * cell held by the next line of the same task is taken and that line re-proposed; a cell held by
 * another task is refused naming that task in en-US, zh-CN and zh-TW; the reason 'other' needs a
 * short text, journaled with the reason.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balance, inventoryApp, key, type Session } from '../inventory/inventory-support.ts';
import { putawayTaskOf } from './inbound-support.ts';

const TASK = 'IInPutawayTaskService';
let s: Session;
beforeAll(async () => {
  s = await inventoryApp();
});
afterAll(() => s.close());

const linesOf = async (taskId: number) => (await s.as('IInPutawayLineService/list', { current: 1, size: 100, condition: { taskId } })).data.records;
const stored = (itemNo: string, cellNo: string) => balance(s, key({ cellNo, itemNo, stockStatus: '10' }));

const withTask = (lines: { itemNo: string; qty: string }[]) => putawayTaskOf(s, lines);

describe('putaway override into a held cell', () => {
  it('should take a cell held by the next line of the same task and re-propose that line', async () => {
    const { task, lines } = await withTask([{ itemNo: 'P040', qty: '3' }, { itemNo: 'P041', qty: '2' }]);
    const held = lines[1].proposedCellNo;
    const answer = await s.as(`${TASK}/confirm`, { taskId: task.id, lineNo: 1, cellNo: held, reason: 'full' });
    expect(answer.code).toBe(0);
    expect(answer.data.lines.map((l: any) => [l.lineNo, l.statusCode])).toEqual([[1, '30'], [2, '10']]);
    const moved = answer.data.lines[1].proposedCellNo;
    expect(moved).toBeTruthy();
    expect(moved).not.toBe(held);
    expect((await stored('P040', held)).onHand).toBe('3');
    expect((await linesOf(task.id))[1].proposedCellNo).toBe(moved);
    expect((await s.as(`${TASK}/confirm`, { taskId: task.id, lineNo: 2 })).data.statusCode).toBe('30');
    expect((await stored('P041', moved)).onHand).toBe('2');
  });

  it('should refuse a cell held by another task, saying which, in each language, and write nothing', async () => {
    const first = await withTask([{ itemNo: 'P042', qty: '1' }, { itemNo: 'P043', qty: '1' }]);
    const second = await withTask([{ itemNo: 'P044', qty: '1' }]);
    const held = first.lines[1].proposedCellNo;
    const body = { taskId: second.task.id, lineNo: 1, cellNo: held, reason: 'nearer' };
    const messages = await Promise.all(['en-US', 'zh-CN', 'zh-TW'].map(async (language) => {
      const answer = await s.call(`${TASK}/confirm`, body, { token: s.token, headers: { 'accept-language': language } });
      expect(answer.code).toBe(11028);
      return answer.errorMessage;
    }));
    expect(messages).toEqual([
      `Cell ${held} is held for P043 of putaway task ${first.task.taskNo} (line 2): scan another cell, or put that line away first`,
      `库位${held}已预留给上架任务${first.task.taskNo}第2行的P043：请扫描其他库位，或先上架该行`,
      `儲位${held}已預留給上架任務${first.task.taskNo}第2行的P043：請掃描其他儲位，或先上架該行`,
    ]);
    expect((await stored('P044', held)).onHand).toBe('0');
    expect((await linesOf(first.task.id)).map((l: any) => l.proposedCellNo)).toEqual(first.lines.map((l: any) => l.proposedCellNo));
  });

  it('should ask a text with the reason other and keep it with the reason in the journal', async () => {
    const { task, lines } = await withTask([{ itemNo: 'P045', qty: '1' }]);
    const [free] = (await s.database.db.execute(sql`
      select c.cell_no from bm_cell c where c.warehouse_no = 'WH-SEA' and c.zone_no = 'SEA-STO' and c.status_code = 1 and not coalesce(c.is_bad_cell, false)
        and c.cell_no <> ${lines[0].proposedCellNo} and not exists (select 1 from inv_stock s where s.cell_no = c.cell_no and s.on_hand > 0)
        and not exists (select 1 from in_putaway_line l where l.proposed_cell_no = c.cell_no and l.status_code = '10')
      order by c.cell_no desc limit 1`)).rows;
    const bare = await s.as(`${TASK}/confirm`, { taskId: task.id, lineNo: 1, cellNo: free.cell_no, reason: 'other' });
    expect([bare.code, bare.details.fields.map((f: any) => f.field)]).toEqual([10001, ['reasonText']]);
    const told = await s.as(`${TASK}/confirm`, { taskId: task.id, lineNo: 1, cellNo: free.cell_no, reason: 'other', reasonText: 'pallet too high' });
    expect(told.code).toBe(0);
    const journal = await s.database.db.execute(sql`select input->>'reason' as reason, input->>'reasonText' as text from sys_operation_log where call = 'IInPutawayTaskService/confirm' and outcome = '0' order by id desc limit 1`);
    expect(journal.rows[0]).toEqual({ reason: 'other', text: 'pallet too high' });
  });
});
