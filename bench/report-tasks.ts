/**
 * generateTaskHistory(database, transactions): the task and label history of the report bench
 * (bench/reports.ts), written straight into the tables over the past year like generateHistory,
 * sized from the ledger (per 5,000,000 ledger rows: 10,000 putaway tasks of 10 lines, 10,000
 * picked notices of 5 reservations, 100,000 labels). Answers the milliseconds taken.
 *
 * - Putaway: task GPUT-n of warehouse WH-SEA or WH-LDN by operator GEN-OP01..GEN-OP20, lines of
 *   P001-P077, done (put_date 0-11 days after creation, so every time bucket of workflows §9 has
 *   tasks) except the tasks of the last 3 days, which are open.
 * - Picks: notice GENO-n of the demo's first customer address, one allocation round of 5 rows of 1
 *   taken from a generated balance; 19 of 20 rows are picked: a PCK transfer (cell -> GEN-STAGE,
 *   status 30, posted by an operator) in the ledger, the balances moved to match, so each balance
 *   still equals the sum of its rows; the 20th stays reserved.
 * - Labels: barcode GL-n of P001-P077, one in ten without a lot (its barcode history is its item's
 *   whole history in the organisation), the others of a lot GL-LOT-n; one in five changed a day
 *   after it was printed, one in fifty of those voided.
 *
 * Call it after generateHistory and before the issues (whose rebuild of the summary and per-day
 * aggregates then covers these rows too).
 */
import { performance } from 'node:perf_hooks';
import type { Database } from '../src/server/db/client.ts';
import { generatedKey } from './history-generator.ts';
import { inClientTransaction } from './bench-database.ts';

const YEAR_SECONDS = 31_536_000;
const OPERATOR = (n: string) => `'GEN-OP' || lpad((1 + (${n}) % 20)::text, 2, '0')`;
const ITEM = (n: string) => `'P' || lpad((1 + (${n}) % 77)::text, 3, '0')`;
const WAREHOUSE = (n: string) => `case when (${n}) % 2 = 0 then 'WH-SEA' else 'WH-LDN' end`;
/** When number n of count happened: spread evenly over the past year, oldest first. */
const AT = (n: string, count: number) => `now() - make_interval(secs => (${count} - (${n})) * (${YEAR_SECONDS / count}))`;

