/**
 * Why a scanned cell cannot take a putaway (walk 14-28 defect 9, docs/decisions/1052): the first
 * rule that refuses it, instead of a list of possibilities.
 *
 * cellRefusal(tx, warehouseNo, cellNo, cell, ask): `cell` is the candidate read for the check
 * (candidateCells; undefined when the cell is no valid storage or picking cell). Answers the error
 * to throw:
 * - PUTAWAY_NO_SUCH_CELL { cellNo }: the warehouse has no such cell;
 * - PUTAWAY_CELL_NOT_STORAGE { cellNo }: it exists but is no candidate (inactive, bad, another zone type);
 * - by the ask's filter rules in the order zone, cellType, mixRules, capacity, the first whose lines
 *   refuse the cell: PUTAWAY_CELL_ZONE { cellNo, zoneNo, allowed }, PUTAWAY_CELL_TYPE { cellNo,
 *   cellType, allowed }, PUTAWAY_CELL_MIX { cellNo, other: the item (and lot) it holds },
 *   PUTAWAY_CELL_FULL { cellNo };
 * - PUTAWAY_CELL_REFUSED { cellNo } when none of them alone refuses it.
 */
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { AppError } from '../rpc/app-error.ts';
import type { PutawayRule, RuleLine } from '../../shared/strategies.ts';
import { rankCells, type CellCandidate, type PutawayRequest } from '../strategy/rank-cells.ts';

/** A putaway request with the rules of the strategy that applies to it (putaway-cells.ts re-exports it). */
export type PutawayAsk = PutawayRequest & { rules: RuleLine<PutawayRule>[] };

export async function cellRefusal(tx: Tx, warehouseNo: string, cellNo: string, cell: CellCandidate | undefined, ask: PutawayAsk): Promise<AppError> {
  if (!cell) {
    const found = await tx.execute(sql`select 1 from bm_cell where warehouse_no = ${warehouseNo} and cell_no = ${cellNo}`);
    return new AppError(found.rows.length === 0 ? 'PUTAWAY_NO_SUCH_CELL' : 'PUTAWAY_CELL_NOT_STORAGE', { cellNo });
  }
  const refuses = (rule: string) => {
    const lines = ask.rules.filter((line) => line.rule === rule);
    return lines.length > 0 && rankCells([cell], lines, ask).length === 0 ? lines : null;
  };
  const allowed = (lines: { param?: string | null }[]) => lines.map((line) => line.param ?? '').filter(Boolean).join(', ');
  const zone = refuses('zone');
  if (zone) return new AppError('PUTAWAY_CELL_ZONE', { cellNo, zoneNo: cell.zoneNo, allowed: allowed(zone) });
  const type = refuses('cellType');
  if (type) return new AppError('PUTAWAY_CELL_TYPE', { cellNo, cellType: cell.cellType ?? '', allowed: allowed(type) });
  if (refuses('mixRules')) {
    const held = cell.contents.filter((c) => new Decimal(c.qty).gt(0));
    const other = held.find((c) => c.itemNo !== ask.itemNo) ?? held.find((c) => c.lotNo !== ask.lotNo);
    return new AppError('PUTAWAY_CELL_MIX', { cellNo, other: other ? (other.itemNo === ask.itemNo ? `${other.itemNo} lot ${other.lotNo}` : other.itemNo) : '' });
  }
  if (refuses('capacity')) return new AppError('PUTAWAY_CELL_FULL', { cellNo });
  return new AppError('PUTAWAY_CELL_REFUSED', { cellNo });
}
