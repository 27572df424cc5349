/**
 * Model-based test of the ledger (fast-check commands against the real database): every command
 * is a document posted through postMoves (receive, issue, allocate, unallocate, freeze, unfreeze,
 * transfer, adjust, a mixed multi-line document), a reversal, or a replay of an earlier document.
 * A plain in-memory model predicts each answer; after every step the balances must equal the
 * model, equal the sum of their transactions (rebuild check), keep 0 <= allocated + frozen <=
 * on-hand (on-hand below zero only in WH-LDN, which allows it), have one row per key, and every
 * line and transfer must sum to zero. Each run books under its own lot number, so runs start empty.
 */
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../../src/server/db/client.ts';
import { rebuildCheck } from '../../../src/server/ledger/rebuild-check.ts';
import { checkStockSummary, foldStockSummary } from '../../../src/server/ledger/stock-summary.ts';
import type { MoveLine, StockKey } from '../../../src/server/ledger/move-lines.ts';
import type { PostingResult } from '../../../src/server/ledger/post-moves.ts';
import { AppError } from '../../../src/server/rpc/app-error.ts';
import { countRows, invariantViolations, ledgerDatabase, post, reverse, stockKey } from './ledger-support.ts';

const WAREHOUSES = ['WH-SEA', 'WH-LDN'];
const CELLS = ['M-01', 'M-02'];
const ITEMS = ['P001', 'P002'];
const KEY_COUNT = WAREHOUSES.length * CELLS.length * ITEMS.length;

type Q = { onHand: Decimal; allocated: Decimal; frozen: Decimal };
type Action = 'receive' | 'issue' | 'allocate' | 'unallocate' | 'freeze' | 'unfreeze' | 'transfer' | 'adjust';
/** A line by key index (0..KEY_COUNT-1); a transfer's target keeps the source's item. */
type LineSpec = { action: Action; key: number; to: number; quantity: string };
type PostedDoc = { docNo: string; specs: LineSpec[]; result: PostingResult; reversed: boolean };
type Model = { balances: Map<number, Q>; docs: PostedDoc[] };
type Real = { database: Database; lot: string; seq: number };

const keyParts = (i: number) => ({ warehouseNo: WAREHOUSES[i & 1], cellNo: CELLS[(i >> 1) & 1], itemNo: ITEMS[(i >> 2) & 1] });
// Key index bits: 1 warehouse, 2 cell, 4 item.
const targetOf = (spec: LineSpec) => (spec.to & 3) | (spec.key & 4);
const keyOf = (real: Real, i: number): StockKey => stockKey({ ...keyParts(i), lotNo: real.lot });

function toLine(real: Real, spec: LineSpec, lineNo: number): MoveLine {
  const at = keyOf(real, spec.key);
  switch (spec.action) {
    case 'receive':
      return { lineNo, action: 'receive', to: at, quantity: spec.quantity };
    case 'issue':
      return { lineNo, action: 'issue', from: at, quantity: spec.quantity };
    case 'transfer':
      return { lineNo, action: 'transfer', from: at, to: keyOf(real, targetOf(spec)), quantity: spec.quantity };
    default:
      return { lineNo, action: spec.action, at, quantity: spec.quantity };
  }
}

/** The model's deltas of one line per key index, written independently of the ledger code. */
function specDeltas(spec: LineSpec): [number, Q][] {
  const q = new Decimal(spec.quantity);
  const z = new Decimal(0);
  switch (spec.action) {
    case 'receive': return [[spec.key, { onHand: q, allocated: z, frozen: z }]];
    case 'adjust': return [[spec.key, { onHand: q, allocated: z, frozen: z }]];
    case 'issue': return [[spec.key, { onHand: q.neg(), allocated: z, frozen: z }]];
    case 'allocate': return [[spec.key, { onHand: z, allocated: q, frozen: z }]];
    case 'unallocate': return [[spec.key, { onHand: z, allocated: q.neg(), frozen: z }]];
    case 'freeze': return [[spec.key, { onHand: z, allocated: z, frozen: q }]];
    case 'unfreeze': return [[spec.key, { onHand: z, allocated: z, frozen: q.neg() }]];
    case 'transfer': return [[spec.key, { onHand: q.neg(), allocated: z, frozen: z }], [targetOf(spec), { onHand: q, allocated: z, frozen: z }]];
  }
}

