/**
 * The supplier portal in the browser (issue 14): a supplier user signs in and gets only the supplier
 * portal's menus and a dashboard without the warehouse's workbench and counts, accepts its demo order lines on Order answer (with the time left to answer
 * shown), creates an ASN of both lines with two pallets on Delivery creation, sees it on Order
 * tracing against each line and on its ASN list as pending approval, prints its SSCC labels and
 * downloads it as an EDIFACT DESADV file, reads the shared delivery addresses without any write
 * action (record 0966); the purchaser approves it on ASN approval and receives
 * it as counted (record 0965): Receive asks for the count of each line, shows the shortage and names
 * the ASN, and the ASN's Receiving column then says Short.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../support/users.ts';
import { activePage, confirmOk, type Console, POLL, screenshotOnFailure, signedInPage, startConsole } from './browser.ts';
import { createAsnInBrowser } from './delivery-support.ts';

const GRANTS = { '5402': ['isSearch', 'isAdd', 'isModify', 'isDelete', 'isImport'], '5101': ['isSearch', 'isPrint'], '5103': ['isSearch', 'isAdd'], '5301': ['isSearch', 'isModify'], '5302': ['isSearch'] } as const;
let c: Console;
let page: Page;

beforeAll(async () => {
  c = await startConsole();
  await createUser(c.t.database.db, { userNo: 'exotic', userType: 'supplier', belongSupplier: 'S001', grants: { '5402': [...GRANTS['5402']], '5101': [...GRANTS['5101']], '5103': [...GRANTS['5103']], '5301': [...GRANTS['5301']], '5302': [...GRANTS['5302']] } });
});
afterEach((context) => screenshotOnFailure(page, context));
afterAll(() => c?.close());

const rows = () => activePage(page).locator('.ant-table-tbody tr.ant-table-row');

describe('supplier portal', () => {
  it('should show a supplier only the portal menus and let it accept its order lines', async () => {
    page = await signedInPage(c, '/order/orderAnswer', 'exotic', 'User-12345');
    await expect.poll(() => rows().count(), POLL).toBe(2);
    await expect.poll(() => page.locator('.ant-layout-sider').first().innerText(), POLL).toContain('Delivery');
    expect(await page.locator('body').innerText()).not.toContain('Basic data');
    // Its dashboard is no warehouse dashboard: no live workbench, no master data counts.
    await page.goto(`${c.baseUrl}/dashboard`);
    await expect.poll(() => page.getByTestId('supplier-dashboard').innerText(), POLL).toContain('exotic');
    expect(await page.getByTestId('count-supplier').count()).toBe(0);
    await page.goto(`${c.baseUrl}/order/orderAnswer`);
    await expect.poll(() => rows().count(), POLL).toBe(2);
    expect(await activePage(page).getByTestId('answer-countdown').count()).toBe(2);
    for (const index of [0, 1]) await rows().nth(index).locator('.ant-checkbox-input').check();
    await activePage(page).getByTestId('answer-accept').click();
    await confirmOk(page);
    await expect.poll(async () => (await rows().allInnerTexts()).filter((text) => text.includes('Accepted')).length, POLL).toBe(2);
  });

  it('should create an ASN of both lines on two pallets and see it on order tracing', async () => {
    await createAsnInBrowser(page, c.baseUrl, { deliveryDate: '2026-11-25', expectedArrivalDate: '2026-11-27', carNo: 'WA-1234', qty: '5', answer: 'pending approval' });

    await page.goto(`${c.baseUrl}/order/orderTracing`);
    await expect.poll(() => rows().count(), POLL).toBe(2);
    await rows().first().locator('.ant-checkbox-input').check();
    await expect.poll(() => activePage(page).getByTestId('order-tracing-asns').innerText(), POLL).toContain('Pending approval');
  });

  it('should list its ASN with two pallets as pending approval and print the SSCC labels', async () => {
    await page.goto(`${c.baseUrl}/delivery/asn`);
    await expect.poll(() => rows().count(), POLL).toBe(1);
    expect(await rows().first().innerText()).toContain('Pending approval');
    await rows().first().locator('.ant-checkbox-input').check();
    const popup = page.waitForEvent('popup');
    await activePage(page).getByTestId('asn-print-labels').click();
    expect((await popup).url()).toMatch(/^blob:/);
  });

  it('should download the ASN as an EDIFACT DESADV D.96A file from the EDI format choice', async () => {
    await activePage(page).getByTestId('asn-export-edi').click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('asn-export-desadv').click()]);
    expect(download.suggestedFilename()).toMatch(/-DESADV\.edi$/);
    const text = (await readFile(await download.path())).toString('utf8');
    expect(text).toMatch(/^UNA:\+\.\? '\nUNB\+UNOC:3\+S001:ZZ/);
    expect(text.match(/^GIN\+BJ\+\d{18}'$/gm)).toHaveLength(4);
  });

  it('should show the shared delivery addresses read-only: no add, import, modify or delete, even with every flag on the page', async () => {
    await page.goto(`${c.baseUrl}/portal/address`);
    await expect.poll(async () => (await rows().allInnerTexts()).join('\n'), POLL).toContain('RCV-SEA');
    const toolbar = activePage(page).getByTestId('toolbar');
    expect(await Promise.all(['add', 'import', 'modify', 'delete'].map((action) => toolbar.getByTestId(`toolbar-${action}`).count()))).toEqual([0, 0, 0, 0]);
    expect(await rows().first().getByRole('button', { name: /^(Modify|Delete)$/ }).count()).toBe(0);
  });

  it('should let the purchaser approve the ASN', async () => {
    const buyer = await signedInPage(c, '/offsite/purchase/asn');
    page = buyer;
    await expect.poll(() => rows().count(), POLL).toBe(1);
    await rows().first().locator('.ant-checkbox-input').check();
    await activePage(page).getByTestId('asn-approve').click();
    await confirmOk(page);
    await expect.poll(() => rows().first().innerText(), POLL).toContain('Approved, to ship');
  });

  it('should receive the ASN only as counted: every line counted, a negative count refused, the shortage shown, then tagged Short', async () => {
    const asnNo = (await rows().first().locator('td').nth(1).innerText()).trim();
    await rows().first().locator('.ant-checkbox-input').check();
    await activePage(page).getByTestId('asn-receive').click();
    const dialog = page.getByTestId('receive-count-dialog');
    await expect.poll(() => dialog.innerText(), POLL).toContain(`Receive ${asnNo}: enter what was counted`);
    const ok = dialog.getByRole('button', { name: `Receive ${asnNo}` });
    const counted = (lineNo: number) => dialog.getByRole('spinbutton', { name: `Counted ${lineNo}` });
    await expect.poll(() => counted(2).count(), POLL).toBe(1);
    expect([await ok.isDisabled(), await counted(1).inputValue()]).toEqual([true, '']);
    await dialog.getByTestId('receive-count-as-announced').click();
    expect(await counted(2).inputValue()).toBe('5');
    // Each line names its item and its purchase order line, not only the item number.
    const lineText = await dialog.getByTestId('receive-count-lines').locator('tr.ant-table-row').first().innerText();
    expect(lineText).toMatch(/P\d{3} \S/);
    expect(lineText).toMatch(/PO-\S+\/\d+/);
    // A negative count is refused with a reason, never turned into 0.
    await counted(1).fill('-5');
    await expect.poll(() => dialog.getByTestId('receive-count-negative').innerText(), POLL).toBe('A counted quantity cannot be below 0: enter 0 when nothing of it arrived');
    await counted(2).click();
    expect([await counted(1).inputValue(), await ok.isDisabled(), await dialog.getByTestId('count-diff-1').count()]).toEqual(['-5', true, 0]);
    await counted(1).fill('4');
    await expect.poll(() => dialog.getByTestId('count-diff-1').innerText(), POLL).toBe('Short 1');
    expect(await dialog.getByTestId('receive-count-negative').count()).toBe(0);
    await ok.click();
    await expect.poll(() => rows().first().innerText(), POLL).toContain('Short');
    expect(await rows().first().getByTestId('receiving-short').count()).toBe(1);
  });
});
