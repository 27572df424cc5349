/**
 * A generated stock history for the report tests: `documents` postings through postMoves (the
 * ledger's one writer) over the past `days` days, drawn from a seeded generator: receipts of some
 * items into cells with lots, issues of what is on hand, moves between cells, adjustment gains and
 * losses, a move to the other warehouse, and reversals of some issues. The history is then dated
 * back: document k of n gets the instant `days * (1 - k / n)` days ago (the ledger stamps the
 * posting time; the append-only trigger is switched off for this one update only in the test
 * database), so receipts, issues and layers spread over the year in posting order, and the
 * reports' day aggregates are rebuilt from the dated rows.
 */
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client.ts';
import { withRetry } from '../../src/server/db/retry.ts';
import type { MoveLine, StockKey } from '../../src/server/ledger/move-lines.ts';
import { postMoves } from '../../src/server/ledger/post-moves.ts';
import { reversePosting } from '../../src/server/ledger/reverse-posting.ts';
import { rebuildLedgerDays } from '../../src/server/report/ledger-days.ts';

/** `keepDates`: leave every posting at its posting time (today) instead of dating the history back. */
export type HistoryOptions = { seed: number; documents: number; days: number; items: string[]; cells: Record<string, string[]>; lots: string[]; keepDates?: boolean };

/** mulberry32: a small seeded generator, so a failing history can be generated again. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const keyText = (k: StockKey) => [k.warehouseNo, k.cellNo, k.itemNo, k.lotNo].join('|');

/** Posts the history and dates it back. */
export async function generateReportHistory(database: Database, options: HistoryOptions): Promise<void> {
  const next = random(options.seed);
  const pick = <T,>(list: T[]): T => list[Math.floor(next() * list.length)];
  const stock = new Map<string, { key: StockKey; qty: Decimal }>();
  const warehouses = Object.keys(options.cells);
  const issued: string[] = [];
  const keyOf = (warehouseNo: string, itemNo = pick(options.items)): StockKey => ({ orgNo: 'NWT', warehouseNo, cellNo: pick(options.cells[warehouseNo]), itemNo, lotNo: pick(options.lots), containerNo: '', stockStatus: '10' });
  const book = (k: StockKey, delta: Decimal) => {
    const held = stock.get(keyText(k)) ?? { key: k, qty: new Decimal(0) };
    stock.set(keyText(k), { key: k, qty: held.qty.plus(delta) });
  };
  const stocked = () => [...stock.values()].filter((s) => s.qty.gt(0));
  for (let k = 0; k < options.documents; k++) {
    const docNo = `HIS-${options.seed}-${String(k).padStart(5, '0')}`;
    const roll = next();
    const from = stocked();
    let lines: MoveLine[] | 'reverse';
    if (roll < 0.4 || from.length === 0) {
      lines = Array.from({ length: 1 + Math.floor(next() * 3) }, (_, i) => ({ lineNo: i + 1, action: 'receive' as const, to: keyOf(pick(warehouses)), quantity: String(1 + Math.floor(next() * 40)) }));
    } else if (roll < 0.75) {
      const s = pick(from);
      lines = [{ lineNo: 1, action: 'issue', from: s.key, quantity: String(1 + Math.floor(next() * s.qty.toNumber())) }];
    } else if (roll < 0.83) {
      const s = pick(from);
      const warehouseNo = next() < 0.5 ? s.key.warehouseNo : pick(warehouses);
      lines = [{ lineNo: 1, action: 'transfer', from: s.key, to: { ...s.key, warehouseNo, cellNo: pick(options.cells[warehouseNo]) }, quantity: String(1 + Math.floor(next() * s.qty.toNumber())) }];
    } else if (roll < 0.93) {
      const s = pick(from);
      lines = [{ lineNo: 1, action: 'adjust', at: s.key, quantity: next() < 0.5 ? String(1 + Math.floor(next() * 10)) : `-${1 + Math.floor(next() * s.qty.toNumber())}` }];
    } else {
      lines = issued.length ? 'reverse' : [{ lineNo: 1, action: 'receive', to: keyOf(pick(warehouses)), quantity: '5' }];
    }
    if (lines === 'reverse') {
      const target = issued.splice(Math.floor(next() * issued.length), 1)[0];
      await withRetry(database.db, (tx) => reversePosting(tx, 'HIS', target, 'generator'));
      const rows = await database.db.execute(sql`select warehouse_no, cell_no, item_no, lot_no, on_hand_delta::text as d from inv_transaction where doc_no = ${target} and action = 'reverse' and location_usage = 'internal'`);
      for (const r of rows.rows) book({ orgNo: 'NWT', warehouseNo: String(r.warehouse_no), cellNo: String(r.cell_no), itemNo: String(r.item_no), lotNo: String(r.lot_no), containerNo: '', stockStatus: '10' }, new Decimal(String(r.d)));
      continue;
    }
    await withRetry(database.db, (tx) => postMoves(tx, { docType: 'HIS', docNo, operator: 'generator', lines: lines as MoveLine[] }));
    for (const line of lines) {
      if (line.action === 'receive') book(line.to, new Decimal(line.quantity));
      if (line.action === 'issue') book(line.from, new Decimal(line.quantity).negated());
      if (line.action === 'adjust') book(line.at, new Decimal(line.quantity));
      if (line.action === 'transfer') {
        book(line.from, new Decimal(line.quantity).negated());
        book(line.to, new Decimal(line.quantity));
      }
    }
    if (lines[0].action === 'issue') issued.push(docNo);
  }
  if (options.keepDates) return;
  await backdate(database, options);
  // Dating back rewrites the history the reports' day aggregates were added from.
  await rebuildLedgerDays(database.db);
}

/** Dates every HIS row back: the k-th posting (by id) of n lands `days * (1 - k / n)` days ago. */
async function backdate(database: Database, options: HistoryOptions): Promise<void> {
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`alter table inv_transaction disable trigger inv_transaction_append_only`);
    await tx.execute(sql`alter table inv_posting disable trigger inv_posting_append_only`);
    await tx.execute(sql`
      with ranked as (select id, (row_number() over (order by id) - 1)::float / count(*) over () as k from inv_posting where doc_type = 'HIS')
      update inv_posting p set create_date = now() - make_interval(secs => ${options.days * 86400} * (1 - r.k)) from ranked r where r.id = p.id`);
    await tx.execute(sql`update inv_transaction t set create_date = p.create_date from inv_posting p where p.id = t.posting_id and p.doc_type = 'HIS'`);
    await tx.execute(sql`alter table inv_transaction enable trigger inv_transaction_append_only`);
    await tx.execute(sql`alter table inv_posting enable trigger inv_posting_append_only`);
  });
}
