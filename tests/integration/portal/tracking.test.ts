/**
 * The supplier portal's tracing calls (issue 14): an ASN's timeline for both sides (ASN steps, the
 * yard's check-in and door call; the refusal with its reason for both sides), order tracing with its quantities
 * and drill-down to the ASNs (a refused or voided ASN listed with its status, never in the shipped
 * sum), never another supplier's lines or notices), the item's name and the
 * supplier's own item code on each line, and the ASN as an X12 856
 * file that node-x12 parses back with its BSN, HL, LIN, SN1 and MAN (SSCC) segments; delivery
 * approval: an ASN whose execution policy does not ask for approval is approved as it is created.
 */
import { sql } from 'drizzle-orm';
import { X12Parser } from 'node-x12';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../support/users.ts';
import { acceptAll, orderLines, portalApp, type PortalApp } from './portal-support.ts';

let t: PortalApp;
let admin: string;
let asn: any;
beforeAll(async () => {
  t = await portalApp();
  await acceptAll(t, 'sup1', 'S001');
  admin = await t.login();
  const [l1, l2] = await orderLines(t, 'S001');
  const head = { deliveryDate: '2026-11-25', expectedArrivalDate: '2026-11-27', carrierName: 'Speedy Express', driver: 'Ann', carNo: 'WA-1234', carType: 'Box truck', trackingNo: 'TRK1' };
  const pallets = [{ cartons: [{ items: [{ lineNo: 1, qty: '4' }] }] }, { cartons: [{ items: [{ lineNo: 2, qty: '2' }] }, { items: [{ lineNo: 2, qty: '1' }] }] }];
  const created = await t.as('sup1', 'ISrmAsnService/addasn', { head, lines: [{ purchaseId: Number(l1.id), deliveryQty: '4' }, { purchaseId: Number(l2.id), deliveryQty: '3' }], pallets });
  expect(created.code).toBe(0);
  asn = created.data;
});
afterAll(() => t.close());

const asAdmin = (path: string, body: unknown) => t.call(path, body, { token: admin });

describe('ASN tracking', () => {
  it('should show each step with its time to both sides, the refusal with its reason to both, and the yard events once the truck arrives', async () => {
    const [refused] = (await t.as('buyer', 'ISrmAsnService/refuseasn', { list: [{ id: asn.id, version: asn.version }], remark: 'Wrong dock' })).data;
    expect((await t.as('buyer', 'ISrmAsnService/approveasn', { list: [{ id: refused.id, version: refused.version }] })).code).toBe(0);
    const ticket = (await asAdmin('IKioskService/checkIn', { warehouseNo: 'WH-SEA', asnNo: asn.asnNo, driverName: 'Ann', driverPhone: '(503) 555-9831', plateNo: 'WA-1234' })).data;
    expect((await asAdmin('IYardService/action', { id: ticket.id, version: ticket.version, action: 'call' })).code).toBe(0);

    const supplier = (await t.as('sup1', 'ISrmAsnService/getasntracking', { id: asn.id })).data;
    expect(supplier.steps.map((s: any) => [s.source, s.event, s.status])).toEqual([
      ['asn', 'create', '0'], ['asn', 'refuse', '1'], ['asn', 'approve', '2'], ['yard', 'checkedIn', null], ['yard', 'called', null],
    ]);
    expect(supplier.steps[1].detail.remark).toBe('Wrong dock');
    expect(supplier.steps[3].detail).toMatchObject({ queueNo: ticket.queueNo, doorNo: ticket.doorNo });
    expect(supplier.steps.every((s: any) => !Number.isNaN(Date.parse(s.at)))).toBe(true);
    expect([supplier.asn.asnNo, supplier.asn.checkStatus, supplier.asn.palletCount]).toEqual([asn.asnNo, '2', 2]);

    const purchaser = (await t.as('buyer', 'ISrmAsnService/getasntracking', { id: asn.id })).data;
    expect(purchaser.steps.filter((s: any) => s.source === 'asn').map((s: any) => [s.event, s.status])).toEqual([['create', '0'], ['refuse', '1'], ['approve', '2']]);
  });

  it("should not show one supplier another supplier's ASN", async () => {
    expect((await t.as('sup2', 'ISrmAsnService/getasntracking', { id: asn.id })).code).toBe(10002);
  });
});

