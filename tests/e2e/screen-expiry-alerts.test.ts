/**
 * Walk 14-28 #5 (the big screen's Alerts said "Expiry is not tracked yet" after a lot was received
 * with an expiry date; record 1053): from /login to the big screen of WH-SEA, the panel says expiry
 * is not tracked while no balance carries a date; after a receipt of an item without shelf life
 * with a far expiry it says nothing expires within 30 days; after one expiring in 10 days it counts
 * one balance near expiry and names its item, cell and date.
 */
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { newPage, POLL, screenshotOnFailure, signIn, startConsole, type Console } from './browser.ts';

let c: Console;
let page: Page;
let admin: string;
const soon = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  c = await startConsole();
  admin = await c.t.login();
  await c.t.database.db.execute(sql`update bm_item set is_manage_shelflife = false, shelflife = null where org_no = 'NWT' and item_no = 'P005'`);
});
afterEach((context) => screenshotOnFailure(page, context));
afterAll(() => c?.close());

/** Receives 3 of P005 in lot `lotNo` expiring `expiryDate` on a new arrival note `docNo`, as the handheld does. */
async function receive(docNo: string, lotNo: string, expiryDate: string): Promise<void> {
  const db = c.t.database.db;
  const [head] = (await db.execute(sql`insert into in_arrive_head (in_arrive_no, org_no, warehouse_no, status_code, supplier_no, incoming_tag, receipt_round)
    values (${docNo}, 'NWT', 'WH-SEA', '10', 'S001', 'WMS', 0) returning id, version`)).rows;
  await db.execute(sql`insert into in_arrive_line (head_id, line_no, item_no, qty) values (${head.id}, 1, 'P005', 3)`);
  const answer = await c.t.call('IInArriveService/receiveCounted', { docNo, version: Number(head.version), lines: [{ lineNo: 1, qty: '3', lotNo, expiryDate }] }, { token: admin });
  expect(answer.errorMessage ?? '').toBe('');
}

describe('big screen: expiry alerts', () => {
  it('should say expiry is not tracked, then nothing expires within 30 days, then count and name the balance near expiry', async () => {
    page = await newPage(c, 'en-US');
    await page.goto(`${c.baseUrl}/login`);
    await signIn(page);
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.goto(`${c.baseUrl}/warehouseScreen?warehouseNo=WH-SEA&tour=0`);
    const alerts = page.getByTestId('panel-alerts');
    await expect.poll(() => alerts.innerText(), POLL).toContain('Expiry is not tracked yet');

    await receive('ARVSCREXP1', 'EXP-LATE', '2027-06-30');
    await page.reload();
    await expect.poll(() => alerts.innerText(), POLL).toContain('Nothing expires within 30 days');
    expect(await alerts.innerText()).not.toContain('Expiry is not tracked yet');

    await receive('ARVSCREXP2', 'EXP-SOON', soon);
    await page.reload();
    await expect.poll(() => page.getByTestId('alert-count-nearExpiry').innerText(), POLL).toMatch(/^1\b/);
    expect(await alerts.innerText()).toContain(`expires ${soon}`);
    expect(await alerts.innerText()).not.toContain('Nothing expires within 30 days');
  });
});
