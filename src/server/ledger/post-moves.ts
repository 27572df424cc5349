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
 *    (stock-summary.ts), and the rows' figures to the reports' per-day aggregates in the same write statement (report/ledger-days.ts).
 * A document is atomic: only the sum of its lines must keep the invariants.
 *
 * Input: { docType, docNo, operator, lines } with lines as MoveLine (or BookedLine, from
 * reversePosting). Answer: { docType, docNo, lines: [{ lineNo, action, postingId, postedAt (ISO),
 * replayed }] } in line order. Run it inside withRetry (db/retry.ts) so lock conflicts retry.
 *
 * postMany(tx, postings) does the same for several documents at once (the notices of one allocate
 * call, issue 25), with the statements of one posting: each document is claimed, checked and
 * numbered as if posted alone after the ones before it (its own refusal, its own replay, the
 * balance after each row running across the documents, one event per document and warehouse).
 * postMoves is postMany with one posting. docs/decisions/0940-one-posting-per-allocate-call.md.
 */
import Decimal from 'decimal.js';
import type { Tx } from '../db/client.ts';
import { AppError } from '../rpc/app-error.ts';
import { addQuantities, balanceRefusal, NO_QUANTITIES, type Quantities } from './balance-rules.ts';
import { keyText, lineEntries, type BookedLine, type Entry, type MoveLine, type StockKey } from './move-lines.ts';
import { ledgerDayRows } from '../report/ledger-days.ts';
import { summaryDeltas } from './stock-summary.ts';
import { createBalances, lockBalances, runStatement, writePosting, type BalanceWrite, type OutboxEvent, type TransactionRow } from './stock-rows.ts';

export type Posting = { docType: string; docNo: string; operator: string; lines: (MoveLine | BookedLine)[] };

export type PostedLine = { lineNo: number; action: string; postingId: number; postedAt: string; replayed: boolean };

export type PostingResult = { docType: string; docNo: string; lines: PostedLine[] };

type Claim = { postingId: number; postedAt: string };

const claimKey = (docType: string, docNo: string, lineNo: number, action: string) => [docType, docNo, lineNo, action].join('\u001f');

function booked(line: MoveLine | BookedLine): BookedLine {
  return 'entries' in line ? line : { lineNo: line.lineNo, action: line.action, entries: lineEntries(line) };
}

function quantitiesOf(entry: Entry): Quantities {
  return { onHand: new Decimal(entry.onHand), allocated: new Decimal(entry.allocated), frozen: new Decimal(entry.frozen) };
}

const LINE_RECORD = '(dt text, dn text, line int, act text, op text)';
const CLAIM = `
  insert into inv_posting (doc_type, doc_no, line_no, action, create_name)
  select u.dt, u.dn, u.line, u.act, u.op from json_to_recordset($1::json) as u${LINE_RECORD} order by u.dt, u.dn, u.line, u.act
  on conflict do nothing
  returning id, doc_type, doc_no, line_no, action, create_date`;
const CLAIMED = `
  select id, doc_type, doc_no, line_no, action, create_date from inv_posting
  where (doc_type, doc_no, line_no, action) in (select u.dt, u.dn, u.line, u.act from json_to_recordset($1::json) as u${LINE_RECORD})`;

/** A posting's lines in the ledger's form, sorted by line and action; refuses a line given twice. */
function bookedLines(posting: Posting): BookedLine[] {
  const lines = posting.lines.map(booked).sort((a, b) => a.lineNo - b.lineNo || (a.action < b.action ? -1 : a.action > b.action ? 1 : 0));
  const duplicate = lines.find((l, i) => i > 0 && l.lineNo === lines[i - 1].lineNo && l.action === lines[i - 1].action);
  if (duplicate) throw new AppError('VALIDATION_FAILED', {}, { fields: [{ field: `lines.${duplicate.lineNo}`, message: 'validation.duplicateInFile' }] });
  return lines;
}

/**
 * Inserts the posting keys not yet taken, for all postings in one statement; answers every line's
 * claim and which ones are new. A key two postings of the call share is new for the first only.
 */
