/**
 * postMoves(tx, posting): the only writer of inv_stock (DESIGN.md "Inventory is a ledger").
 *
 * In the caller's transaction it
 * 1. claims each (docType, docNo, lineNo, action) in inv_posting; a line already claimed is a
 *    replay: it posts nothing and answers its first posting (id and time);
 * 2. adds up the new lines' deltas per balance key and locks their balances in key order, then
 *    creates the missing ones with their final quantities (stock-rows.ts). Postings that only
 *    touch existing balances cannot deadlock; one that creates a balance can, rarely, meet
 *    another in a cycle: PostgreSQL aborts one of them and withRetry runs it again;
 * 3. refuses with INSUFFICIENT_STOCK / INSUFFICIENT_ALLOCATED / INSUFFICIENT_FROZEN when a balance
 *    would break its invariants (balance-rules.ts; the table's CHECK backs it), or NOT_FOUND when
 *    a key names an unknown warehouse or item of its organisation;
 * 4. writes the balances, one inv_transaction row per entry (with the balance after it), one
 *    'stock.posted' outbox event per touched warehouse and the stock summary's deltas
 *    (stock-summary.ts), then adds the rows to the reports' per-day aggregates (report/ledger-days.ts).
 * A document is atomic: only the sum of its lines must keep the invariants.
 *
 * Input: { docType, docNo, operator, lines } with lines as MoveLine (or BookedLine, from
 * reversePosting). Answer: { docType, docNo, lines: [{ lineNo, action, postingId, postedAt (ISO),
 * replayed }] } in line order. Run it inside withRetry (db/retry.ts) so lock conflicts retry.
 */
import Decimal from 'decimal.js';
import type { Tx } from '../db/client.ts';
import { AppError } from '../rpc/app-error.ts';
import { addQuantities, balanceRefusal, NO_QUANTITIES, type Quantities } from './balance-rules.ts';
import { keyText, lineEntries, type BookedLine, type Entry, type MoveLine, type StockKey } from './move-lines.ts';
import { addLedgerDays } from '../report/ledger-days.ts';
import { summaryDeltas } from './stock-summary.ts';
import { createBalances, lockBalances, runStatement, writePosting, type BalanceWrite, type OutboxEvent, type TransactionRow } from './stock-rows.ts';

export type Posting = { docType: string; docNo: string; operator: string; lines: (MoveLine | BookedLine)[] };

export type PostedLine = { lineNo: number; action: string; postingId: number; postedAt: string; replayed: boolean };

export type PostingResult = { docType: string; docNo: string; lines: PostedLine[] };

type Claim = { postingId: number; postedAt: string };

const claimKey = (lineNo: number, action: string) => `${lineNo}\u001f${action}`;

function booked(line: MoveLine | BookedLine): BookedLine {
  return 'entries' in line ? line : { lineNo: line.lineNo, action: line.action, entries: lineEntries(line) };
}

function quantitiesOf(entry: Entry): Quantities {
  return { onHand: new Decimal(entry.onHand), allocated: new Decimal(entry.allocated), frozen: new Decimal(entry.frozen) };
}

const LINE_RECORD = '(line int, act text)';
const CLAIM = `
  insert into inv_posting (doc_type, doc_no, line_no, action, create_name)
  select $1, $2, u.line, u.act, $3 from json_to_recordset($4::json) as u${LINE_RECORD} order by u.line, u.act
  on conflict do nothing
  returning id, line_no, action, create_date`;
const CLAIMED = `
  select id, line_no, action, create_date from inv_posting
  where doc_type = $1 and doc_no = $2 and (line_no, action) in (select u.line, u.act from json_to_recordset($3::json) as u${LINE_RECORD})`;

/** Inserts the posting keys not yet taken; answers every line's claim and which ones are new. */
async function claimLines(tx: Tx, posting: Posting, lines: BookedLine[]): Promise<{ claims: Map<string, Claim>; fresh: Set<string> }> {
  const lineRows = JSON.stringify(lines.map((l) => ({ line: l.lineNo, act: l.action })));
  const inserted = await runStatement(tx, 'ledger_claim', CLAIM, [posting.docType, posting.docNo, posting.operator, lineRows]);
  const claims = new Map<string, Claim>();
  const remember = (rows: Record<string, unknown>[]) => {
    for (const r of rows) claims.set(claimKey(Number(r.line_no), String(r.action)), { postingId: Number(r.id), postedAt: new Date(String(r.create_date)).toISOString() });
  };
  remember(inserted);
  const fresh = new Set(claims.keys());
  if (claims.size < lines.length) {
    remember(await runStatement(tx, 'ledger_claimed', CLAIMED, [posting.docType, posting.docNo, lineRows]));
  }
  return { claims, fresh };
}

/** The deltas of `lines` added up per balance key. */
function deltasByKey(lines: BookedLine[]): Map<string, { key: StockKey; delta: Quantities }> {
  const deltas = new Map<string, { key: StockKey; delta: Quantities }>();
  for (const entry of lines.flatMap((l) => l.entries)) {
    if (entry.usage !== 'internal') continue;
    const text = keyText(entry.key);
    const sum = deltas.get(text) ?? { key: entry.key, delta: NO_QUANTITIES };
    deltas.set(text, { key: entry.key, delta: addQuantities(sum.delta, quantitiesOf(entry)) });
  }
  return deltas;
}