export async function generateTaskHistory(database: Database, balances: number, transactions: number): Promise<number> {
  const tasks = Math.max(10, Math.floor(transactions / 500));
  const labels = Math.max(100, Math.floor(transactions / 50));
  const t0 = performance.now();
  await inClientTransaction(database, async (client) => {
    await client.query(`insert into in_putaway_task (task_no, doc_type, doc_no, head_id, org_no, warehouse_no, status_code, worker_no, create_name, create_date, update_date)
      select 'GPUT-' || n, 'IN', 'GIN-' || n, n, 'NWT', ${WAREHOUSE('n')}, case when ${AT('n', tasks)} > now() - interval '3 days' then '15' else '30' end,
        ${OPERATOR('n')}, 'generator', ${AT('n', tasks)}, ${AT('n', tasks)} from generate_series(0, ${tasks - 1}) n`);
    await client.query(`insert into in_putaway_line (task_id, line_no, source_line_no, org_no, warehouse_no, cell_no, item_no, lot_no, container_no, stock_status, qty,
        to_cell_no, status_code, put_name, put_date, create_name, create_date, update_date)
      select t.id, l, l, 'NWT', t.warehouse_no, 'RCV', ${ITEM('t.head_id * 10 + l')}, '', '', '10', 1 + l,
        case when t.status_code = '30' then 'G-00001' end, case when t.status_code = '30' then '30' else '10' end,
        case when t.status_code = '30' then t.worker_no end, case when t.status_code = '30' then least(now(), t.create_date + make_interval(days => t.head_id::int % 12)) end,
        'generator', t.create_date, t.create_date
      from in_putaway_task t cross join generate_series(1, 10) l where t.task_no like 'GPUT-%'`);
    const { rows: [address] } = await client.query('select customer_no, address_no from bm_customer_address order by id limit 1');
    await client.query(`insert into out_notice_head (out_notice_no, org_no, warehouse_no, status_code, customer_no, address_no, alloc_round, create_name, create_date, update_date)
      select 'GENO-' || n, 'NWT', ${WAREHOUSE('n')}, '20', $1, $2, 1, 'generator', ${AT('n', tasks)}, ${AT('n', tasks)} from generate_series(0, ${tasks - 1}) n`,
    [address.customer_no, address.address_no]);
    // Reservation j takes 1 from balance (j * 7933 + 1) mod balances: distinct balances, none of them issued twice.
    await client.query(`create temporary table gen_pick on commit drop as
      select h.id as head_id, h.out_notice_no, h.create_date as at, a, (h.id * 5 + a) as j, ((h.id * 5 + a) * 7933 + 1) % ${balances} as k, (h.id * 5 + a) % 20 <> 0 as picked
      from out_notice_head h cross join generate_series(1, 5) a where h.out_notice_no like 'GENO-%'`);
    await client.query(`insert into out_allocation (head_id, round, alloc_no, line_no, org_no, warehouse_no, cell_no, item_no, lot_no, container_no, stock_status, qty, status_code, create_name, create_date, update_date)
      select p.head_id, 1, p.a, p.a, ${generatedKey('p.k')}, 1, case when p.picked then '20' else '10' end, 'generator', p.at, p.at from gen_pick p`);
    await client.query(`insert into inv_posting (doc_type, doc_no, line_no, action, create_name, create_date)
      select 'PCK', out_notice_no || '-1', a, 'transfer', ${OPERATOR('j')}, at + interval '2 hours' from gen_pick where picked`);
    await client.query(`insert into inv_transaction (posting_id, doc_type, doc_no, line_no, action, location_usage, org_no, warehouse_no, cell_no, item_no,
        lot_no, container_no, stock_status, on_hand_delta, allocated_delta, frozen_delta, on_hand_after, allocated_after, frozen_after, create_name, create_date)
      select i.id, 'PCK', i.doc_no, i.line_no, 'transfer', 'internal', 'NWT', s.warehouse_no, s.cell_no, s.item_no, '', '', s.stock_status, s.delta, 0, 0, 0, 0, 0, i.create_name, i.create_date
      from gen_pick g join inv_posting i on i.doc_type = 'PCK' and i.doc_no = g.out_notice_no || '-1' and i.line_no = g.a
      cross join lateral (select ${WAREHOUSE('g.k')} as warehouse_no, 'G-' || lpad((g.k / 154)::text, 5, '0') as cell_no, ${ITEM('g.k / 2')} as item_no, '10' as stock_status, -1 as delta
        union all select ${WAREHOUSE('g.k')}, 'GEN-STAGE', ${ITEM('g.k / 2')}, '30', 1) s
      where g.picked order by g.j, s.delta`);
    await client.query(`update inv_stock s set on_hand = s.on_hand - 1 from gen_pick p
      where p.picked and (s.org_no, s.warehouse_no, s.cell_no, s.item_no, s.lot_no, s.container_no, s.stock_status) = (${generatedKey('p.k')})`);
    await client.query(`insert into inv_stock (org_no, warehouse_no, cell_no, item_no, lot_no, container_no, stock_status, on_hand, allocated, frozen, allow_negative, create_name, create_date, update_name, update_date)
      select 'NWT', ${WAREHOUSE('k')}, 'GEN-STAGE', ${ITEM('k / 2')}, '', '', '30', count(*), 0, 0, false, 'generator', min(at), 'generator', max(at)
      from gen_pick where picked group by 2, 4`);
    await client.query(`insert into bm_label (barcode, bar_type, org_no, item_no, lot_no, qty, label_status, create_name, create_date, update_name, update_date)
      select 'GL-' || lpad(n::text, 7, '0'), '1', 'NWT', ${ITEM('n')}, case when n % 10 = 0 then '' else 'GL-LOT-' || n end, 1 + n % 9,
        case when n % 50 = 0 then '9' else '1' end, 'generator', ${AT('n', labels)}, ${OPERATOR('n')},
        least(now(), ${AT('n', labels)} + case when n % 5 = 0 then interval '1 day' else interval '0' end)
      from generate_series(0, ${labels - 1}) n`);
  });
  await database.pool.query('analyze in_putaway_task, in_putaway_line, out_notice_head, out_allocation, bm_label');
  return Math.round(performance.now() - t0);
}
