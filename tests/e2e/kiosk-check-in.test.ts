/**
 * The driver's check-in at a 1080x1920 kiosk without a camera (issue 24), from /kiosk by taps:
 * a driver whose ASN holds the name, phone and plate and has an appointment checks in within four
 * taps (the typed ASN number is one entry), the details prefilled, the appointment shown in the
 * warehouse's time zone (decision 0812); a driver found by the plate on
 * the ASN, typed with the province key of a Chinese plate and the plate pad's dash; a driver without details types a CJK
 * name through the device's input method (no large keypad for the name), the phone on the phone
 * pad with "+" (a phone too short says why and Check in waits) and a Chinese plate on the plate
 * pad; the Scan button says there is no camera and offers typing, with no error.
 */
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zonedHourMinute } from '../../src/shared/door-hours.ts';
import { POLL, startConsole, WAIT_MS, type Console } from './browser.ts';
import { approvedAsn, arrangeKiosk, asnWithDriver, checkedInDriver, setUpKiosk, tapCounter } from './kiosk-support.ts';

let c: Console;
let page: Page;
const errors: string[] = [];

beforeAll(async () => {
  c = await startConsole();
  await arrangeKiosk(c.t);
  page = await c.browser.newPage({ locale: 'en-US', viewport: { width: 1080, height: 1920 } });
  page.setDefaultTimeout(WAIT_MS);
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await setUpKiosk(page, c.baseUrl);
});
afterAll(() => c.close());

const key = (label: string) => page.getByTestId('keypad').getByRole('button', { name: label, exact: true });

describe('check-in at the gate', () => {
  it('should check in a driver whose ASN holds the details and an appointment in four taps, prefilled', async () => {
    const asnNo = await asnWithDriver(c.t, { name: '王磊', phone: '+86 13800000000', plate: '沪A12345' });
    await c.t.database.db.execute(sql`update bm_warehouse set time_zone = 'Asia/Shanghai' where warehouse_no = 'WH-SEA'`);
    const [slot] = (await c.t.database.db.execute(sql`select slot_start from yard_appointment where asn_no = ${asnNo}`)).rows;
    const { tap, count } = tapCounter();
    await page.getByTestId('asn-code').fill(asnNo);
    await tap(page.getByRole('button', { name: 'Continue' }));
    await expect.poll(() => page.getByTestId('asn-facts').textContent(), POLL).toContain(`${zonedHourMinute(new Date(String(slot.slot_start)).toISOString(), 'Asia/Shanghai')} · D01`);
    await tap(page.getByRole('button', { name: 'Yes, continue' }));
    expect([await page.getByTestId('driverName').inputValue(), await page.getByTestId('driverPhone').inputValue(), await page.getByTestId('plateNo').inputValue()])
      .toEqual(['王磊', '+86 13800000000', '沪A12345']);
    // No field has the focus, so no keyboard is up: the hint to type the name with it is not shown.
    expect(await page.getByText('Type your name with the screen keyboard (any language)').count()).toBe(0);
    await tap(page.getByRole('button', { name: 'Check in' }));
    await expect.poll(() => page.getByTestId('queue-no').textContent(), POLL).toMatch(/^\d+$/);
    await tap(page.getByRole('button', { name: 'Finish' }));
    expect(count()).toBeLessThanOrEqual(4);
    expect(await checkedInDriver(c.t, asnNo)).toEqual(['王磊', '+86 13800000000', '沪A12345']);
    await page.getByTestId('asn-code').waitFor();
  });

  it('should find the ASN by the plate on it, typed with the province key, and let the driver correct the prefilled phone', async () => {
    const asnNo = await asnWithDriver(c.t, { name: '陈晨', phone: '13900000000', plate: '粤B-66881' });
    for (const label of ['粤', 'B', '-', '6', '6', '8', '8', '1']) await key(label).click();
    expect(await page.getByTestId('asn-code').inputValue()).toBe('粤B-66881');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => page.getByTestId('asn-facts').textContent(), POLL).toContain(asnNo);
    await page.getByRole('button', { name: 'Yes, continue' }).click();
    await page.getByTestId('driverPhone').click();
    await page.getByRole('button', { name: 'Clear' }).click();
    for (const label of '+85291234567') await key(label).click();
    await page.getByRole('button', { name: 'Check in' }).click();
    await expect.poll(() => page.getByTestId('queue-no').textContent(), POLL).toMatch(/^\d+$/);
    expect(await checkedInDriver(c.t, asnNo)).toEqual(['陈晨', '+85291234567', '粤B-66881']);
    await page.getByRole('button', { name: 'Finish' }).click();
  });

  it('should take a CJK name from the input method, the phone on the phone pad with "+" and a Chinese plate on the plate pad', async () => {
    const asnNo = await approvedAsn(c.t);
    await page.getByTestId('asn-code').fill(asnNo);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Yes, continue' }).click();
    await page.getByTestId('driverName').click();
    expect([await page.getByTestId('keypad').count(), await page.getByText('Type your name with the screen keyboard (any language)').isVisible()]).toEqual([0, true]);
    await page.keyboard.insertText('李小明');
    await page.getByTestId('driverPhone').click();
    expect(await page.getByTestId('keypad').getByRole('button').allTextContents()).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '+', '0', 'Delete', 'Clear']);
    await page.getByTestId('plateNo').click();
    for (const label of ['京', 'A', '1', '2', '3', '4', '5']) await key(label).click();
    await page.getByTestId('driverPhone').click();
    for (const label of '12') await key(label).click();
    expect([await page.getByTestId('phone-format').textContent(), await page.getByRole('button', { name: 'Check in' }).isDisabled()])
      .toEqual(['Phone: 6 to 20 digits, + first for a country code', true]);
    await page.getByRole('button', { name: 'Clear' }).click();
    for (const label of '+8613700000000') await key(label).click();
    expect(await page.getByTestId('phone-format').count()).toBe(0);
    await page.getByRole('button', { name: 'Check in' }).click();
    await expect.poll(() => page.getByTestId('queue-no').textContent(), POLL).toMatch(/^\d+$/);
    expect(await checkedInDriver(c.t, asnNo)).toEqual(['李小明', '+8613700000000', '京A12345']);
    await page.getByRole('button', { name: 'Finish' }).click();
  });

  it('should say there is no camera and offer typing, without an error', async () => {
    const scan = page.getByRole('button', { name: 'No camera: type instead' });
    await scan.click();
    expect(await page.getByTestId('no-camera').textContent()).toBe('This kiosk has no camera: type your ASN number or plate instead');
    expect(await page.getByTestId('asn-code').evaluate((input) => input === document.activeElement)).toBe(true);
    expect([await page.getByTestId('scanner-video').count(), await page.getByTestId('kiosk-error').count()]).toEqual([0, 0]);
    expect(errors.filter((message) => /device|camera|NotFound/i.test(message))).toEqual([]);
  });
});
