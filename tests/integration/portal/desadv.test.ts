/**
 * The ASN as an EDIFACT DESADV D.96A file (issue 14 "export of an ASN ... as EDIFACT DESADV D.96A
 * ... checked by parsing them back"): generated for a notice of two pallets and parsed back with the
 * `edifact` library's Reader: the envelope, the UNT segment count, the SSCCs of pallets and cartons,
 * the despatched quantities with their order lines and GTIN, and a supplier name with `'`, `+`, `:`
 * and `?` that comes back whole. Another supplier's notice is refused like the X12 download.
 */
import { sql } from 'drizzle-orm';
import { Reader } from 'edifact';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptAll, orderLines, portalApp, type PortalApp } from './portal-support.ts';

const SUPPLIER_NAME = "O'Brien + Sons: Liquids? Ltd";
let t: PortalApp;
let asn: any;
beforeAll(async () => {
  t = await portalApp();
  await t.database.db.execute(sql`update bm_supplier set supplier_name = ${SUPPLIER_NAME} where supplier_no = 'S001'`);
  await t.database.db.execute(sql`update bm_item set gtin = '09521234543213' where item_no = 'P002'`);
  await t.database.db.execute(sql`update bm_item set gtin = null where item_no = 'P003'`);
  await acceptAll(t, 'sup1', 'S001');
  const [l1, l2] = await orderLines(t, 'S001');
  const head = { deliveryDate: '2026-11-25', expectedArrivalDate: '2026-11-27', carrierName: 'Speedy Express', carNo: 'WA-1234', carType: 'Box truck', trackingNo: 'TRK1' };
  const pallets = [{ cartons: [{ items: [{ lineNo: 1, qty: '4' }] }] }, { cartons: [{ items: [{ lineNo: 2, qty: '2' }] }, { items: [{ lineNo: 2, qty: '1.5' }] }] }];
  const created = await t.as('sup1', 'ISrmAsnService/addasn', { head, lines: [{ purchaseId: Number(l1.id), deliveryQty: '4' }, { purchaseId: Number(l2.id), deliveryQty: '3.5' }], pallets });
  expect(created.code).toBe(0);
  asn = (await t.as('sup1', 'ISrmAsnService/getasnbyid', { id: created.data.id })).data;
});
afterAll(() => t.close());

type Segment = { name: string; elements: string[][] };

async function exported(user: string): Promise<{ text: string; segments: Segment[]; fileName: string }> {
  const answer = await t.as(user, 'ISrmAsnService/exportasndesadv', { id: asn.id });
  expect(answer.code).toBe(0);
  const text = Buffer.from(answer.data.content, 'base64').toString('utf8');
  return { text, segments: new Reader({ autoDetectEncoding: true }).parse(text), fileName: answer.data.fileName };
}

describe('DESADV D.96A export', () => {
  it('should parse back with its envelope, a UNT count of its segments, both pallets and their cartons with SSCCs, and the quantities', async () => {
    const { segments, fileName } = await exported('sup1');
    expect(fileName).toBe(`${asn.asnNo}-DESADV.edi`);
    const names = segments.map((s) => s.name);
    const of = (name: string) => segments.filter((s) => s.name === name).map((s) => s.elements);
    expect(names[0]).toBe('UNB');
    expect(of('UNB')[0][0]).toEqual(['UNOC', '3']);
    expect(of('UNH')[0]).toEqual([['1'], ['DESADV', 'D', '96A', 'UN']]);
    const [unt] = of('UNT');
    expect(Number(unt[0][0])).toBe(names.indexOf('UNT') - names.indexOf('UNH') + 1);
    expect(of('UNZ')[0][0]).toEqual(['1']);
    expect(of('BGM')[0]).toEqual([['351'], [asn.asnNo], ['9']]);
    expect(of('DTM').slice(1)).toEqual([[['11', '20261125', '102']], [['132', '20261127', '102']]]);
    expect(of('RFF').map((e) => e[0])).toEqual([['ON', 'PO-S001'], ['CN', 'TRK1'], ['ABZ', 'WA-1234'], ['ON', 'PO-S001', '1'], ['ON', 'PO-S001', '2'], ['ON', 'PO-S001', '2']]);
    expect(of('CPS')).toEqual([[['1']], [['2'], ['1']], [['3'], ['2']], [['4'], ['1']], [['5'], ['4']], [['6'], ['4']]]);
    expect(of('PAC').map((e) => [e[0][0], e[2][0]])).toEqual([['2', 'PX'], ['1', 'PX'], ['1', 'CT'], ['1', 'PX'], ['1', 'CT'], ['1', 'CT']]);
    const ssccs = asn.packs.filter((p: any) => p.sscc).map((p: any) => p.sscc);
    expect(ssccs).toHaveLength(5);
    expect(of('GIN').map((e) => [e[0][0], e[1][0]])).toEqual(ssccs.map((sscc: string) => ['BJ', sscc]));
    expect(of('LIN')).toEqual([[['1'], [''], ['09521234543213', 'EN']], [['2']], [['3']]]);
    expect(of('PIA').map((e) => [e[0][0], ...e[1]])).toEqual([['1', 'P002', 'SA'], ['5', 'P003', 'SA'], ['5', 'P003', 'SA']]);
    expect(of('QTY').map((e) => e[0])).toEqual([['12', '4'], ['12', '2'], ['12', '1.5']]);
    expect(of('CNT')[0]).toEqual([['2', '3']]);
  });

  it("should escape the supplier's name with the release character and read it back whole", async () => {
    const { text, segments } = await exported('sup1');
    expect(text).toContain("NAD+SU+S001::92++O?'Brien ?+ Sons?: Liquids?? Ltd'");
    const parties = segments.filter((s) => s.name === 'NAD').map((s) => [s.elements[0][0], s.elements[1][0], s.elements[3]?.[0]]);
    expect(parties[0]).toEqual(['SU', 'S001', SUPPLIER_NAME]);
    expect(parties.map((p) => p[0])).toEqual(['SU', 'BY', 'ST']);
  });

  it('should give the purchaser the same file and refuse another supplier', async () => {
    const mine = await exported('sup1');
    const purchaser = await exported('buyer');
    const body = (s: Segment[]) => s.filter((x) => !['UNB', 'DTM'].includes(x.name));
    expect(body(purchaser.segments)).toEqual(body(mine.segments));
    expect((await t.as('sup2', 'ISrmAsnService/exportasndesadv', { id: asn.id })).code).toBe(10002);
  });
});
