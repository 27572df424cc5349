/**
 * The dock posts what was counted (issue 24; docs/decisions/0520-dock-posts-counted.md) on the
 * supplier portal's ASN: a short pallet receives its counted quantity and the rest stays open on the
 * ASN and its order line; an over pallet within the execution configuration's tolerance is received,
 * beyond it refused; a damaged pallet is received on quality hold (to inspect, never available);
 * a wrong item receives the item found and leaves the ASN line open; the tracking carries the claim
 * lines; a carton's SSCC scanned as printed finds its pallet. A property test: for any mix of outcomes, the ledger's receipt equals the sum counted and
 * each ASN line's open quantity equals declared minus counted.
 */
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptAll, orderLines, portalApp, type PortalApp } from '../portal/portal-support.ts';

let t: PortalApp;
let admin: string;
let lines: any[];
beforeAll(async () => {
  t = await portalApp();
  await t.database.db.execute(sql`update srm_purchase_line set batch_pur_qty = 1000000 where supplier_no = 'S001'`);
  await t.database.db.execute(sql`insert into srm_execute_config (org_no, config_no, config_name, is_over_delivery, over_delivery_rate, status_code) values ('NWT', 'CFG-DOCK', 'Dock tolerance', true, 50, 1)`);
  await acceptAll(t, 'sup1', 'S001');
  admin = await t.login();
  lines = await orderLines(t, 'S001');
});
afterAll(() => t.close());

const asAdmin = (path: string, body: unknown) => t.call(path, body, { token: admin });
const HEAD = { deliveryDate: '2026-11-25', expectedArrivalDate: '2026-11-27', wayCarriage: '2', carrierName: 'Speedy Express', driver: 'Ann', driverPhone: '(503) 555-9831', carNo: 'WA-1234', carType: 'Box truck', trackingNo: 'TRK1' };
const PHOTO = `data:image/jpeg;base64,${Buffer.from('photo').toString('base64')}`;

/** An approved ASN of two order lines, one pallet per entry of `pallets` ([ASN line 1 or 2, quantity]), its truck at a door: the check-in id, ASN id and pallet SSCCs. */
async function truckWith(pallets: [1 | 2, number][]) {
  const declared = [1, 2].map((lineNo) => pallets.filter(([l]) => l === lineNo).reduce((sum, [, qty]) => sum + qty, 0));
  const asnLines = declared.map((qty, i) => ({ purchaseId: Number(lines[i].id), deliveryQty: String(qty) })).filter((l) => Number(l.deliveryQty) > 0);
  const lineNoOf = (l: 1 | 2) => (declared[0] > 0 ? l : 1);
  const created = await t.as('sup1', 'ISrmAsnService/addasn', { head: HEAD, lines: asnLines, pallets: pallets.map(([l, qty]) => ({ cartons: [{ items: [{ lineNo: lineNoOf(l), qty: String(qty) }] }] })) });
  if (created.code !== 0) throw new Error(created.errorMessage);
  await t.as('buyer', 'ISrmAsnService/approveasn', { list: [{ id: created.data.id, version: created.data.version }] });
  const asnNo = created.data.asnNo as string;
  const ticket = (await asAdmin('IKioskService/checkIn', { warehouseNo: 'WH-SEA', asnNo, driverName: 'Ann', driverPhone: '(503) 555-9831', plateNo: 'WA-1234' })).data;
  expect((await asAdmin('IYardService/action', { id: ticket.id, version: ticket.version, action: 'call' })).code).toBe(0);
  const ssccs = (await t.database.db.execute(sql`select p.sscc from srm_asn_pack p join srm_asn_head h on h.id = p.head_id where h.asn_no = ${asnNo} and p.pack_level = 'pallet' order by p.seq`)).rows.map((r) => String(r.sscc));
  return { checkInId: ticket.id as number, asnId: created.data.id as number, asnNo, ssccs };
}

/** The ledger's receipt of the ASN (on hand received into the warehouse) by item and stock status. */
async function received(asnNo: string): Promise<Record<string, number>> {
  const { rows } = await t.database.db.execute(sql`select x.item_no, x.stock_status, sum(x.on_hand_delta)::float8 as qty from inv_transaction x
    join in_arrive_head h on x.doc_type = 'ARV' and x.doc_no like h.in_arrive_no || '-%' where h.remark = ${asnNo} and x.location_usage = 'internal' group by 1, 2`);
  return Object.fromEntries(rows.map((r: any) => [`${r.item_no}/${r.stock_status}`, r.qty]));
}
const asnLines = async (asnNo: string) => (await t.database.db.execute(sql`select l.line_no, l.delivery_qty::float8 as declared, l.receive_qty::float8 as received
  from srm_asn_line l join srm_asn_head h on h.id = l.head_id where h.asn_no = ${asnNo} order by l.line_no`)).rows as { line_no: number; declared: number; received: number }[];
const confirm = (body: Record<string, unknown>) => asAdmin('IKioskService/confirmPallet', body);

