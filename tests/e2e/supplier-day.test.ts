/**
 * The supplier's day in the browser (issue 23): a supplier user signs in at /login and lands on its
 * home's to-do list; an order line awaiting an answer (with its item name, its own item code and
 * the countdown) is one click from Order answer, where accepting it says so and fills "Answered
 * at"; in zh-CN the same for the other line, then an approved ASN to ship without a dock slot is
 * one click from the dock booking page, and the ASN list explains its status in a tooltip.
 */
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../support/users.ts';
import { activePage, confirmOk, type Console, messageShown, newPage, POLL, screenshotOnFailure, signIn, startConsole } from './browser.ts';

const GRANTS = { '5101': ['isSearch', 'isPrint'], '5103': ['isSearch', 'isAdd'], '5106': ['isSearch', 'isAdd'], '5301': ['isSearch', 'isModify'], '5302': ['isSearch'], '5404': ['isSearch'] } as const;
let c: Console;
let page: Page;

beforeAll(async () => {
  c = await startConsole();
  await createUser(c.t.database.db, { userNo: 'exotic', userType: 'supplier', belongSupplier: 'S001', grants: Object.fromEntries(Object.entries(GRANTS).map(([menuNo, flags]) => [menuNo, [...flags]])) });
});
afterEach((context) => screenshotOnFailure(page, context));
afterAll(() => c?.close());

const todo = (kind: string) => page.getByTestId(`todo-${kind}`);
const rows = () => activePage(page).locator('.ant-table-tbody tr.ant-table-row');

/** Signs the supplier in at /login in `locale` and waits for its to-do list. */
async function landOnToDo(locale: 'en-US' | 'zh-CN'): Promise<void> {
  page = await newPage(c, locale);
  await page.goto(`${c.baseUrl}/login`);
  await signIn(page, 'exotic', 'User-12345');
  await expect.poll(() => page.getByTestId('supplier-todo').isVisible(), POLL).toBe(true);
}

/** Clicks the to-do list's first Answer, accepts the line it opened chosen on Order answer and checks the message and "Answered at". */
async function answerFirstLine(done: string, accepted: string, answeredLines: number): Promise<void> {
  await todo('orderLines').locator('[data-testid^=todo-answer-]').first().click();
  await expect.poll(() => rows().count(), POLL).toBe(2);
  // The to-do's Answer opens the page with its line chosen, a pending one: Accept is the next click.
  const chosen = rows().filter({ has: page.locator('.ant-checkbox-input:checked') });
  await expect.poll(() => chosen.count(), POLL).toBe(1);
  expect(await chosen.innerText()).toMatch(/V001-\d{4}/);
  expect(await chosen.getByTestId('answer-countdown').count()).toBe(1);
  await activePage(page).getByTestId('answer-accept').click();
  // The confirmation's OK in either language of the walk.
  await confirmOk(page, /^(OK|确\s?定)$/);
  await messageShown(page, done);
  await expect.poll(async () => (await rows().allInnerTexts()).filter((row) => row.includes(accepted) && /\d{4}-\d{2}-\d{2} \d{2}:\d{2}/.test(row)).length, POLL).toBe(answeredLines);
}

describe("the supplier's day", () => {
  it('should land a supplier on its to-do list and take an order line to its answer in one click (en-US)', async () => {
    await landOnToDo('en-US');
    await expect.poll(() => todo('orderLines').innerText(), POLL).toContain('Order lines to answer (2)');
    const text = await todo('orderLines').innerText();
    expect(text).toMatch(/PO-S001 line 1: .+ · V001-\d{4}/);
    expect(text).toContain('Answer within');
    expect(await todo('asnsToShip').innerText()).toContain('Nothing to do');
    await answerFirstLine('Accept: 1 done', 'Accepted', 1);
  });

  it('should do the same in zh-CN, then lead an approved ASN to ship to its dock booking, and explain ASN statuses', async () => {
    await landOnToDo('zh-CN');
    await expect.poll(() => todo('orderLines').innerText(), POLL).toContain('待答复的订单行 (1)');
    await answerFirstLine('接受：完成 1 条', '已接受', 2);

    // The supplier ships both lines; the purchaser approves the ASN.
    const token = await c.t.login('exotic', 'User-12345');
    const lines = (await c.t.call('ISrmPurchaseService/getordertracing', { current: 1, size: 10, condition: {} }, { token })).data.records;
    const head = { deliveryDate: '2026-11-25', expectedArrivalDate: '2026-11-27' };
    const asn = (await c.t.call('ISrmAsnService/addasn', { head, lines: lines.map((l: any) => ({ purchaseId: l.id, deliveryQty: '1' })) }, { token })).data;
    if (asn.checkStatus === '0') expect((await c.t.call('ISrmAsnService/approveasn', { list: [{ id: asn.id, version: asn.version }] }, { token: await c.t.login() })).code).toBe(0);

    await page.goto(`${c.baseUrl}/`);
    await expect.poll(() => todo('asnsToShip').innerText(), POLL).toContain(`${asn.asnNo} 送往 WH-SEA`);
    expect(await todo('asnsToShip').innerText()).toContain('尚未预约月台');
    expect(await todo('orderLines').innerText()).toContain('暂无待办');
    await page.getByTestId(`todo-book-${asn.asnNo}`).click();
    await page.waitForURL((url) => url.pathname === '/delivery/dockAppointment');

    await page.goto(`${c.baseUrl}/delivery/asn`);
    await expect.poll(() => rows().count(), POLL).toBe(1);
    const status = rows().first().getByTestId('asn-status');
    expect(await status.innerText()).toContain('已批准待发货');
    await status.hover();
    await expect.poll(() => page.locator('.ant-tooltip:visible').innerText(), POLL).toContain('采购方已批准');
  });
});
