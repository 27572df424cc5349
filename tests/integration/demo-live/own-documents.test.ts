/**
 * The live demo works only on what it made itself (issue 24 walk, record 0910): an arrival a
 * person received in Seattle (an item to inspect and one to put away) leaves an open inspection
 * and an open putaway task that the demo's inspect and putAway steps do not touch, while the same
 * receipt by the demo's receiver is inspected and put away by those steps; a notice a person
 * allocated stays out of the waves the demo builds of its own allocated notices.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoActors } from '../../../src/server/demo-live/actors.ts';
import { demoCaller } from '../../../src/server/demo-live/client.ts';
import { stepContext, type StepContext } from '../../../src/server/demo-live/context.ts';
import { inspect, putAway } from '../../../src/server/demo-live/dock-steps.ts';
import { allocate, buildWaves } from '../../../src/server/demo-live/floor-steps.ts';
import { seededRandom } from '../../../src/server/demo-live/simulator.ts';
import { demoUser } from '../../../src/server/demo/load-demo.ts';
import { loadDemoStock } from '../../../src/server/demo/stock-demo.ts';
import { inventoryApp, type Session } from '../inventory/inventory-support.ts';

const ARRIVE = 'IInArriveService';
let s: Session;
let ctx: StepContext;
let receiverToken: string;
beforeAll(async () => {
  s = await inventoryApp();
  // Meat and poultry (group C006) require inspection by the demo's item group override; add what to check.
  expect((await s.as('IInQcItemService/addinqcitem', { qcItemNo: 'QC-TEMP', qcItemName: 'Core temperature', orgNo: 'NWT', groupNo: 'C006', checkMethod: '2', sampleRate: '10' })).code).toBe(0);
  const actors = demoActors(s.database.db);
  receiverToken = await actors.staff('receiver');
  ctx = stepContext(s.database.db, actors, demoCaller(s.app), seededRandom(7));
});
afterAll(() => s.close());

/** Adds, submits and receives an arrival of P053 (to inspect) and P010 (to put away) as the user of `token`; answers its number. */
async function receivedBy(token: string, lotNo: string): Promise<string> {
  const call = (path: string, body: unknown) => s.call(path, body, { token });
  const added = await call(`${ARRIVE}/addinarrive`, {
    orgNo: 'NWT', warehouseNo: 'WH-SEA', supplierNo: 'S001', classifyType: 'PUR-IN', lines: [{ itemNo: 'P053', qty: '10', lotNo }, { itemNo: 'P010', qty: '3', lotNo }],
  });
  expect(added.errorMessage ?? '').toBe('');
  const [submitted] = (await call(`${ARRIVE}/submit`, { list: [{ id: added.data.id, version: added.data.version }] })).data;
  const received = await call(`${ARRIVE}/receive`, { list: [{ id: submitted.id, version: submitted.version }] });
  expect(received.errorMessage ?? '').toBe('');
  return String(added.data.inArriveNo);
}

/** The status codes of a document's inspection lines and putaway lines. */
async function work(docNo: string) {
  const qc = await s.database.db.execute(sql`select l.status_code from in_qc_line l join in_qc_head h on h.id = l.qc_id where h.doc_no = ${docNo} order by l.id`);
  const put = await s.database.db.execute(sql`select l.status_code from in_putaway_line l join in_putaway_task t on t.id = l.task_id where t.doc_no = ${docNo} order by l.id`);
  return { inspection: qc.rows.map((r) => r.status_code), putaway: put.rows.map((r) => r.status_code) };
}

describe("the live demo and a person's receipt", () => {
  it("should inspect and put away the demo's own receipt and leave a person's open inspection and putaway task to that person", async () => {
    const persons = await receivedBy(s.token, 'PERSON');
    const demos = await receivedBy(receiverToken, 'DEMO');
    expect(await work(persons)).toEqual({ inspection: ['10'], putaway: ['10'] });
    expect(await work(demos)).toEqual({ inspection: ['10'], putaway: ['10'] });

    expect(await inspect(ctx)).toBe('inspected 1 lines');
    expect(await inspect(ctx)).toBeNull();
    expect(await putAway(ctx)).toBe('put away 2 lines');
    expect(await putAway(ctx)).toBeNull();

    expect(await work(demos)).toEqual({ inspection: ['30'], putaway: ['30', '30'] });
    expect(await work(persons)).toEqual({ inspection: ['10'], putaway: ['10'] });
    const stock = await s.database.db.execute(sql`select stock_status, trim_scale(sum(on_hand))::text as qty from inv_stock where lot_no = 'PERSON' and on_hand <> 0 group by stock_status order by stock_status`);
    expect(stock.rows).toEqual([{ stock_status: '20', qty: '10' }, { stock_status: '25', qty: '3' }]);
  });

  it("should wave only the demo's own allocated notices, leaving a person's allocated notice out", async () => {
    await loadDemoStock(s.database, await demoUser(s.database));
    const added = await s.as('IOutNoticeService/addoutnotice', {
      orgNo: 'NWT', warehouseNo: 'WH-SEA', customerNo: 'ALFKI', addressNo: 'A01', carrierNo: 'SPEEDY', classifyType: 'SAL-OUT', lines: [{ itemNo: 'P003', qty: '1' }],
    });
    expect(added.errorMessage ?? '').toBe('');
    const [submitted] = (await s.as('IOutNoticeService/submitoutnotice', { list: [{ id: added.data.id, version: added.data.version }] })).data;
    expect((await s.as('IOutNoticeService/allocateoutnotice', { list: [{ id: submitted.id, version: submitted.version }] })).code).toBe(0);

    expect(await allocate(ctx)).toMatch(/^allocated /);
    expect(await buildWaves(ctx)).toMatch(/^built waves /);
    const waved = await s.database.db.execute(sql`select h.out_notice_no, h.create_name from out_wave_notice wn join out_notice_head h on h.id = wn.head_id order by h.id`);
    expect(waved.rows.length).toBeGreaterThan(0);
    expect(waved.rows.map((r) => r.out_notice_no)).not.toContain(added.data.outNoticeNo);
    const [persons] = (await s.database.db.execute(sql`select status_code from out_notice_head where id = ${added.data.id}`)).rows;
    expect(persons.status_code).toBe('15');
  });
});
