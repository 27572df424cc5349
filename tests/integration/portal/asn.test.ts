/**
 * ASN calls (issue 14): a supplier answers its demo order and ships accepted lines on an ASN with
 * pallets and cartons (SSCC); the purchaser approves or refuses (the supplier sees "Refused" with the reason),
 * receives through an arrival note (stock in the receiving cell, order lines received), cancels the
 * receipt, closes and voids; every refusal changes nothing.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translator } from '../../../src/server/i18n.ts';
import { isValidSscc } from '../../../src/shared/gs1.ts';
import { ocrForm, pdfOcrText } from '../../support/pdf-ocr.ts';
import { acceptAll, orderLines, portalApp, type PortalApp } from './portal-support.ts';

let t: PortalApp;
let packed: any;
beforeAll(async () => {
  t = await portalApp();
  await acceptAll(t, 'sup1', 'S001');
});
afterAll(() => t.close());

const S = 'ISrmAsnService';
const head = { deliveryDate: '2026-11-25', expectedArrivalDate: '2026-11-27', wayCarriage: '2', carrierName: 'Speedy Express', driver: 'Ann', driverPhone: '(503) 555-9831', carNo: 'WA-1234', carType: 'Box truck', trackingNo: 'TRK1', invoiceType: '1', invoiceClassify: '2', invoiceNo: 'INV1' };
const line = async (seq: number) => (await orderLines(t, 'S001'))[seq - 1];
const create = async (qty: [string, string], pallets?: unknown) => {
  const [l1, l2] = [await line(1), await line(2)];
  return t.as('sup1', `${S}/addasn`, { head, lines: [{ purchaseId: Number(l1.id), deliveryQty: qty[0] }, { purchaseId: Number(l2.id), deliveryQty: qty[1] }], pallets });
};
const get = async (user: string, id: number) => (await t.as(user, `${S}/getasnbyid`, { id })).data;
const act = (method: string, asn: { id: number; version: number }, remark?: string) => t.as('buyer', `${S}/${method}`, { list: [{ id: asn.id, version: asn.version }], remark });

describe('ASN from accepted order lines', () => {
  it('should create a pending notice with transport, invoice and SSCC packing, putting the quantities on the way', async () => {
    const pallets = [{ cartons: [{ items: [{ lineNo: 1, qty: '10' }] }] }, { cartons: [{ items: [{ lineNo: 2, qty: '5' }] }, { items: [{ lineNo: 2, qty: '5' }] }] }];
    const answer = await create(['10', '10'], pallets);
    expect(answer.code).toBe(0);
    expect(answer.data.asnNo).toMatch(/^ASN\d{12}$/);
    const asn = await get('sup1', answer.data.id);
    expect([asn.checkStatus, asn.supplierNo, asn.warehouseNo, asn.deliveryQty, asn.unreceivedQty, asn.carNo, asn.invoiceNo]).toEqual(['0', 'S001', 'WH-SEA', '20', '20', 'WA-1234', 'INV1']);
    expect(asn.lines.map((l: any) => [l.purchaseNo, l.itemNo, l.deliveryQty])).toEqual([['PO-S001', 'P002', '10.000000'], ['PO-S001', 'P003', '10.000000']]);
    const sscc = asn.packs.filter((p: any) => p.sscc).map((p: any) => p.sscc);
    expect(asn.packs.map((p: any) => p.packLevel)).toEqual(['shipment', 'pallet', 'carton', 'item', 'pallet', 'carton', 'item', 'carton', 'item']);
    expect(sscc).toHaveLength(5);
    expect(sscc.every(isValidSscc)).toBe(true);
    expect((await line(1)).on_way_qty).toBe('10');
    expect(asn.tracking.map((s: any) => [s.action, s.toStatus, s.operator])).toEqual([['create', '0', 'sup1']]);
    packed = asn;
  });

  it('should print the SSCC labels of its pallets and cartons and the ASN document as PDF, for the supplier and the purchaser', async () => {
    const labels = await t.as('sup1', `${S}/printasnlabels`, { id: packed.id });
    expect([labels.code, labels.data.contentType, labels.data.count, labels.data.fileName]).toEqual([0, 'application/pdf', 5, `${packed.asnNo}-sscc.pdf`]);
    expect(Buffer.from(labels.data.content, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    const document = await t.as('buyer', `${S}/printasndocument`, { id: packed.id });
    expect([document.code, document.data.fileName]).toEqual([0, `${packed.asnNo}-asn.pdf`]);
    expect(Buffer.from(document.data.content, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    expect((await t.as('sup2', `${S}/printasnlabels`, { id: packed.id })).code).toBe(10002);
  });

  it('should print labels and document that read back by OCR: ASN number, supplier name, item name, contents, pallet x of y, the ASN lines and signature box, and the Chinese labels of a zh-CN user', async () => {
    const zh = translator('zh-CN');
    const printed = async (method: string) => {
      const answer = await t.call(`${S}/${method}`, { id: packed.id }, { token: t.tokens.sup1, headers: { 'accept-language': 'zh-CN' } });
      return pdfOcrText(Buffer.from(answer.data.content, 'base64'));
    };
    const [{ unit_no: unit }] = (await t.database.db.execute(sql`select unit_no from bm_item where item_no = 'P003' limit 1`)).rows;
    const document = await printed('printasndocument');
    for (const text of [packed.asnNo, 'Exotic Liquids', 'Chang', zh('entity.srmAsn'), zh('field.supplierNo'), zh('portal.asnLines'), zh('portal.printout.palletOf', { seq: 2, count: 2 }), `5${String(unit)}`]) expect(document).toContain(ocrForm(text));
    for (const text of ['driver', 'receiver', 'date']) expect(document).toContain(ocrForm(zh(`portal.printout.${text}`)));
    expect(document).not.toContain(ocrForm(zh('portal.openLines')));
    // The title is the number alone: it already begins with ASN (walk 13-23).
    expect(document).not.toContain(ocrForm(`${zh('entity.srmAsn')} ${packed.asnNo}`));
    const labels = await printed('printasnlabels');
    for (const text of [packed.asnNo, 'Exotic Liquids', 'Aniseed Syrup', zh('field.warehouseNo'), 'PO-S001', zh('portal.printout.palletOf', { seq: 2, count: 2 }), `5${String(unit)}`, packed.packs[4].sscc]) expect(labels).toContain(ocrForm(text));
  });

  it('should refuse a quantity above the open one, zero, packing that does not match, and a frozen supplier, changing nothing', async () => {
    const before = await t.database.db.execute(sql`select count(*)::int as n from srm_asn_head`);
    expect((await create(['31', '1'])).errorMessage).toBe('The delivery quantity is wrong: order PO-S001 line 1 is open for 30, 31 shipped');
    expect((await create(['0', '1'])).code).toBe(10001);
    expect((await create(['1', '1'], [{ cartons: [{ items: [{ lineNo: 1, qty: '1' }] }] }])).code).toBe(11810);
    await t.database.db.execute(sql`update bm_supplier set is_delivery_frozen = true where supplier_no = 'S001'`);
    expect((await create(['1', '1'])).errorMessage).toBe('Your delivery has been frozen, you cannot create a delivery note now');
    await t.database.db.execute(sql`update bm_supplier set is_delivery_frozen = false where supplier_no = 'S001'`);
    expect((await t.database.db.execute(sql`select count(*)::int as n from srm_asn_head`)).rows).toEqual(before.rows);
    expect((await line(1)).on_way_qty).toBe('10');
  });

  it("should refuse more lines than the shipping rule allows and a split line when it allows none, the supplier's own rule first", async () => {
    const before = await t.database.db.execute(sql`select count(*)::int as n from srm_asn_head`);
    await t.database.db.execute(sql`insert into srm_ship_rule (org_no, supplier_no, rule_no, rule_name, ship_method, asn_advance_days, max_asn_lines, is_split_allowed, status_code)
      values ('NWT', 'S001', 'SHIP-S001', 'Exotic Liquids: one line, whole', '2', 1, 1, false, 1)`);
    expect((await create(['1', '1'])).errorMessage).toBe('Too many lines: the shipping rule SHIP-S001 allows 1 per ASN');
    const l1 = await line(1);
    const split = await t.as('sup1', `${S}/addasn`, { head, lines: [{ purchaseId: Number(l1.id), deliveryQty: '1' }] });
    await t.database.db.execute(sql`update srm_ship_rule set status_code = 0 where rule_no = 'SHIP-S001'`);
    const open = Number(l1.batch_pur_qty) - Number(l1.receive_qty) - Number(l1.on_way_qty);
    expect(split.errorMessage).toBe(`Order PO-S001 line 1 must be shipped whole (${open} open): the shipping rule SHIP-S001 does not allow split deliveries`);
    expect((await t.database.db.execute(sql`select count(*)::int as n from srm_asn_head`)).rows).toEqual(before.rows);
  });

  it('should refuse an order line not yet accepted and a staff user creating an ASN', async () => {
    const [p066] = await orderLines(t, 'S002');
    const pending = await t.as('sup2', `${S}/addasn`, { head, lines: [{ purchaseId: Number(p066.id), deliveryQty: '1' }] });
    expect(pending.code).toBe(11807);
    const staff = await t.call(`${S}/addasn`, { head, lines: [{ purchaseId: Number(p066.id), deliveryQty: '1' }] }, { token: await t.login() });
    expect(staff.code).toBe(11811);
  });
});

describe('purchaser actions', () => {
  it('should show a refused notice as refused with its reason to the supplier, then approve it', async () => {
    const { data } = await create(['1', '1']);
    expect((await act('refuseasn', data)).code).toBe(11814);
    expect((await act('refuseasn', data, '  ')).code).toBe(11814);
    const [refused] = (await act('refuseasn', data, 'Wrong dock')).data;
    expect(refused.checkStatus).toBe('1');
    expect((await get('buyer', data.id)).tracking.find((s: any) => s.action === 'refuse').remark).toBe('Wrong dock');
    const seen = await get('sup1', data.id);
    expect([seen.checkStatus, seen.refusalReason]).toEqual(['1', 'Wrong dock']);
    expect((await get('buyer', data.id)).checkStatus).toBe('1');
    const pending = await t.as('sup1', `${S}/getasnlist`, { current: 1, size: 50, condition: { checkStatus: '0' } });
    expect(pending.data.records.some((r: any) => r.id === data.id)).toBe(false);
    const listed = await t.as('sup1', `${S}/getasnlist`, { current: 1, size: 50, condition: { checkStatus: '1' } });
    expect(listed.data.records.find((r: any) => r.id === data.id)).toMatchObject({ checkStatus: '1', refusalReason: 'Wrong dock' });
    expect((await act('refuseasn', refused, 'Again')).code).toBe(11800);
    const [approved] = (await act('approveasn', refused)).data;
    expect(approved.checkStatus).toBe('2');
    expect((await get('sup1', data.id)).refusalReason).toBeNull();
    expect((await get('sup1', data.id)).tracking.map((s: any) => s.action)).toEqual(['create', 'refuse', 'approve']);
    expect((await get('buyer', data.id)).tracking.map((s: any) => s.action)).toEqual(['create', 'refuse', 'approve']);
  });

  it('should give a refused notice\'s quantities back to the order at once, and approve it again only while they are still open', async () => {
    const open = async () => { const l = await line(2); return Number(l.batch_pur_qty) - Number(l.receive_qty) - Number(l.on_way_qty); };
    const before = await open();
    const { data } = await create(['1', String(before)]);
    expect(await open()).toBe(0);
    const [refused] = (await act('refuseasn', data, 'Wrong pallets')).data;
    expect(await open()).toBe(before);
    const again = await create(['1', String(before)]);
    expect(again.code).toBe(0);
    expect((await act('approveasn', refused)).code).toBe(11806);
    expect((await get('buyer', data.id)).checkStatus).toBe('1');
    await act('voidasn', again.data);
    const [approved] = (await act('approveasn', refused)).data;
    expect(approved.checkStatus).toBe('2');
    expect(await open()).toBe(0);
    await act('voidasn', approved);
  });

  it('should void a notice without receipts and give its quantities back to the order', async () => {
    const onWay = (await line(2)).on_way_qty;
    const { data } = await create(['2', '3']);
    expect((await line(2)).on_way_qty).toBe(String(Number(onWay) + 3));
    const [voided] = (await act('voidasn', data)).data;
    expect(voided.checkStatus).toBe('X');
    expect((await line(2)).on_way_qty).toBe(onWay);
    expect((await act('approveasn', voided)).code).toBe(11800);
  });

  it('should receive part through an arrival note, cancel that receipt, receive the rest and count the order received', async () => {
    const { data } = await create(['4', '6']);
    const [approved] = (await act('approveasn', data)).data;
    const refused = await t.as('buyer', `${S}/receiveasn`, { id: approved.id, version: approved.version, lines: [{ lineNo: 1, qty: '5' }] });
    expect(refused.code).toBe(11809);
    const part = await t.as('buyer', `${S}/receiveasn`, { id: approved.id, version: approved.version, lines: [{ lineNo: 1, qty: '4' }] });
    expect([part.code, part.data.checkStatus, part.data.receiveQty, part.data.deliveryStatus]).toEqual([0, '3', '4', expect.stringMatching(/early|normal|delayed/)]);
    const arrival = await t.database.db.execute(sql`select status_code, supplier_no, remark from in_arrive_head where in_arrive_no = ${part.data.inArriveNo}`);
    expect(arrival.rows[0]).toEqual({ status_code: '15', supplier_no: 'S001', remark: data.asnNo });
    const received1 = Number((await line(1)).receive_qty);
    expect(received1).toBe(4);

    const cancelled = await t.as('buyer', `${S}/cancelreceiptasn`, { id: part.data.id, version: part.data.version });
    expect([cancelled.code, cancelled.data.checkStatus, cancelled.data.receiveQty]).toEqual([0, '2', '0']);
    expect(Number((await line(1)).receive_qty)).toBe(0);
    expect((await t.database.db.execute(sql`select status_code from in_arrive_head where in_arrive_no = ${part.data.inArriveNo}`)).rows[0].status_code).toBe('90');

    const all = await t.as('buyer', `${S}/receiveasn`, { id: cancelled.data.id, version: cancelled.data.version });
    expect([all.code, all.data.checkStatus, all.data.unreceivedQty]).toEqual([0, '4', '0']);
    expect(Number((await line(2)).receive_qty)).toBe(6);
    expect((await get('buyer', data.id)).tracking.map((s: any) => s.action)).toEqual(['create', 'approve', 'receive', 'cancelReceipt', 'receive']);
  });

  it('should receive as counted only when every open line is counted, posting the counts and tagging the notice Short, Over or On time', async () => {
    const tags = async (asnNo: string) => (await t.as('buyer', `${S}/getasnlist`, { current: 1, size: 100, condition: { asnNo } })).data.records.find((r: any) => r.asnNo === asnNo).receiving;
    const { data } = await create(['4', '6']);
    const [approved] = (await act('approveasn', data)).data;
    const counted = (lines: { lineNo: number; qty: string }[]) => t.as('buyer', `${S}/receivecountedasn`, { id: approved.id, version: approved.version, lines });
    expect((await counted([{ lineNo: 1, qty: '4' }])).code).toBe(11817);
    expect((await counted([{ lineNo: 1, qty: '0' }, { lineNo: 2, qty: '0' }])).code).toBe(11818);
    expect((await counted([{ lineNo: 1, qty: '4' }, { lineNo: 1, qty: '4' }])).code).toBe(11809);
    const negative = await counted([{ lineNo: 1, qty: '4' }, { lineNo: 2, qty: '-5' }]);
    expect([negative.code, negative.errorMessage]).toEqual([11819, 'Line 2: a counted quantity cannot be below 0 (-5); enter 0 when nothing of it arrived']);
    expect((await t.as('sup1', `${S}/receivecountedasn`, { id: approved.id, version: approved.version, lines: [{ lineNo: 1, qty: '4' }, { lineNo: 2, qty: '6' }] })).code).toBe(10005);
    expect((await get('buyer', data.id)).receiveQty).toBe('0');
    const short = await counted([{ lineNo: 1, qty: '3' }, { lineNo: 2, qty: '0' }]);
    expect([short.code, short.data.checkStatus, short.data.receiveQty]).toEqual([0, '3', '3']);
    const arrival = await t.database.db.execute(sql`select l.item_no, l.qty::text as qty from in_arrive_line l join in_arrive_head h on h.id = l.head_id where h.in_arrive_no = ${short.data.inArriveNo}`);
    expect(arrival.rows).toEqual([{ item_no: 'P002', qty: expect.stringMatching(/^3(\.0+)?$/) }]);
    expect(await tags(data.asnNo)).toEqual(['short']);
    expect((await act('closeasn', short.data)).data[0].checkStatus).toBe('4');

    const { data: other } = await create(['1', '2']);
    const [ok] = (await act('approveasn', other)).data;
    const clean = await t.as('buyer', `${S}/receivecountedasn`, { id: ok.id, version: ok.version, lines: [{ lineNo: 1, qty: '1' }, { lineNo: 2, qty: '2' }] });
    expect([clean.code, clean.data.checkStatus]).toEqual([0, '4']);
    expect(await tags(other.asnNo)).toEqual(['onTime']);
  });

  it('should close a partly received notice, taking the rest off the way', async () => {
    const { data } = await create(['2', '2']);
    const [approved] = (await act('approveasn', data)).data;
    const onWay = Number((await line(2)).on_way_qty);
    const part = await t.as('buyer', `${S}/receiveasn`, { id: approved.id, version: approved.version, lines: [{ lineNo: 1, qty: '2' }] });
    const [closed] = (await act('closeasn', part.data)).data;
    expect(closed.checkStatus).toBe('4');
    expect(Number((await line(2)).on_way_qty)).toBe(onWay - 2);
  });

  it('should not let one supplier read or act on another supplier\'s notice', async () => {
    const { data } = await create(['1', '1']);
    expect((await t.as('sup2', `${S}/getasnbyid`, { id: data.id })).code).toBe(10002);
    expect((await t.as('sup2', `${S}/getasnlist`, { current: 1, size: 100, condition: {} })).data.total).toBe(0);
    expect((await t.as('sup1', `${S}/approveasn`, { list: [{ id: data.id, version: data.version }] })).code).toBe(10005);
  });

  it('should offer for a dock booking only the approved or partly received notices, and answer the page holding a notice asked for', async () => {
    const list = async (user: string, request: Record<string, unknown>) => (await t.as(user, `${S}/getasnlist`, { current: 1, size: 100, condition: {}, ...request })).data;
    const all = (await list('sup1', {})).records;
    const bookable = (await list('sup1', { condition: { bookable: true } })).records;
    expect(new Set(all.map((r: any) => r.checkStatus))).toEqual(new Set(['0', '2', '4', 'X']));
    expect(bookable.map((r: any) => r.id)).toEqual(all.filter((r: any) => ['2', '3'].includes(r.checkStatus)).map((r: any) => r.id));

    const oldest = all.at(-1);
    const focused = await list('sup1', { size: 2, focusId: oldest.id });
    expect([focused.current, focused.records.map((r: any) => r.id)]).toEqual([Math.ceil(all.length / 2), expect.arrayContaining([oldest.id])]);
    expect([(await list('sup2', { size: 2, focusId: oldest.id })).current, (await list('sup1', { size: 2, current: 2, condition: { bookable: true }, focusId: oldest.id })).current]).toEqual([1, 2]);
  });
});