describe('order tracing', () => {
  it('should answer per order line what was ordered, answered, shipped, received and is still open, with the ASNs shipping it', async () => {
    const page = (await t.as('sup1', 'ISrmPurchaseService/getordertracing', { current: 1, size: 50, condition: {} })).data;
    const bySeq = new Map(page.records.map((r: any) => [r.purchaseSeq, r]));
    const first: any = bySeq.get(1);
    expect([first.orderedQty, first.answeredQty, first.asnShippedQty, first.receivedQty, first.openQty]).toEqual(['40', '40', '4', '0', '36']);
    expect(first.asns.map((a: any) => [a.asnNo, a.checkStatus, a.deliveryQty])).toEqual([[asn.asnNo, '2', '4.000000']]);
    expect(page.records.every((r: any) => r.supplierNo === 'S001')).toBe(true);
  });

  it('should list a refused and a voided ASN of a line with their status, counting neither as shipped nor on the way', async () => {
    const [l1] = await orderLines(t, 'S001');
    const ship = async (qty: string) => (await t.as('sup1', 'ISrmAsnService/addasn', { head: { deliveryDate: '2026-11-25', expectedArrivalDate: '2026-11-27' }, lines: [{ purchaseId: Number(l1.id), deliveryQty: qty }] })).data;
    const toRefuse = await ship('5');
    const toVoid = await ship('6');
    expect((await t.as('buyer', 'ISrmAsnService/refuseasn', { list: [{ id: toRefuse.id, version: toRefuse.version }], remark: 'Wrong pallets' })).code).toBe(0);
    expect((await t.as('buyer', 'ISrmAsnService/voidasn', { list: [{ id: toVoid.id, version: toVoid.version }] })).code).toBe(0);
    for (const side of ['sup1', 'buyer'] as const) {
      const line = (await t.as(side, 'ISrmPurchaseService/getordertracing', { current: 1, size: 50, condition: {} })).data.records.find((r: any) => Number(r.id) === Number(l1.id));
      expect([line.asnShippedQty, line.openQty]).toEqual(['4', '36']);
      expect(line.asns.map((a: any) => [a.asnNo, a.checkStatus])).toEqual([[asn.asnNo, '2'], [toRefuse.asnNo, '1'], [toVoid.asnNo, 'X']]);
    }
  });

  it('should offer only lines with an open quantity when asked (openOnly, the delivery creation page), counting them alone', async () => {
    const lines = await orderLines(t, 'S001');
    const last = lines[lines.length - 1];
    await t.database.db.execute(sql`update srm_purchase_line set on_way_qty = batch_pur_qty where id = ${Number(last.id)}`);
    const all = (await t.as('sup1', 'ISrmPurchaseService/getordertracing', { current: 1, size: 50, condition: {} })).data;
    const open = (await t.as('sup1', 'ISrmPurchaseService/getordertracing', { current: 1, size: 50, condition: { openOnly: true } })).data;
    expect(all.records.some((r: any) => Number(r.id) === Number(last.id) && r.openQty === '0')).toBe(true);
    expect(open.records.map((r: any) => Number(r.id))).not.toContain(Number(last.id));
    expect(open.records.every((r: any) => Number(r.openQty) > 0)).toBe(true);
    expect(open.total).toBe(all.records.filter((r: any) => Number(r.openQty) > 0).length);
  });

  it("should never show a supplier another supplier's order lines or ASNs", async () => {
    const page = (await t.as('sup2', 'ISrmPurchaseService/getordertracing', { current: 1, size: 50, condition: {} })).data;
    expect(page.records.length).toBeGreaterThan(0);
    expect(page.records.every((r: any) => r.supplierNo === 'S002' && r.asns.length === 0 && r.asnShippedQty === '0')).toBe(true);
    const asked = (await t.as('sup2', 'ISrmPurchaseService/getordertracing', { current: 1, size: 50, condition: { supplierNo: 'S001' } })).data;
    expect(asked.records).toEqual([]);
  });

  it("should name each line's item and the supplier's own item code, never another supplier's code for the same item", async () => {
    const [line] = await orderLines(t, 'S001');
    // S002 also supplies S001's first item under a code of its own.
    await t.database.db.execute(sql`insert into bm_item_supplier_merchant (org_no, item_no, supplier_no, merchant_item_no, merchant_item_name, create_name, update_name)
      values ('NWT', ${line.item_no}, 'S002', 'OTHER-CODE', 'Other name', 'test', 'test')`);
    const mine = (await t.as('sup1', 'ISrmPurchaseService/getordertracing', { current: 1, size: 50, condition: {} })).data.records;
    const first = mine.find((r: any) => r.itemNo === line.item_no);
    const [item] = (await t.database.db.execute(sql`select item_name from bm_item where item_no = ${line.item_no}`)).rows;
    expect([first.itemName, first.supplierItemNo]).toEqual([item.item_name, `V001-${String(line.item_no).slice(1).padStart(4, '0')}`]);
    expect(mine.every((r: any) => /^V001-\d{4}$/.test(r.supplierItemNo) && r.itemName)).toBe(true);
    // The order answer page reads the same lines on its own menu.
    await createUser(t.database.db, { userNo: 'answerer', userType: 'supplier', belongSupplier: 'S001', grants: { '5301': ['isSearch', 'isModify'] } });
    const answerer = await t.login('answerer', 'User-12345');
    const read = (await t.call('ISrmPurchaseService/getordertracing', { current: 1, size: 50, condition: {} }, { token: answerer })).data;
    expect(read.records.map((r: any) => r.supplierItemNo)).toEqual(mine.map((r: any) => r.supplierItemNo));
  });
});

