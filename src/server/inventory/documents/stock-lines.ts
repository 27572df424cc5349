/**
 * Checks and keys shared by the stock documents' lines (workflows §5), run before any write:
 * - every itemNo must be an item of the header's organisation; a quantity may have no more
 *   decimals than the item's unit allows (bm_unit dicimalDigit; a unit missing from the unit
 *   master allows the field's own limit);
 * - a cell must exist in its warehouse when that warehouse has a cell layout (bm_cell rows);
 *   a warehouse without one accepts any cell code (stock of a warehouse not yet laid out).
 * Issues name `lines.<index>.<field>`.
 */
import { sql } from 'drizzle-orm';
import Decimal from 'decimal.js';
import type { FieldIssue } from '../../../shared/errors.ts';
import type { Tx } from '../../db/client.ts';
import type { StockKey } from '../../ledger/move-lines.ts';
import type { DocLine, Row } from './server-document.ts';

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** The ledger key of a line in `warehouseNo` (cellField names the line's cell; status overrides). */
export function lineKey(head: Row, warehouseNo: string, line: DocLine, cellField = 'cellNo', stockStatus = text(line.stockStatus)): StockKey {
  return { orgNo: text(head.orgNo), warehouseNo, cellNo: text(line[cellField]), itemNo: text(line.itemNo), lotNo: text(line.lotNo), containerNo: text(line.containerNo), stockStatus };
}

/** The decimals of each item's unit (null: not in the unit master), by item number (absent: unknown item). */
async function itemDecimals(tx: Tx, orgNo: string, itemNos: string[]): Promise<Map<string, number | null>> {
  if (itemNos.length === 0) return new Map();
  const result = await tx.execute(sql`
    select i.item_no, u.dicimal_digit from bm_item i left join bm_unit u on u.unit_no = i.unit_no
    where i.org_no = ${orgNo} and i.item_no in ${itemNos}`);
  return new Map(result.rows.map((r) => [String(r.item_no), r.dicimal_digit === null ? null : Number(r.dicimal_digit)]));
}

/** Issues of unknown items and of quantities with more decimals than the item's unit. */
export async function itemIssues(tx: Tx, head: Row, lines: DocLine[]): Promise<FieldIssue[]> {
  const itemNos = [...new Set(lines.map((l) => text(l.itemNo)).filter(Boolean))];
  const decimalsOf = await itemDecimals(tx, text(head.orgNo), itemNos);
  const issues: FieldIssue[] = [];
  lines.forEach((line, index) => {
    const itemNo = text(line.itemNo);
    if (!itemNo) return;
    if (!decimalsOf.has(itemNo)) {
      issues.push({ field: `lines.${index}.itemNo`, message: 'validation.unknownRef', params: { value: itemNo } });
      return;
    }
    const decimals = decimalsOf.get(itemNo);
    if (decimals !== null && decimals !== undefined && line.qty !== undefined && line.qty !== null && new Decimal(String(line.qty)).decimalPlaces() > decimals) {
      issues.push({ field: `lines.${index}.qty`, message: 'validation.tooManyDecimals', params: { max: decimals + 1 } });
    }
  });
  return issues;
}

/** Issues of cells (line field `cellField`) unknown in `warehouseNo` when it has a cell layout. */
export async function cellIssues(tx: Tx, warehouseNo: string, lines: DocLine[], cellField: string): Promise<FieldIssue[]> {
  const cells = [...new Set(lines.map((l) => text(l[cellField])).filter(Boolean))];
  if (cells.length === 0) return [];
  const result = await tx.execute(sql`
    select c.cell_no, exists (select 1 from bm_cell where warehouse_no = ${warehouseNo}) as has_layout
    from (select 1) one left join bm_cell c on c.warehouse_no = ${warehouseNo} and c.cell_no in ${cells}`);
  if (!result.rows[0]?.has_layout) return [];
  const known = new Set(result.rows.map((r) => text(r.cell_no)));
  return lines.flatMap((line, index) => {
    const cellNo = text(line[cellField]);
    return cellNo && !known.has(cellNo) ? [{ field: `lines.${index}.${cellField}`, message: 'validation.unknownRef', params: { value: cellNo } }] : [];
  });
}