/** The balances after applying `deltas`, or the refusal the ledger must answer. */
function applyModel(model: Model, deltas: [number, Q][]): Map<number, Q> | string {
  const next = new Map(model.balances);
  for (const [key, d] of deltas) {
    const b = next.get(key) ?? { onHand: new Decimal(0), allocated: new Decimal(0), frozen: new Decimal(0) };
    next.set(key, { onHand: b.onHand.add(d.onHand), allocated: b.allocated.add(d.allocated), frozen: b.frozen.add(d.frozen) });
  }
  for (const [key] of deltas) {
    const b = next.get(key)!;
    const negativeAllowed = WAREHOUSES[key & 1] === 'WH-LDN';
    if (b.allocated.isNeg()) return 'INSUFFICIENT_ALLOCATED';
    if (b.frozen.isNeg()) return 'INSUFFICIENT_FROZEN';
    const held = b.allocated.add(b.frozen);
    if (held.gt(b.onHand) && !(negativeAllowed && held.isZero())) return 'INSUFFICIENT_STOCK';
  }
  return next;
}

async function errorName(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
    return undefined;
  } catch (error) {
    if (error instanceof AppError) return error.errorName;
    throw error;
  }
}

async function expectLedgerMatches(model: Model, real: Real): Promise<void> {
  const rows = await real.database.db.execute(sql`
    select warehouse_no, cell_no, item_no, on_hand::text, allocated::text, frozen::text from inv_stock where lot_no = ${real.lot}`);
  const stored = new Map(rows.rows.map((r) => [`${r.warehouse_no}/${r.cell_no}/${r.item_no}`, [r.on_hand, r.allocated, r.frozen].map((v) => new Decimal(String(v)).toFixed())]));
  const expected = new Map([...model.balances].map(([i, q]) => {
    const k = keyParts(i);
    return [`${k.warehouseNo}/${k.cellNo}/${k.itemNo}`, [q.onHand, q.allocated, q.frozen].map((v) => v.toFixed())];
  }));
  expect(stored).toEqual(expected);
  expect(rows.rows.length).toBe(model.balances.size);
  expect(await rebuildCheck(real.database.db)).toEqual([]);
  expect(await checkStockSummary(real.database.db)).toEqual([]);
  expect(await invariantViolations(real.database)).toEqual([]);
}

class PostCommand implements fc.AsyncCommand<Model, Real> {
  constructor(readonly specs: LineSpec[]) {}
  check = () => true;
  async run(model: Model, real: Real): Promise<void> {
    const docNo = `${real.lot}-D${++real.seq}`;
    const expected = applyModel(model, this.specs.flatMap(specDeltas));
    let result: PostingResult | undefined;
    const refused = await errorName(post(real.database, docNo, this.specs.map((s, i) => toLine(real, s, i + 1))).then((r) => (result = r)));
    expect(refused).toBe(typeof expected === 'string' ? expected : undefined);
    if (typeof expected !== 'string') {
      model.balances = expected;
      model.docs.push({ docNo, specs: this.specs, result: result!, reversed: false });
    }
    await expectLedgerMatches(model, real);
  }
  toString = () => `post(${this.specs.map((s) => `${s.action} ${s.quantity} @${s.key}${s.action === 'transfer' ? `->${targetOf(s)}` : ''}`).join(', ')})`;
}