describe('X12 856 export', () => {
  it('should generate a Ship Notice that parses back with its shipment, pallets, cartons, items and SSCCs', async () => {
    const answer = await t.as('sup1', 'ISrmAsnService/exportasnx12', { id: asn.id });
    expect([answer.code, answer.data.fileName]).toEqual([0, `${asn.asnNo}-856.x12`]);
    const interchange: any = new X12Parser(true).parse(Buffer.from(answer.data.content, 'base64').toString('utf8'));
    const [transaction] = interchange.functionalGroups[0].transactions;
    const segments = transaction.segments.map((s: any) => [s.tag, ...s.elements.map((e: any) => e.value)]);
    const of = (tag: string) => segments.filter((s: string[]) => s[0] === tag);
    expect(transaction.header.valueOf(1)).toBe('856');
    expect(of('BSN')[0].slice(1, 3)).toEqual(['00', asn.asnNo]);
    expect(of('HL').map((s: string[]) => s.slice(1, 4))).toEqual([
      ['1', '', 'S'], ['2', '1', 'T'], ['3', '2', 'P'], ['4', '3', 'I'], ['5', '1', 'T'], ['6', '5', 'P'], ['7', '6', 'I'], ['8', '5', 'P'], ['9', '8', 'I'],
    ]);
    const full = (await t.as('sup1', 'ISrmAsnService/getasnbyid', { id: asn.id })).data;
    expect(of('MAN').map((s: string[]) => s[2])).toEqual(full.packs.filter((p: any) => p.sscc).map((p: any) => p.sscc));
    expect(of('LIN').map((s: string[]) => [s[3], s[5]])).toEqual([['P002', 'PO-S001'], ['P003', 'PO-S001'], ['P003', 'PO-S001']]);
    expect(of('SN1').map((s: string[]) => s.slice(2, 4))).toEqual([['4', 'EA'], ['2', 'EA'], ['1', 'EA']]);
    expect(of('CTT')[0].slice(1, 3)).toEqual(['3', '7']);
  });

  it("should refuse another supplier's ASN", async () => {
    expect((await t.as('sup2', 'ISrmAsnService/exportasnx12', { id: asn.id })).code).toBe(10002);
  });
});

describe('delivery approval by execution policy', () => {
  const ship = async () => {
    const [l1] = await orderLines(t, 'S001');
    return (await t.as('sup1', 'ISrmAsnService/addasn', { head: { deliveryDate: '2026-11-25', expectedArrivalDate: '2026-11-27' }, lines: [{ purchaseId: Number(l1.id), deliveryQty: '1' }] })).data;
  };
  const setApproval = (value: boolean) => t.database.db.execute(sql`update srm_execute_policy set is_approve_rule = ${value} where execute_no = 'POL-JIT-S001'`);

  it("should approve an ASN at once when the supplier's policy needs no approval, and wait for the purchaser when it does", async () => {
    await setApproval(false);
    const approved = await ship();
    expect(approved.checkStatus).toBe('2');
    const steps = (await t.as('sup1', 'ISrmAsnService/getasntracking', { id: approved.id })).data.steps;
    expect(steps.map((s: any) => [s.event, s.status])).toEqual([['create', '0'], ['approve', '2']]);
    const track = await t.database.db.execute(sql`select remark from srm_asn_track where head_id = ${approved.id} and action = 'approve'`);
    expect(track.rows[0].remark).toBe('policy POL-JIT-S001');
    await setApproval(true);
    expect((await ship()).checkStatus).toBe('0');
  });
});
