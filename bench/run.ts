/**
 * `npm run bench`: performance figures of the product on this machine, printed as JSON (never
 * asserted in tests). Starts an embedded PostgreSQL in a temporary folder, loads the demo, then
 * measures: list call latency (p50/p95/p99, ms) of the item list through the router, an import of
 * BENCH_ITEMS items (default 10,000) from an xlsx, and an export of them.
 * Size with BENCH_ITEMS; BENCH_LIST_CALLS sets how many list calls are timed (default 500).
 */
import ExcelJS from 'exceljs';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/server/app.ts';
import { migrateDatabase, openDatabase } from '../src/server/db/client.ts';
import { startEmbeddedPostgres } from '../src/server/db/embedded.ts';
import { loadDemoIfEmpty } from '../src/server/demo/load-demo.ts';
import { bootstrap } from '../src/server/system/bootstrap.ts';
import { multipart } from './bench-database.ts';

const ITEMS = Number(process.env.BENCH_ITEMS ?? 10_000);
const LIST_CALLS = Number(process.env.BENCH_LIST_CALLS ?? 500);
const PASSWORD = 'Bench-12345';

function percentile(sorted: number[], p: number): number {
  return Number(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))].toFixed(2));
}

async function itemsWorkbook(count: number): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('items');
  sheet.addRow(['itemNo', 'itemName', 'orgNo', 'groupNo', 'supplierNo', 'packQty', 'unitPrice']);
  for (let i = 0; i < count; i++) sheet.addRow([`B${String(i).padStart(6, '0')}`, `Bench item ${i}`, 'NWT', 'C001', 'S001', '12', '9.5']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const dir = mkdtempSync(path.join(os.tmpdir(), 'wms-bench-'));
chmodSync(dir, 0o755);
const server = await startEmbeddedPostgres({ dataDir: path.join(dir, 'pg') });
const database = openDatabase(server.url, 10);
try {
  await migrateDatabase(database.db);
  await bootstrap(database.db, PASSWORD);
  await loadDemoIfEmpty(database);
  const app = await buildApp({ database });
  const login = await app.inject({ method: 'POST', url: '/wms-restful/IBmLoginService/login', payload: { userNo: 'admin', pwd: PASSWORD } });
  const token = login.json().data.token as string;
  const headers = { 'authentication-info': token };

  const file = await itemsWorkbook(ITEMS);
  const upload = multipart(file, 'items.xlsx');
  let t0 = performance.now();
  const imported = await app.inject({ method: 'POST', url: '/wms-restful/IBmItemService/importexcel', headers: { ...headers, 'content-type': upload.contentType }, payload: upload.body });
  const importMs = performance.now() - t0;

  const latencies: number[] = [];
  for (let i = 0; i < LIST_CALLS; i++) {
    t0 = performance.now();
    await app.inject({ method: 'POST', url: '/wms-restful/IBmItemService/getbmitemlistbyparams', headers, payload: { current: 1 + (i % 50), size: 20, condition: i % 2 ? { itemName: 'item 1' } : {} } });
    latencies.push(performance.now() - t0);
  }
  latencies.sort((a, b) => a - b);

  t0 = performance.now();
  const exported = await app.inject({ method: 'POST', url: '/wms-restful/IBmItemService/exportexcel', headers, payload: { condition: {} } });
  const exportMs = performance.now() - t0;

  console.log(JSON.stringify({
    machine: { cpus: os.cpus().length, node: process.version },
    import: { rows: ITEMS, ms: Math.round(importMs), answer: imported.json().data },
    itemList: { calls: LIST_CALLS, rowsInTable: ITEMS + 77, p50Ms: percentile(latencies, 50), p95Ms: percentile(latencies, 95), p99Ms: percentile(latencies, 99) },
    export: { rows: ITEMS + 77, ms: Math.round(exportMs), bytes: exported.rawPayload.length },
  }, null, 2));
  await app.close();
} finally {
  await database.close();
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
}
