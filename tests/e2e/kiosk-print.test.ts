/**
 * The kiosk prints its ticket under the product's Content-Security-Policy (issue 23): after a
 * check-in, Print ticket loads the ticket PDF into a blob: frame without a policy violation, and
 * the ticket reads back by OCR (queue number, door, ASN number, the Chinese title for a zh-CN
 * kiosk). A ticket that cannot be fetched says so on the kiosk, and Try again prints it.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translator } from '../../src/server/i18n.ts';
import { ocrForm, pdfOcrText } from '../support/pdf-ocr.ts';
import { POLL, startConsole, WAIT_MS, type Console } from './browser.ts';
import { approvedAsn, arrangeKiosk, setUpKiosk } from './kiosk-support.ts';

let c: Console;
let page: Page;

beforeAll(async () => {
  c = await startConsole();
  await arrangeKiosk(c.t);
  page = await c.browser.newPage({ locale: 'zh-CN', viewport: { width: 1080, height: 1920 } });
  page.setDefaultTimeout(WAIT_MS);
  await setUpKiosk(page, c.baseUrl);
  await page.evaluate(() => {
    const violations: string[] = [];
    Object.assign(window, { __violations: violations });
    document.addEventListener('securitypolicyviolation', (event) => violations.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
});
afterAll(() => c.close());

describe('kiosk ticket print', () => {
  it('should say a failed print on the kiosk, then print the ticket on retry without a policy violation, legibly', async () => {
    const asnNo = await approvedAsn(c.t);
    await page.getByTestId('asn-code').fill(asnNo);
    await page.getByRole('button', { name: '继续' }).click();
    await page.getByRole('button', { name: '是，继续' }).click();
    await page.getByTestId('driverName').fill('王磊');
    await page.getByTestId('driverPhone').fill('13800000000');
    await page.getByTestId('plateNo').fill('hu-a1234');
    await page.getByRole('button', { name: '登记' }).click();
    await expect.poll(() => page.getByTestId('queue-no').textContent(), POLL).toMatch(/^\d+$/);
    const queueNo = String(await page.getByTestId('queue-no').textContent());

    await page.route('**/wms-restful/IKioskService/ticket', (route) => route.abort());
    await page.getByTestId('print-ticket').click();
    await expect.poll(() => page.getByTestId('print-failed').textContent(), POLL).toContain('排队票打印失败');
    await expect.poll(() => page.getByTestId('print-ticket').textContent(), POLL).toBe('重试');

    await page.unroute('**/wms-restful/IKioskService/ticket');
    const answer = page.waitForResponse('**/wms-restful/IKioskService/ticket');
    await page.getByTestId('print-ticket').click();
    const ticket = await (await answer).json();
    await expect.poll(() => page.getByTestId('print-failed').count(), POLL).toBe(0);
    await expect.poll(() => page.getByTestId('print-ticket').textContent(), POLL).toBe('打印排队票');
    await expect.poll(() => page.getByTestId('ticket-frame').getAttribute('src'), POLL).toMatch(/^blob:/);
    expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([]);

    const text = await pdfOcrText(Buffer.from(ticket.data.content, 'base64'));
    for (const expected of [translator('zh-CN')('yard.ticket.title'), queueNo, asnNo]) expect(text).toContain(ocrForm(expected));
  });
});
