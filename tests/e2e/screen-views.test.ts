/**
 * The big screen's zone and cell views and its wall operations (issue 30), as a wall uses it:
 * /warehouseScreen?warehouseNo=WH-SEA&tour=0 (SwiftShader, no GPU) signed in as a user with the
 * seeded `screen` role. A click on a cell of the warehouse view opens a zone with no page error,
 * the zone's button opens the zone view, a click on a cell there opens the cell card
 * (items, last movements); a posting pulses the changed cell and reaches the card; the colour mode
 * buttons change the legend; a truck's door is free once its arrival note is received in the
 * console; the server stopped shows the Offline frame, and back on the same port the wall is live
 * again without a login prompt. Cells are clicked where the page's probe says they are drawn.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { sysUserRole } from '../../src/server/db/schema.ts';
import { withRetry } from '../../src/server/db/retry.ts';
import type { MoveLine } from '../../src/server/ledger/move-lines.ts';
import { postMoves } from '../../src/server/ledger/post-moves.ts';
import { gridCellNo } from '../../src/shared/layout.ts';
import { SCREEN_ROLE } from '../../src/shared/workbench.ts';
import { createUser, USER_PASSWORD } from '../support/users.ts';
import { newPage, POLL, screenshotOnFailure, signIn, startConsole, type Console } from './browser.ts';

const DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist');
/** On the shelf nearer the camera, top level, so no other cell covers it. */
const CELL = gridCellNo('Z1', 2, 3, 2);
const FIRST_LOAD = { timeout: 90_000 };
const key = { orgNo: 'NWT', warehouseNo: 'WH-SEA', cellNo: CELL, itemNo: 'P003', lotNo: '', containerNo: '', stockStatus: '10' };

let c: Console;
let page: Page;
let admin: string;
let restarted: FastifyInstance | undefined;
/** Errors the page raised (uncaught exceptions). */
const pageErrors: string[] = [];

const as = (path: string, body: unknown) => c.t.call<any>(path, body, { token: admin });
async function post(docNo: string, lines: MoveLine[]): Promise<void> {
  await withRetry(c.t.database.db, (tx) => postMoves(tx, { docType: 'RECEIPT', docNo, operator: 'tester', lines }));
}
const probe = <T>(fn: (cellNo: string) => T) => page.evaluate(fn, CELL);
/** Clicks the cell where it is drawn now, as a person taps the wall. */
async function clickCell(): Promise<void> {
  const point = await probe((no) => window.__wmsScreen?.cellPoint(no) ?? null);
  if (!point) throw new Error(`cell ${CELL} is not drawn`);
  await page.mouse.click(point.x, point.y);
}

beforeAll(async () => {
  c = await startConsole();
  admin = await c.t.login();
  const zone = await as('IBmZoneService/addbmzone', { zoneNo: 'Z1', zoneName: 'Zone 1', orgNo: 'NWT', warehouseNo: 'WH-SEA' });
  const cells = await as('IBmWarehouseViewService/batchCreateCellsData', { warehouseNo: 'WH-SEA', zoneNos: ['Z1'], shelves: 2, positions: 5, levels: 2, template: { maxQty: '10' } });
  if (zone.code !== 0 || cells.code !== 0) throw new Error(`layout: ${zone.errorMessage ?? ''} ${cells.errorMessage ?? ''}`);
  const userId = await createUser(c.t.database.db, { userNo: 'wall-sea', orgs: ['NWT'], warehouses: ['WH-SEA'] });
  await c.t.database.db.insert(sysUserRole).values({ userId, roleNo: SCREEN_ROLE });
  page = await newPage(c, 'en-US');
  page.on('pageerror', (error) => pageErrors.push(error.message));
});

afterEach((context) => screenshotOnFailure(page, context));
afterAll(async () => {
  await restarted?.close();
  await c?.close();
});

