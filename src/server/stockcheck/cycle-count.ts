/**
 * Cycle counts from the floor (issue 25 "a cycle count task per zone can be scheduled by a job
 * (croner) and counted by scan"; docs/decisions/0661-cycle-count-job.md).
 *
 * - scheduleCycleCounts(pool) (job class cycleCount, src/shared/jobs.ts): per warehouse, the valid
 *   storage or picking zone (ZONE_TYPE 2, 3) holding stock and no cycle count still open (created,
 *   submitted or counting): one holding a cell a picker found short and no count has taken since
 *   (short-cells.ts; docs/decisions/0820-short-cell-counted-first.md) first, then the one
 *   cycle-counted longest ago (never first), then by zone number: a count plan of that zone (scope 2 zones, blind, full, planType 2 periodic, written
 *   back) added, submitted and given its task (createCheckTask: snapshot, freeze, one task per
 *   zone) as the system user, each plan in its own transaction. Answers the plans created.
 * A cycle count's rounds end as every plan's do (round-end.ts: recount on variance, then post).
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { withRetry } from '../db/retry.ts';
import * as schema from '../db/schema.ts';
import { runAction } from '../inventory/documents/document-actions.ts';
import { addDocument } from '../inventory/documents/document-store.ts';
import { SYSTEM_USER } from '../jobs/system-user.ts';
import { MODE_BLIND } from '../../shared/documents/check-codes.ts';
import { stockCheckDocument } from './check-document.ts';
import { uncountedShortPick } from './short-cells.ts';

const CYCLE = '2';
const SCOPE_ZONES = '2';

type Due = { org_no: string; warehouse_no: string; zone_no: string };

export async function scheduleCycleCounts(pool: pg.Pool): Promise<number> {
  const db = drizzle(pool, { schema });
  const due = await db.execute(sql`
    select distinct on (z.warehouse_no) w.org_no, z.warehouse_no, z.zone_no
    from bm_zone z join bm_warehouse w on w.warehouse_no = z.warehouse_no
    where z.zone_type in ('2', '3') and z.status_code = 1 and w.status_code = 1
      and exists (select 1 from inv_stock s join bm_cell c on c.warehouse_no = s.warehouse_no and c.cell_no = s.cell_no
        where s.warehouse_no = z.warehouse_no and c.zone_no = z.zone_no and s.on_hand > 0)
      and not exists (select 1 from chk_check_stock_head h join chk_check_stock_line l on l.head_id = h.id
        where h.plan_type = ${CYCLE} and h.warehouse_no = z.warehouse_no and l.zone_no = z.zone_no and h.status_code in ('10', '12', '20'))
    order by z.warehouse_no,
      exists (select 1 from out_pick_exception e join bm_cell c on c.warehouse_no = e.warehouse_no and c.cell_no = e.cell_no
        where e.warehouse_no = z.warehouse_no and c.zone_no = z.zone_no and ${uncountedShortPick}) desc,
      (select max(h.create_date) from chk_check_stock_head h join chk_check_stock_line l on l.head_id = h.id
        where h.plan_type = ${CYCLE} and h.warehouse_no = z.warehouse_no and l.zone_no = z.zone_no) nulls first,
      z.zone_no`);
  for (const zone of due.rows as Due[]) {
    await withRetry(db, async (tx) => {
      const plan = await addDocument(tx, stockCheckDocument, SYSTEM_USER, {
        head: { orgNo: zone.org_no, warehouseNo: zone.warehouse_no, checkScopeNo: SCOPE_ZONES, checkModeNo: MODE_BLIND, checkPatternNo: '1', planType: CYCLE, isWriteBack: true, remark: `cycle count ${zone.zone_no}` },
        lines: [{ lineNo: 1, zoneNo: zone.zone_no }],
      });
      const [submitted] = await runAction(tx, stockCheckDocument, SYSTEM_USER, 'submit', [plan]);
      await runAction(tx, stockCheckDocument, SYSTEM_USER, 'createCheckTask', [submitted]);
    });
  }
  return due.rows.length;
}
