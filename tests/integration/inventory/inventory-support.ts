/**
 * Helpers of the inventory tests: a demo app signed in as admin, stock received straight through
 * the ledger (receipts are not an SM document), real cells of the demo layout, and a document
 * round trip (add, then run actions) through the router.
 */
import { sql } from 'drizzle-orm';
import { withRetry } from '../../../src/server/db/retry.ts';
import type { StockKey } from '../../../src/server/ledger/move-lines.ts';
import { postMoves } from '../../../src/server/ledger/post-moves.ts';
import { testApp, type CallAnswer, type TestApp } from '../../support/test-app.ts';

export type Session = TestApp & { token: string; as: <T = any>(path: string, body?: unknown) => Promise<CallAnswer<T>> };

export async function inventoryApp(): Promise<Session> {
  const t = await testApp({ demo: true });
  const token = await t.login();
  return { ...t, token, as: (path, body) => t.call(path, body, { token }) };
}

/**
 * inventoryApp with the scheduler's jobs kept still (WMS_JOB_TICK_MS an hour, the environment put
 * back after start): the statement-count tests count only what their calls send.
 */
export async function quietInventoryApp(): Promise<Session> {
  const tick = process.env.WMS_JOB_TICK_MS;
  process.env.WMS_JOB_TICK_MS = String(3_600_000);
  return inventoryApp().finally(() => {
    if (tick === undefined) delete process.env.WMS_JOB_TICK_MS;
    else process.env.WMS_JOB_TICK_MS = tick;
  });
}

/** `count` active cells of a warehouse's layout by cell number (names of our own when it has none). */
export async function cellsOf(t: TestApp, warehouseNo: string, count: number): Promise<string[]> {
  const result = await t.database.db.execute(sql`select cell_no from bm_cell where warehouse_no = ${warehouseNo} and status_code = 1 order by cell_no limit ${count}`);
  const cells = result.rows.map((r) => String(r.cell_no));
  return cells.length === count ? cells : Array.from({ length: count }, (_, i) => `T-${String(i + 1).padStart(2, '0')}`);
}

export function key(overrides: Partial<StockKey> & { cellNo: string }): StockKey {
  return { orgNo: 'NWT', warehouseNo: 'WH-SEA', itemNo: 'P001', lotNo: '', containerNo: '', stockStatus: '10', ...overrides };
}

let receipts = 0;
/** Receives `quantity` onto `at` through the ledger (a receipt document of its own). */
export async function receive(t: TestApp, at: StockKey, quantity: string): Promise<void> {
  receipts += 1;
  await withRetry(t.database.db, (tx) => postMoves(tx, { docType: 'RCV', docNo: `RCV-T${receipts}-${Date.now()}`, operator: 'tester', lines: [{ lineNo: 1, action: 'receive', to: at, quantity }] }));
}

/** On-hand, allocated and frozen of a key as plain decimals ('0' when it has no balance). */
export async function balance(t: TestApp, at: StockKey): Promise<{ onHand: string; allocated: string; frozen: string }> {
  const result = await t.database.db.execute(sql`
    select trim_scale(on_hand)::text as on_hand, trim_scale(allocated)::text as allocated, trim_scale(frozen)::text as frozen from inv_stock
    where org_no = ${at.orgNo} and warehouse_no = ${at.warehouseNo} and cell_no = ${at.cellNo} and item_no = ${at.itemNo}
      and lot_no = ${at.lotNo} and container_no = ${at.containerNo} and stock_status = ${at.stockStatus}`);
  const r = result.rows[0];
  return r ? { onHand: String(r.on_hand), allocated: String(r.allocated), frozen: String(r.frozen) } : { onHand: '0', allocated: '0', frozen: '0' };
}

export async function transactionCount(t: TestApp, docNo: string): Promise<number> {
  const result = await t.database.db.execute(sql`select count(*)::int as n from inv_transaction where doc_no = ${docNo}`);
  return Number(result.rows[0].n);
}

/** Adds a document through `{service}/{add}` and answers its header with lines; throws on refusal. */
export async function addDoc(s: Session, service: string, suffix: string, body: Record<string, unknown>): Promise<any> {
  const answer = await s.as(`${service}/add${suffix}`, body);
  if (answer.code !== 0) throw new Error(`add refused: ${answer.errorMessage} ${JSON.stringify(answer.details)}`);
  return answer.data;
}

/** Runs one action on documents (current versions) and answers the envelope. */
export async function act(s: Session, service: string, method: string, docs: { id: number; version: number }[]): Promise<CallAnswer> {
  return s.as(`${service}/${method}`, { list: docs.map(({ id, version }) => ({ id, version })) });
}
