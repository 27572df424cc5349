/**
 * The report figures recomputed straight from the raw ledger rows (inv_transaction), independently
 * of the server's SQL: what the report tests compare the answers with (docs/decisions/ "Reports").
 */
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../src/server/db/client.ts';

export type RawRow = { postingId: number; action: string; reversesAction: string | null; warehouseNo: string; itemNo: string; lotNo: string; delta: Decimal; at: Date };

const DAY = 86_400_000;
export const dayNumber = (at: Date) => Math.floor(at.getTime() / DAY);

export async function rawRows(database: Database): Promise<RawRow[]> {
  const result = await database.db.execute(sql`
    select t.posting_id, t.action, o.action as reverses_action, t.warehouse_no, t.item_no, t.lot_no, t.on_hand_delta::text as delta, t.create_date
    from inv_transaction t left join inv_transaction o on o.id = t.reverses_id where t.location_usage = 'internal' order by t.id`);
  return result.rows.map((r) => ({
    postingId: Number(r.posting_id), action: String(r.action), reversesAction: r.reverses_action === null ? null : String(r.reverses_action), warehouseNo: String(r.warehouse_no),
    itemNo: String(r.item_no), lotNo: String(r.lot_no), delta: new Decimal(String(r.delta)), at: new Date(r.create_date as string),
  }));
}

export const isIssue = (r: RawRow) => r.action === 'issue' || (r.action === 'reverse' && r.reversesAction === 'issue');

export function groupBy<T>(list: T[], key: (x: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const x of list) groups.set(key(x), [...(groups.get(key(x)) ?? []), x]);
  return groups;
}

export const sum = (list: Decimal[]) => list.reduce((a, b) => a.plus(b), new Decimal(0));

/** The remaining FIFO layers ({ qty, at: null when undated }) of each group of rows (warehouse + item [+ lot]). */
export function remaining(rows: RawRow[]): { qty: Decimal; at: Date | null }[] {
  const onHand = sum(rows.map((r) => r.delta));
  if (onHand.lte(0)) return [];
  const layers = [...groupBy(rows, (r) => String(r.postingId)).values()]
    .map((g) => ({ postingId: g[0].postingId, qty: sum(g.map((r) => r.delta)), at: new Date(Math.min(...g.map((r) => r.at.getTime()))) }))
    .filter((l) => l.qty.gt(0))
    .sort((a, b) => b.at.getTime() - a.at.getTime() || b.postingId - a.postingId);
  const taken: { qty: Decimal; at: Date | null }[] = [];
  let left = onHand;
  for (const layer of layers) {
    if (left.lte(0)) break;
    const qty = Decimal.min(layer.qty, left);
    taken.push({ qty, at: layer.at });
    left = left.minus(qty);
  }
  if (left.gt(0)) taken.push({ qty: left, at: null });
  return taken;
}
