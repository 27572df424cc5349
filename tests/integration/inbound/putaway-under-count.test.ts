/**
 * No putaway into a cell under count (walk 14-28 #1; records 1011 addendum, 1045): a proposal never
 * names a cell a count plan is counting; a confirm into the proposed cell, an override into such a
 * cell and a batch confirm are refused before any write with STOCK_CELL_UNDER_COUNT naming the cell
 * and the plan; once the plan is closed the same confirm posts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balance, inventoryApp, key, receive, type Session } from '../inventory/inventory-support.ts';
import { putawayTaskOf } from './inbound-support.ts';
import { countingPlan, planAction } from '../stockcheck/check-support.ts';

const TASK = 'IInPutawayTaskService';
let s: Session;
beforeAll(async () => {
  s = await inventoryApp();
});
afterAll(() => s.close());

const stored = (itemNo: string, cellNo: string) => balance(s, key({ cellNo, itemNo, stockStatus: '10' }));

const withTask = (lines: { itemNo: string; qty: string }[]) => putawayTaskOf(s, lines);

describe('putaway into a cell under count', () => {
  it('should not propose it, refuse a confirm, an override and a batch into it naming the plan, and post once the plan is closed', async () => {
    const first = await withTask([{ itemNo: 'P050', qty: '4' }]);
    const cellNo = first.lines[0].proposedCellNo;
    await receive(s, key({ cellNo, itemNo: 'P050' }), '1');
    const plan = await countingPlan(s, [cellNo]);

    const messages = await Promise.all(['en-US', 'zh-CN', 'zh-TW'].map(async (language) => {
      const answer = await s.call(`${TASK}/confirm`, { taskId: first.task.id, lineNo: 1 }, { token: s.token, headers: { 'accept-language': language } });
      expect(answer.code).toBe(10049);
      return answer.errorMessage;
    }));
    expect(messages[0]).toBe(`${cellNo} is being counted (count plan ${plan.checkNo}): P050 can be moved into it once the plan is adjusted or closed`);
    expect(messages[1]).toContain(plan.checkNo);
    expect(messages[2]).toContain(plan.checkNo);
    const [current] = (await s.as(`${TASK}/list`, { current: 1, size: 5, condition: { taskNo: first.task.taskNo } })).data.records;
    expect((await s.as(`${TASK}/confirmBatch`, { list: [{ id: current.id, version: current.version }] })).code).toBe(10049);

    const second = await withTask([{ itemNo: 'P050', qty: '2' }]);
    expect(second.lines[0].proposedCellNo).toBeTruthy();
    expect(second.lines[0].proposedCellNo).not.toBe(cellNo);
    const override = await s.as(`${TASK}/confirm`, { taskId: second.task.id, lineNo: 1, cellNo, reason: 'nearer' });
    expect([override.code, override.errorMessage]).toEqual([10049, messages[0]]);
    expect(await stored('P050', cellNo)).toEqual({ onHand: '1', allocated: '0', frozen: '1' });

    expect((await planAction(s, 'close', plan)).code).toBe(0);
    expect((await s.as(`${TASK}/confirm`, { taskId: first.task.id, lineNo: 1 })).code).toBe(0);
    expect((await stored('P050', cellNo)).onHand).toBe('5');
  });
});