describe('dock receiving posts what was counted', () => {
  it('should receive a pallet in the lot and expiry recorded with it, and refuse a lot of a line not on the pallet', async () => {
    const { checkInId, asnNo, ssccs } = await truckWith([[1, 12]]);
    const wrong = await confirm({ checkInId, sscc: ssccs[0], outcome: 'ok', lots: [{ lineNo: 9, lotNo: 'LOT-X' }] });
    expect([wrong.code, wrong.errorMessage]).toEqual([11007, `${asnNo} has no line 9 to count (or it was counted twice)`]);
    expect((await confirm({ checkInId, sscc: ssccs[0], outcome: 'ok', lots: [{ lineNo: 1, lotNo: 'LOT-D', expiryDate: '2027-05-31' }] })).code).toBe(0);
    expect((await asAdmin('IKioskService/finishReceiving', { checkInId })).code).toBe(0);
    const arrival = await t.database.db.execute(sql`select l.lot_no, l.expiry_date::text as expiry, l.qty::float8 as qty from in_arrive_line l join in_arrive_head h on h.id = l.head_id where h.remark = ${asnNo}`);
    expect(arrival.rows.map((r: any) => [r.lot_no, r.expiry, r.qty])).toEqual([['LOT-D', '2027-05-31', 12]]);
    const stock = await t.database.db.execute(sql`select lot_no, on_hand::float8 as qty from inv_stock where container_no = ${ssccs[0]} and on_hand <> 0`);
    expect(stock.rows.map((r: any) => [r.lot_no, r.qty])).toEqual([['LOT-D', 12]]);
  });

  it('should receive a short, an over, a damaged and a wrong-item pallet as counted and report each as a claim line', async () => {
    const item1 = String(lines[0].item_no);
    const item2 = String(lines[1].item_no);
    const before = Number((await t.database.db.execute(sql`select receive_qty::float8 as q from srm_purchase_line where id = ${lines[0].id}`)).rows[0].q);
    const { checkInId, asnId, asnNo, ssccs } = await truckWith([[1, 70], [1, 40], [2, 10], [2, 5]]);
    const [carton] = (await t.database.db.execute(sql`select c.sscc from srm_asn_pack c join srm_asn_pack p on p.id = c.parent_id where p.sscc = ${ssccs[2]} and c.pack_level = 'carton'`)).rows;
    const byCarton = await asAdmin('IKioskService/scanPallet', { checkInId, sscc: `(00)${carton.sscc}` });
    expect([byCarton.data.asnNo, byCarton.data.sscc]).toEqual([asnNo, ssccs[2]]);
    expect((await confirm({ checkInId, sscc: ssccs[0], outcome: 'short' })).code).toBe(12219);
    expect((await confirm({ checkInId, sscc: ssccs[0], outcome: 'short', countedQty: '60' })).code).toBe(0);
    const beyond = await confirm({ checkInId, sscc: ssccs[1], outcome: 'over', countedQty: '200' });
    expect([beyond.code, beyond.errorMessage]).toEqual([12223, `Item ${item1} (ASN line 1): 260 counted exceeds the 110 declared plus the over-delivery tolerance (165 at most): refuse the excess and count again`]);
    expect((await confirm({ checkInId, sscc: ssccs[1], outcome: 'over', countedQty: '45' })).code).toBe(0);
    expect((await confirm({ checkInId, sscc: ssccs[2], outcome: 'damaged', reason: 'crushed', photo: PHOTO })).code).toBe(0);
    expect((await confirm({ checkInId, sscc: ssccs[3], outcome: 'wrongItem', itemNo: 'P010', countedQty: '4' })).code).toBe(0);
    const done = await asAdmin('IKioskService/finishReceiving', { checkInId });
    expect([done.code, done.data.discrepancies]).toEqual([0, 4]);

    expect(await received(asnNo)).toEqual({ [`${item1}/25`]: 105, [`${item2}/20`]: 10, 'P010/25': 4 });
    expect((await asnLines(asnNo)).map((l) => [l.declared, l.received])).toEqual([[110, 105], [15, 10]]);
    const asn = (await t.as('sup1', 'ISrmAsnService/getasnbyid', { id: asnId })).data;
    expect([asn.checkStatus, Number(asn.receiveQty)]).toEqual(['3', 115]);
    const order = Number((await t.database.db.execute(sql`select receive_qty::float8 as q from srm_purchase_line where id = ${lines[0].id}`)).rows[0].q);
    expect(order - before).toBe(105);
    const inspection = (await t.database.db.execute(sql`select count(*)::int as n from inv_stock where item_no = ${item2} and container_no = ${ssccs[2]} and stock_status = '20' and on_hand = 10`)).rows[0];
    expect(Number(inspection.n)).toBe(1);

    const timeline = (await t.as('sup1', 'ISrmAsnService/getasntracking', { id: asnId })).data.steps;
    const receipt = timeline.find((s: any) => s.source === 'yard' && s.event === 'received');
    expect(receipt.detail.claims.map((c: any) => [c.sscc, c.lineNo, c.itemNo, c.expected, c.counted, c.outcome, c.photo])).toEqual([
      [ssccs[0], 1, item1, '70', '60', 'short', false],
      [ssccs[1], 1, item1, '40', '45', 'over', false],
      [ssccs[2], 2, item2, '10', '10', 'damaged', true],
      [ssccs[3], 2, item2, '5', '0', 'wrongItem', false],
      [ssccs[3], null, 'P010', '0', '4', 'wrongItem', false],
    ]);

    // The arrival note the dock posted shows its ASN and its lines as received (record 0970).
    const [{ in_arrive_no: arrivalNo }] = (await t.database.db.execute(sql`select in_arrive_no from in_arrive_head where remark = ${asnNo}`)).rows;
    const note = await asAdmin('IInArriveService/getReceiptLines', { docNo: arrivalNo });
    expect([note.code, note.data.asnNo, note.data.asnId]).toEqual([0, asnNo, asnId]);
    expect(note.data.lines.map((l: any) => [l.itemNo, l.expected, l.counted, l.sscc, l.stockStatus, l.outcome, l.cellNo !== null])).toEqual([
      [item1, '70', '60', ssccs[0], '25', 'short', true],
      [item1, '40', '45', ssccs[1], '25', 'over', true],
      [item2, '10', '10', ssccs[2], '20', 'damaged', true],
      ['P010', '0', '4', ssccs[3], '25', 'wrongItem', true],
    ]);
    // Stock balances: nothing to inspect or to put away is available (record 0971).
    const balances = await asAdmin('IInvStockService/getinvstocklistbyparams', { current: 1, size: 50, condition: { containerNo: ssccs[2] } });
    expect(balances.data.records.map((r: any) => [r.stockStatus, r.onHand, r.available])).toEqual([['20', '10', '0']]);
    expect(balances.data.totals.available).toBe('0');
  });

  it('should, for any mix of outcomes, receive into the ledger the sum counted and leave declared minus counted open on the ASN', async () => {
    const outcome = fc.oneof(
      fc.constant({ outcome: 'ok' as const }),
      fc.record({ outcome: fc.constant('short' as const), less: fc.integer({ min: 1, max: 4 }) }),
      fc.record({ outcome: fc.constant('over' as const), more: fc.integer({ min: 1, max: 2 }) }),
      fc.record({ outcome: fc.constant('damaged' as const), less: fc.integer({ min: 0, max: 4 }) }),
      fc.record({ outcome: fc.constant('wrongItem' as const), found: fc.integer({ min: 1, max: 9 }) }),
      fc.constant({ outcome: 'missing' as const }),
    );
    const pallet = fc.record({ lineNo: fc.constantFrom(1 as const, 2 as const), qty: fc.integer({ min: 4, max: 9 }), result: outcome });
    await fc.assert(fc.asyncProperty(fc.array(pallet, { minLength: 1, maxLength: 4 }), async (pallets) => {
      const { checkInId, asnNo, ssccs } = await truckWith(pallets.map((p) => [p.lineNo, p.qty]));
      const counted = [0, 0];
      let found = 0;
      for (const [i, p] of pallets.entries()) {
        const r = p.result;
        const line = p.lineNo - 1;
        if (r.outcome === 'missing') continue;
        const body = { checkInId, sscc: ssccs[i], outcome: r.outcome };
        if (r.outcome === 'ok') counted[line] += p.qty;
        if (r.outcome === 'short' || r.outcome === 'damaged') counted[line] += p.qty - r.less;
        if (r.outcome === 'over') counted[line] += p.qty + r.more;
        if (r.outcome === 'wrongItem') found += r.found;
        const extra = r.outcome === 'short' || r.outcome === 'damaged' ? { countedQty: String(p.qty - r.less) } : r.outcome === 'over' ? { countedQty: String(p.qty + r.more) } : r.outcome === 'wrongItem' ? { itemNo: 'P010', countedQty: String(r.found) } : {};
        const answer = await confirm({ ...body, ...extra, ...(r.outcome === 'damaged' ? { reason: 'wet', photo: PHOTO } : {}) });
        expect(answer.errorMessage).toBeUndefined();
      }
      if (pallets.every((p) => p.result.outcome === 'missing')) await confirm({ checkInId, sscc: ssccs[0], outcome: 'short', countedQty: '0' });
      expect((await asAdmin('IKioskService/finishReceiving', { checkInId })).errorMessage).toBeUndefined();
      const ledger = Object.values(await received(asnNo)).reduce((sum, qty) => sum + qty, 0);
      expect(ledger).toBe(counted[0] + counted[1] + found);
      const declared = [1, 2].map((l) => pallets.filter((p) => p.lineNo === l).reduce((sum, p) => sum + p.qty, 0));
      const open = (await asnLines(asnNo)).map((l) => l.declared - l.received);
      expect(open).toEqual(declared.map((d, i) => d - counted[i]).filter((_, i) => declared[i] > 0));
    }), { numRuns: 12 });
  });
});
