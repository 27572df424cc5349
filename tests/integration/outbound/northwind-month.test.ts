/**
 * A Northwind month end to end (issue 13): the demo holds Northwind's 830 orders as outbound
 * notices; on the demo's opening stock, July 1996 (22 orders, 59 lines) is shipped through the
 * calls: what the stock lacks is received first (an inbound notice posted, inspected and put away), then the
 * month's notices are submitted, allocated, built into waves by carrier, picked wave by wave,
 * packed into closed SSCC containers and shipped by posting-wave. At the end every product holds
 * start + received - shipped, nothing stays allocated or staged, and the ledger's invariants hold.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUser } from '../../../src/server/demo/load-demo.ts';
import { pad, readCsv } from '../../../src/server/demo/northwind.ts';
import { loadDemoStock } from '../../../src/server/demo/stock-demo.ts';
import { rebuildCheck } from '../../../src/server/ledger/rebuild-check.ts';
import { act, addDoc, inventoryApp, type Session } from '../inventory/inventory-support.ts';
import { inspectAndPutAway } from '../inbound/inbound-support.ts';
import { invariantViolations } from '../ledger/ledger-support.ts';
import { NOTICE } from './outbound-support.ts';

const MONTH = '1996-07';
const WAVE = 'IOutWaveService';
const PACK = 'IOutPackService';

let s: Session;
beforeAll(async () => {
  s = await inventoryApp();
  await loadDemoStock(s.database, await demoUser(s.database));
});
afterAll(() => s.close());

const ok = async (path: string, body: unknown) => {
  const answer = await s.as(path, body);
  expect(answer.errorMessage ?? '').toBe('');
  return answer.data;
};
const acted = async (service: string, method: string, docs: { id: number; version: number }[]) => {
  const answer = await act(s, service, method, docs);
  expect(answer.errorMessage ?? '').toBe('');
  return answer.data;
};
const allNotices = async () => (await ok(`${NOTICE}/getoutnoticelistbyparams`, { current: 1, size: 1000, condition: {} })).records;
/** Seattle's on hand and allocated per item, as numbers. */
const seattle = async () => {
  const rows = await s.database.db.execute(sql`
    select item_no, sum(on_hand)::float8 as on_hand, sum(allocated)::float8 as allocated from inv_stock where warehouse_no = 'WH-SEA' group by item_no`);
  return new Map(rows.rows.map((r) => [String(r.item_no), { onHand: Number(r.on_hand), allocated: Number(r.allocated) }]));
};

/** Receives `lines` into Seattle with an inbound notice posted in one step, inspected where its items require it, and put away. */
async function receive(lines: { itemNo: string; qty: string }[]): Promise<void> {
  const notice = await addDoc(s, 'IInNoticeService', 'innotice', { orgNo: 'NWT', warehouseNo: 'WH-SEA', supplierNo: 'S001', classifyType: 'PUR-IN', lines });
  await acted('IInNoticeService', 'post', await acted('IInNoticeService', 'submit', [notice]));
  await inspectAndPutAway(s, notice.inNoticeNo);
}

/** Packs everything picked of a notice into one container and closes it. */
async function pack(noticeId: number): Promise<void> {
  const container = await ok(`${PACK}/open`, { id: noticeId });
  let packed = container;
  for (const content of (await ok(`${PACK}/get`, { id: noticeId })).contents) {
    packed = await ok(`${PACK}/pack`, { packId: container.id, itemNo: content.itemNo, lotNo: content.lotNo, qty: content.picked });
  }
  await ok(`${PACK}/close`, { id: container.id, version: packed.version });
}

describe('Northwind orders as outbound notices', () => {
  it("should hold Northwind's 830 orders with their customer, ship-to address, dates, carrier and lines, the 21 open ones submitted", async () => {
    const notices = await allNotices();
    expect(notices).toHaveLength(830);
    const inStatus = (statusCode: string) => notices.filter((n: any) => n.statusCode === statusCode).length;
    expect([inStatus('0'), inStatus('10')]).toEqual([809, 21]);
    const lines = await s.database.db.execute(sql`select count(*)::int as n from out_notice_line`);
    expect(lines.rows[0].n).toBe(2155);

    const first = notices.find((n: any) => n.docNo === '10248');
    expect(first).toMatchObject({ customerNo: 'VINET', warehouseNo: 'WH-SEA', carrierNo: 'FEDERAL-SHIPPING', classifyType: 'SAL-OUT', statusCode: '0' });
    expect([String(first.billDate).slice(0, 10), String(first.requestedDate).slice(0, 10)]).toEqual(['1996-07-04', '1996-08-01']);
    const full = await ok(`${NOTICE}/getoutnoticebyid`, { id: first.id });
    expect(full.lines.map((l: any) => [l.itemNo, Number(l.qty)])).toEqual([['P011', 12], ['P042', 10], ['P072', 5]]);
    const address = await ok('IBmCustomerAddressService/getbmcustomeraddresslistbyparams', { current: 1, size: 20, condition: { customerNo: 'VINET' } });
    expect(address.records.find((a: any) => a.addressNo === first.addressNo)).toMatchObject({ address: "59 rue de l'Abbaye", city: 'Reims' });
    expect(notices.find((n: any) => n.docNo === '11077')).toMatchObject({ customerNo: 'RATTC', carrierNo: 'UNITED-PACKAGE', statusCode: '10' });
  });
});

