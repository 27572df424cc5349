/**
 * plannedOutbound(db, warehouseNos): the outbound work still waiting to ship per warehouse (the big
 * screen's and workbench's planned figures): outbound notices that are submitted (10 initial) or
 * allocated and being picked (15 in progress), suspended ones included, with their line counts. Answers
 * every warehouse asked, zero when none waits.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { WaitingWork } from '../inbound/planned-inbound.ts';

export async function plannedOutbound(db: Db, warehouseNos: string[]): Promise<Map<string, WaitingWork>> {
  const waiting = new Map(warehouseNos.map((no) => [no, { documents: 0, lines: 0 }]));
  if (warehouseNos.length === 0) return waiting;
  const result = await db.execute(sql`
    select h.warehouse_no, count(distinct h.id)::int as documents, count(l.id)::int as lines
    from out_notice_head h left join out_notice_line l on l.head_id = h.id
    where h.status_code in ('10', '15') and h.warehouse_no in ${warehouseNos}
    group by h.warehouse_no`);
  for (const row of result.rows) waiting.set(String(row.warehouse_no), { documents: Number(row.documents), lines: Number(row.lines) });
  return waiting;
}
