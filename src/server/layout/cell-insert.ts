/**
 * Multi-row insert of new cells (bm_cell) inside the caller's transaction: each chunk of
 * INSERT_CHUNK cells is one statement whose columns travel as arrays expanded by `unnest` (a
 * COPY-like batch: one round trip and a handful of parameters per chunk, whatever its size).
 * Callers validate first; a concurrent duplicate still fails the unique key (bm_cell_key) and
 * rolls the whole transaction back (DUPLICATE_KEY).
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';

/** A cell to insert; organisation and warehouse come from the batch. Decimals as strings. */
export type NewCell = {
  zoneNo: string;
  cellNo: string;
  cellName: string | null;
  cellType: string;
  shelvesType: string;
  statusCode: number;
  isMixSku: boolean;
  isMixLot: boolean;
  isBadCell: boolean;
  cellInSeq: number | null;
  cellOutSeq: number | null;
  cellX: number | null;
  cellY: number | null;
  cellZ: number | null;
  length: string | null;
  width: string | null;
  height: string | null;
  maxWeight: string | null;
  maxQty: string | null;
  remark: string | null;
};

export const INSERT_CHUNK = 5_000;

// Column, its PostgreSQL array type and the value of a cell, in insert order.
const COLUMNS: [string, string, (cell: NewCell) => unknown][] = [
  ['zone_no', 'text', (c) => c.zoneNo],
  ['cell_no', 'text', (c) => c.cellNo],
  ['cell_name', 'text', (c) => c.cellName],
  ['cell_type', 'text', (c) => c.cellType],
  ['shelves_type', 'text', (c) => c.shelvesType],
  ['status_code', 'smallint', (c) => c.statusCode],
  ['is_mix_sku', 'boolean', (c) => c.isMixSku],
  ['is_mix_lot', 'boolean', (c) => c.isMixLot],
  ['is_bad_cell', 'boolean', (c) => c.isBadCell],
  ['cell_in_seq', 'bigint', (c) => c.cellInSeq],
  ['cell_out_seq', 'bigint', (c) => c.cellOutSeq],
  ['cell_x', 'bigint', (c) => c.cellX],
  ['cell_y', 'bigint', (c) => c.cellY],
  ['cell_z', 'bigint', (c) => c.cellZ],
  ['length', 'numeric', (c) => c.length],
  ['width', 'numeric', (c) => c.width],
  ['height', 'numeric', (c) => c.height],
  ['max_weight', 'numeric', (c) => c.maxWeight],
  ['max_qty', 'numeric', (c) => c.maxQty],
  ['remark', 'text', (c) => c.remark],
];

/** Inserts the cells of one warehouse; answers how many were inserted. */
export async function insertCells(tx: Tx, batch: { orgNo: string; warehouseNo: string; userNo: string }, cells: NewCell[]): Promise<number> {
  const names = sql.raw(COLUMNS.map(([column]) => column).join(', '));
  let inserted = 0;
  for (let start = 0; start < cells.length; start += INSERT_CHUNK) {
    const chunk = cells.slice(start, start + INSERT_CHUNK);
    const arrays = sql.join(COLUMNS.map(([, type, value]) => sql`${sql.param(chunk.map(value))}::${sql.raw(type)}[]`), sql`, `);
    const result = await tx.execute(sql`
      insert into bm_cell (org_no, warehouse_no, create_name, update_name, ${names})
      select ${batch.orgNo}, ${batch.warehouseNo}, ${batch.userNo}, ${batch.userNo}, u.* from unnest(${arrays}) as u`);
    inserted += result.rowCount ?? chunk.length;
  }
  return inserted;
}

/** The cell numbers among `cellNos` that already exist in the warehouse (at most `limit`). */
export async function existingCellNos(tx: Tx, warehouseNo: string, cellNos: string[], limit = 10): Promise<{ count: number; sample: string[] }> {
  if (cellNos.length === 0) return { count: 0, sample: [] };
  const rows = await tx.execute(sql`
    select c.cell_no, count(*) over () as total from bm_cell c
    where c.warehouse_no = ${warehouseNo} and c.cell_no = any(${sql.param(cellNos)}::text[])
    order by c.cell_no limit ${limit}`);
  return { count: Number(rows.rows[0]?.total ?? 0), sample: rows.rows.map((row) => String(row.cell_no)) };
}
