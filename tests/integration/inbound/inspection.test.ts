/**
 * Quality inspection at receipt (Inbound quality, issue 12 part 2): lines whose item (or item
 * group override) requires inspection, or every line of a complex-flow category, are received as
 * stock to inspect with an inspection document; recording pass, fail and concession moves the
 * stock (failed into quarantine), and the passed and concession stock is put away afterwards.
 * Refusals write nothing; a line is recorded once even when two inspectors race.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { act, addDoc, balance, inventoryApp, key, type Session } from '../inventory/inventory-support.ts';
import { receivingCell } from './inbound-support.ts';

const ARRIVE = 'IInArriveService';
const NOTICE = 'IInNoticeService';
let s: Session;
let dock: string;
beforeAll(async () => {
  s = await inventoryApp();
  dock = await receivingCell(s);
  // Meat and poultry (group C006) require inspection by the demo's item group override; add what to check.
  const added = await s.as('IInQcItemService/addinqcitem', { qcItemNo: 'QC-TEMP', qcItemName: 'Core temperature', orgNo: 'NWT', groupNo: 'C006', checkMethod: '2', sampleRate: '10' });
  expect(added.code).toBe(0);
});
afterAll(() => s.close());

type Line = Record<string, unknown>;
const at = (itemNo: string, stockStatus: string, lotNo = 'Q1', cellNo = dock) => balance(s, key({ cellNo, itemNo, lotNo, stockStatus }));
const getArrival = async (id: number) => (await s.as(`${ARRIVE}/getinarrivebyid`, { id })).data;
const inspectionsOf = async (docNo: string) => (await s.as('IInQcService/list', { current: 1, size: 10, condition: { docNo } })).data.records;
const linesOf = async (qcId: number) => (await s.as('IInQcLineService/list', { current: 1, size: 50, condition: { qcId } })).data.records;
const tasksOf = async (docNo: string) => (await s.as('IInPutawayTaskService/list', { current: 1, size: 10, condition: { docNo } })).data.records;
const record = (body: Record<string, unknown>) => s.as('IInQcService/record', body);

/** An arrival note received in `warehouseNo`; answers it. */
async function received(lines: Line[], warehouseNo = 'WH-SEA') {
  const doc = await addDoc(s, ARRIVE, 'inarrive', { orgNo: 'NWT', warehouseNo, supplierNo: 'S001', classifyType: 'PUR-IN', lines });
  const [initial] = (await act(s, ARRIVE, 'submit', [doc])).data;
  expect((await act(s, ARRIVE, 'receive', [initial])).code).toBe(0);
  return getArrival(doc.id);
}