describe('a Northwind month', () => {
  it('should ship July 1996 through allocation, waves, picking and packing with stock = start + received - shipped', async () => {
    const orderIds = new Set(readCsv('orders').filter((o) => o.order_date.startsWith(MONTH)).map((o) => o.order_id));
    const month = (await allNotices()).filter((n: any) => orderIds.has(n.docNo));
    expect(month).toHaveLength(22);
    const demand = new Map<string, number>();
    for (const d of readCsv('order_details').filter((d) => orderIds.has(d.order_id))) demand.set(pad('P', d.product_id), (demand.get(pad('P', d.product_id)) ?? 0) + Number(d.quantity));

    const start = await seattle();
    const short = [...demand].filter(([itemNo, qty]) => qty > (start.get(itemNo)?.onHand ?? 0));
    expect(short.length).toBeGreaterThan(0);
    const received = new Map(short.map(([itemNo, qty]) => [itemNo, qty - (start.get(itemNo)?.onHand ?? 0)]));
    await receive([...received].map(([itemNo, qty]) => ({ itemNo, qty: String(qty) })));

    const allocated = await acted(NOTICE, 'allocateoutnotice', await acted(NOTICE, 'submitoutnotice', month));
    expect(allocated.map((n: any) => n.statusCode)).toEqual(month.map(() => '15'));
    const reserved = await s.database.db.execute(sql`
      select count(*)::int as n from out_notice_line l join out_notice_head h on h.id = l.head_id where h.doc_no in ${[...orderIds]} and l.allocated_qty <> l.qty`);
    expect(reserved.rows[0].n).toBe(0);

    const built = await ok(`${WAVE}/build`, { warehouseNo: 'WH-SEA', waveTemplateNo: 'WAVE-CARRIER' });
    expect(built.flatMap((w: any) => w.notices).sort()).toEqual(month.map((n: any) => n.outNoticeNo).sort());
    for (const wave of built) {
      const carriers = new Set(month.filter((n: any) => wave.notices.includes(n.outNoticeNo)).map((n: any) => n.carrierNo));
      expect(carriers.size).toBe(1);
      for (const pick of (await ok('IOutPickService/list', { current: 1, size: 1000, condition: { waveNo: wave.waveNo } })).records) {
        await ok('IOutPickService/confirm', { allocationId: pick.id, cellNo: pick.cellNo, scan: pick.itemNo });
      }
    }
    for (const notice of month) await pack(notice.id);
    const open = (await ok(`${WAVE}/list`, { current: 1, size: 100, condition: { statusCode: '10' } })).records;
    expect(open.map((w: any) => w.waveNo).sort()).toEqual(built.map((w: any) => w.waveNo).sort());
    await acted(WAVE, 'shipwave', open);

    const shipped = (await allNotices()).filter((n: any) => orderIds.has(n.docNo));
    expect(shipped.map((n: any) => n.statusCode)).toEqual(month.map(() => '30'));
    const lines = await s.database.db.execute(sql`
      select count(*)::int as n from out_notice_line l join out_notice_head h on h.id = l.head_id where h.doc_no in ${[...orderIds]} and l.shipped_qty <> l.qty`);
    expect(lines.rows[0].n).toBe(0);
    const end = await seattle();
    for (let id = 1; id <= 77; id++) {
      const itemNo = pad('P', String(id));
      const expected = (start.get(itemNo)?.onHand ?? 0) + (received.get(itemNo) ?? 0) - (demand.get(itemNo) ?? 0);
      expect([itemNo, end.get(itemNo)?.onHand ?? 0, end.get(itemNo)?.allocated ?? 0]).toEqual([itemNo, expected, 0]);
    }
    const held = await s.database.db.execute(sql`
      select count(*)::int as n from out_allocation a join out_notice_head h on h.id = a.head_id where h.doc_no in ${[...orderIds]} and a.status_code <> '30'`);
    expect(held.rows[0].n).toBe(0);
    const staged = await s.database.db.execute(sql`select count(*)::int as n from inv_stock where warehouse_no = 'WH-SEA' and stock_status = '30' and on_hand <> 0`);
    expect(staged.rows[0].n).toBe(0);
    expect(await invariantViolations(s.database)).toEqual([]);
    expect(await rebuildCheck(s.database.db)).toEqual([]);
  });
});
