/**
 * kill -9 during a posting run: the product runs as `npm start` runs it (its own process and data
 * directory); CLIENTS clients post stock adjustments through its calls (add, submit, complete: the
 * complete posts three lines through the ledger) until ACKS completes were acknowledged, then the
 * server is killed with SIGKILL — once the node process alone (its PostgreSQL survives and is
 * stopped by the next start), once the node process with its PostgreSQL (postmaster and backends:
 * WAL recovery on the next start). After the restart on the same data: every acknowledged posting
 * is there exactly once, no document is half posted (all its lines posted or none, and its status
 * says which), balances equal the sum of their transactions, and completing again every document
 * whose answer was lost (same document, same version) posts it at most once.
 */
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../src/server/db/client.ts';
import { rebuildCheck } from '../../../src/server/ledger/rebuild-check.ts';
import { callProduct, childPids, exited, exitOf, isAlive, postmasterPid, productDir, signIn, startProduct, type Product } from '../../support/product-process.ts';
import { invariantViolations } from './ledger-support.ts';

const CLIENTS = 6;
const ACKS = 40;
const LINES = 3;
const SERVICE = 'IInvChangeService';

type Doc = { id: number; docNo: string; version: number; state: 'sent' | 'acked' };

const dirs: string[] = [];
const started: Product[] = [];
afterAll(async () => {
  for (const { child } of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const dir of dirs) {
    const pid = postmasterPid(path.join(dir, 'pg'));
    if (pid && isAlive(pid)) process.kill(pid, 'SIGQUIT');
    rmSync(dir, { recursive: true, force: true });
  }
});

async function start(dataDir: string): Promise<{ product: Product; token: string }> {
  const product = await startProduct(dataDir);
  started.push(product);
  return { product, token: await signIn(product) };
}

/** One client: adjustments of LINES gains each, until the server stops answering. */
async function client(product: Product, token: string, n: number, docs: Doc[], unexpected: unknown[]): Promise<void> {
  const call = (method: string, body: unknown) => callProduct(product, `${SERVICE}/${method}`, body, token);
  for (let i = 0; ; i++) {
    try {
      const quantities = Array.from({ length: LINES }, (_, l) => 1 + ((n + i + l) % 9));
      const lines = quantities.map((qty, l) => ({ cellNo: `K-${n % 3}`, itemNo: `K${(i + l) % 4}`, qty: String(qty) }));
      const added = await call('addinvchange', { orgNo: 'KIL', warehouseNo: 'WH-KIL', changeType: '1', lines });
      if (added.code !== 0) return void unexpected.push(added);
      const submitted = await call('submitinvchange', { list: [{ id: added.data.id, version: added.data.version }] });
      if (submitted.code !== 0) return void unexpected.push(submitted);
      const doc: Doc = { id: added.data.id, docNo: added.data.invChangeNo, version: submitted.data[0].version, state: 'sent' };
      docs.push(doc);
      const completed = await call('completeinvchange', { list: [{ id: doc.id, version: doc.version }] });
      if (completed.code !== 0) return void unexpected.push(completed);
      doc.state = 'acked';
    } catch {
      return; // the server is gone: whatever was in flight has no answer
    }
  }
}

/** Kills the node server, and with `database` its PostgreSQL too (postmaster and every backend). */
async function crash(product: Product, dataDir: string, database: boolean): Promise<void> {
  const postmaster = postmasterPid(dataDir) as number;
  if (database) process.kill(postmaster, 'SIGSTOP'); // no new backend from here on
  const backends = database ? childPids(postmaster) : [];
  product.child.kill('SIGKILL');
  for (const pid of database ? [postmaster, ...backends] : []) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // a backend that ended between the listing and the kill
    }
  }
  expect(await exitOf(product.child)).toEqual({ code: null, signal: 'SIGKILL' });
  if (database) for (const pid of [postmaster, ...backends]) expect(await exited(pid)).toBe(true);
  else expect(isAlive(postmaster)).toBe(true);
}

