/**
 * The big screen's cell card (issue 30 "3D zone and cell views"; decision 0721): one cell of a
 * warehouse with its items (cellOccupancy with that cell) and its last CELL_CARD_MOVEMENTS
 * movements in the ledger (balance rows of inv_transaction at that cell, exact cell number),
 * newest first, deltas in the item's unit. The caller checked the warehouse's scope.
 */
import { sql } from 'drizzle-orm';
import { CELL_CARD_MOVEMENTS, type CellCard } from '../../shared/workbench.ts';
import type { Db } from '../db/client.ts';
import { decimalText } from './decimal-text.ts';
import { cellOccupancy } from './occupancy.ts';

export async function cellCard(db: Db, warehouseNo: string, cellNo: string): Promise<CellCard> {
  const [[cell], moves] = await Promise.all([
    cellOccupancy(db, warehouseNo, [cellNo]),
    db.execute(sql`
      select t.create_date, t.doc_type, t.doc_no, t.action, t.item_no, i.item_name, t.lot_no, t.on_hand_delta::text as delta
      from inv_transaction t left join bm_item i on i.org_no = t.org_no and i.item_no = t.item_no
      where t.warehouse_no = ${warehouseNo} and t.cell_no = ${cellNo} and t.location_usage = 'internal' and t.on_hand_delta <> 0
      order by t.id desc limit ${CELL_CARD_MOVEMENTS}`),
  ]);
  return {
    warehouseNo,
    cell: cell ?? null,
    movements: moves.rows.map((row) => ({
      at: new Date(String(row.create_date)).toISOString(),
      docType: String(row.doc_type),
      docNo: String(row.doc_no),
      action: String(row.action),
      itemNo: String(row.item_no),
      itemName: String(row.item_name ?? ''),
      lotNo: String(row.lot_no ?? ''),
      delta: decimalText(row.delta),
    })),
    at: new Date().toISOString(),
  };
}
