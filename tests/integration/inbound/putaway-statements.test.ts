/**
 * The cost of a putaway step in SQL (issue 28 bench "scan to confirm", bench/handheld.ts): one
 * IInPutawayTaskService/confirm of a task line into its proposed cell through HTTP with a
 * Request-Id, as a handheld sends it, counted statement by statement on every connection of the
 * server (tests/support/statement-count.ts) from the call until a listening websocket has the
 * task's 'task.changed' event, so the outbox read is counted too. The line is neither the task's
 * first nor its last (no completion). The ceilings are what a confirm reaches today
 * (docs/decisions/1016): they may only go down.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCounting } from '../../support/statement-count.ts';
import { connect, isReady, listen, type TestSocket } from '../events/events-support.ts';
import { act, addDoc, quietInventoryApp, type Session } from '../inventory/inventory-support.ts';

const MAX_STATEMENTS = 15;
const MAX_COMMITS = 1;

let s: Session;
let socket: TestSocket;
let task: { id: number; taskNo: string };
let lines: { lineNo: number; proposedCellNo: string }[];

beforeAll(async () => {
  s = await quietInventoryApp();
  socket = connect(await listen(s.app), { token: s.token });
  await socket.waitFor(isReady);
  const doc = await addDoc(s, 'IInNoticeService', 'innotice', {
    orgNo: 'NWT', warehouseNo: 'WH-SEA', supplierNo: 'S001', classifyType: 'PUR-IN',
    lines: [{ itemNo: 'P010', qty: '6', lotNo: 'S1' }, { itemNo: 'P011', qty: '4', lotNo: 'S2' }, { itemNo: 'P012', qty: '3', lotNo: 'S3' }],
  });
  const [submitted] = (await act(s, 'IInNoticeService', 'submit', [doc])).data;
  expect((await act(s, 'IInNoticeService', 'createTask', [submitted])).code).toBe(0);
  [task] = (await s.as('IInPutawayTaskService/list', { current: 1, size: 1, condition: { docNo: doc.inNoticeNo } })).data.records;
  lines = (await s.as('IInPutawayLineService/list', { current: 1, size: 10, condition: { taskId: task.id } })).data.records;
});
afterAll(async () => {
  socket.close();
  await s.close();
});

/** Confirms line `index` into its proposed cell; resolves once the socket has the task's event. */
async function confirmAndWait(index: number) {
  const line = lines[index];
  const from = socket.messages.length;
  const answer = await s.call('IInPutawayTaskService/confirm', { taskId: task.id, lineNo: line.lineNo, cellNo: line.proposedCellNo }, { token: s.token, headers: { 'request-id': `put-${task.id}-${line.lineNo}` } });
  await socket.waitFor((m) => m.kind === 'event' && m.event.type === 'task.changed' && m.event.payload.taskNo === task.taskNo && m.event.payload.status === 15, from);
  return answer;
}

describe('statements of one putaway confirm through HTTP', () => {
  it('should put a line away within the statement and commit ceilings', async () => {
    expect(lines).toHaveLength(3);
    // The first confirm warms what the instance keeps (session, plans).
    expect((await confirmAndWait(0)).code).toBe(0);
    const counter = startCounting();
    const answer = await confirmAndWait(1);
    const { statements, commits } = counter.stop();
    expect(answer.code, answer.errorMessage).toBe(0);
    expect(answer.data).toMatchObject({ id: Number(task.id), statusCode: '15' });
    expect(answer.data.lines).toMatchObject([{ lineNo: lines[1].lineNo, statusCode: '30', toCellNo: lines[1].proposedCellNo }]);
    expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(MAX_STATEMENTS);
    expect(commits, statements.join('\n')).toBeLessThanOrEqual(MAX_COMMITS);
  });
});