/** The documents of the run as stored: status and how many of their lines and ledger rows posted. */
async function stored(url: string) {
  const database = openDatabase(url, 2);
  try {
    const heads = await database.db.execute(sql`
      select h.inv_change_no as doc_no, h.status_code, (select count(*)::int from inv_posting p where p.doc_type = 'ADJ' and p.doc_no = h.inv_change_no) as postings,
        (select count(*)::int from inv_transaction t where t.doc_type = 'ADJ' and t.doc_no = h.inv_change_no) as transactions
      from inv_change_head h where h.org_no = 'KIL'`);
    const posted = await database.db.execute(sql`
      select coalesce(sum(l.qty), 0)::text as qty from inv_change_line l join inv_change_head h on h.id = l.head_id where h.org_no = 'KIL' and h.status_code = '30'`);
    const onHand = await database.db.execute(sql`select coalesce(sum(on_hand), 0)::text as qty from inv_stock where org_no = 'KIL'`);
    return {
      docs: new Map(heads.rows.map((r) => [String(r.doc_no), { status: String(r.status_code), postings: Number(r.postings), transactions: Number(r.transactions) }])),
      postedQty: new Decimal(String(posted.rows[0].qty)).toFixed(),
      onHand: new Decimal(String(onHand.rows[0].qty)).toFixed(),
      rebuild: await rebuildCheck(database.db),
      violations: await invariantViolations(database),
    };
  } finally {
    await database.close();
  }
}

describe.each([
  { what: 'the server process', database: false },
  { what: 'the server and its PostgreSQL', database: true },
])('kill -9 of $what during a posting run', ({ database }) => {
  it('should keep every acknowledged posting exactly once and no document half posted', { timeout: 240_000 }, async () => {
    const dir = productDir('wms-posting-crash-');
    dirs.push(dir);
    const dataDir = path.join(dir, 'pg');
    const first = await start(dataDir);
    const setup = (method: string, body: unknown) => callProduct(first.product, method, body, first.token);
    expect((await setup('IBmOrgService/addbmorg', { orgNo: 'KIL', orgName: 'Crash posting' })).code).toBe(0);
    expect((await setup('IBmWarehouseService/addbmwarehouse', { warehouseNo: 'WH-KIL', warehouseName: 'Crash warehouse', orgNo: 'KIL' })).code).toBe(0);
    for (let i = 0; i < 4; i++) expect((await setup('IBmItemService/addbmitem', { itemNo: `K${i}`, itemName: `Crash item ${i}`, orgNo: 'KIL' })).code).toBe(0);

    const docs: Doc[] = [];
    const unexpected: unknown[] = [];
    const run = Promise.all(Array.from({ length: CLIENTS }, (_, n) => client(first.product, first.token, n, docs, unexpected)));
    await expect.poll(() => docs.filter((d) => d.state === 'acked').length, { timeout: 120_000, interval: 20 }).toBeGreaterThanOrEqual(ACKS);
    await crash(first.product, dataDir, database);
    await run;
    expect(unexpected).toEqual([]);

    const second = await start(dataDir);
    const before = await stored(second.product.pgUrl);
    for (const doc of docs.filter((d) => d.state === 'acked')) expect(before.docs.get(doc.docNo)).toEqual({ status: '30', postings: LINES, transactions: 2 * LINES });
    for (const [docNo, doc] of before.docs) {
      const posted = doc.status === '30';
      expect({ docNo, ...doc }).toEqual({ docNo, status: doc.status, postings: posted ? LINES : 0, transactions: posted ? 2 * LINES : 0 });
    }
    expect([before.rebuild, before.violations]).toEqual([[], []]);
    expect(before.onHand).toBe(before.postedQty);

    // The lost answers: completing again (same document, same version) posts what had not committed, once.
    const resend = (doc: Doc) => callProduct(second.product, `${SERVICE}/completeinvchange`, { list: [{ id: doc.id, version: doc.version }] }, second.token);
    for (const doc of docs) {
      const answer = await resend(doc);
      const committed = before.docs.get(doc.docNo)?.status === '30';
      expect([doc.docNo, answer.code]).toEqual([doc.docNo, committed ? 10041 : 0]);
      expect((await resend(doc)).code).toBe(10041);
    }
    const after = await stored(second.product.pgUrl);
    for (const doc of docs) expect(after.docs.get(doc.docNo)).toEqual({ status: '30', postings: LINES, transactions: 2 * LINES });
    expect([after.rebuild, after.violations]).toEqual([[], []]);
    expect(after.onHand).toBe(after.postedQty);
    second.product.child.kill('SIGTERM');
    expect(await exitOf(second.product.child)).toEqual({ code: 0, signal: null });
  });
});
