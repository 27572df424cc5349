import { describe, expect, it } from 'vitest';
import { isValidSscc, ssccOf } from '../../shared/gs1.ts';
import { ssccLabels } from './asn-print.ts';

const t = ((key: string, params?: Record<string, unknown>) => (params?.seq ? `${key} ${String(params.seq)}` : key)) as never;
const [PALLET, CARTON] = [ssccOf('3', '1234567', 1), ssccOf('3', '1234567', 2)];
const pack = (id: number, parentId: number | null, packLevel: string, seq: number, extra: Record<string, unknown> = {}) => ({ id, parentId, packLevel, seq, sscc: null, lineNo: null, qty: null, ...extra });

describe('SSCC labels of an ASN', () => {
  it('should make one GS1-128 (00) label per pallet and carton, a carton listing what it holds by item number and name', () => {
    const asn = {
      asnNo: 'ASN202611250001', supplierNo: 'S001', warehouseNo: 'WH-SEA', supplierName: 'Exotic Liquids', itemNames: { P002: 'Chang' },
      lines: [{ lineNo: 1, itemNo: 'P002' }],
      packs: [pack(1, null, 'shipment', 1), pack(2, 1, 'pallet', 1, { sscc: PALLET }), pack(3, 2, 'carton', 1, { sscc: CARTON }), pack(4, 3, 'item', 1, { lineNo: 1, qty: '10.000000' })],
    } as never;
    const labels = ssccLabels(asn, t);
    expect(labels.map((l) => [l.key, l.symbology, l.gs1, l.title])).toEqual([
      [PALLET, 'gs1-128', [{ ai: '00', value: PALLET }], 'ASN202611250001 portal.pallet 1'],
      [CARTON, 'gs1-128', [{ ai: '00', value: CARTON }], 'ASN202611250001 portal.carton 1'],
    ]);
    expect(labels[1].lines).toContain('P002 Chang x 10');
    expect(labels.every((l) => isValidSscc(l.key))).toBe(true);
  });
});
