/**
 * Scale-out (DESIGN.md "Scale-out", issue 17): two server processes on one PostgreSQL; HTTP clients
 * run adjustments with client request ids against both; one process is killed (SIGKILL) mid-run
 * and its clients send their steps again to the other: no completed document is lost and none is
 * posted twice.
 */
import { sql } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdjustments } from '../../support/adjustment-client.ts';
import { startProduct, type Product } from '../../support/product-process.ts';
import { testApp, type TestApp } from '../../support/test-app.ts';
import { cellsOf } from '../inventory/inventory-support.ts';

let t: TestApp;
const dir = mkdtempSync(path.join(os.tmpdir(), 'wms-instances-'));
const servers: Product[] = [];
beforeAll(async () => {
  t = await testApp({ demo: true });
  for (let i = 0; i < 2; i++) servers.push(await startProduct(dir, { DATABASE_URL: t.databaseUrl }));
  await Promise.all(servers.map((s) => s.listening));
});
afterAll(async () => {
  for (const { child } of servers) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('two instances, one killed mid-run', () => {
  it('should complete every document exactly once when its clients retry on the surviving instance', { timeout: 120_000 }, async () => {
    const token = await t.login();
    const cells = await cellsOf(t, 'WH-SEA', 20);
    const [doomed] = servers;
    let killed = false;
    const done = await runAdjustments({ bases: servers.map((s) => `http://127.0.0.1:${s.port}`), token, cells }, 4, (completed) => {
      if (!killed && completed >= 8) {
        killed = doomed.child.kill('SIGKILL');
      }
      return completed < 40;
    });
    expect(killed).toBe(true);
    expect(done.reduce((sum, d) => sum + d.retries, 0)).toBeGreaterThan(0);

    const docNos = done.map((d) => d.invChangeNo);
    expect(new Set(docNos).size).toBe(done.length);
    const rows = await t.database.db.execute(sql`
      select h.status_code, count(t.id)::int as postings from inv_change_head h left join inv_transaction t on t.doc_no = h.inv_change_no
      group by h.id, h.status_code`);
    // Every document the clients made is completed with its two ledger rows (cell and inventory-loss location).
    expect(rows.rows).toHaveLength(done.length);
    expect(rows.rows.every((r) => r.status_code === '30' && r.postings === 2)).toBe(true);
  });
});
