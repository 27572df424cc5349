/**
 * Rules shared by the inbound documents (workflows §3 document category, §5 validation), run in
 * the caller's transaction before any write:
 *
 * - categoryOf: the document category of a header's classify type (a valid bm_doc_type of big
 *   module 1 inbound with that classifyType, the lowest docType first): its nature and quantity
 *   control. Without one, quantity control is on and no nature applies.
 * - headIssues: a purchase receipt (nature 11) needs a supplier.
 * - lineIssues: unknown items, decimals of the item's unit (when the line is in that unit), a unit
 *   the item's conversions cannot turn into its own unit (lines.<i>.unitNo).
 * - baseQty: a line's quantity in the item's own unit (convertQuantity of masterdata), the unit the
 *   ledger books.
 * - receivingCell: the first valid, not bad cell of a valid receiving zone (ZONE_TYPE 1) of the
 *   warehouse by putaway sequence then number; INBOUND_NO_RECEIVING_CELL when there is none.
 */
import { sql } from 'drizzle-orm';
import type { FieldIssue } from '../../shared/errors.ts';
import type { Tx } from '../db/client.ts';
import type { DocLine, Row } from '../inventory/documents/server-document.ts';
import { itemIssues } from '../inventory/documents/stock-lines.ts';
import { convertQuantity } from '../masterdata/convert-quantity.ts';
import { AppError } from '../rpc/app-error.ts';

const PURCHASE_RECEIPT = '11';
const RECEIVING_ZONE = '1';

export const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

export type Category = { docNature: string | null; isQtyControl: boolean };

export async function categoryOf(tx: Tx, head: Row): Promise<Category> {
  const classifyType = text(head.classifyType);
  if (!classifyType) return { docNature: null, isQtyControl: true };
  const result = await tx.execute(sql`
    select doc_nature, is_qty_control from bm_doc_type
    where classify_type = ${classifyType} and big_module = '1' and status_code = 1 order by doc_type limit 1`);
  const row = result.rows[0];
  return row ? { docNature: text(row.doc_nature) || null, isQtyControl: row.is_qty_control !== false } : { docNature: null, isQtyControl: true };
}

export async function headIssues(tx: Tx, head: Row): Promise<FieldIssue[]> {
  const category = await categoryOf(tx, head);
  return category.docNature === PURCHASE_RECEIPT && !text(head.supplierNo) ? [{ field: 'supplierNo', message: 'inbound.supplierRequired' }] : [];
}

async function itemUnits(tx: Tx, orgNo: string, itemNos: string[]): Promise<Map<string, string>> {
  if (itemNos.length === 0) return new Map();
  const result = await tx.execute(sql`select item_no, unit_no from bm_item where org_no = ${orgNo} and item_no in ${itemNos}`);
  return new Map(result.rows.map((r) => [text(r.item_no), text(r.unit_no)]));
}

/** Whether a line is in another unit than its item's (so it needs a conversion). */
const inOtherUnit = (line: DocLine, units: Map<string, string>) => Boolean(text(line.unitNo)) && text(line.unitNo) !== units.get(text(line.itemNo));

export async function lineIssues(tx: Tx, head: Row, lines: DocLine[]): Promise<FieldIssue[]> {
  const orgNo = text(head.orgNo);
  const units = await itemUnits(tx, orgNo, [...new Set(lines.map((l) => text(l.itemNo)).filter(Boolean))]);
  // The item unit's decimals bind only a quantity in that unit; a converted one is rounded by it.
  const issues = await itemIssues(tx, head, lines.map((line) => (inOtherUnit(line, units) ? { ...line, qty: null } : line)));
  for (const [index, line] of lines.entries()) {
    if (!units.has(text(line.itemNo)) || !inOtherUnit(line, units)) continue;
    try {
      await convertQuantity(tx, { orgNo, itemNo: text(line.itemNo), qty: text(line.qty), fromUnitNo: text(line.unitNo), toUnitNo: units.get(text(line.itemNo))! });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      issues.push({ field: `lines.${index}.unitNo`, message: 'inbound.unitNoConversion', params: { value: text(line.unitNo) } });
    }
  }
  return issues;
}

/** Each line's quantity in its item's unit (decimal strings), in line order. */
export async function baseQuantities(tx: Tx, orgNo: string, lines: DocLine[]): Promise<string[]> {
  const units = await itemUnits(tx, orgNo, [...new Set(lines.map((l) => text(l.itemNo)))]);
  const quantities: string[] = [];
  for (const line of lines) {
    quantities.push(inOtherUnit(line, units)
      ? await convertQuantity(tx, { orgNo, itemNo: text(line.itemNo), qty: text(line.qty), fromUnitNo: text(line.unitNo), toUnitNo: units.get(text(line.itemNo))! })
      : text(line.qty));
  }
  return quantities;
}

export async function receivingCell(tx: Tx, warehouseNo: string): Promise<string> {
  const result = await tx.execute(sql`
    select c.cell_no from bm_cell c
    join bm_zone z on z.warehouse_no = c.warehouse_no and z.zone_no = c.zone_no
    where c.warehouse_no = ${warehouseNo} and z.zone_type = ${RECEIVING_ZONE} and z.status_code = 1 and c.status_code = 1
      and coalesce(c.is_bad_cell, false) = false
    order by c.cell_in_seq nulls last, c.cell_no limit 1`);
  if (!result.rows[0]) throw new AppError('INBOUND_NO_RECEIVING_CELL', { warehouseNo });
  return text(result.rows[0].cell_no);
}
