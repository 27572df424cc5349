import { describe, expect, it } from 'vitest';
import { northwindRows, packQtyOf } from './northwind.ts';

describe('packQtyOf', () => {
  it.each([
    ['24 - 12 oz bottles', '24'],
    ['12 - 550 ml bottles', '12'],
    ['15 - 300 g rounds', '15'],
    ['10 boxes x 30 bags', '10'],
    ['24 pkgs. x 4 pieces', '24'],
    ['50 bags x 30 sausgs.', '50'],
    ['36 boxes', '36'],
    ['10 pkgs.', '10'],
    ['48 pieces', '48'],
    ['12 - 100 g pkgs', '12'],
    ['16 pies', '16'],
    ['30 gift boxes', '30'],
  ])('should read the pack count when the description is "%s"', (description, qty) => {
    expect(packQtyOf(description)).toBe(qty);
  });

  it.each([['500 g'], ['500 ml'], ['1 kg pkg.'], ['16 kg pkg.'], ['2 kg box'], ['750 cc per bottle'], ['1k pkg.'], ['']])(
    'should answer 1 when "%s" is a weight or volume rather than a count',
    (description) => {
      expect(packQtyOf(description)).toBe('1');
    },
  );
});

describe('northwindRows', () => {
  it('should give every product a whole pack quantity and a known supplier when the demo rows are built', () => {
    const rows = new Map(northwindRows());
    const suppliers = new Set(rows.get('supplier')?.map((s) => s.supplierNo));
    const items = rows.get('item') ?? [];
    expect(items).toHaveLength(77);
    for (const item of items) {
      expect(String(item.packQty)).toMatch(/^[1-9]\d*$/);
      expect(suppliers.has(item.supplierNo)).toBe(true);
    }
  });
});