describe('big screen views', () => {
  it('should open the zone by its button and then the cell card by clicking the cell, show the movements and pulse a changed cell', async () => {
    await post('IN-V1', [{ lineNo: 1, action: 'receive', to: key, quantity: '4' }]);
    await page.goto(`${c.baseUrl}/warehouseScreen?warehouseNo=WH-SEA&tour=0`);
    await page.waitForURL((url) => url.pathname === '/login');
    await signIn(page, 'wall-sea', USER_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/warehouseScreen');
    await expect.poll(() => page.getByTestId('screen-status').getAttribute('data-status'), FIRST_LOAD).toBe('live');
    await expect.poll(() => probe((no) => window.__wmsScreen?.cellStyle(no) ?? null), FIRST_LOAD).toBe('partly');

    // The warehouse view: the click opens the zone of the cell drawn there (a demo zone's may cover Z1's).
    await clickCell();
    await expect.poll(() => page.getByTestId('screen-3d').getAttribute('data-zone'), POLL).not.toBe('');
    expect(pageErrors).toEqual([]);
    await page.getByTestId('screen-zones').getByRole('button', { name: 'All zones' }).click();
    await expect.poll(() => page.getByTestId('screen-3d').getAttribute('data-zone'), POLL).toBe('');
    await page.getByTestId('screen-zones').getByRole('button', { name: 'Zone 1' }).click();
    await expect.poll(() => page.getByTestId('screen-3d').getAttribute('data-zone'), POLL).toBe('Z1');
    await expect.poll(() => page.getByTestId('screen-3d').getAttribute('data-cells'), POLL).toBe('20');
    await clickCell();
    const card = page.getByTestId('cell-card');
    await expect.poll(() => card.getByTestId('cell-card-items').innerText(), POLL).toContain('P003');
    expect(await card.getByTestId('cell-card-movements').innerText()).toContain('IN-V1');

    const before = Date.now();
    await post('IN-V2', [{ lineNo: 1, action: 'receive', to: key, quantity: '6' }]);
    await expect.poll(() => probe((no) => window.__wmsScreen?.pulsedAt(no) ?? 0), POLL).toBeGreaterThanOrEqual(before);
    await expect.poll(() => probe((no) => window.__wmsScreen?.cellStyle(no) ?? null), POLL).toBe('full');
    await expect.poll(() => card.getByTestId('cell-card-movements').innerText(), POLL).toContain('IN-V2');
    await card.getByRole('button', { name: 'Close' }).click();
    await page.getByTestId('screen-zones').getByRole('button', { name: 'All zones' }).click();
    await expect.poll(() => page.getByTestId('screen-3d').getAttribute('data-zone'), POLL).toBe('');
    expect(pageErrors).toEqual([]);
  }, 240_000);

  it('should colour the cells by ABC class when that mode is chosen', async () => {
    await c.t.database.db.execute(sql`update bm_item set abc = 'A' where org_no = 'NWT' and item_no = 'P003'`);
    await post('IN-V3', [{ lineNo: 1, action: 'issue', from: key, quantity: '1' }]);
    await page.getByTestId('screen-colour-modes').getByRole('button', { name: 'ABC class' }).click();
    await expect.poll(() => page.getByTestId('screen-legend').innerText(), POLL).toContain('Class A');
    await expect.poll(() => probe((no) => window.__wmsScreen?.cellStyle(no) ?? null), POLL).toBe('classA');
  });

  it("should free the truck's door once its arrival note is received in the console", async () => {
    await c.t.database.db.execute(sql`delete from yard_dock_door where warehouse_no = 'WH-SEA'`);
    expect((await as('IYardDockDoorService/adddockdoor', { doorNo: 'D01', doorName: 'Door 1', orgNo: 'NWT', warehouseNo: 'WH-SEA', doorType: 'inbound', capacityPerHour: 2, doorStatus: 'open' })).code).toBe(0);
    const note = await as('IInArriveService/addinarrive', { orgNo: 'NWT', warehouseNo: 'WH-SEA', supplierNo: 'S001', classifyType: 'PUR-IN', lines: [{ itemNo: 'P010', qty: '1' }] });
    const [submitted] = (await as('IInArriveService/submit', { list: [{ id: note.data.id, version: note.data.version }] })).data;
    const ticket = await as('IKioskService/checkIn', { warehouseNo: 'WH-SEA', asnNo: submitted.inArriveNo, driverName: 'Li', driverPhone: '13600000000', plateNo: 'WALL-1' });
    expect((await as('IYardService/action', { id: ticket.data.id, version: ticket.data.version, action: 'call' })).code).toBe(0);
    const door = page.getByTestId('dock-D01');
    await expect.poll(() => door.getAttribute('data-state'), POLL).toBe('called');
    expect((await as('IInArriveService/receive', { list: [{ id: submitted.id, version: submitted.version }] })).code).toBe(0);
    await expect.poll(() => door.getAttribute('data-state'), POLL).toBe('free');
  });

  it('should show the Offline frame while the server is down and come back live with no login prompt', async () => {
    const port = Number(new URL(c.baseUrl).port);
    await c.t.app.close();
    await expect.poll(() => page.getByTestId('screen-alarm').getAttribute('data-status'), POLL).toBe('offline');
    restarted = await buildApp({ database: c.t.database, staticDir: DIST });
    await restarted.listen({ port, host: '127.0.0.1' });
    await expect.poll(() => page.getByTestId('screen-status').getAttribute('data-status'), { timeout: 60_000 }).toBe('live');
    expect(await page.getByTestId('screen-alarm').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/warehouseScreen');
  }, 120_000);
});
