/**
 * The big screen end to end: /warehouseScreen?warehouseNo=WH-SEA behind sign-in, a stock posting
 * (postMoves, as every document posts) turns the inbound KPI and the cell's colour within the
 * poll's patience; the server stopped shows Offline, a posting while it is down is not missed,
 * and the same port coming back shows Live again. The console opens it as a page of its own
 * (screen.html) from the dashboard and from a menu entry `custom:warehouseScreen`. Cell colours are
 * read from the page's probe (window.__wmsScreen), not from pixels.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { withRetry } from '../../src/server/db/retry.ts';
import type { MoveLine } from '../../src/server/ledger/move-lines.ts';
import { postMoves } from '../../src/server/ledger/post-moves.ts';
import { sysMenu } from '../../src/server/db/schema.ts';
import { gridCellNo } from '../../src/shared/layout.ts';
import { newPage, POLL, screenshotOnFailure, signIn, startConsole, type Console } from './browser.ts';

const DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist');
const FIRST = gridCellNo('Z1', 1, 1, 1);
const SECOND = gridCellNo('Z1', 1, 2, 1);
/** The first load fetches the 3D chunk and the whole layout: more patience on a busy machine. */
const FIRST_LOAD = { timeout: 60_000 };
const key = (cellNo: string) => ({ orgNo: 'NWT', warehouseNo: 'WH-SEA', cellNo, itemNo: 'P003', lotNo: '', containerNo: '', stockStatus: 'OK' });

let c: Console;
let page: Page;
let restarted: FastifyInstance | undefined;

async function post(docNo: string, lines: MoveLine[]): Promise<void> {
  await withRetry(c.t.database.db, (tx) => postMoves(tx, { docType: 'RECEIPT', docNo, operator: 'tester', lines }));
}

const cellStyle = (cellNo: string) => page.evaluate((no) => window.__wmsScreen?.cellStyle(no) ?? null, cellNo);
const status = () => page.getByTestId('screen-status').getAttribute('data-status');

beforeAll(async () => {
  c = await startConsole();
  const admin = await c.t.login();
  const zone = await c.t.call('IBmZoneService/addbmzone', { zoneNo: 'Z1', zoneName: 'Zone 1', orgNo: 'NWT', warehouseNo: 'WH-SEA' }, { token: admin });
  const cells = await c.t.call('IBmWarehouseViewService/batchCreateCellsData', { warehouseNo: 'WH-SEA', zoneNos: ['Z1'], shelves: 2, positions: 5, levels: 2, template: { maxQty: '10' } }, { token: admin });
  if (zone.code !== 0 || cells.code !== 0) throw new Error(`layout: ${zone.errorMessage ?? ''} ${cells.errorMessage ?? ''}`);
  // The administrator's entry of the big screen in Basic data > Basic (spec console §2 custom entries).
  await c.t.database.db.insert(sysMenu).values({ menuNo: '100199', menuName: 'Big screen', menuNameMap: { 'en-US': 'Big screen', 'zh-CN': '大屏', 'zh-TW': '大屏' }, menuOwner: '1001', menuLevel: 4, url: 'custom:warehouseScreen', path: '/base/basic/100199', sort: 900, appNo: 'PC' });
  page = await newPage(c, 'en-US');
});

afterEach((context) => screenshotOnFailure(page, context));
afterAll(async () => {
  await restarted?.close();
  await c?.close();
});

