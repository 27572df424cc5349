/**
 * How the supplier portal names an order line's item (issue 23): our item number and name and the
 * supplier's own item code, as getordertracing answers them (server asn/item-names.ts).
 */
import type { CheckColumn } from '../stockcheck/CheckTable.tsx';

/** The item columns of the order line tables. */
export const ITEM_COLUMNS: CheckColumn[] = [{ field: 'itemNo' }, { field: 'itemName' }, { field: 'supplierItemNo' }];

/** "Chai · V001-0001" (name and the supplier's code; the item number when it has no name). */
export function itemLabel(line: Record<string, unknown>): string {
  return [line.itemName ?? line.itemNo, line.supplierItemNo].filter((part) => part !== null && part !== undefined && part !== '').join(' · ');
}
