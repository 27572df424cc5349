/**
 * What the dock found, as the portal shows it (issue 23, record 0900): both sides' ASN lists tag
 * each received ASN with its discrepancies (damaged, short...) or onTime, and nothing before its
 * receipt; the photo of a damaged pallet is answered to its supplier and the purchaser, never to
 * another supplier (the same NOT_FOUND as a pallet without a photo); a refused ASN reaches the
 * supplier's to-do list with the purchaser's reason (record 0902).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptAll, orderLines, portalApp, type PortalApp } from './portal-support.ts';

let t: PortalApp;
let admin: string;
const asAdmin = (path: string, body: unknown) => t.call(path, body, { token: admin });
const head = { deliveryDate: '2026-11-25', expectedArrivalDate: '2026-11-27' };
const PHOTO = `data:image/jpeg;base64,${Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0xff, 0xd9]).toString('base64')}`;

beforeAll(async () => {
  t = await portalApp();
  await acceptAll(t, 'sup1', 'S001');
  admin = await t.login();
});
afterAll(() => t.close());

/** A two-pallet ASN of sup1 (one unit of each of its first two order lines), approved. */
async function approvedAsn(): Promise<{ id: number; asnNo: string; ssccs: string[] }> {
  const [a, b] = await orderLines(t, 'S001');
  const pallets = [{ cartons: [{ items: [{ lineNo: 1, qty: '1' }] }] }, { cartons: [{ items: [{ lineNo: 2, qty: '1' }] }] }];
  const created = await t.as('sup1', 'ISrmAsnService/addasn', { head, lines: [{ purchaseId: Number(a.id), deliveryQty: '1' }, { purchaseId: Number(b.id), deliveryQty: '1' }], pallets });
  expect(created.code).toBe(0);
  if (created.data.checkStatus === '0') expect((await t.as('buyer', 'ISrmAsnService/approveasn', { list: [{ id: created.data.id, version: created.data.version }] })).code).toBe(0);
  const ssccs = (await t.database.db.execute(sql`select p.sscc from srm_asn_pack p where p.head_id = ${created.data.id} and p.pack_level = 'pallet' order by p.seq`)).rows.map((r) => String(r.sscc));
  return { id: created.data.id, asnNo: created.data.asnNo, ssccs };
}

/** Checks the ASN's truck in, calls it and receives its pallets with the given confirmations. */
async function receive(asnNo: string, ssccs: string[], outcomes: Record<string, unknown>[]) {
  const ticket = (await asAdmin('IKioskService/checkIn', { warehouseNo: 'WH-SEA', asnNo, driverName: 'Ann', driverPhone: '(503) 555-9831', plateNo: 'WA-1234' })).data;
  expect((await asAdmin('IYardService/action', { id: ticket.id, version: ticket.version, action: 'call' })).code).toBe(0);
  for (const [i, sscc] of ssccs.entries()) expect((await asAdmin('IKioskService/confirmPallet', { checkInId: ticket.id, sscc, ...outcomes[i] })).code).toBe(0);
  expect((await asAdmin('IKioskService/finishReceiving', { checkInId: ticket.id })).code).toBe(0);
}

const tagsOf = async (user: string, asnNo: string) =>
  (await t.as(user, 'ISrmAsnService/getasnlist', { current: 1, size: 50, condition: { asnNo } })).data.records.map((r: any) => r.receiving);

describe('discrepancies on the ASN lists and their photos', () => {
  let damaged: { id: number; asnNo: string; ssccs: string[] };
  let clean: { id: number; asnNo: string; ssccs: string[] };

  it('should tag an ASN only once received: damaged with its photo, or on time when nothing was found, on both sides', async () => {
    damaged = await approvedAsn();
    clean = await approvedAsn();
    expect(await tagsOf('sup1', damaged.asnNo)).toEqual([[]]);
    await receive(damaged.asnNo, damaged.ssccs, [{ outcome: 'ok' }, { outcome: 'damaged', reason: 'crushed', photo: PHOTO }]);
    await receive(clean.asnNo, clean.ssccs, [{ outcome: 'ok' }, { outcome: 'ok' }]);
    for (const user of ['sup1', 'buyer']) {
      expect(await tagsOf(user, damaged.asnNo)).toEqual([['damaged']]);
      expect(await tagsOf(user, clean.asnNo)).toEqual([['onTime']]);
    }
    expect(await tagsOf('sup2', damaged.asnNo)).toEqual([]);
  });

  it("should answer a damaged pallet's photo to its supplier and the purchaser, never to another supplier", async () => {
    const ask = (user: string, sscc = damaged.ssccs[1]) => t.as(user, 'IYardService/getClaimPhoto', { asnNo: damaged.asnNo, sscc });
    expect((await ask('sup1')).data).toEqual({ asnNo: damaged.asnNo, sscc: damaged.ssccs[1], photo: PHOTO });
    expect((await ask('buyer')).data.photo).toBe(PHOTO);
    const other = await ask('sup2');
    const none = await ask('sup1', damaged.ssccs[0]);
    expect([other.code, other.data, none.code]).toEqual([10002, null, 10002]);
    expect((await ask('sup1', 'not-an-sscc')).code).toBe(10001);
  });

  it("should put a refused ASN on its supplier's to-do list with the purchaser's reason, and on no one else's", async () => {
    const [line] = await orderLines(t, 'S001');
    const created = (await t.as('sup1', 'ISrmAsnService/addasn', { head, lines: [{ purchaseId: Number(line.id), deliveryQty: '1' }] })).data;
    expect(created.checkStatus).toBe('0');
    expect((await t.as('buyer', 'ISrmAsnService/refuseasn', { list: [{ id: created.id, version: created.version }], remark: 'Wrong dock' })).code).toBe(0);
    const dayStart = new Date().toISOString();
    const todo = (await t.as('sup1', 'ISrmDoorService/getSupplierToDo', { dayStart })).data;
    expect(todo.refusedAsns.map((a: any) => [a.asnNo, a.reason])).toEqual([[created.asnNo, 'Wrong dock']]);
    expect((await t.as('sup2', 'ISrmDoorService/getSupplierToDo', { dayStart })).data.refusedAsns).toEqual([]);
  });
});
