/**
 * Customer returns (receipt-back, workflows §4): received from the customer into the receiving
 * cell as stock to inspect with an inspection of every line, the accepted stock put away, and the
 * spec's rules: closable only when completed, thrown over only when initial or processing (once),
 * exception handling only when processing; refusals change nothing.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { act, addDoc, balance, inventoryApp, key, type Session } from '../inventory/inventory-support.ts';
import { receivingCell } from './inbound-support.ts';

const SERVICE = 'IInReturnService';
let s: Session;
let dock: string;
beforeAll(async () => {
  s = await inventoryApp();
  dock = await receivingCell(s);
});
afterAll(() => s.close());

const get = async (id: number) => (await s.as(`${SERVICE}/getinreturnbyid`, { id })).data;
const submitted = async (lines: Record<string, unknown>[]) => {
  const doc = await addDoc(s, SERVICE, 'inreturn', { orgNo: 'NWT', warehouseNo: 'WH-SEA', customerNo: 'ALFKI', classifyType: 'RET-IN', shipmentNo: 'SHP202611200001', reason: 'damaged in transit', lines });
  expect(doc.statusCode).toBe('0');
  return (await act(s, SERVICE, 'submit', [doc])).data[0];
};
const inspectionOf = async (docNo: string) => (await s.as('IInQcService/list', { current: 1, size: 5, condition: { docNo } })).data.records[0];

describe('customer returns', () => {
  it('should receive a return from the customer as stock to inspect, inspect it, put the accepted stock away and close it once completed', async () => {
    const doc = await submitted([{ itemNo: 'P010', qty: '5', lotNo: 'R1' }]);
    expect((await act(s, SERVICE, 'close', [doc])).code).toBe(11043);
    const [processing] = (await act(s, SERVICE, 'receive', [doc])).data;
    expect(processing.statusCode).toBe('20');
    expect((await balance(s, key({ cellNo: dock, itemNo: 'P010', lotNo: 'R1', stockStatus: '20' }))).onHand).toBe('5');
    const usages = await s.database.db.execute(sql`select location_usage, trim_scale(on_hand_delta)::text as delta from inv_transaction where doc_type = 'RTN' and doc_no = ${doc.inReturnNo} order by id`);
    expect(usages.rows.map((r) => [r.location_usage, r.delta])).toEqual([['customer', '-5'], ['internal', '5']]);
    // Neither closable nor finished while processing: only a completed return is (issue 26).
    const early = await act(s, SERVICE, 'close', [processing]);
    expect([early.code, early.errorMessage]).toEqual([11043, `${doc.inReturnNo} is not completed: an unfinished return cannot be closed`]);
    expect((await act(s, SERVICE, 'finish', [processing])).code).toBe(11043);

    const qc = await inspectionOf(doc.inReturnNo);
    expect([qc.docType, qc.lineCount]).toEqual(['RTN', 1]);
    expect((await s.as('IInQcService/record', { qcId: qc.id, lineNo: 1, passQty: '4', failQty: '1', concessionQty: '0' })).code).toBe(0);
    const [task] = (await s.as('IInPutawayTaskService/list', { current: 1, size: 5, condition: { docNo: doc.inReturnNo } })).data.records;
    expect((await s.as('IInPutawayTaskService/confirm', { taskId: task.id, lineNo: 1 })).code).toBe(0);
    const completed = await get(doc.id);
    expect(completed.statusCode).toBe('30');
    expect((await act(s, SERVICE, 'throwOver', [completed])).code).toBe(11040);
    const [closed] = (await act(s, SERVICE, 'close', [completed])).data;
    expect(closed.statusCode).toBe('99');
  });

  it('should throw a return over only when initial or processing, once, keeping its status', async () => {
    const doc = await submitted([{ itemNo: 'P011', qty: '1' }]);
    const [thrown] = (await act(s, SERVICE, 'throwOver', [doc])).data;
    expect(thrown.statusCode).toBe('10');
    const stored = await get(doc.id);
    expect([stored.thrownOverName, stored.thrownOverDate !== null]).toEqual(['admin', true]);
    const again = await act(s, SERVICE, 'throwOver', [stored]);
    expect([again.code, again.errorMessage]).toEqual([11044, `${doc.inReturnNo} was already thrown over`]);
    expect((await get(doc.id)).version).toBe(stored.version);
  });

  it('should handle an exception only when processing and resume it', async () => {
    const doc = await submitted([{ itemNo: 'P012', qty: '2' }]);
    const refused = await act(s, SERVICE, 'exception', [doc]);
    expect([refused.code, refused.errorMessage]).toEqual([11041, `${doc.inReturnNo} is not processing: the operation is refused`]);
    const [processing] = (await act(s, SERVICE, 'receive', [doc])).data;
    const [exception] = (await act(s, SERVICE, 'exception', [processing])).data;
    expect(exception.statusCode).toBe('80');
    expect((await act(s, SERVICE, 'throwOver', [exception])).code).toBe(11040);
    expect((await act(s, SERVICE, 'finish', [exception])).code).toBe(11043);
    const [resumed] = (await act(s, SERVICE, 'resume', [exception])).data;
    expect(resumed.statusCode).toBe('20');
    expect((await act(s, SERVICE, 'resume', [resumed])).code).toBe(11042);
  });

  it('should refuse a return without a customer and invalidate one only before receipt', async () => {
    const missing = await s.as(`${SERVICE}/addinreturn`, { orgNo: 'NWT', warehouseNo: 'WH-SEA', lines: [{ itemNo: 'P013', qty: '1' }] });
    expect(missing.details.fields.map((f: any) => f.field)).toEqual(['customerNo']);
    const doc = await submitted([{ itemNo: 'P013', qty: '1' }]);
    const [invalid] = (await act(s, SERVICE, 'invalid', [doc])).data;
    expect(invalid.statusCode).toBe('90');
  });
});
