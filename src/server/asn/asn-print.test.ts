import { describe, expect, it } from 'vitest';
import { isValidSscc, ssccOf } from '../../shared/gs1.ts';
import { translator } from '../i18n.ts';
import { ssccLabels } from './asn-print.ts';

const [PALLET_1, CARTON_1, PALLET_2, CARTON_2, CARTON_3] = [1, 2, 3, 4, 5].map((n) => ssccOf('3', '1234567', n));
const pack = (id: number, parentId: number | null, packLevel: string, seq: number, extra: Record<string, unknown> = {}) => ({ id, parentId, packLevel, seq, sscc: null, lineNo: null, qty: null, ...extra });
const asn = {
  asnNo: 'ASN202611250001', supplierNo: 'S001', warehouseNo: 'WH-SEA', supplierName: 'Exotic Liquids', itemNames: { P002: 'Chang', P003: 'Aniseed Syrup' }, itemUnits: { P002: 'BOX', P003: 'EA' },
  lines: [{ lineNo: 1, itemNo: 'P002', purchaseNo: 'PO-S001-1', lotNo: 'L2611' }, { lineNo: 2, itemNo: 'P003', purchaseNo: 'PO-S001-2', lotNo: null }],
  packs: [
    pack(1, null, 'shipment', 1),
    pack(2, 1, 'pallet', 1, { sscc: PALLET_1 }), pack(3, 2, 'carton', 1, { sscc: CARTON_1 }), pack(4, 3, 'item', 1, { lineNo: 1, qty: '10.000000' }),
    pack(5, 1, 'pallet', 2, { sscc: PALLET_2 }), pack(6, 5, 'carton', 1, { sscc: CARTON_2 }), pack(7, 6, 'item', 1, { lineNo: 1, qty: '4.500000' }),
    pack(8, 5, 'carton', 2, { sscc: CARTON_3 }), pack(9, 8, 'item', 1, { lineNo: 1, qty: '0.5' }), pack(10, 8, 'item', 2, { lineNo: 2, qty: '3' }),
  ],
} as never;

describe('SSCC labels of an ASN', () => {
  it('should make one valid GS1-128 (00) label per pallet and carton, numbered x of y', () => {
    const labels = ssccLabels(asn, translator('en-US'));
    expect(labels.map((l) => [l.key, l.symbology, l.gs1, l.title])).toEqual([
      [PALLET_1, 'gs1-128', [{ ai: '00', value: PALLET_1 }], 'ASN202611250001 Pallet 1 of 2'],
      [CARTON_1, 'gs1-128', [{ ai: '00', value: CARTON_1 }], 'ASN202611250001 Carton 1 of 1'],
      [PALLET_2, 'gs1-128', [{ ai: '00', value: PALLET_2 }], 'ASN202611250001 Pallet 2 of 2'],
      [CARTON_2, 'gs1-128', [{ ai: '00', value: CARTON_2 }], 'ASN202611250001 Carton 1 of 2'],
      [CARTON_3, 'gs1-128', [{ ai: '00', value: CARTON_3 }], 'ASN202611250001 Carton 2 of 2'],
    ]);
    expect(labels.every((l) => isValidSscc(l.key))).toBe(true);
  });

  it('should print what a pallet holds through its cartons: item, quantity with unit, lot and purchase orders', () => {
    const [, , pallet2] = ssccLabels(asn, translator('en-US'));
    expect(pallet2.lines).toEqual(expect.arrayContaining(['Purchase order no.: PO-S001-1, PO-S001-2', 'P002 Chang · 5 BOX · Lot L2611', 'P003 Aniseed Syrup · 3 EA']));
  });

  it("should name a carton's pallet and that pallet's SSCC, in every language", () => {
    expect(ssccLabels(asn, translator('en-US'))[4].lines).toContain(`On Pallet 2 of 2, SSCC ${PALLET_2}`);
    expect(ssccLabels(asn, translator('zh-CN'))[4].lines).toContain(`所属托盘 2/2，SSCC ${PALLET_2}`);
    expect(ssccLabels(asn, translator('zh-TW'))[1].lines).toEqual(expect.arrayContaining([`所屬棧板 1/2，SSCC ${PALLET_1}`, 'P002 Chang · 10 BOX · 批號 L2611']));
  });
});