class ReverseCommand implements fc.AsyncCommand<Model, Real> {
  constructor(readonly pick: number) {}
  check = (model: Readonly<Model>) => model.docs.length > 0;
  async run(model: Model, real: Real): Promise<void> {
    const doc = model.docs[this.pick % model.docs.length];
    const negated = doc.specs.flatMap(specDeltas).map(([k, d]): [number, Q] => [k, { onHand: d.onHand.neg(), allocated: d.allocated.neg(), frozen: d.frozen.neg() }]);
    const expected = doc.reversed ? model.balances : applyModel(model, negated);
    const before = await countRows(real.database, 'inv_transaction');
    let result: PostingResult | undefined;
    const refused = await errorName(reverse(real.database, doc.docNo).then((r) => (result = r)));
    expect(refused).toBe(typeof expected === 'string' ? expected : undefined);
    if (doc.reversed) {
      expect(result!.lines.every((l) => l.replayed)).toBe(true);
      expect(await countRows(real.database, 'inv_transaction')).toBe(before);
    }
    if (typeof expected !== 'string') {
      model.balances = expected;
      doc.reversed = true;
    }
    await expectLedgerMatches(model, real);
  }
  toString = () => `reverse(#${this.pick})`;
}

class ReplayCommand implements fc.AsyncCommand<Model, Real> {
  constructor(readonly pick: number) {}
  check = (model: Readonly<Model>) => model.docs.length > 0;
  async run(model: Model, real: Real): Promise<void> {
    const doc = model.docs[this.pick % model.docs.length];
    const counts = await Promise.all([countRows(real.database, 'inv_transaction'), countRows(real.database, 'event_outbox')]);
    const replay = await post(real.database, doc.docNo, doc.specs.map((s, i) => toLine(real, s, i + 1)));
    expect(replay.lines).toEqual(doc.result.lines.map((l) => ({ ...l, replayed: true })));
    expect(await Promise.all([countRows(real.database, 'inv_transaction'), countRows(real.database, 'event_outbox')])).toEqual(counts);
    await expectLedgerMatches(model, real);
  }
  toString = () => `replay(#${this.pick})`;
}

/** The stock summary's fold: moves the postings' summary deltas into the summary; the ledger must read the same. */
class FoldCommand implements fc.AsyncCommand<Model, Real> {
  check = () => true;
  async run(model: Model, real: Real): Promise<void> {
    await foldStockSummary(real.database.pool);
    expect(await countRows(real.database, 'inv_stock_summary_delta')).toBe(0);
    await expectLedgerMatches(model, real);
  }
  toString = () => 'fold';
}

const quantity = fc.integer({ min: 1, max: 40 }).map((n) => new Decimal(n).div(4).toFixed());
const lineOf = (action: Action) =>
  fc.record({ action: fc.constant(action), key: fc.nat(KEY_COUNT - 1), to: fc.nat(KEY_COUNT - 1), quantity: action === 'adjust' ? fc.tuple(quantity, fc.boolean()).map(([q, neg]) => (neg ? `-${q}` : q)) : quantity });
const ACTIONS: Action[] = ['receive', 'issue', 'allocate', 'unallocate', 'freeze', 'unfreeze', 'transfer', 'adjust'];
const commands = [
  ...ACTIONS.map((action) => lineOf(action).map((spec) => new PostCommand([spec]))),
  fc.array(fc.oneof(...ACTIONS.map(lineOf)), { minLength: 2, maxLength: 4 }).map((specs) => new PostCommand(specs)),
  fc.nat().map((pick) => new ReverseCommand(pick)),
  fc.nat().map((pick) => new ReplayCommand(pick)),
  fc.constant(new FoldCommand()),
];

let database: Database;
let runs = 0;
beforeAll(async () => {
  database = await ledgerDatabase(4);
  await database.db.execute(sql`update bm_warehouse set allow_negative = true where warehouse_no = 'WH-LDN'`);
});
afterAll(() => database.close());

it('should keep the ledger equal to the model and every invariant after every command', async () => {
  await fc.assert(
    fc.asyncProperty(fc.commands(commands, { maxCommands: 30 }), async (cmds) => {
      const real: Real = { database, lot: `L${++runs}`, seq: 0 };
      await fc.asyncModelRun(() => ({ model: { balances: new Map(), docs: [] }, real }), cmds);
    }),
    { numRuns: Number(process.env.LEDGER_MODEL_RUNS ?? 40) },
  );
});
