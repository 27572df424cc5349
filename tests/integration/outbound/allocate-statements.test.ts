/**
 * The cost of an allocate call in SQL (issue 25 "a wave of 500 notices", issue 29 statements per
 * document): IOutNoticeService/allocateoutnotice through HTTP, counted statement by statement on
 * every connection of the server (tests/support/statement-count.ts) except the outbox reader's,
 * whose reads follow the commit on their own clock. A call reads its candidates, stores its
 * reservations and posts them to the ledger set-based, in one postMany
 * (docs/decisions/0940-one-posting-per-allocate-call.md): twelve notices cost the statements of three,
 * for allocate as for cancel allocation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCounting } from '../../support/statement-count.ts';
import { act, quietInventoryApp, type Session } from '../inventory/inventory-support.ts';
import { NOTICE, stock, submitted, zoneCells } from './outbound-support.ts';

const MAX_STATEMENTS = 19;
const OUTBOX_READS = /from event_outbox where id >|select min\(id\) as min, max\(id\) as max from event_outbox|pg_current_xact_id\(\)::text as xid|pg_snapshot_xmin/;

let s: Session;

beforeAll(async () => {
  s = await quietInventoryApp();
  const cells = await zoneCells(s, 'SEA-STO', 3);
  for (const [i, itemNo] of ['P021', 'P022', 'P023'].entries()) await stock(s, cells[i], itemNo, '1000', '2026-01-05');
});
afterAll(() => s.close());

const notices = async (count: number) => {
  const list = [];
  for (let i = 0; i < count; i++) list.push(await submitted(s, [{ itemNo: 'P021', qty: '2' }, { itemNo: 'P022', qty: '1' }, { itemNo: 'P023', qty: '3' }]));
  return list;
};

/** Runs `method` on `list` in one call; answers the statements it sent and the changed headers. */
async function counted(method: string, list: { id: number; version: number }[]): Promise<{ statements: string[]; changed: { id: number; version: number }[] }> {
  const counter = startCounting();
  const answer = await act(s, NOTICE, method, list);
  const { statements } = counter.stop();
  expect(answer.code, answer.errorMessage).toBe(0);
  return { statements: statements.filter((statement) => !OUTBOX_READS.test(statement)), changed: answer.data };
}

/** Allocates `list` in one call, every notice in full; answers the statements it sent and the changed headers. */
async function allocated(list: { id: number; version: number }[]) {
  const call = await counted('allocateoutnotice', list);
  expect(call.changed.map((n) => (n as unknown as { allocation: { short: boolean } }).allocation.short)).toEqual(list.map(() => false));
  return call;
}

describe('statements of an allocate call', () => {
  it('should allocate twelve notices, and cancel their allocation, with the statements of three, within the ceiling', async () => {
    // The first call warms what the instance keeps (session, plans).
    await allocated(await notices(1));
    const three = await allocated(await notices(3));
    const twelve = await allocated(await notices(12));
    expect(twelve.statements.length, twelve.statements.join('\n')).toBe(three.statements.length);
    expect(twelve.statements.length, twelve.statements.join('\n')).toBeLessThanOrEqual(MAX_STATEMENTS);

    // Cancelling their allocation releases the reservations of all notices of the call at once too.
    const cancelThree = await counted('cancelAllocateoutnotice', three.changed);
    const cancelTwelve = await counted('cancelAllocateoutnotice', twelve.changed);
    expect(cancelTwelve.statements.length, cancelTwelve.statements.join('\n')).toBe(cancelThree.statements.length);
  });
});
