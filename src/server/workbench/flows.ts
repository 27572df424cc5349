/**
 * Today's inbound and outbound work of warehouses, read from the ledger (inv_transaction, the
 * balance rows only): a line is done when it posted a `receive` (inbound) or an `issue` (outbound)
 * today. Documents done count distinct (docType, docNo). Inbound planned work is what was
 * received today plus the submitted arrival notes and notices still waiting to be received
 * (src/server/inbound/planned-inbound.ts), so done never exceeds planned; outbound
 * `documentsPlanned` and `linesPlanned` stay null until the outbound area exports a planned-work
 * reader (docs/decisions/ "Big screen and dashboard"). Picking rate: outbound lines done in the
 * last 60 minutes. Hours are local to `zone`.
 */
import { sql } from 'drizzle-orm';
import type { Flow, TodayProgress } from '../../shared/workbench.ts';
import type { Db } from '../db/client.ts';
import { plannedInbound } from '../inbound/planned-inbound.ts';
import { startOfToday } from './warehouses.ts';

/** The ledger action that marks a line of each direction done. */
const DIRECTION_ACTIONS = { inbound: 'receive', outbound: 'issue' } as const;

type Direction = keyof typeof DIRECTION_ACTIONS;

function direction(action: string): Direction {
  return action === DIRECTION_ACTIONS.inbound ? 'inbound' : 'outbound';
}

const emptyFlow = (): Flow => ({ documentsDone: 0, linesDone: 0, documentsPlanned: null, linesPlanned: null });

function emptyProgress(warehouseNo: string, at: string): TodayProgress {
  return {
    warehouseNo,
    inbound: emptyFlow(),
    outbound: emptyFlow(),
    pickingRate: 0,
    hourly: Array.from({ length: 24 }, (_, hour) => ({ hour, inbound: 0, outbound: 0 })),
    at,
  };
}

/** Today's progress of each warehouse in `warehouseNos` (all present, zero when idle). */
export async function todayProgress(db: Db, warehouseNos: string[], zone: string): Promise<Map<string, TodayProgress>> {
  const at = new Date().toISOString();
  const result = new Map(warehouseNos.map((no) => [no, emptyProgress(no, at)]));
  if (warehouseNos.length === 0) return result;
  const today = sql`t.location_usage = 'internal' and t.action in ('receive', 'issue')
    and t.warehouse_no in ${warehouseNos} and t.create_date >= ${startOfToday(zone)}`;
  const totals = await db.execute(sql`
    select t.warehouse_no, t.action,
      count(distinct (t.doc_type, t.doc_no))::int as documents,
      count(distinct (t.doc_type, t.doc_no, t.line_no))::int as lines,
      count(distinct (t.doc_type, t.doc_no, t.line_no)) filter (where t.create_date > now() - interval '1 hour')::int as last_hour
    from inv_transaction t where ${today}
    group by t.warehouse_no, t.action`);
  for (const row of totals.rows) {
    const progress = result.get(String(row.warehouse_no))!;
    const flow = progress[direction(String(row.action))];
    flow.documentsDone = Number(row.documents);
    flow.linesDone = Number(row.lines);
    if (direction(String(row.action)) === 'outbound') progress.pickingRate = Number(row.last_hour);
  }
  const hours = await db.execute(sql`
    select t.warehouse_no, t.action, extract(hour from t.create_date at time zone ${zone})::int as hour,
      count(distinct (t.doc_type, t.doc_no, t.line_no))::int as lines
    from inv_transaction t where ${today}
    group by 1, 2, 3`);
  for (const row of hours.rows) {
    result.get(String(row.warehouse_no))!.hourly[Number(row.hour)][direction(String(row.action))] = Number(row.lines);
  }
  for (const [warehouseNo, waiting] of await plannedInbound(db, warehouseNos)) {
    const { inbound } = result.get(warehouseNo)!;
    inbound.documentsPlanned = inbound.documentsDone + waiting.documents;
    inbound.linesPlanned = inbound.linesDone + waiting.lines;
  }
  return result;
}
