/**
 * `npm run bench` (big screen): render cost of /warehouseScreen in headless Chromium (SwiftShader
 * software WebGL, so absolute fps are low: compare draw calls and frame times between scenes of the
 * same run, not with a GPU). Starts an embedded PostgreSQL in a temporary folder with the demo
 * data, lays out BENCH_SCREEN_CELLS cells (default 21,336: zones of 20 shelves x 25 positions x 4
 * levels, the last one shorter) in WH-SEA, a tenth of them in WH-LDN and one cell in a new
 * warehouse WH-EMPTY (the empty scene: floor and one cell) through the layout calls, receives
 * stock into every 7th cell, builds nothing (run `vite build` first: it serves dist/), opens each
 * warehouse's screen and samples BENCH_SCREEN_SECONDS (default 10) seconds of frames through the
 * page's probe. Then, on WH-SEA's still view (tour=0), BENCH_SCREEN_PULSES (default 20) postings
 * one after the other each into another cell: event-to-pixel latency = the epoch ms at which the
 * page first drew the cell's pulse (probe pulsedAt: the pulse starts when the posting's event
 * arrives) minus the epoch ms before the posting; and the same up to the first frame with the
 * cell's colour from its fetched occupancy (probe colouredAt).
 * Prints JSON: per scene the cells drawn, draw calls, triangles and frame time p50/p95 (ms), and
 * the latencies p50/p95/max (ms).
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

const CELLS = Number(process.env.BENCH_SCREEN_CELLS ?? 21_336);
const PULSES = Number(process.env.BENCH_SCREEN_PULSES ?? 20);
const SECONDS = Number(process.env.BENCH_SCREEN_SECONDS ?? 10);
const DIST = path.resolve(import.meta.dirname, '../dist');
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const GRID = { shelves: 20, positions: 25, levels: 4 };

type Call = (path: string, body: unknown) => Promise<{ code: number; data: any; errorMessage?: string }>;

function percentile(sorted: number[], p: number): number {
  return Number(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))].toFixed(1));
}

/** Zones Z01.. holding `cells` cells (whole grids, the last one cut to the rest), and stock in every 7th of them. */
async function layOut(call: Call, database: Database, warehouseNo: string, cells: number): Promise<void> {
  const perZone = GRID.shelves * GRID.positions * GRID.levels;
  const zoneNos = Array.from({ length: Math.ceil(cells / perZone) }, (_, i) => `${warehouseNo}-Z${String(i + 1).padStart(2, '0')}`);
  for (const [i, zoneNo] of zoneNos.entries()) {
    const zone = await call('IBmZoneService/addbmzone', { zoneNo, zoneName: zoneNo, orgNo: 'NWT', warehouseNo });
    if (zone.code !== 0) throw new Error(`zone ${zoneNo}: ${zone.errorMessage}`);
    const rest = Math.min(perZone, cells - i * perZone);
    const shelves = Math.ceil(rest / (GRID.positions * GRID.levels));
    const created = await call('IBmWarehouseViewService/batchCreateCellsData', { warehouseNo, zoneNos: [zoneNo], ...GRID, shelves: shelves, template: { maxQty: '20' } });
    if (created.code !== 0) throw new Error(`cells: ${created.errorMessage}`);
  }
  // Only the bench's own zones are cut to `cells`: the demo's cells of the warehouse stay as they are.
  const own = 'warehouse_no = $1 and zone_no = any($2)';
  await database.pool.query(`delete from bm_cell where ${own} and id not in (select id from bm_cell where ${own} order by cell_no limit $3)`, [warehouseNo, zoneNos, cells]);
  const kept = await database.pool.query<{ cell_no: string }>(`select cell_no from bm_cell where ${own} order by cell_no`, [warehouseNo, zoneNos]);
  const lines: MoveLine[] = kept.rows.filter((_, i) => i % 7 === 0).map((row, i) => ({
    lineNo: i + 1, action: 'receive', quantity: String(1 + (i % 25)),
    to: { orgNo: 'NWT', warehouseNo, cellNo: row.cell_no, itemNo: 'P003', lotNo: '', containerNo: '', stockStatus: 'OK' },
  }));
  await withRetry(database.db, (tx) => postMoves(tx, { docType: 'BENCH', docNo: `B-${warehouseNo}`, operator: 'bench', lines }));
}

async function open(browser: Browser, baseUrl: string, token: string, query: string) {
  const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
  await page.addInitScript((value) => localStorage.setItem('wms_token', value), token);
  await page.goto(`${baseUrl}/warehouseScreen?${query}`);
  await page.getByTestId('screen-3d').waitFor({ timeout: 180_000 });
  await page.waitForFunction(() => (window.__wmsScreen?.stats().frames.length ?? 0) > 1, undefined, { timeout: 180_000 });
  return page;
}

