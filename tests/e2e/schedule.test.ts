/**
 * Delivery scheduling in the console (issue 14 part 3), through the enterprise pages (PC 17xx):
 * the scheduling board holds 10,000 order lines and scrolls through them with a bounded number of
 * rendered rows (antd virtual table); a line published on the release schedule page is replied to
 * by the supplier (its own call) and the board shows the reply with its difference suggestion;
 * DSB monitoring refuses a sixth item with the spec's message and charts the five chosen.
 */
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createUser, USER_PASSWORD } from '../support/users.ts';
import { activePage, confirmOk, POLL, screenshotOnFailure, signedInPage, signIn, startConsole, type Console } from './browser.ts';

const LINES = 10_000;
const BOARD = '/offsite/deliverySchedule/schedulingBoard';
const RELEASE = '/offsite/deliverySchedule/releaseSchedule';
const DSB = '/offsite/deliverySchedule/dsbMonitoring';

let c: Console;
let page: Page;

beforeAll(async () => {
  c = await startConsole();
  // 10,000 published lines of S003 over the next 14 days (the day plan's default length), one per order line.
  await c.t.database.db.execute(sql`
    insert into srm_schedule (schedule_no, org_no, supplier_no, item_no, purchase_no, purchase_seq, demand_date, plan_qty, schedule_qty, publish_status, create_name, update_name)
    select 'BULK-' || n, 'NWT', 'S003', 'P002', 'PO-BULK', n, current_date + (n % 14), 5, 5, '1', 'test', 'test' from generate_series(1, ${LINES}) as n`);
  await createUser(c.t.database.db, { userNo: 'sup1', userType: 'supplier', belongSupplier: 'S001', grants: { '5201': ['isSearch', 'isSave'] } });
  page = await signedInPage(c, RELEASE);
});

afterEach((context) => screenshotOnFailure(page, context));
afterAll(() => c?.close());

const front = () => activePage(page);

async function open(path: string): Promise<void> {
  await page.goto(`${c.baseUrl}${path}`);
  await page.waitForURL((url) => url.pathname === path || url.pathname === '/login');
  if (new URL(page.url()).pathname === '/login') {
    await signIn(page);
    await page.waitForURL((url) => url.pathname === path);
  }
}

describe('scheduling board', () => {
  it('should hold 10,000 lines and scroll to the last one with a bounded number of rendered rows', async () => {
    await open(BOARD);
    const board = front().getByTestId('schedule-board-table');
    await expect.poll(() => front().getByTestId('schedule-board-count').innerText(), POLL).toBe(`${LINES} line(s)`);
    const rows = board.locator('.ant-table-row');
    await expect.poll(() => rows.count(), POLL).toBeGreaterThan(0);
    expect(await rows.count()).toBeLessThan(100);
    const holder = board.locator('.ant-table-tbody-virtual-holder');
    await holder.hover();
    // Rows are in order-line order: the last is PO-BULK line 10000.
    for (let i = 0; i < 60 && !(await board.getByText(String(LINES), { exact: true }).count()); i += 1) await page.mouse.wheel(0, 20_000);
    await expect.poll(() => board.getByText(String(LINES), { exact: true }).count(), POLL).toBeGreaterThan(0);
    expect(await rows.count()).toBeLessThan(100);
  });
});

describe('publish and reply', () => {
  it('should publish a line on the release schedule page, and show the supplier reply with its suggestion on the board', async () => {
    const added = await c.t.call('ISrmScheduleService/addsrmschedule', { scheduleNo: 'RT-1', orgNo: 'NWT', supplierNo: 'S001', itemNo: 'P007', purchaseNo: 'PO-RT', purchaseSeq: 1, demandDate: new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10), planQty: '10', scheduleQty: '10' }, { token: await c.t.login() });
    expect(added.code).toBe(0);
    await open(RELEASE);
    const row = front().locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: 'RT-1' });
    await expect.poll(() => row.innerText(), POLL).toContain('Pending publish');
    await row.locator('.ant-checkbox-input').check();
    await front().getByTestId('schedule-publish').click();
    await confirmOk(page);
    await expect.poll(() => row.innerText(), POLL).toContain('Published');

    const supplier = await c.t.login('sup1', USER_PASSWORD);
    const published = await c.t.call('ISrmScheduleService/getsrmschedulelistbyparams', { condition: {} }, { token: supplier, headers: { 'app-module-number': '5201' } });
    expect(published.data.records.map((r: any) => r.scheduleNo)).toEqual(['RT-1']);
    const [line] = published.data.records;
    const reply = await c.t.call('ISrmScheduleService/replySchedule', { replyList: [{ id: line.id, version: line.version, answerQuantity: '8' }] }, { token: supplier });
    expect(reply.code).toBe(0);

    await open(BOARD);
    await front().locator('input#purchaseNo').fill('PO-RT');
    await front().getByTestId('schedule-board-search').click();
    const replied = front().getByTestId('schedule-board-table').locator('.ant-table-row').filter({ hasText: 'P007' });
    await expect.poll(() => replied.innerText(), POLL).toContain('Short reply: expedite or find a second source');
    expect(await replied.innerText()).toContain('10 / 8');
  });
});

describe('DSB monitoring', () => {
  it('should refuse a sixth item with the spec message and chart the five chosen', async () => {
    await open(DSB);
    const select = front().getByTestId('dsb-items');
    const choose = async (itemNo: string) => {
      // The search box, not the middle of the select (a chosen item's remove icon may sit there).
      await select.locator('input').first().click();
      await page.keyboard.type(itemNo);
      const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: `${itemNo} - ` });
      // Options arrive by a lookup after the typing pauses: a click on a list being replaced is lost, so click until chosen.
      await expect.poll(async () => {
        // A second click on a chosen option would unchoose it.
        if (!(await select.innerText()).includes(`${itemNo} - `)) await option.first().click({ timeout: 2_000 }).catch(() => undefined);
        return select.innerText();
      }, POLL).toContain(`${itemNo} - `);
      await page.keyboard.press('Escape');
    };
    const five = ['P001', 'P002', 'P003', 'P004', 'P005'];
    for (const itemNo of five) await choose(itemNo);
    const shown = await select.innerText();
    expect(five.filter((itemNo) => shown.includes(`${itemNo} - `))).toEqual(five);
    await select.locator('input').first().click();
    await page.keyboard.type('P006');
    const sixth = page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: 'P006 - ' });
    await expect.poll(async () => {
      await sixth.first().click({ timeout: 2_000 }).catch(() => undefined);
      return page.locator('.ant-message').innerText().catch(() => '');
    }, POLL).toContain('Compare at most 5 items');
    await page.keyboard.press('Escape');
    expect(await select.innerText()).not.toContain('P006 - ');
    await front().getByTestId('dsb-compare').click();
    await front().locator('canvas').first().waitFor();
  });
});
