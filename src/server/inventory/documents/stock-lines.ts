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

/** A cell check: the line field naming a cell, and the warehouse it must be a cell of. */
export type CellCheck = { warehouseNo: string; field: string };

type Lookup = { decimals: Map<string, number | null>; cells: { hasLayout: boolean; known: Set<string> }[] };

/**
 * In one query: the decimals of each item's unit (null: not in the unit master) by item number
 * (absent: unknown item) of `orgNo`, and for each cell check whether its warehouse has a layout
 * and which of the named cells it has.
 */
async function lookup(tx: Tx, orgNo: string, itemNos: string[], checks: { warehouseNo: string; cells: string[] }[]): Promise<Lookup> {
  const parts = [
    ...(itemNos.length ? [sql`select -1 as k, i.item_no as key, u.dicimal_digit as digits, null::boolean as has_layout
      from bm_item i left join bm_unit u on u.unit_no = i.unit_no where i.org_no = ${orgNo} and i.item_no in ${itemNos}`] : []),
    ...checks.flatMap(({ warehouseNo, cells }, k) => (cells.length ? [sql`select ${k}::int as k, c.cell_no as key, null::int as digits, exists (select 1 from bm_cell where warehouse_no = ${warehouseNo}) as has_layout
      from (select 1) one left join bm_cell c on c.warehouse_no = ${warehouseNo} and c.cell_no in ${cells}`] : [])),
  ];
  const found: Lookup = { decimals: new Map(), cells: checks.map(() => ({ hasLayout: false, known: new Set<string>() })) };
  if (parts.length === 0) return found;
  for (const r of (await tx.execute(sql.join(parts, sql` union all `))).rows) {
    const k = Number(r.k);
    if (k < 0) found.decimals.set(String(r.key), r.digits === null ? null : Number(r.digits));
    else {
      found.cells[k].hasLayout = Boolean(r.has_layout);
      if (r.key !== null) found.cells[k].known.add(String(r.key));
    }
  }
  return found;
}

function itemIssuesOf(lines: DocLine[], decimalsOf: Map<string, number | null>): FieldIssue[] {
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

function cellIssuesOf(lines: DocLine[], field: string, found: { hasLayout: boolean; known: Set<string> }): FieldIssue[] {
  if (!found.hasLayout) return [];
  return lines.flatMap((line, index) => {
    const cellNo = text(line[field]);
    return cellNo && !found.known.has(cellNo) ? [{ field: `lines.${index}.${field}`, message: 'validation.unknownRef', params: { value: cellNo } }] : [];
  });
}

/**
 * Issues of unknown items and of quantities with more decimals than the item's unit (when
 * `items`), then of each cell check's cells unknown in its warehouse when it has a cell layout,
 * all read in one query (issue 29).
 */
export async function stockLineIssues(tx: Tx, head: Row, lines: DocLine[], checks: CellCheck[], items = true): Promise<FieldIssue[]> {
  const itemNos = items ? [...new Set(lines.map((l) => text(l.itemNo)).filter(Boolean))] : [];
  const cells = checks.map(({ warehouseNo, field }) => ({ warehouseNo, cells: [...new Set(lines.map((l) => text(l[field])).filter(Boolean))] }));
  const found = await lookup(tx, text(head.orgNo), itemNos, cells);
  return [...(items ? itemIssuesOf(lines, found.decimals) : []), ...checks.flatMap(({ field }, k) => cellIssuesOf(lines, field, found.cells[k]))];
}

/** Issues of unknown items and of quantities with more decimals than the item's unit. */
export function itemIssues(tx: Tx, head: Row, lines: DocLine[]): Promise<FieldIssue[]> {
  return stockLineIssues(tx, head, lines, []);
}

/** Issues of cells (line field `cellField`) unknown in `warehouseNo` when it has a cell layout. */
export function cellIssues(tx: Tx, warehouseNo: string, lines: DocLine[], cellField: string): Promise<FieldIssue[]> {
  return stockLineIssues(tx, {}, lines, [{ warehouseNo, field: cellField }], false);
}