describe('big screen', () => {
  it('should open after sign-in for the warehouse of the query, live, with every cell of the warehouse drawn', async () => {
    await page.goto(`${c.baseUrl}/warehouseScreen?warehouseNo=WH-SEA`);
    await page.waitForURL((url) => url.pathname === '/login');
    await signIn(page);
    await page.waitForURL((url) => url.pathname === '/warehouseScreen');
    await expect.poll(status, FIRST_LOAD).toBe('live');
    const [{ cells }] = (await c.t.database.pool.query("select count(*)::int as cells from bm_cell where warehouse_no = 'WH-SEA'")).rows;
    await expect.poll(() => page.getByTestId('screen-3d').getAttribute('data-cells'), FIRST_LOAD).toBe(String(cells));
    await expect.poll(() => cellStyle(FIRST), POLL).toBe('empty');
    await expect.poll(() => page.getByTestId('kpi-inbound-lines').innerText(), POLL).toBe('0 of 0');
  }, 180_000);

  it('should show a posting in the inbound KPI and the cell colour', async () => {
    await post('IN-1', [{ lineNo: 1, action: 'receive', to: key(FIRST), quantity: '10' }, { lineNo: 2, action: 'receive', to: key(SECOND), quantity: '4' }]);
    await expect.poll(() => cellStyle(FIRST), POLL).toBe('full');
    await expect.poll(() => cellStyle(SECOND), POLL).toBe('partly');
    await expect.poll(() => page.getByTestId('kpi-inbound-lines').innerText(), POLL).toBe('2 of 2');
    await expect.poll(() => page.getByTestId('kpi-inbound-documents').innerText(), POLL).toBe('1 of 1');
  });

  it('should plan a submitted arrival note as soon as it is submitted', async () => {
    const admin = await c.t.login();
    const as = (path: string, body: unknown) => c.t.call<any>(path, body, { token: admin });
    const note = await as('IInArriveService/addinarrive', { orgNo: 'NWT', warehouseNo: 'WH-SEA', supplierNo: 'S001', classifyType: 'PUR-IN', lines: [{ itemNo: 'P010', qty: '1' }, { itemNo: 'P011', qty: '1' }] });
    expect((await as('IInArriveService/submit', { list: [{ id: note.data.id, version: note.data.version }] })).code).toBe(0);
    await expect.poll(() => page.getByTestId('kpi-inbound-lines').innerText(), POLL).toBe('2 of 4');
    await expect.poll(() => page.getByTestId('kpi-inbound-documents').innerText(), POLL).toBe('1 of 2');
  });

  it('should count the open count tasks as soon as a stock-take creates them, long before the next poll', async () => {
    const admin = await c.t.login();
    const as = (path: string, body: unknown) => c.t.call<any>(path, body, { token: admin });
    const plan = await as('IChkCheckStockHeadService/addchkcheckstock', { orgNo: 'NWT', warehouseNo: 'WH-SEA', checkScopeNo: '3', checkModeNo: '1', checkPatternNo: '1', planType: '1', lines: [{ cellNo: FIRST }] });
    const [submitted] = (await as('IChkCheckStockHeadService/submit', { list: [{ id: plan.data.id, version: plan.data.version }] })).data;
    expect(await page.getByTestId('tasks-count').innerText()).toBe('0');
    expect((await as('IChkCheckStockHeadService/createCheckTask', { list: [{ id: submitted.id, version: submitted.version }] })).code).toBe(0);
    await expect.poll(() => page.getByTestId('tasks-count').innerText(), POLL).toBe('1');
  });

  it('should show Offline while the server is down and Live again after it restarts on the same port, with nothing missed', async () => {
    const port = Number(new URL(c.baseUrl).port);
    await c.t.app.close();
    await expect.poll(status, POLL).toBe('offline');
    expect(await page.getByTestId('panel-progress').getAttribute('data-state')).not.toBe('live');
    await post('IN-2', [{ lineNo: 1, action: 'receive', to: key(SECOND), quantity: '6' }]);
    restarted = await buildApp({ database: c.t.database, staticDir: DIST });
    await restarted.listen({ port, host: '127.0.0.1' });
    await expect.poll(status, { timeout: 45_000 }).toBe('live');
    await expect.poll(() => cellStyle(SECOND), POLL).toBe('full');
    await expect.poll(() => page.getByTestId('kpi-inbound-lines').innerText(), POLL).toBe('3 of 5');
  }, 90_000);

  it("should show the warehouse's live KPIs on the dashboard and open its big screen from there", async () => {
    await page.goto(`${c.baseUrl}/dashboard`);
    const card = page.getByTestId('workbench-WH-SEA');
    await expect.poll(() => card.getByTestId('workbench-inbound-lines').locator('.ant-statistic-content-value').innerText(), POLL).toBe('3 / 5');
    await expect.poll(() => page.getByTestId('workbench-status').getAttribute('data-status'), POLL).toBe('live');
    const opened = page.context().waitForEvent('page');
    await card.getByRole('button', { name: 'Open big screen' }).click();
    const screen = await opened;
    await screen.waitForURL((url) => url.pathname === '/warehouseScreen');
    expect(new URL(screen.url()).searchParams.get('warehouseNo')).toBe('WH-SEA');
    await screen.getByTestId('warehouse-screen').waitFor();
    await screen.close();
  }, 120_000);

  it('should open the big screen from its console menu entry as a page of its own, not inside the console', async () => {
    await page.goto(`${c.baseUrl}/dashboard`);
    const sider = page.locator('.wms-sider');
    await sider.getByText('Basic data', { exact: true }).click();
    await sider.getByText('Basic', { exact: true }).click();
    const [screen] = await Promise.all([page.context().waitForEvent('page'), sider.getByText('Big screen', { exact: true }).click()]);
    await screen.waitForURL((url) => url.pathname === '/warehouseScreen');
    expect(new URL(screen.url()).searchParams.get('warehouseNo')).toBe('WH-SEA');
    await expect.poll(() => screen.getByTestId('screen-status').getAttribute('data-status'), FIRST_LOAD).toBe('live');
    const scripts = await screen.evaluate(() => [...document.querySelectorAll('script[src]')].map((script) => new URL((script as HTMLScriptElement).src).pathname));
    expect(scripts).toEqual([expect.stringMatching(/^\/assets\/screen-[\w-]+\.js$/)]);
    expect(await screen.locator('.wms-sider').count()).toBe(0);
    await screen.close();
  }, 120_000);
});
