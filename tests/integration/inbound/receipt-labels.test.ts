/**
 * Labels at receipt (issue 12): GS1-128 item labels (one per arrival line: its GTIN, lot and
 * expiry) and SSCC pallet labels printed from a received arrival note through the label and
 * print engine, as PDF or ZPL; refusals write nothing.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidSscc, toGtin14 } from '../../../src/shared/gs1.ts';
import { demoGtin } from '../../../src/server/demo/northwind.ts';
import { act, addDoc, inventoryApp, type Session } from '../inventory/inventory-support.ts';

const SERVICE = 'IInArriveService';
let s: Session;
beforeAll(async () => {
  s = await inventoryApp();
});
afterAll(() => s.close());

const arrival = async (lines: Record<string, unknown>[], receive = true) => {
  const doc = await addDoc(s, SERVICE, 'inarrive', { orgNo: 'NWT', warehouseNo: 'WH-SEA', supplierNo: 'S001', classifyType: 'PUR-IN', lines });
  const [initial] = (await act(s, SERVICE, 'submit', [doc])).data;
  if (receive) expect((await act(s, SERVICE, 'receive', [initial])).code).toBe(0);
  return doc;
};
const print = (body: Record<string, unknown>) => s.as(`${SERVICE}/printReceiptLabels`, { kind: 'item', templateCode: 'LBL-ITEM-GS1', printer: 'PDF', ...body });
const labelCount = async () => Number((await s.database.db.execute(sql`select count(*)::int as n from bm_label`)).rows[0].n);

describe('labels at receipt', () => {
  it('should print a GS1-128 item label per line with GTIN, lot and expiry, reprinting without duplicating labels', async () => {
    const doc = await arrival([{ itemNo: 'P010', qty: '12', lotNo: 'L7', expiryDate: '2027-06-30' }, { itemNo: 'P011', qty: '2', lotNo: 'L8' }]);
    const before = await labelCount();
    const answer = await print({ id: doc.id });
    expect(answer.code).toBe(0);
    expect(answer.data).toMatchObject({ printer: 'PDF', contentType: 'application/pdf', count: 2 });
    expect(Buffer.from(answer.data.content, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    const labels = await s.database.db.execute(sql`select barcode, bar_type, label_status, trim_scale(qty)::text as qty from bm_label where item_no in ('P010', 'P011') and barcode like '(01)%' order by item_no`);
    expect(labels.rows).toEqual([
      { barcode: `(01)${toGtin14(demoGtin('10'))}(10)L7(17)270630`, bar_type: '1', label_status: '2', qty: '12' },
      { barcode: `(01)${toGtin14(demoGtin('11'))}(10)L8`, bar_type: '1', label_status: '2', qty: '2' },
    ]);
    const zpl = await print({ id: doc.id, printer: 'ZPL' });
    expect([zpl.data.contentType, zpl.data.count]).toEqual(['application/zpl', 2]);
    expect(Buffer.from(zpl.data.content, 'base64').toString()).toContain('^XA');
    expect(await labelCount()).toBe(before + 2);
  });

  it('should print SSCC pallet labels as new containers of the arrival', async () => {
    const doc = await arrival([{ itemNo: 'P012', qty: '3' }]);
    const answer = await print({ id: doc.id, kind: 'pallet', templateCode: 'LBL-PALLET-SSCC', boxRuleNo: 'BOX-SSCC', pallets: 2 });
    expect([answer.code, answer.data.count]).toEqual([0, 2]);
    const boxes = await s.database.db.execute(sql`select box_no, warehouse_no from bm_container where box_name = ${`Pallet of ${doc.inArriveNo}`} order by box_no`);
    expect(boxes.rows.map((r) => [isValidSscc(String(r.box_no)), r.warehouse_no])).toEqual([[true, 'WH-SEA'], [true, 'WH-SEA']]);
  });

  it('should refuse a note not received, an item without GTIN and a missing printer, writing nothing', async () => {
    const draft = await arrival([{ itemNo: 'P013', qty: '1' }], false);
    const early = await print({ id: draft.id });
    expect([early.code, early.errorMessage]).toEqual([11050, `${draft.inArriveNo} is not received: receipt labels are printed once it is`]);
    await s.database.db.execute(sql`update bm_item set gtin = null where org_no = 'NWT' and item_no = 'P014'`);
    const doc = await arrival([{ itemNo: 'P013', qty: '1' }, { itemNo: 'P014', qty: '1' }]);
    const before = await labelCount();
    const noGtin = await print({ id: doc.id });
    expect([noGtin.code, noGtin.errorMessage]).toEqual([11051, 'Material P014 has no GTIN: enter it on the material to print GS1-128 labels']);
    expect((await print({ id: doc.id, printer: '' })).code).toBe(10204);
    expect(await labelCount()).toBe(before);
  });
});
