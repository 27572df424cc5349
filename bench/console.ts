/**
 * `npm run bench` (console delivery, issue 17 item 1): compressed JavaScript of the console's first
 * loads and the time to the first Organizations row, in headless Chromium against the built console
 * (run `vite build` first: it serves dist/) on an embedded PostgreSQL with the demo data.
 *
 * - loginJsKB: script bytes on the wire (after brotli/gzip) until the login page is idle
 *   (goal <= 250 KB); loginDashboardJsKB: the same, also through sign-in to the idle dashboard
 *   (goal <= 450 KB). Also whether any 3D or chart code was loaded on the way (it must not be).
 * - orgListFirstRowMs: from navigation to /base/basic/organizational until its first table row is
 *   visible, on a warm cache, BENCH_CONSOLE_RUNS times (default 10): p50 and max (goal <= 1,500 ms).
 * Prints JSON with the load average of the run (/proc/loadavg).
 */
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page, type Response } from 'playwright-core';
import { buildApp } from '../src/server/app.ts';
import { BENCH_PASSWORD, withDemoDatabase } from './bench-database.ts';

const RUNS = Number(process.env.BENCH_CONSOLE_RUNS ?? 10);
const DIST = path.resolve(import.meta.dirname, '../dist');
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
/** Chunks holding three.js or echarts: the big screen and the warehouse 3D view. */
const HEAVY = /\/assets\/(ScreenPage|WarehouseView)-/;

type Script = { url: string; bytes: number; encoding: string };

/** Records every script answer of the page with its bytes on the wire. */
function recordScripts(page: Page): Script[] {
  const scripts: Script[] = [];
  page.on('response', (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    void response.request().sizes().then((sizes) => scripts.push({ url: response.url(), bytes: sizes.responseBodySize, encoding: response.headers()['content-encoding'] ?? 'identity' }));
  });
  return scripts;
}

const kb = (scripts: Script[]) => Math.round(scripts.reduce((sum, script) => sum + script.bytes, 0) / 102.4) / 10;

if (!existsSync(path.join(DIST, 'index.html'))) throw new Error('dist/index.html is missing: run `npx vite build` first');
await withDemoDatabase('console', async (database) => {
  const app = await buildApp({ database, staticDir: DIST });
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ locale: 'en-US', viewport: { width: 1440, height: 900 } });
    const scripts = recordScripts(page);
    await page.goto(`${baseUrl}/login`, { waitUntil: 'networkidle' });
    await page.locator('#userNo').waitFor();
    const login = [...scripts];
    await page.locator('#userNo').fill('admin');
    await page.locator('#pwd').fill(BENCH_PASSWORD);
    await page.locator('button[type=submit]').click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.getByTestId('count-supplier').waitFor();
    await page.waitForLoadState('networkidle');
    const dashboard = [...scripts];

    const list = `${baseUrl}/base/basic/organizational`;
    const firstRow = page.locator('.wms-page[data-active="true"] .ant-table-tbody tr.ant-table-row').first();
    await page.goto(list);
    await firstRow.waitFor();
    const times: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const start = performance.now();
      await page.goto(list);
      await firstRow.waitFor();
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    console.log(JSON.stringify({
      machine: { cpus: os.cpus().length, node: process.version, loadavg: readFileSync('/proc/loadavg', 'utf8').trim() },
      console: {
        loginJsKB: kb(login),
        loginScripts: login.length,
        loginDashboardJsKB: kb(dashboard),
        loginDashboardScripts: dashboard.length,
        encodings: [...new Set(dashboard.map((script) => script.encoding))],
        heavyChunksLoaded: dashboard.filter((script) => HEAVY.test(script.url)).map((script) => path.basename(script.url)),
        orgListFirstRowMs: { runs: RUNS, p50: Math.round(times[Math.floor(RUNS / 2)]), max: Math.round(times[RUNS - 1]) },
      },
    }, null, 2));
  } finally {
    await browser.close();
    await app.close();
  }
});
