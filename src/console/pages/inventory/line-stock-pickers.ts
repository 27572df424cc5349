/**
 * The stock pickers of document lines (FieldDef.stockPicker): which one a line field uses for the
 * header's current values, the option labels, and the clearing of the picked values when the
 * organisation or warehouse they were picked from changes (spec console §5 parent rule).
 */
import type { DocumentDef } from '../../../shared/documents/document.ts';
import type { FieldDef, StockPickerBy } from '../../../shared/entity.ts';
import type { Option } from '../../entity/use-paged-options.ts';
import type { DocLine } from './document-api.ts';
import type { QueryRow } from './query-api.ts';

/** The header fields the stock pickers list by. */
export const STOCK_PICKER_PARENTS = ['orgNo', 'warehouseNo'] as const;

/** The stock a line field is picked from with these header values, if its `when` holds. */
export function stockPickerOf(def: FieldDef, header: Record<string, unknown>): StockPickerBy | undefined {
  const hint = def.stockPicker;
  return hint && String(header[hint.when.field] ?? '') === hint.when.value ? hint.by : undefined;
}

/**
 * `lines` with the values of the stock-picked fields emptied when `changed` holds the organisation
 * or warehouse; `lines` itself when nothing is cleared.
 */
export function clearStockPicks(doc: DocumentDef, lines: DocLine[], changed: Record<string, unknown>, header: Record<string, unknown>): DocLine[] {
  if (!STOCK_PICKER_PARENTS.some((field) => field in changed)) return lines;
  const picked = Object.entries(doc.lineFields).flatMap(([field, def]) => (stockPickerOf(def, header) ? [field] : []));
  if (picked.length === 0 || !lines.some((line) => picked.some((field) => line[field]))) return lines;
  return lines.map((line) => ({ ...line, ...Object.fromEntries(picked.map((field) => [field, null])) }));
}

/** The option of a stock row: "cell - n item(s)", "lot - available q" or "item - name - n cell(s)". */
export function stockOption(by: StockPickerBy, row: QueryRow, t: (key: string, params?: Record<string, unknown>) => string): Option {
  if (by === 'cell') return { value: String(row.cellNo), label: `${row.cellNo} - ${t('stock.stockPicker.itemCount', { count: row.itemCount })}` };
  if (by === 'lot') return { value: String(row.lotNo), label: `${row.lotNo} - ${t('stock.stockPicker.available', { qty: row.available })}` };
  return { value: String(row.itemNo), label: `${row.itemNo} - ${row.itemName ?? ''} - ${t('stock.stockPicker.cellCount', { count: row.cellCount })}` };
}
