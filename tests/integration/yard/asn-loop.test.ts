/**
 * The supplier-to-dock loop on the Northwind data (issue 15) with the supplier portal's ASN: the
 * supplier ships an ASN with two pallets, the purchaser approves it, the truck checks in at the
 * kiosk, is called to its door, the dock scans both pallets (one damaged, with a photo) and
 * finishes: the ASN is received through the portal's receipt (an arrival note) and its yard
 * tracking rows (what the supplier's ASN tracking shows) end with "received, 1 discrepancy".
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptAll, orderLines, portalApp, type PortalApp } from '../portal/portal-support.ts';

let t: PortalApp;
let admin: string;
beforeAll(async () => {
  t = await portalApp();
  await acceptAll(t, 'sup1', 'S001');
  admin = await t.login();
});
afterAll(() => t.close());

const asAdmin = (path: string, body: unknown) => t.call(path, body, { token: admin });
const head = { deliveryDate: '2026-11-25', expectedArrivalDate: '2026-11-27', wayCarriage: '2', carrierName: 'Speedy Express', driver: 'Ann', driverPhone: '(503) 555-9831', carNo: 'WA-1234', carType: 'Box truck', trackingNo: 'TRK1' };

describe('supplier-to-dock loop', () => {
  it('should take a shipped ASN from the gate to the dock and back to the supplier with its discrepancy', async () => {
    const [l1, l2] = await orderLines(t, 'S001');
    const pallets = [{ cartons: [{ items: [{ lineNo: 1, qty: '2' }] }] }, { cartons: [{ items: [{ lineNo: 2, qty: '3' }] }] }];
    const created = await t.as('sup1', 'ISrmAsnService/addasn', { head, lines: [{ purchaseId: Number(l1.id), deliveryQty: '2' }, { purchaseId: Number(l2.id), deliveryQty: '3' }], pallets });
    expect(created.code).toBe(0);
    const asnNo = created.data.asnNo as string;
    expect((await asAdmin('IKioskService/findAsn', { warehouseNo: 'WH-SEA', code: asnNo })).code).toBe(12201);
    const [approved] = (await t.as('buyer', 'ISrmAsnService/approveasn', { list: [{ id: created.data.id, version: created.data.version }] })).data;
    expect(approved.checkStatus).toBe('2');

    const found = await asAdmin('IKioskService/findAsn', { warehouseNo: 'WH-SEA', code: asnNo });
    expect([found.data.supplierNo, found.data.expectedPallets]).toEqual(['S001', 2]);
    const ticket = (await asAdmin('IKioskService/checkIn', { warehouseNo: 'WH-SEA', asnNo, driverName: 'Ann', driverPhone: '(503) 555-9831', plateNo: 'WA-1234' })).data;
    expect((await asAdmin('IYardService/action', { id: ticket.id, version: ticket.version, action: 'call' })).code).toBe(0);

    const ssccs = (await t.database.db.execute(sql`select p.sscc from srm_asn_pack p join srm_asn_head h on h.id = p.head_id where h.asn_no = ${asnNo} and p.pack_level = 'pallet' order by p.seq`)).rows.map((r) => String(r.sscc));
    const first = await asAdmin('IKioskService/scanPallet', { checkInId: ticket.id, sscc: ssccs[0] });
    expect(first.data.lines.map((l: any) => [l.lineNo, l.itemNo, Number(l.qty)])).toEqual([[1, 'P002', 2]]);
    expect((await asAdmin('IKioskService/confirmPallet', { checkInId: ticket.id, sscc: ssccs[0], outcome: 'ok' })).code).toBe(0);
    const photo = `data:image/jpeg;base64,${Buffer.from('photo').toString('base64')}`;
    expect((await asAdmin('IKioskService/confirmPallet', { checkInId: ticket.id, sscc: ssccs[1], outcome: 'damaged', reason: 'wet', photo })).code).toBe(0);
    const done = await asAdmin('IKioskService/finishReceiving', { checkInId: ticket.id });
    expect([done.code, done.data.discrepancies]).toEqual([0, 1]);

    const asn = (await t.as('sup1', 'ISrmAsnService/getasnbyid', { id: created.data.id })).data;
    expect(asn.checkStatus).toBe('4');
    const rows = (await t.database.db.execute(sql`select event, detail->>'discrepancies' as discrepancies from yard_asn_track where asn_no = ${asnNo} order by id`)).rows;
    expect(rows.map((r) => [r.event, r.discrepancies])).toEqual([['checkedIn', null], ['called', null], ['unloading', null], ['received', '1']]);
  });
});
