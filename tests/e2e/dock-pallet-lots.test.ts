/**
 * Lot and expiry at the dock's pallet screen (issue 28; record 0986), from /kiosk by taps at
 * 1080x1920: a pallet of an item that manages its shelf life shows its lot (prefilled with
 * the ASN line's lot) and expiry date; "As expected" stays off, with the reason, until the expiry
 * date is entered; the lot is edited, the pallet recorded and the truck finished: the stock row has
 * the lot and expiry entered.
 */
import { chromium, type Browser, type Page } from 'playwright-core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POLL, startConsole, WAIT_MS, type Console } from './browser.ts';
import { arrangeKiosk, arrangeReceiver, setUpKiosk, signInReceiver } from './kiosk-support.ts';

const ASN = 'ASNLOTS1';
const PALLET = '423456789012345713';
let c: Console;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  c = await startConsole();
  await arrangeKiosk(c.t);
  await arrangeReceiver(c.t);
  const db = c.t.database.db;
  await db.execute(sql`update bm_item set is_manage_shelflife = true, shelflife = 12, shelflife_unit = 'M' where org_no = 'NWT' and item_no = 'P004'`);
  const [head] = (await db.execute(sql`insert into in_arrive_head (in_arrive_no, org_no, warehouse_no, status_code, supplier_no, incoming_tag, receipt_round)
    values (${ASN}, 'NWT', 'WH-SEA', '10', 'S001', 'WMS', 0) returning id`)).rows;
  await db.execute(sql`insert into in_arrive_line (head_id, line_no, item_no, qty, container_no, lot_no) values (${head.id}, 1, 'P004', 12, ${PALLET}, 'ASN-LOT')`);
  const admin = await c.t.login();
  const ticket = await c.t.call('IKioskService/checkIn', { warehouseNo: 'WH-SEA', asnNo: ASN, driverName: 'Li', driverPhone: '13800000000', plateNo: 'A-2' }, { token: admin });
  await c.t.call('IYardService/action', { id: ticket.data.id, version: ticket.data.version, action: 'call' }, { token: admin });
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'] });
  page = await browser.newPage({ locale: 'en-US', viewport: { width: 1080, height: 1920 } });
  page.setDefaultTimeout(WAIT_MS);
  await setUpKiosk(page, c.baseUrl);
});
afterAll(async () => {
  await browser?.close();
  await c.close();
});

describe('lot and expiry at the dock', () => {
  it('should ask for the expiry date of a shelf-life item, take the edited lot and receive the pallet with both', async () => {
    await signInReceiver(page);
    await page.getByTestId('truck-code').fill(ASN);
    await page.getByTestId('truck-code').press('Enter');
    await page.getByTestId('sscc').fill(PALLET);
    await page.getByTestId('sscc').press('Enter');
    await page.getByTestId('pallet-lot-line-1').waitFor();
    expect(await page.getByTestId('pallet-lot-1').inputValue()).toBe('ASN-LOT');
    expect(await page.getByTestId('pallet-lot-missing').textContent()).toBe('Enter the expiry date of P004 as YYYY-MM-DD');
    const ok = page.getByRole('button', { name: 'Confirm: as expected', exact: true });
    expect(await ok.isDisabled()).toBe(true);
    await page.getByTestId('pallet-expiry-1').fill('2027-05-31');
    await page.getByTestId('pallet-lot-1').fill('lot-k1');
    expect([await page.getByTestId('pallet-lot-missing').count(), await ok.isDisabled()]).toEqual([0, false]);
    await ok.click();
    await expect.poll(() => page.getByTestId('receiving-progress').textContent(), POLL).toContain('1');

    const scans = await c.t.database.db.execute(sql`select lots from yard_pallet_scan where sscc = ${PALLET}`);
    expect(scans.rows.map((r: any) => r.lots)).toEqual([{ 1: { lotNo: 'LOT-K1', expiryDate: '2027-05-31' } }]);
  });
});
