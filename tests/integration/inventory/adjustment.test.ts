/** Stock adjustment (SM.Stock adjustment): lifecycle, refusals and posting exactly once. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { act, addDoc, balance, cellsOf, inventoryApp, key, receive, transactionCount, type Session } from './inventory-support.ts';

const SERVICE = 'IInvChangeService';
let s: Session;
let cells: string[];
beforeAll(async () => {
  s = await inventoryApp();
  cells = await cellsOf(s, 'WH-SEA', 6);
});
afterAll(() => s.close());

const adjustment = (cellNo: string, changeType: '1' | '2', qty: string, itemNo = 'P001') =>
  ({ orgNo: 'NWT', warehouseNo: 'WH-SEA', changeType, lines: [{ cellNo, itemNo, stockStatus: '10', qty }] });

describe('adjustment lifecycle', () => {
  it('should number a new adjustment, keep it initial, and post its gain only when completed', async () => {
    const doc = await addDoc(s, SERVICE, 'invchange', adjustment(cells[0], '1', '12'));
    expect(doc.invChangeNo).toMatch(/^ADJ\d{8}\d{4}$/);
    expect(doc.statusCode).toBe('10');
    expect(doc.lines.map((l: any) => [l.lineNo, l.cellNo, l.qty])).toEqual([[1, cells[0], '12']]);

    const modified = await s.as(`${SERVICE}/updateinvchangebyid`, { id: doc.id, version: doc.version, lines: [{ cellNo: cells[0], itemNo: 'P001', qty: '10' }, { cellNo: cells[0], itemNo: 'P002', qty: '4' }] });
    expect(modified.code).toBe(0);
    expect(modified.data.lines).toHaveLength(2);

    const submitted = await act(s, SERVICE, 'submitinvchange', [modified.data]);
    expect(submitted.data[0].statusCode).toBe('15');
    expect(await balance(s, key({ cellNo: cells[0] }))).toEqual({ onHand: '0', allocated: '0', frozen: '0' });

    const completed = await act(s, SERVICE, 'completeinvchange', submitted.data);
    expect(completed.data[0].statusCode).toBe('30');
    expect((await balance(s, key({ cellNo: cells[0] }))).onHand).toBe('10');
    expect((await balance(s, key({ cellNo: cells[0], itemNo: 'P002' }))).onHand).toBe('4');
    // Double-entry: each line books the cell and the inventory-loss location.
    expect(await transactionCount(s, doc.invChangeNo)).toBe(4);

    const got = await s.as(`${SERVICE}/getinvchangebyid`, { id: doc.id });
    expect([got.data.statusCode, got.data.lines.length]).toEqual(['30', 2]);
  });

  it('should take stock away with a loss and refuse a loss beyond the available stock, leaving the document in progress', async () => {
    await receive(s, key({ cellNo: cells[1] }), '5');
    const loss = await addDoc(s, SERVICE, 'invchange', adjustment(cells[1], '2', '3'));
    const [inProgress] = (await act(s, SERVICE, 'submitinvchange', [loss])).data;
    expect((await act(s, SERVICE, 'completeinvchange', [inProgress])).code).toBe(0);
    expect((await balance(s, key({ cellNo: cells[1] }))).onHand).toBe('2');

    const tooMuch = await addDoc(s, SERVICE, 'invchange', adjustment(cells[1], '2', '7'));
    const [submitted] = (await act(s, SERVICE, 'submitinvchange', [tooMuch])).data;
    const refused = await act(s, SERVICE, 'completeinvchange', [submitted]);
    expect(refused.code).toBe(10017);
    expect(refused.errorMessage).toContain('7');
    const after = await s.as(`${SERVICE}/getinvchangebyid`, { id: tooMuch.id });
    expect(after.data.statusCode).toBe('15');
    expect(await transactionCount(s, tooMuch.invChangeNo)).toBe(0);
  });
});

describe('adjustment refusals', () => {
  it('should refuse a document without lines, a quantity of 0 or below, decimals the unit does not have, and unknown items', async () => {
    const issues = (answer: any) => answer.details.fields.map(({ field, message }: any) => ({ field, message }));
    expect((await s.as(`${SERVICE}/addinvchange`, { orgNo: 'NWT', warehouseNo: 'WH-SEA', changeType: '1', lines: [] })).errorMessage).toBe('Please add detail information');
    const zero = await s.as(`${SERVICE}/addinvchange`, adjustment(cells[2], '1', '0'));
    expect(issues(zero)).toEqual([{ field: 'lines.0.qty', message: 'Must be greater than 0' }]);
    // Demo items count in EA: whole numbers only.
    const decimals = await s.as(`${SERVICE}/addinvchange`, adjustment(cells[2], '1', '1.5'));
    expect(issues(decimals)).toEqual([{ field: 'lines.0.qty', message: 'Must have fewer than 1 decimal places' }]);
    const unknown = await s.as(`${SERVICE}/addinvchange`, adjustment(cells[2], '1', '1', 'NOPE'));
    expect(issues(unknown)).toEqual([{ field: 'lines.0.itemNo', message: 'NOPE does not exist' }]);
  });

  it('should refuse modify, delete and actions outside their statuses with the spec refusal naming the document', async () => {
    const doc = await addDoc(s, SERVICE, 'invchange', adjustment(cells[2], '1', '1'));
    const early = await act(s, SERVICE, 'completeinvchange', [doc]);
    expect([early.code, early.errorMessage]).toEqual([10041, `${doc.invChangeNo} is not in progress: the operation is refused`]);
    const [submitted] = (await act(s, SERVICE, 'submitinvchange', [doc])).data;
    const modify = await s.as(`${SERVICE}/updateinvchangebyid`, { id: submitted.id, version: submitted.version, lines: [{ cellNo: cells[2], itemNo: 'P001', qty: '2' }] });
    expect([modify.code, modify.errorMessage]).toEqual([10040, `${doc.invChangeNo} is not in initial status: the operation is refused`]);
    expect((await s.as(`${SERVICE}/deleteinvchangebyids`, { delList: [{ id: submitted.id, version: submitted.version }] })).code).toBe(10040);
    const [done] = (await act(s, SERVICE, 'completeinvchange', [submitted])).data;
    expect((await act(s, SERVICE, 'invalidinvchange', [done])).code).toBe(10042);
    expect((await act(s, SERVICE, 'submitinvchange', [done])).code).toBe(10040);
  });

  it('should publish each status change of a document to the event stream, and nothing for a refused action', async () => {
    const doc = await addDoc(s, SERVICE, 'invchange', adjustment(cells[2], '1', '2', 'P009'));
    const events = async () => (await s.database.db.execute(sql`select scope, payload from event_outbox where type = 'document.status' and payload->>'docNo' = ${doc.invChangeNo} order by id`)).rows;
    expect((await act(s, SERVICE, 'completeinvchange', [doc])).code).toBe(10041);
    expect(await events()).toEqual([]);
    const [submitted] = (await act(s, SERVICE, 'submitinvchange', [doc])).data;
    await act(s, SERVICE, 'completeinvchange', [submitted]);
    expect(await events()).toEqual([
      { scope: { orgNo: 'NWT', warehouseNo: 'WH-SEA' }, payload: { docType: 'ADJ', docNo: doc.invChangeNo, fromStatus: 10, toStatus: 15 } },
      { scope: { orgNo: 'NWT', warehouseNo: 'WH-SEA' }, payload: { docType: 'ADJ', docNo: doc.invChangeNo, fromStatus: 15, toStatus: 30 } },
    ]);
  });

  it('should refuse a stale version and delete an initial document with its lines', async () => {
    const doc = await addDoc(s, SERVICE, 'invchange', adjustment(cells[2], '1', '1'));
    expect((await act(s, SERVICE, 'submitinvchange', [{ id: doc.id, version: doc.version + 1 }])).code).toBe(10003);
    expect((await s.as(`${SERVICE}/deleteinvchangebyids`, { delList: [{ id: doc.id, version: doc.version }] })).code).toBe(0);
    expect((await s.as(`${SERVICE}/getinvchangebyid`, { id: doc.id })).code).toBe(10002);
  });

  it('should invalidate an initial or in-progress document without touching stock', async () => {
    const doc = await addDoc(s, SERVICE, 'invchange', adjustment(cells[3], '1', '3'));
    const invalid = await act(s, SERVICE, 'invalidinvchange', [doc]);
    expect(invalid.data[0].statusCode).toBe('90');
    expect(await transactionCount(s, doc.invChangeNo)).toBe(0);
  });
});

describe('adjustment posting under concurrency', () => {
  it('should post exactly once when the same document is completed by many clients at once', async () => {
    const doc = await addDoc(s, SERVICE, 'invchange', adjustment(cells[4], '1', '7'));
    const [submitted] = (await act(s, SERVICE, 'submitinvchange', [doc])).data;
    const answers = await Promise.all(Array.from({ length: 8 }, () => act(s, SERVICE, 'completeinvchange', [submitted])));
    const codes = answers.map((a) => a.code).sort();
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    // The others see either the new status (refusal) or the new version.
    for (const code of codes.filter((c) => c !== 0)) expect([10041, 10003]).toContain(code);
    expect((await balance(s, key({ cellNo: cells[4] }))).onHand).toBe('7');
    expect(await transactionCount(s, doc.invChangeNo)).toBe(2);
  });

  it('should give parallel adds distinct consecutive numbers', async () => {
    const docs = await Promise.all(Array.from({ length: 6 }, () => addDoc(s, SERVICE, 'invchange', adjustment(cells[5], '1', '1'))));
    const sequences = docs.map((d) => Number(d.invChangeNo.slice(-4))).sort((a, b) => a - b);
    expect(new Set(sequences).size).toBe(6);
    expect(sequences.at(-1)! - sequences[0]).toBe(5);
  });
});