async function claimLines(tx: Tx, postings: { posting: Posting; lines: BookedLine[] }[]): Promise<{ claims: Map<string, Claim>; fresh: Set<string> }> {
  const lineRows = JSON.stringify(postings.flatMap(({ posting: p, lines }) => lines.map((l) => ({ dt: p.docType, dn: p.docNo, line: l.lineNo, act: l.action, op: p.operator }))));
  const inserted = await runStatement(tx, 'ledger_claim_many', CLAIM, [lineRows]);
  const claims = new Map<string, Claim>();
  const remember = (rows: Record<string, unknown>[]) => {
    for (const r of rows) {
      claims.set(claimKey(String(r.doc_type), String(r.doc_no), Number(r.line_no), String(r.action)), { postingId: Number(r.id), postedAt: new Date(String(r.create_date)).toISOString() });
    }
  };
  remember(inserted);
  const fresh = new Set(claims.keys());
  const total = new Set(postings.flatMap(({ posting: p, lines }) => lines.map((l) => claimKey(p.docType, p.docNo, l.lineNo, l.action)))).size;
  if (claims.size < total) remember(await runStatement(tx, 'ledger_claimed_many', CLAIMED, [lineRows]));
  return { claims, fresh };
}

/** The deltas of `lines` added up per balance key, in the order the keys first appear. */
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

function outboxEvents(posting: Posting, balances: { key: StockKey; after: Quantities }[]): OutboxEvent[] {
  const byWarehouse = new Map<string, OutboxEvent & { payload: { balances: Record<string, string>[] } }>();
  for (const { key, after } of balances) {
    const scope = { orgNo: key.orgNo, warehouseNo: key.warehouseNo };
    const name = `${key.orgNo}\u001f${key.warehouseNo}`;
    const event = byWarehouse.get(name) ?? { type: 'stock.posted', scope, payload: { docType: posting.docType, docNo: posting.docNo, balances: [] as Record<string, string>[] } };
    event.payload.balances.push({ ...key, onHand: after.onHand.toFixed(), allocated: after.allocated.toFixed(), frozen: after.frozen.toFixed() });
    byWarehouse.set(name, event);
  }
  return [...byWarehouse.values()];
}

/** Whether every state of a new balance, from zero through each posting's delta in turn, keeps the invariants without negative stock. */
function keepsInvariants(key: StockKey, deltas: Quantities[]): boolean {
  let state = NO_QUANTITIES;
  for (const delta of deltas) {
    if (balanceRefusal(key, state, delta, false)) return false;
    state = addQuantities(state, delta);
  }
  return true;
}

type Balance = { id?: number; before: Quantities; allowNegative: boolean; created: boolean };

/**
 * Locks the balances the postings touch (`perPosting`: each posting's deltas by key), all at once
 * in key order; a key without a balance gets one, inserted at once with its final quantities when
 * every posting in turn keeps its invariants (no update needed), else with zero quantities and then
 * locked like the others. Answers each key's balance before the postings.
 */
async function lockAll(tx: Tx, perPosting: Map<string, { key: StockKey; delta: Quantities }>[], operator: string): Promise<Map<string, Balance>> {
  const keys = new Map<string, { key: StockKey; deltas: Quantities[] }>();
  for (const deltas of perPosting) {
    for (const [text, { key, delta }] of deltas) keys.set(text, { key, deltas: [...(keys.get(text)?.deltas ?? []), delta] });
  }
  const balances = new Map<string, Balance>();
  const lock = async (list: StockKey[]) => {
    for (const b of await lockBalances(tx, list)) balances.set(keyText(b.key), { id: b.id, before: b.quantities, allowNegative: b.allowNegative, created: false });
  };
  await lock([...keys.values()].map((k) => k.key));
  const missing = [...keys].filter(([text]) => !balances.has(text)).map(([, k]) => ({ ...k, final: keepsInvariants(k.key, k.deltas) }));
  if (missing.length > 0) {
    const quantities = (k: (typeof missing)[number]) => (k.final ? k.deltas.reduce(addQuantities, NO_QUANTITIES) : NO_QUANTITIES);
    const created = new Set((await createBalances(tx, missing.map((k) => ({ key: k.key, quantities: quantities(k) })), operator)).map(keyText));
    for (const k of missing) if (k.final && created.has(keyText(k.key))) balances.set(keyText(k.key), { before: NO_QUANTITIES, allowNegative: false, created: true });
    // Not created with their quantities: created at zero, an unknown warehouse or item, or a
    // balance another posting created meanwhile (now locked like any other).
    const rest = missing.filter((k) => !balances.has(keyText(k.key)));
    if (rest.length > 0) await lock(rest.map((k) => k.key));
  }
  return balances;
}