function outboxEvents(posting: Posting, balances: Map<string, { key: StockKey; after: Quantities }>): OutboxEvent[] {
  const byWarehouse = new Map<string, OutboxEvent & { payload: { balances: Record<string, string>[] } }>();
  for (const { key, after } of balances.values()) {
    const scope = { orgNo: key.orgNo, warehouseNo: key.warehouseNo };
    const name = `${key.orgNo}\u001f${key.warehouseNo}`;
    const event = byWarehouse.get(name) ?? { type: 'stock.posted', scope, payload: { docType: posting.docType, docNo: posting.docNo, balances: [] as Record<string, string>[] } };
    event.payload.balances.push({ ...key, onHand: after.onHand.toFixed(), allocated: after.allocated.toFixed(), frozen: after.frozen.toFixed() });
    byWarehouse.set(name, event);
  }
  return [...byWarehouse.values()];
}

/**
 * Locks the balances of `deltas` in key order and checks them; a key without a balance gets one,
 * inserted at once with its final quantities when they keep the invariants (no update needed).
 * Answers each key's quantities before the posting and the updates of existing balances.
 */
async function lockAndCheck(tx: Tx, deltas: Map<string, { key: StockKey; delta: Quantities }>, operator: string): Promise<{ before: Map<string, Quantities>; writes: BalanceWrite[] }> {
  const keys = [...deltas.values()].map((d) => d.key);
  const locked = new Map((await lockBalances(tx, keys)).map((b) => [keyText(b.key), b]));
  const before = new Map<string, Quantities>();
  const missing = [...deltas].filter(([text]) => !locked.has(text)).map(([, d]) => d);
  if (missing.length > 0) {
    for (const created of await createBalances(tx, missing.map((d) => ({ key: d.key, quantities: d.delta })), operator)) before.set(keyText(created), NO_QUANTITIES);
    // Not created: an unknown warehouse or item, quantities that break the invariants, or a
    // balance another posting created meanwhile (now locked like any other).
    const rest = missing.filter((d) => !before.has(keyText(d.key)));
    if (rest.length > 0) for (const b of await lockBalances(tx, rest.map((d) => d.key))) locked.set(keyText(b.key), b);
  }
  const writes: BalanceWrite[] = [];
  for (const [text, { key, delta }] of deltas) {
    if (before.has(text)) continue;
    const balance = locked.get(text);
    const refusal = balanceRefusal(key, balance?.quantities ?? NO_QUANTITIES, delta, balance?.allowNegative ?? false);
    if (refusal) throw refusal;
    if (!balance) throw new AppError('NOT_FOUND');
    before.set(text, balance.quantities);
    writes.push({ id: balance.id, quantities: addQuantities(balance.quantities, delta), allowNegative: balance.allowNegative });
  }
  return { before, writes };
}

export async function postMoves(tx: Tx, posting: Posting): Promise<PostingResult> {
  const lines = posting.lines.map(booked).sort((a, b) => a.lineNo - b.lineNo || (a.action < b.action ? -1 : a.action > b.action ? 1 : 0));
  const duplicate = lines.find((l, i) => i > 0 && l.lineNo === lines[i - 1].lineNo && l.action === lines[i - 1].action);
  if (duplicate) throw new AppError('VALIDATION_FAILED', {}, { fields: [{ field: `lines.${duplicate.lineNo}`, message: 'validation.duplicateInFile' }] });

  const { claims, fresh } = await claimLines(tx, posting, lines);
  const newLines = lines.filter((l) => fresh.has(claimKey(l.lineNo, l.action)));
  const deltas = deltasByKey(newLines);

  if (deltas.size > 0) {
    const { before, writes } = await lockAndCheck(tx, deltas, posting.operator);
    const running = new Map([...before].map(([text, q]) => [text, { key: deltas.get(text)!.key, after: q }]));
    const rows: TransactionRow[] = [];
    for (const line of newLines) {
      const { postingId } = claims.get(claimKey(line.lineNo, line.action))!;
      for (const entry of line.entries) {
        const row: TransactionRow = { ...entry, postingId, lineNo: line.lineNo, action: line.action };
        if (entry.usage === 'internal') {
          const state = running.get(keyText(entry.key))!;
          state.after = addQuantities(state.after, quantitiesOf(entry));
          row.after = state.after;
        }
        rows.push(row);
      }
    }
    const summary = summaryDeltas([...running].map(([text, { key, after }]) => ({ key, before: before.get(text)!, after })));
    await writePosting(tx, posting, { balances: writes, rows, events: outboxEvents(posting, running), summary });
    await addLedgerDays(tx, rows);
  }

  return {
    docType: posting.docType,
    docNo: posting.docNo,
    lines: lines.map((l) => ({ lineNo: l.lineNo, action: l.action, ...claims.get(claimKey(l.lineNo, l.action))!, replayed: !fresh.has(claimKey(l.lineNo, l.action)) })),
  };
}
