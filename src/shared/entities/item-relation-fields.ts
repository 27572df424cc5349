/**
 * Fields shared by the rows that belong to one item of one organisation (item unit conversions,
 * item-customer and item-supplier relations): the item picker depends on the organisation, and a
 * merchant's own number, name and barcode of the item.
 */
import type { FieldDef } from '../entity.ts';

export const ITEM_REF_FIELDS = {
  orgNo: { kind: 'text', required: true, ref: 'org', list: true, search: 'exact', section: 'basic' },
  itemNo: { kind: 'text', required: true, ref: 'item', dependsOn: 'orgNo', list: true, search: 'exact', section: 'basic' },
} as const satisfies Record<string, FieldDef>;

export const MERCHANT_ITEM_FIELDS = {
  merchantItemNo: { kind: 'text', max: 40, list: true, search: 'fuzzy', section: 'basic' },
  merchantItemName: { kind: 'text', list: true, search: 'fuzzy', section: 'basic' },
  merchantBarcode: { kind: 'text', max: 48, list: true, section: 'basic' },
} as const satisfies Record<string, FieldDef>;