describe('inspection of an arrival', () => {
  it('should hold an item requiring inspection as stock to inspect, record pass, fail and concession, and put the accepted stock away', async () => {
    const doc = await received([{ itemNo: 'P053', qty: '10', lotNo: 'Q1' }, { itemNo: 'P010', qty: '3', lotNo: 'Q1' }]);
    // Only the line that needs no inspection waits for putaway; nothing of P053 is qualified or to put away.
    expect([(await at('P053', '20')).onHand, (await at('P053', '25')).onHand, (await at('P010', '25')).onHand]).toEqual(['10', '0', '3']);
    const [firstTask] = await tasksOf(doc.inArriveNo);
    expect(firstTask.lineCount).toBe(1);
    const [qc] = await inspectionsOf(doc.inArriveNo);
    expect([qc.qcNo, qc.docType, qc.statusCode, qc.lineCount, qc.inspectedCount]).toEqual([expect.stringMatching(/^QC\d{12}$/), 'ARV', '10', 1, 0]);
    const [line] = await linesOf(qc.id);
    expect([line.itemNo, line.qty, line.sampleQty, line.checkItems, line.stockStatus]).toEqual(['P053', '10', '1', 'Core temperature', '20']);

    // A result that does not add up to the quantity is refused and changes nothing.
    const short = await record({ qcId: qc.id, lineNo: 1, passQty: '7', failQty: '2', concessionQty: '0' });
    expect([short.code, short.details.fields.map(({ field, message }: any) => ({ field, message }))]).toEqual([10001, [{ field: 'passQty', message: 'Passed, failed and concession must add up to 10 (now 9)' }]]);
    expect((await at('P053', '20')).onHand).toBe('10');

    const done = await record({ qcId: qc.id, lineNo: 1, passQty: '7', failQty: '2', concessionQty: '1', remark: 'two trays warm' });
    expect(done.code).toBe(0);
    expect([done.data.statusCode, done.data.lines[0].passQty, done.data.lines[0].quarantineCellNo]).toEqual(['30', '7', dock]);
    expect([(await at('P053', '20')).onHand, (await at('P053', '25')).onHand, (await at('P053', '23')).onHand, (await at('P053', '22')).onHand]).toEqual(['0', '7', '1', '2']);
    const again = await record({ qcId: qc.id, lineNo: 1, passQty: '10', failQty: '0', concessionQty: '0' });
    expect(again.code).toBe(11030);

    // The completed inspection made the putaway task of the accepted stock; the arrival waits for both tasks.
    const tasks = await tasksOf(doc.inArriveNo);
    expect(tasks.length).toBe(2);
    expect((await getArrival(doc.id)).statusCode).toBe('15');
    for (const task of tasks) {
      const lines = (await s.as('IInPutawayLineService/list', { current: 1, size: 10, condition: { taskId: task.id } })).data.records;
      for (const l of lines) expect((await s.as('IInPutawayTaskService/confirm', { taskId: task.id, lineNo: l.lineNo })).code).toBe(0);
    }
    const stored = await s.database.db.execute(sql`
      select stock_status, trim_scale(sum(on_hand))::text as qty from inv_stock where item_no = 'P053' and lot_no = 'Q1' and cell_no like 'SEA-STO%' group by stock_status order by stock_status`);
    expect(stored.rows).toEqual([{ stock_status: '10', qty: '7' }, { stock_status: '23', qty: '1' }]);
    expect((await getArrival(doc.id)).statusCode).toBe('30');
  });

  it('should put failed stock into the warehouse\'s quarantine cell when it has an inspection zone', async () => {
    await s.database.db.execute(sql`update bm_zone set zone_type = '5' where zone_no = 'SEA-SHP'`);
    const quarantine = String((await s.database.db.execute(sql`select cell_no from bm_cell where zone_no = 'SEA-SHP' and status_code = 1 order by cell_in_seq nulls last, cell_no limit 1`)).rows[0].cell_no);
    const doc = await received([{ itemNo: 'P054', qty: '4', lotNo: 'Q2' }]);
    const [qc] = await inspectionsOf(doc.inArriveNo);
    expect((await record({ qcId: qc.id, lineNo: 1, passQty: '0', failQty: '4', concessionQty: '0' })).data.lines[0].quarantineCellNo).toBe(quarantine);
    expect((await at('P054', '22', 'Q2', quarantine)).onHand).toBe('4');
    // Nothing passed: no putaway task, and the arrival is complete.
    expect(await tasksOf(doc.inArriveNo)).toEqual([]);
    expect((await getArrival(doc.id)).statusCode).toBe('30');
    await s.database.db.execute(sql`update bm_zone set zone_type = '4' where zone_no = 'SEA-SHP'`);
  });

  it('should void the inspection when the receipt is cancelled, and refuse cancelling once a line was recorded', async () => {
    const first = await received([{ itemNo: 'P055', qty: '2', lotNo: 'Q3' }]);
    const [cancelled] = (await act(s, ARRIVE, 'cancelReceipt', [first])).data;
    expect(cancelled.statusCode).toBe('10');
    expect((await inspectionsOf(first.inArriveNo)).map((q: any) => q.statusCode)).toEqual(['90']);
    expect((await at('P055', '20', 'Q3')).onHand).toBe('0');

    const second = await received([{ itemNo: 'P055', qty: '3', lotNo: 'Q4' }, { itemNo: 'P055', qty: '1', lotNo: 'Q5' }]);
    const [qc] = await inspectionsOf(second.inArriveNo);
    expect((await record({ qcId: qc.id, lineNo: 1, passQty: '3', failQty: '0', concessionQty: '0' })).data.statusCode).toBe('15');
    const refused = await act(s, ARRIVE, 'cancelReceipt', [second]);
    expect([refused.code, refused.errorMessage]).toEqual([11031, `${second.inArriveNo} has inspection results recorded already: its receipt cannot be cancelled`]);
    expect((await getArrival(second.id)).statusCode).toBe('15');
    expect((await act(s, ARRIVE, 'finish', [second])).code).toBe(10043);
  });

  it('should inspect every line of a category that runs the complex flow (London purchase receipts)', async () => {
    const doc = await received([{ itemNo: 'P004', qty: '5', lotNo: 'Q6' }], 'WH-LDN');
    expect(await tasksOf(doc.inArriveNo)).toEqual([]);
    const [qc] = await inspectionsOf(doc.inArriveNo);
    // No inspection item applies to P004: the whole quantity is the sample.
    expect((await linesOf(qc.id)).map((l: any) => [l.itemNo, l.sampleQty, l.checkItems])).toEqual([['P004', '5', '']]);
  });

  it('should record a line once when two inspectors record it at the same time', async () => {
    const doc = await received([{ itemNo: 'P009', qty: '6', lotNo: 'Q7' }]);
    const [qc] = await inspectionsOf(doc.inArriveNo);
    const body = { qcId: qc.id, lineNo: 1, passQty: '6', failQty: '0', concessionQty: '0' };
    const answers = await Promise.all([record(body), record(body)]);
    expect(answers.map((a) => a.code).sort()).toEqual([0, 11030]);
    const postings = await s.database.db.execute(sql`select count(*)::int as n from inv_transaction where doc_type = 'QC' and doc_no = ${qc.qcNo}`);
    expect(postings.rows[0].n).toBe(2);
    expect((await at('P009', '25', 'Q7')).onHand).toBe('6');
  });
});

describe('inspection of an inbound notice', () => {
  it('should post the other lines straight into storage and hold the line to inspect in the receiving cell (minimalist posting)', async () => {
    const doc = await addDoc(s, NOTICE, 'innotice', { orgNo: 'NWT', warehouseNo: 'WH-SEA', supplierNo: 'S001', classifyType: 'PUR-IN', lines: [{ itemNo: 'P017', qty: '2', lotNo: 'Q8' }, { itemNo: 'P011', qty: '5', lotNo: 'Q8' }] });
    const [initial] = (await act(s, NOTICE, 'submit', [doc])).data;
    const [posted] = (await act(s, NOTICE, 'post', [initial])).data;
    expect(posted.statusCode).toBe('30');
    expect((await at('P017', '20', 'Q8')).onHand).toBe('2');
    const stored = await s.database.db.execute(sql`select trim_scale(sum(on_hand))::text as qty from inv_stock where item_no = 'P011' and lot_no = 'Q8' and stock_status = '10'`);
    expect(stored.rows[0].qty).toBe('5');
    const [qc] = await inspectionsOf(doc.inNoticeNo);
    expect((await record({ qcId: qc.id, lineNo: 1, passQty: '2', failQty: '0', concessionQty: '0' })).code).toBe(0);
    expect((await tasksOf(doc.inNoticeNo)).map((t: any) => t.lineCount)).toEqual([1]);
  });
});
