/**
 * The supplier's home follows the purchaser live and its cards agree (walk 12-23 defect 3; records
 * 1000-1002): a supplier user signs in at /login and lands on its home, which names its supplier;
 * a news the purchaser publishes to it shows at once in the to-do list, At a glance and Latest news;
 * order lines the ERP syncs show under "Order lines to answer" without a reload; the news read on
 * Portal > News notice is read on the home when its tab comes back to the front; a line counted
 * short on the console's Receive shows under "Discrepancies received".
 */
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { USER_PASSWORD } from '../support/users.ts';
import { activePage, newPage, POLL, screenshotOnFailure, signIn, startConsole, type Console } from './browser.ts';
import { createSupplierUser, openSupplierPage } from './portal-pages.ts';

let c: Console;
let page: Page;
let admin: string;

beforeAll(async () => {
  c = await startConsole();
  await createSupplierUser(c, 'w23-home', 'S001');
  admin = await c.t.login();
});
afterEach((context) => screenshotOnFailure(page, context));
afterAll(() => c?.close());

const todo = (kind: string) => page.getByTestId(`todo-${kind}`);
const home = () => page.getByTestId('door-supplier');
const asAdmin = async (path: string, body: unknown) => {
  const answer = await c.t.call(path, body, { token: admin });
  expect(answer.code, answer.errorMessage).toBe(0);
  return answer.data;
};

describe("the supplier's home", () => {
  it('should follow news, new order lines and counted shortages without a reload, every card agreeing', async () => {
    page = await newPage(c, 'en-US');
    await page.goto(`${c.baseUrl}/login`);
    await signIn(page, 'w23-home', USER_PASSWORD);
    await expect.poll(() => todo('news').innerText(), POLL).toContain('Unread news (0)');
    expect(await page.getByTestId('door-supplier-name').innerText()).toContain('Supplier S001 Exotic Liquids');
    await expect.poll(() => todo('orderLines').innerText(), POLL).toContain('Order lines to answer (2)');

    const draft = await asAdmin('ISrmSysNewsService/addsrmsysnews', { newsNo: 'W23-LIVE', subject: 'Dock 2 closed', content: 'Use dock 3.', effectiveDate: new Date().toISOString().slice(0, 10), audience: '2', supplierNos: 'S001' });
    await asAdmin('ISrmSysNewsService/publishSysNews', { list: [{ id: draft.id, version: draft.version }] });
    await expect.poll(() => todo('news').innerText(), POLL).toContain('Unread news (1)');
    expect(await home().getByTestId('door-count-unreadNews').innerText()).toContain('1');
    expect(await home().getByTestId('door-count-publishedNews').innerText()).toContain('1');
    expect(await home().getByTestId('news-item-W23-LIVE').innerText()).toContain('Unread');

    await asAdmin('ISrmPurchaseService/syncpurchaseorders', { orders: [{ purchaseNo: 'PO-W23-LIVE', purchaseSeq: 1, orgNo: 'NWT', warehouseNo: 'WH-SEA', supplierNo: 'S001', itemNo: 'P004', batchPurQty: '6', expectArrivalDate: '2026-12-03' }] });
    await expect.poll(() => todo('orderLines').innerText(), POLL).toContain('Order lines to answer (3)');
    expect(await todo('orderLines').innerText()).toContain('PO-W23-LIVE line 1');

    await openSupplierPage(page, 'en-US', 'news');
    const item = activePage(page).getByTestId('news-item-W23-LIVE');
    await item.click();
    await expect.poll(() => page.getByTestId('news-reader').getByTestId('news-content').innerText(), POLL).toBe('Use dock 3.');
    // The pop-up's dates read as the list's, and no expiring date reads "-".
    const details = await page.getByTestId('news-reader').locator('.ant-descriptions').innerText();
    expect(details).toMatch(/Published at\s+\d{4}-\d{2}-\d{2} \d{2}:\d{2}\b/);
    expect(details).toMatch(/Expiring date\s+-/);
    await page.getByTestId('news-reader').locator('.ant-modal-close').click();
    await page.locator('.wms-tabs .ant-tabs-tab').first().click();
    await expect.poll(() => todo('news').innerText(), POLL).toContain('Unread news (0)');
    expect(await home().getByTestId('door-count-unreadNews').innerText()).toContain('0');
    expect(await home().getByTestId('news-item-W23-LIVE').innerText()).not.toContain('Unread');

    const token = await c.t.login('w23-home', USER_PASSWORD);
    const [line] = (await c.t.call('ISrmPurchaseService/getordertracing', { current: 1, size: 10, condition: { purchaseNo: 'PO-W23-LIVE' } }, { token })).data.records;
    expect((await c.t.call('ISrmPurchaseService/answerpurchase', { action: 'accept', list: [{ id: line.id, version: line.version }] }, { token })).code).toBe(0);
    const asn = (await c.t.call('ISrmAsnService/addasn', { head: { deliveryDate: '2026-11-30', expectedArrivalDate: '2026-12-01' }, lines: [{ purchaseId: line.id, deliveryQty: '6' }] }, { token })).data;
    const approved = asn.checkStatus === '0' ? (await asAdmin('ISrmAsnService/approveasn', { list: [{ id: asn.id, version: asn.version }] }))[0] : asn;
    await asAdmin('ISrmAsnService/receivecountedasn', { id: approved.id, version: approved.version, lines: [{ lineNo: 1, qty: '4' }] });
    await expect.poll(() => todo('discrepancies').innerText(), POLL).toContain(`${asn.asnNo} · line 1 P004: short, 4 of 6 counted at receipt`);
  });
});
