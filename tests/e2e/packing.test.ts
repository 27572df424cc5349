/**
 * Packing through the console (issue 13 part 3): with a notice allocated and picked, a user opens
 * a container on the preparation page, packs the picked goods, closes the container and prints its
 * SSCC label (a PDF opened in a new window).
 */
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, key, receive, type Session } from '../integration/inventory/inventory-support.ts';
import { NOTICE, pickAll, submitted, zoneCells } from '../integration/outbound/outbound-support.ts';
import { activePage, chooseOption, messageShown, POLL, screenshotOnFailure, signedInPage, startConsole, type Console } from './browser.ts';

let c: Console;
let page: Page;
let noticeNo: string;

beforeAll(async () => {
  c = await startConsole();
  const token = await c.t.login();
  const s: Session = { ...c.t, token, as: (path, body) => c.t.call(path, body, { token }) };
  const [cellNo] = await zoneCells(c.t, 'SEA-STO', 1);
  await receive(c.t, key({ cellNo, itemNo: 'P031' }), '10');
  const [notice] = (await act(s, NOTICE, 'allocateoutnotice', [await submitted(s, [{ itemNo: 'P031', qty: '3' }])])).data;
  await pickAll(s, notice.outNoticeNo);
  noticeNo = notice.outNoticeNo;
  page = await signedInPage(c, '/outbound/outbound/preparation');
});

afterEach((context) => screenshotOnFailure(page, context));
afterAll(() => c?.close());

describe('packing in the console', () => {
  it('should pack a picked notice into a container, close it and print its SSCC label', async () => {
    const front = activePage(page);
    const row = front.getByTestId('preparation-table').locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: noticeNo });
    await row.locator('.ant-checkbox-input, .ant-radio-input').first().check();
    await front.getByTestId('preparation-open').click();
    await messageShown(page, 'opened');
    await chooseOption(page, front.locator('.wms-toolbar'), 'P031 (3)');
    await expect.poll(() => front.getByTestId('preparation-qty').inputValue(), POLL).toBe('3');
    await front.getByTestId('preparation-pack').click();
    await messageShown(page, 'P031 packed');
    await front.getByTestId('preparation-close').click();
    await messageShown(page, 'closed');
    await expect.poll(() => front.getByTestId('preparation-containers').innerText(), POLL).toContain('Closed');
    const popup = page.waitForEvent('popup');
    await front.getByTestId('preparation-label').click();
    expect((await popup).url()).toMatch(/^blob:/);
  });
});