/**
 * postMany(tx, postings): the postings in one go, as if posted one after another in their order
 * (each refused, claimed, checked and numbered as postMoves would), with one claim statement, one
 * lock, at most one insert of new balances and one write for all of them. Answers each posting's
 * result in the order given.
 */
export async function postMany(tx: Tx, postings: Posting[]): Promise<PostingResult[]> {
  const booked = postings.map((posting) => ({ posting, lines: bookedLines(posting) }));
  const { claims, fresh } = await claimLines(tx, booked);
  const key = (p: Posting, l: BookedLine) => claimKey(p.docType, p.docNo, l.lineNo, l.action);
  const replay = booked.map(({ posting, lines }) => new Set(lines.filter((l) => !fresh.delete(key(posting, l))).map((l) => key(posting, l))));
  const newLines = booked.map(({ posting, lines }, i) => lines.filter((l) => !replay[i].has(key(posting, l))));
  const perPosting = newLines.map(deltasByKey);

  if (perPosting.some((d) => d.size > 0)) {
    const balances = await lockAll(tx, perPosting, postings[0].operator);
    const state = new Map([...balances].map(([text, b]) => [text, b.before]));
    const keys = new Map<string, { key: StockKey; writer: string }>();
    const rows: TransactionRow[] = [];
    const events: OutboxEvent[] = [];
    for (const [i, { posting }] of booked.entries()) {
      for (const [text, { key: stockKey, delta }] of perPosting[i]) {
        const balance = balances.get(text);
        const refusal = balanceRefusal(stockKey, state.get(text) ?? NO_QUANTITIES, delta, balance?.allowNegative ?? false);
        if (refusal) throw refusal;
        if (!balance) throw new AppError('NOT_FOUND');
        keys.set(text, { key: stockKey, writer: posting.operator });
      }
      for (const line of newLines[i]) {
        const { postingId } = claims.get(key(posting, line))!;
        for (const entry of line.entries) {
          const row: TransactionRow = { ...entry, postingId, docType: posting.docType, docNo: posting.docNo, operator: posting.operator, lineNo: line.lineNo, action: line.action };
          if (entry.usage === 'internal') {
            const after = addQuantities(state.get(keyText(entry.key))!, quantitiesOf(entry));
            state.set(keyText(entry.key), after);
            row.after = after;
          }
          rows.push(row);
        }
      }
      events.push(...outboxEvents(posting, [...perPosting[i]].map(([text, d]) => ({ key: d.key, after: state.get(text)! }))));
    }
    const touched = [...keys].map(([text, { key: stockKey, writer }]) => ({ text, key: stockKey, writer, balance: balances.get(text)! }));
    const writes: BalanceWrite[] = touched.filter((t) => !t.balance.created).map((t) => ({ id: t.balance.id!, quantities: state.get(t.text)!, allowNegative: t.balance.allowNegative, operator: t.writer }));
    const summary = summaryDeltas(touched.map((t) => ({ key: t.key, before: t.balance.before, after: state.get(t.text)! })));
    await writePosting(tx, { balances: writes, rows, events, summary, days: await ledgerDayRows(tx, rows) });
  }

  return booked.map(({ posting, lines }, i) => ({
    docType: posting.docType,
    docNo: posting.docNo,
    lines: lines.map((l) => ({ lineNo: l.lineNo, action: l.action, ...claims.get(key(posting, l))!, replayed: replay[i].has(key(posting, l)) })),
  }));
}

/** One posting (see the module); postMany with it alone. */
export async function postMoves(tx: Tx, posting: Posting): Promise<PostingResult> {
  return (await postMany(tx, [posting]))[0];
}
