/**
 * Demo purchase orders of the supplier portal: Northwind's open purchase quantities (products
 * units_on_order > 0) as one order per supplier (PO-<supplierNo>), a line per product, into the
 * Seattle warehouse, expected a week after the demo is loaded; imported through the purchase
 * order's own import path (load-demo.ts), so they start pending the supplier's answer. With
 * `thisWeek` (npm start's demo) each supplier's order is expected on one of the next seven days
 * (today included, supplier by supplier), so the week ahead has deliveries every day.
 */
import type { EntityName } from '../../shared/entity.ts';
import { DEMO_ORG, pad, readCsv } from './northwind.ts';

export function purchaseDemoRows(now = new Date(), thisWeek = false): [EntityName, Record<string, unknown>[]][] {
  const inDays = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);
  const seqs = new Map<string, number>();
  const rows = readCsv('products').filter((p) => Number(p.units_on_order) > 0).map((p) => {
    const supplierNo = pad('S', p.supplier_id);
    const purchaseSeq = (seqs.get(supplierNo) ?? 0) + 1;
    seqs.set(supplierNo, purchaseSeq);
    const expected = inDays(thisWeek ? Number(p.supplier_id) % 7 : 7);
    return {
      purchaseNo: `PO-${supplierNo}`, purchaseSeq, purchaseBatchSeq: 1, orgNo: DEMO_ORG, warehouseNo: 'WH-SEA', supplierNo, orderType: '1',
      itemNo: pad('P', p.product_id), batchPurQty: p.units_on_order, expectArrivalDate: expected,
    };
  });
  return [['srmPurchase', rows]];
}
