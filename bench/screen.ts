/**
 * `npm run bench` (big screen): render cost of /warehouseScreen in headless Chromium (SwiftShader
 * software WebGL, so absolute fps are low: compare draw calls and frame times between sizes, not
 * with a GPU). Starts an embedded PostgreSQL in a temporary folder with the demo data, lays out
 * BENCH_SCREEN_CELLS cells (default 20,000: 10 zones x 20 shelves x 25 positions x 4 levels) in
 * WH-SEA and a tenth of them in WH-LDN through batchCreateCellsData, receives stock into every
 * 7th cell, builds nothing (run `vite build` first: it serves dist/), opens each warehouse's screen
 * and samples BENCH_SCREEN_SECONDS (default 10) seconds of frames through the page's probe.
 * Prints JSON: per size the cells drawn, draw calls, triangles and frame time p50/p95 (ms).
 */
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { buildApp } from '../src/server/app.ts';
import type { Database } from '../src/server/db/client.ts';
import { withRetry } from '../src/server/db/retry.ts';
import type { MoveLine } from '../src/server/ledger/move-lines.ts';
import { postMoves } from '../src/server/ledger/post-moves.ts';
import { gridCellNo } from '../src/shared/layout.ts';
import { BENCH_PASSWORD, withDemoDatabase } from './bench-database.ts';

const CELLS = Number(process.env.BENCH_SCREEN_CELLS ?? 20_000);
const SECONDS = Number(process.env.BENCH_SCREEN_SECONDS ?? 10);
const DIST = path.resolve(import.meta.dirname, '../dist');
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const GRID = { shelves: 20, positions: 25, levels: 4 };

type Call = (path: string, body: unknown) => Promise<{ code: number; data: any; errorMessage?: string }>;

function percentile(sorted: number[], p: number): number {
  return Number(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))].toFixed(1));
}

/** Zones Z01.. of `cells` cells (whole zones of 2,000) in a warehouse, and stock in every 7th cell. */
async function layOut(call: Call, database: Database, warehouseNo: string, cells: number): Promise<void> {
  const perZone = GRID.shelves * GRID.positions * GRID.levels;
  const zoneNos = Array.from({ length: Math.max(1, Math.round(cells / perZone)) }, (_, i) => `${warehouseNo}-Z${String(i + 1).padStart(2, '0')}`);
  for (const zoneNo of zoneNos) {
    const zone = await call('IBmZoneService/addbmzone', { zoneNo, zoneName: zoneNo, orgNo: 'NWT', warehouseNo });
    if (zone.code !== 0) throw new Error(`zone ${zoneNo}: ${zone.errorMessage}`);
  }
  const created = await call('IBmWarehouseViewService/batchCreateCellsData', { warehouseNo, zoneNos, ...GRID, template: { maxQty: '20' } });
  if (created.code !== 0) throw new Error(`cells: ${created.errorMessage}`);
  const lines: MoveLine[] = [];
  for (const zoneNo of zoneNos) {
    for (let s = 1; s <= GRID.shelves; s++) {
      for (let p = 1; p <= GRID.positions; p += 7) {
        const cellNo = gridCellNo(zoneNo, s, p, 1 + (p % GRID.levels));
        const to = { orgNo: 'NWT', warehouseNo, cellNo, itemNo: 'P003', lotNo: '', containerNo: '', stockStatus: 'OK' };
        lines.push({ lineNo: lines.length + 1, action: 'receive', to, quantity: String(1 + (lines.length % 25)) });
      }
    }
  }
  await withRetry(database.db, (tx) => postMoves(tx, { docType: 'BENCH', docNo: `B-${warehouseNo}`, operator: 'bench', lines }));
}

async function measure(browser: Browser, baseUrl: string, token: string, warehouseNo: string) {
  const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
  await page.addInitScript((value) => localStorage.setItem('wms_token', value), token);
  await page.goto(`${baseUrl}/warehouseScreen?warehouseNo=${warehouseNo}`);
  const container = page.getByTestId('screen-3d');
  await container.waitFor({ timeout: 120_000 });
  await page.waitForFunction(() => (window.__wmsScreen?.stats().frames.length ?? 0) > 5, undefined, { timeout: 120_000 });
  await page.waitForTimeout(SECONDS * 1000);
  const stats = await page.evaluate(() => window.__wmsScreen!.stats());
  const cells = Number(await container.getAttribute('data-cells'));
  await page.close();
  const frames = stats.frames.slice(5).sort((a, b) => a - b);
  return { cells, drawCalls: stats.drawCalls, triangles: stats.triangles, frames: frames.length, frameP50Ms: percentile(frames, 50), frameP95Ms: percentile(frames, 95) };
}

if (!existsSync(path.join(DIST, 'index.html'))) throw new Error('dist/index.html is missing: run `npx vite build` first');
await withDemoDatabase('screen', async (database) => {
  const app = await buildApp({ database, staticDir: DIST });
  const login = await app.inject({ method: 'POST', url: '/wms-restful/IBmLoginService/login', payload: { userNo: 'admin', pwd: BENCH_PASSWORD } });
  const token = login.json().data.token as string;
  const call: Call = async (url, body) => (await app.inject({ method: 'POST', url: `/wms-restful/${url}`, headers: { 'authentication-info': token }, payload: body as object })).json();
  await layOut(call, database, 'WH-SEA', CELLS);
  await layOut(call, database, 'WH-LDN', CELLS / 10);
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const small = await measure(browser, baseUrl, token, 'WH-LDN');
    const large = await measure(browser, baseUrl, token, 'WH-SEA');
    console.log(JSON.stringify({ machine: { cpus: os.cpus().length, node: process.version, renderer: 'SwiftShader (headless, --disable-gpu)' }, screen: [small, large] }, null, 2));
  } finally {
    await browser.close();
    await app.close();
  }
});
