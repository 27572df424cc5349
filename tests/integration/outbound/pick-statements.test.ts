/**
 * The cost of a pick in SQL (issue 25 "picking at scanner speed"; bench/outbound.ts picks/s): one
 * IOutPickService/confirm through HTTP with a Request-Id, as the bench and a handheld send it,
 * counted statement by statement on every connection of the server (tests/support/statement-count.ts)
 * from the call until a listening websocket has the pick's 'task.changed' event, so the outbox read
 * is counted too. The ceilings are what a pick reaches today (docs/decisions/0730, 0821, 1016): they may only
 * go down.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCounting } from '../../support/statement-count.ts';
import { connect, isReady, listen, type TestSocket } from '../events/events-support.ts';
import { act, quietInventoryApp, type Session } from '../inventory/inventory-support.ts';
import { NOTICE, picksOf, stock, submitted, zoneCells } from './outbound-support.ts';

const MAX_STATEMENTS = 9;
const MAX_COMMITS = 1;

let s: Session;
let socket: TestSocket;
let outNoticeNo: string;
let picks: { id: number; cellNo: string; itemNo: string }[];

beforeAll(async () => {
  s = await quietInventoryApp();
  socket = connect(await listen(s.app), { token: s.token });
  await socket.waitFor(isReady);
  const [cell] = await zoneCells(s, 'SEA-STO', 1);
  await stock(s, cell, 'P014', '10', '2026-01-05');
  const notice = await submitted(s, [{ itemNo: 'P014', qty: '2' }, { itemNo: 'P014', qty: '3' }]);
  expect((await act(s, NOTICE, 'allocateoutnotice', [notice])).code).toBe(0);
  outNoticeNo = notice.outNoticeNo;
  picks = await picksOf(s, outNoticeNo);
});
afterAll(async () => {
  socket.close();
  await s.close();
});

/** Confirms `pick` by its cell and item scan; resolves once the socket has the notice's picking event of that status. */
async function pickAndWait(pick: { id: number; cellNo: string; itemNo: string }, status: number) {
  const answer = await s.call('IOutPickService/confirm', { allocationId: pick.id, cellNo: pick.cellNo, scan: pick.itemNo }, { token: s.token, headers: { 'request-id': `pick-${pick.id}` } });
  await socket.waitFor((m) => m.kind === 'event' && m.event.type === 'task.changed' && m.event.payload.taskNo === outNoticeNo && m.event.payload.status === status);
  return answer;
}

describe('statements of one pick confirm through HTTP', () => {
  it('should confirm a pick within the statement and commit ceilings and report the notice picked when it was the last', async () => {
    expect(picks).toHaveLength(2);
    // The first pick leaves one open (status 15) and warms what the instance keeps (session, plans).
    expect((await pickAndWait(picks[0], 15)).code).toBe(0);
    const counter = startCounting();
    const answer = await pickAndWait(picks[1], 30);
    const { statements, commits } = counter.stop();
    expect(answer.code, answer.errorMessage).toBe(0);
    expect(answer.data).toMatchObject({ id: Number(picks[1].id), statusCode: '20', stockStatus: '30', shortPick: null });
    expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(MAX_STATEMENTS);
    expect(commits, statements.join('\n')).toBeLessThanOrEqual(MAX_COMMITS);
  });
});