async function measure(browser: Browser, baseUrl: string, token: string, warehouseNo: string) {
  const page = await open(browser, baseUrl, token, `warehouseNo=${warehouseNo}`);
  await page.waitForFunction(() => (window.__wmsScreen?.stats().frames.length ?? 0) > 5, undefined, { timeout: 120_000 });
  await page.waitForTimeout(SECONDS * 1000);
  const stats = await page.evaluate(() => window.__wmsScreen!.stats());
  const cells = Number(await page.getByTestId('screen-3d').getAttribute('data-cells'));
  await page.close();
  const frames = stats.frames.slice(5).sort((a, b) => a - b);
  return { warehouseNo, cells, drawCalls: stats.drawCalls, triangles: stats.triangles, frames: frames.length, frameP50Ms: percentile(frames, 50), frameP95Ms: percentile(frames, 95) };
}

/** Event-to-pixel latency on the still view: posting -> the first frame of the cell's pulse. */
async function latency(browser: Browser, baseUrl: string, token: string, database: Database) {
  const page = await open(browser, baseUrl, token, 'warehouseNo=WH-SEA&tour=0');
  await page.waitForFunction(() => window.__wmsScreen!.cellStyle('WH-SEA-Z01-01-01-01') !== null, undefined, { timeout: 120_000 });
  const pulses: number[] = [];
  const colours: number[] = [];
  const firstZoneShelves = Math.min(GRID.shelves, Math.ceil(CELLS / (GRID.positions * GRID.levels)));
  for (let i = 0; i < PULSES; i++) {
    const cellNo = gridCellNo('WH-SEA-Z01', 1 + (i % firstZoneShelves), 2 + (i % 5), 2);
    const to = { orgNo: 'NWT', warehouseNo: 'WH-SEA', cellNo, itemNo: 'P003', lotNo: '', containerNo: '', stockStatus: 'OK' };
    const before = Date.now();
    await withRetry(database.db, (tx) => postMoves(tx, { docType: 'BENCH', docNo: `PULSE-${i}`, operator: 'bench', lines: [{ lineNo: 1, action: 'receive', to, quantity: '1' }] }));
    for (const [probe, kept] of [['pulsedAt', pulses], ['colouredAt', colours]] as const) {
      const handle = await page.waitForFunction(([no, after, name]) => {
        const at = window.__wmsScreen![name](no);
        return at !== null && at >= after ? at : null;
      }, [cellNo, before, probe] as const, { timeout: 30_000, polling: 10 });
      kept.push(Number(await handle.jsonValue()) - before);
    }
  }
  await page.close();
  const figures = (samples: number[]) => {
    const sorted = samples.sort((a, b) => a - b);
    return { p50Ms: percentile(sorted, 50), p95Ms: percentile(sorted, 95), maxMs: sorted.at(-1) };
  };
  return { postings: pulses.length, pulse: figures(pulses), colour: figures(colours) };
}

if (!existsSync(path.join(DIST, 'index.html'))) throw new Error('dist/index.html is missing: run `npx vite build` first');
await withDemoDatabase('screen', async (database) => {
  const app = await buildApp({ database, staticDir: DIST });
  const login = await app.inject({ method: 'POST', url: '/wms-restful/IBmLoginService/login', payload: { userNo: 'admin', pwd: BENCH_PASSWORD } });
  const token = login.json().data.token as string;
  const call: Call = async (url, body) => (await app.inject({ method: 'POST', url: `/wms-restful/${url}`, headers: { 'authentication-info': token }, payload: body as object })).json();
  const empty = await call('IBmWarehouseService/addbmwarehouse', { warehouseNo: 'WH-EMPTY', warehouseName: 'Empty scene', orgNo: 'NWT' });
  if (empty.code !== 0) throw new Error(`empty warehouse: ${empty.errorMessage}`);
  await layOut(call, database, 'WH-EMPTY', 1);
  await layOut(call, database, 'WH-SEA', CELLS);
  await layOut(call, database, 'WH-LDN', Math.round(CELLS / 10));
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const scenes = [];
    for (const warehouseNo of ['WH-EMPTY', 'WH-LDN', 'WH-SEA']) scenes.push(await measure(browser, baseUrl, token, warehouseNo));
    const eventToPixel = await latency(browser, baseUrl, token, database);
    const load = os.loadavg().map((n) => Number(n.toFixed(2)));
    console.log(JSON.stringify({ machine: { cpus: os.cpus().length, node: process.version, loadAverage: load, renderer: 'SwiftShader (headless, --disable-gpu)' }, screen: scenes, eventToPixel }, null, 2));
  } finally {
    await browser.close();
    await app.close();
  }
});
