/**
 * A Northwind week end to end (issue 12): Northwind's products on order arrive from their
 * suppliers over five days as arrival notes into Seattle (the condiments category C002 requires
 * inspection this week), are inspected and put away by accepting the proposals; each day an
 * inbound notice of the products below their reorder level is posted in one step. At the end
 * every product holds its opening stock plus what was received, nothing waits in the receiving
 * cell, and the ledger rebuilds to the stored balances.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCsv } from '../../../src/server/demo/northwind.ts';
import { rebuildCheck } from '../../../src/server/ledger/rebuild-check.ts';
import { act, addDoc, inventoryApp, type Session } from '../inventory/inventory-support.ts';
import { inspectAndPutAway } from './inbound-support.ts';

let s: Session;
beforeAll(async () => {
  s = await inventoryApp();
});
afterAll(() => s.close());

const pad = (prefix: string, id: string) => `${prefix}${id.padStart(3, '0')}`;
const stockByItem = async () => {
  const rows = await s.database.db.execute(sql`select item_no, trim_scale(sum(on_hand))::text as qty from inv_stock where warehouse_no = 'WH-SEA' group by item_no`);
  return new Map(rows.rows.map((r) => [String(r.item_no), Number(r.qty)]));
};
const ok = async (path: string, body: unknown) => {
  const answer = await s.as(path, body);
  expect(answer.errorMessage ?? '').toBe('');
  return answer.data;
};

describe('a Northwind week', () => {
  it('should end with opening stock plus receipts for every product and an exact ledger', async () => {
    await ok('IBmItemGroupSubService/addbmitemgroupsub', { groupNo: 'C002', orgNo: 'NWT', checkFlag: true });
    const products = readCsv('products');
    const opening = await stockByItem();
    const received = new Map<string, number>();
    const receive = (itemNo: string, qty: number) => received.set(itemNo, (received.get(itemNo) ?? 0) + qty);

    const onOrder = products.filter((p) => Number(p.units_on_order) > 0);
    const suppliers = [...new Set(onOrder.map((p) => p.supplier_id))];
    const belowReorder = products.filter((p) => Number(p.units_on_order) === 0 && Number(p.units_in_stock) < Number(p.reorder_level));
    let inspected = 0;
    for (let day = 0; day < 5; day++) {
      for (const supplierId of suppliers.filter((_, i) => i % 5 === day)) {
        const lines = onOrder.filter((p) => p.supplier_id === supplierId).map((p) => ({ itemNo: pad('P', p.product_id), qty: p.units_on_order, lotNo: `W${day}` }));
        const doc = await addDoc(s, 'IInArriveService', 'inarrive', { orgNo: 'NWT', warehouseNo: 'WH-SEA', supplierNo: pad('S', supplierId), classifyType: 'PUR-IN', poNo: `NW-${supplierId}`, lines });
        const [initial] = (await act(s, 'IInArriveService', 'submit', [doc])).data;
        expect((await act(s, 'IInArriveService', 'receive', [initial])).code).toBe(0);
        inspected += (await ok('IInQcService/list', { current: 1, size: 5, condition: { docNo: doc.inArriveNo } })).total;
        await inspectAndPutAway(s, doc.inArriveNo);
        expect((await ok('IInArriveService/getinarrivebyid', { id: doc.id })).statusCode).toBe('30');
        for (const line of lines) receive(line.itemNo, Number(line.qty));
      }
      const restock = belowReorder.filter((_, i) => i % 5 === day).map((p) => ({ itemNo: pad('P', p.product_id), qty: p.reorder_level, lotNo: `R${day}` }));
      if (restock.length === 0) continue;
      const notice = await addDoc(s, 'IInNoticeService', 'innotice', { orgNo: 'NWT', warehouseNo: 'WH-SEA', supplierNo: 'S001', classifyType: 'PUR-IN', lines: restock });
      const [submitted] = (await act(s, 'IInNoticeService', 'submit', [notice])).data;
      expect((await act(s, 'IInNoticeService', 'post', [submitted])).code).toBe(0);
      await inspectAndPutAway(s, notice.inNoticeNo);
      for (const line of restock) receive(line.itemNo, Number(line.qty));
    }

    // The condiments on order (P003, P066) went through inspection.
    expect(inspected).toBe(2);
    const closing = await stockByItem();
    for (const p of products) {
      const itemNo = pad('P', p.product_id);
      expect([itemNo, closing.get(itemNo) ?? 0]).toEqual([itemNo, (opening.get(itemNo) ?? 0) + (received.get(itemNo) ?? 0)]);
    }
    const waiting = await s.database.db.execute(sql`select count(*)::int as n from inv_stock where warehouse_no = 'WH-SEA' and stock_status in ('20', '25') and on_hand <> 0`);
    expect(waiting.rows[0].n).toBe(0);
    expect(await rebuildCheck(s.database.db)).toEqual([]);
  });
});
