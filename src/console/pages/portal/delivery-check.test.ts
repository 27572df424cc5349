import { describe, expect, it } from 'vitest';
import { checkDelivery, toAddAsn, type DeliveryLine } from './delivery-check.ts';

const lines: DeliveryLine[] = [
  { purchaseId: 7, purchaseNo: 'PO-1', purchaseSeq: 1, item: 'P001 Chai', openQty: 10, qty: 0.3 },
  { purchaseId: 8, purchaseNo: 'PO-1', purchaseSeq: 2, item: 'P002 Chang', openQty: 5, qty: 5 },
];

describe('delivery creation checks', () => {
  it('should refuse no lines, a zero quantity and one above the open quantity before any call', () => {
    expect(checkDelivery([], [])?.key).toBe('portal.delivery.noLines');
    expect(checkDelivery([{ ...lines[0], qty: 0 }], [])).toEqual({ key: 'portal.delivery.qtyOver', params: { line: 1, open: 10 } });
    expect(checkDelivery([lines[0], { ...lines[1], qty: 5.00001 }], [])).toEqual({ key: 'portal.delivery.qtyOver', params: { line: 2, open: 5 } });
    expect(checkDelivery(lines, [])).toBeUndefined();
  });

  it('should take packing that packs each line exactly, decimals included, and refuse one that does not', () => {
    const exact = [{ cartons: [{ items: [{ lineIndex: 0, qty: 0.1 }, { lineIndex: 0, qty: 0.2 }] }] }, { cartons: [{ items: [{ lineIndex: 1, qty: 5 }] }] }];
    expect(checkDelivery(lines, exact)).toBeUndefined();
    expect(checkDelivery(lines, [exact[0]])).toEqual({ key: 'portal.delivery.packMismatch', params: { line: 2, shipped: 5, packed: 0 } });
    expect(checkDelivery(lines, [{ cartons: [{ items: [{ qty: 1 }] }] }])?.key).toBe('portal.delivery.packItemMissing');
  });

  it('should send quantities as text and packed items by line number', () => {
    const body = toAddAsn({ deliveryDate: '2026-11-25' }, lines, [{ cartons: [{ items: [{ lineIndex: 1, qty: 5 }] }] }]);
    expect(body.lines).toEqual([{ purchaseId: 7, deliveryQty: '0.3' }, { purchaseId: 8, deliveryQty: '5' }]);
    expect(body.pallets).toEqual([{ cartons: [{ items: [{ lineNo: 2, qty: '5' }] }] }]);
  });
});
