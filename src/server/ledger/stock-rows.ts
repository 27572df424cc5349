/**
 * The SQL of postMoves (post-moves.ts), set-based so one statement serves a line or 50,000:
 *
 * - createBalances: inserts new balances with their quantities, in key order, `ON CONFLICT DO
 *   NOTHING`, and answers the rows it inserted: being uncommitted, they are this transaction's
 *   alone (another inserting the same key waits), so they need no row lock. Not inserted: keys of
 *   an unknown warehouse or item, quantities that break the CHECK rule (with the warehouse's
 *   allowNegative), and keys another transaction created meanwhile.
 * - lockBalances: looks the keys up one by one in key order with `FOR UPDATE`, so every posting
 *   locks its balances in the same order (no deadlock between postings), and answers the locked
 *   quantities and the warehouse's allowNegative.
 * - writePosting: one statement with the balances' new values, the transaction rows (each with
 *   its document and operator, so the postings of one postMany call write together), the outbox
 *   events in their order, the stock summary's deltas and the report's day aggregates
 *   (report/ledger-days.ts LEDGER_DAYS_UPSERT).
 *
 * Each is a named prepared statement (planned once per connection); rows travel as one JSON
 * parameter each (json_to_recordset), quantities as numeric text.
 */
import Decimal from 'decimal.js';
import type { Tx } from '../db/client.ts';
import { LEDGER_DAYS_UPSERT } from '../report/ledger-days.ts';
import type { Quantities } from './balance-rules.ts';
import type { StockKey } from './move-lines.ts';
import type { SummaryDelta } from './stock-summary.ts';
import type { TransactionRow } from './transaction-row.ts';

type LockedBalance = { id: number; key: StockKey; quantities: Quantities; allowNegative: boolean };

/** One transaction row to write: an entry of a posted line, with the balance after it (internal). */
export type { TransactionRow };

/** One balance's new values and who changed it last. */
export type BalanceWrite = { id: number; quantities: Quantities; allowNegative: boolean; operator: string };

/** An outbox event: type, data scope and payload. */
export type OutboxEvent = { type: string; scope: { orgNo: string; warehouseNo: string }; payload: unknown };

/**
 * Runs one of the ledger's fixed statements as a named prepared statement: each pooled connection
 * parses and plans it once. Rows travel as one JSON parameter read by json_to_recordset.
 */
export async function runStatement(tx: Tx, name: string, text: string, params: unknown[]): Promise<Record<string, unknown>[]> {
  const result = (await tx._.session.prepareQuery({ sql: text, params }, undefined, name, false).execute()) as { rows: Record<string, unknown>[] };
  return result.rows;
}

const KEY_RECORD = '(o text, w text, c text, i text, l text, k text, s text)';
const BALANCE_COLUMNS = 'id, org_no, warehouse_no, cell_no, item_no, lot_no, container_no, stock_status, on_hand, allocated, frozen, allow_negative';

function keyRows(keys: StockKey[]): string {
  return JSON.stringify(keys.map((k) => ({ o: k.orgNo, w: k.warehouseNo, c: k.cellNo, i: k.itemNo, l: k.lotNo, k: k.containerNo, s: k.stockStatus })));
}

const CREATE = `
  insert into inv_stock (org_no, warehouse_no, cell_no, item_no, lot_no, container_no, stock_status, on_hand, allocated, frozen,
    allow_negative, create_name, update_name)
  select u.o, u.w, u.c, u.i, u.l, u.k, u.s, u.on, u.al, u.fr, w.allow_negative, $2, $2
  from json_to_recordset($1::json) as u(o text, w text, c text, i text, l text, k text, s text, "on" numeric, al numeric, fr numeric)
  join bm_warehouse w on w.warehouse_no = u.w and w.org_no = u.o
  where exists (select 1 from bm_item i where i.org_no = u.o and i.item_no = u.i)
    and u.al >= 0 and u.fr >= 0 and (u.al + u.fr <= u.on or (w.allow_negative and u.al = 0 and u.fr = 0))
  order by u.o, u.w, u.c, u.i, u.l, u.k, u.s
  on conflict do nothing
  returning org_no, warehouse_no, cell_no, item_no, lot_no, container_no, stock_status`;

/** Answers the keys it created. */
export async function createBalances(tx: Tx, balances: { key: StockKey; quantities: Quantities }[], operator: string): Promise<StockKey[]> {
  const rows = balances.map(({ key: k, quantities: q }) => ({
    o: k.orgNo, w: k.warehouseNo, c: k.cellNo, i: k.itemNo, l: k.lotNo, k: k.containerNo, s: k.stockStatus, on: q.onHand.toFixed(), al: q.allocated.toFixed(), fr: q.frozen.toFixed(),
  }));
  return (await runStatement(tx, 'ledger_create', CREATE, [JSON.stringify(rows), operator])).map(stockKeyOf);
}

