/**
 * plannedInbound(db, warehouseNos): the inbound work still waiting to be received per warehouse
 * (the big screen's and workbench's planned figures, docs/decisions/ "Inbound"): arrival notes
 * and inbound notices that are submitted (10 initial), with their line counts. Answers every
 * warehouse asked, zero when none waits.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

export type WaitingWork = { documents: number; lines: number };

export async function plannedInbound(db: Db, warehouseNos: string[]): Promise<Map<string, WaitingWork>> {
  const waiting = new Map(warehouseNos.map((no) => [no, { documents: 0, lines: 0 }]));
  if (warehouseNos.length === 0) return waiting;
  const result = await db.execute(sql`
    select warehouse_no, count(distinct id)::int as documents, count(line_id)::int as lines from (
      select h.warehouse_no, h.id, l.id as line_id from in_arrive_head h left join in_arrive_line l on l.head_id = h.id
        where h.status_code = '10' and h.warehouse_no in ${warehouseNos}
      union all
      select h.warehouse_no, -h.id, l.id from in_notice_head h left join in_notice_line l on l.head_id = h.id
        where h.status_code = '10' and h.warehouse_no in ${warehouseNos}
    ) w group by warehouse_no`);
  for (const row of result.rows) waiting.set(String(row.warehouse_no), { documents: Number(row.documents), lines: Number(row.lines) });
  return waiting;
}