// The sorted keys drive a nested loop: each key is one index lookup (a row lock inside a lateral
// subquery keeps the planner from turning it into a scan of the whole table), in key order.
const LOCK = `
  select b.* from (select * from json_to_recordset($1::json) as u${KEY_RECORD} order by o, w, c, i, l, k, s) u
  cross join lateral (
    select s.${BALANCE_COLUMNS.split(', ').slice(0, -1).join(', s.')}, w.allow_negative
    from inv_stock s join bm_warehouse w on w.warehouse_no = s.warehouse_no
    where s.org_no = u.o and s.warehouse_no = u.w and s.cell_no = u.c and s.item_no = u.i and s.lot_no = u.l
      and s.container_no = u.k and s.stock_status = u.s
    for update of s) b`;

export async function lockBalances(tx: Tx, keys: StockKey[]): Promise<LockedBalance[]> {
  return (await runStatement(tx, 'ledger_lock', LOCK, [keyRows(keys)])).map(lockedBalance);
}

function stockKeyOf(r: Record<string, unknown>): StockKey {
  return { orgNo: String(r.org_no), warehouseNo: String(r.warehouse_no), cellNo: String(r.cell_no), itemNo: String(r.item_no), lotNo: String(r.lot_no), containerNo: String(r.container_no), stockStatus: String(r.stock_status) };
}

function lockedBalance(r: Record<string, unknown>): LockedBalance {
  return {
    id: Number(r.id),
    key: stockKeyOf(r),
    quantities: { onHand: new Decimal(String(r.on_hand)), allocated: new Decimal(String(r.allocated)), frozen: new Decimal(String(r.frozen)) },
    allowNegative: Boolean(r.allow_negative),
  };
}

const WRITE = `
  with balances as (
    update inv_stock s set on_hand = u.on, allocated = u.al, frozen = u.fr, allow_negative = u.neg,
      version = s.version + 1, update_name = u.op, update_date = now()
    from json_to_recordset($1::json) as u(id bigint, "on" numeric, al numeric, fr numeric, neg boolean, op text)
    where s.id = u.id and s.id = any($4::bigint[])
  ), transactions as (
    insert into inv_transaction (posting_id, doc_type, doc_no, line_no, action, location_usage, org_no, warehouse_no, cell_no, item_no,
      lot_no, container_no, stock_status, on_hand_delta, allocated_delta, frozen_delta, on_hand_after, allocated_after, frozen_after,
      reverses_id, create_name)
    select u.pid, u.dt, u.dn, u.line, u.act, u.use, u.o, u.w, u.c, u.i, u.l, u.k, u.s, u.don, u.dal, u.dfr, u.aon, u.aal, u.afr, u.rev, u.op
    from json_to_recordset($2::json) as u(pid bigint, dt text, dn text, op text, line int, act text, use text, o text, w text, c text, i text, l text, k text, s text,
      don numeric, dal numeric, dfr numeric, aon numeric, aal numeric, afr numeric, rev bigint)
  ), events as (
    insert into event_outbox (type, scope, payload)
    select e->>'type', e->'scope', e->'payload' from jsonb_array_elements($3::jsonb) with ordinality as a(e, n) order by a.n
  ), summary as (
    insert into inv_stock_summary_delta (org_no, warehouse_no, item_no, stock_status, balances, on_hand, allocated, frozen)
    select u.o, u.w, u.i, u.s, u.n, u.on, u.al, u.fr from json_to_recordset($5::json) as u(o text, w text, i text, s text, n int, "on" numeric, al numeric, fr numeric)
  ), ${LEDGER_DAYS_UPSERT}
  select 1`;

/** What the postings of one postMany call write besides their claims and new balances. */
export type PostingWrites = { balances: BalanceWrite[]; rows: TransactionRow[]; events: OutboxEvent[]; summary: SummaryDelta[]; days: { lots: string; items: string } };

export async function writePosting(tx: Tx, { balances, rows, events, summary, days }: PostingWrites): Promise<void> {
  const summaryRows = summary.map((d) => ({ o: d.orgNo, w: d.warehouseNo, i: d.itemNo, s: d.stockStatus, n: d.balances, on: d.onHand.toFixed(), al: d.allocated.toFixed(), fr: d.frozen.toFixed() }));
  const balanceRows = balances.map((b) => ({ id: b.id, on: b.quantities.onHand.toFixed(), al: b.quantities.allocated.toFixed(), fr: b.quantities.frozen.toFixed(), neg: b.allowNegative, op: b.operator }));
  const transactionRows = rows.map((r) => ({
    pid: r.postingId, dt: r.docType, dn: r.docNo, op: r.operator, line: r.lineNo, act: r.action, use: r.usage, o: r.key.orgNo, w: r.key.warehouseNo, c: r.key.cellNo, i: r.key.itemNo,
    l: r.key.lotNo, k: r.key.containerNo, s: r.key.stockStatus, don: r.onHand, dal: r.allocated, dfr: r.frozen,
    // Absent fields read as null: virtual rows have no balance after them, few rows reverse one.
    ...(r.after && { aon: r.after.onHand.toFixed(), aal: r.after.allocated.toFixed(), afr: r.after.frozen.toFixed() }),
    ...(r.reversesId !== undefined && { rev: r.reversesId }),
  }));
  await runStatement(tx, 'ledger_write_many', WRITE, [JSON.stringify(balanceRows), JSON.stringify(transactionRows), JSON.stringify(events), balances.map((b) => b.id), JSON.stringify(summaryRows), days.lots, days.items]);
}
